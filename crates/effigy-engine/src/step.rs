//! The symbolic transfer relation: one [`Executor::successors`] for every analysis.
//!
//! Expressions become terms; assignments, calls, allocation and memory update the state;
//! branching keeps only the feasible directions (King's forking IF: a state forks only where
//! both directions are feasible). Undefined behaviour that the path condition allows (division
//! by zero, out-of-bounds or null access, shifts out of range, ...) ends that path in
//! [`Terminal::Undefined`]; the other direction continues with the safety condition added.

use effigy_smt::hash::FxHashMap as HashMap;
use std::rc::Rc;

use effigy_ir::{
    BinOp, EdgeId, EdgeKind, ErrorKind, Expr, ExprKind, FuncId, HavocOrigin, Program, Span, Termination, TypeData, TypeId, TypeTable, UnOp,
    VarId, VarKind,
};
use effigy_smt::term::{mask, signed_value};
use effigy_smt::{Feasibility, Op, QuerySolver, Solver, Sort, TermId, TermStore};

use crate::state::{Frame, Input, Memory, ObjId, Origin, PathCondition, Slot, State, FIRST_ADDRESS};

/// How a path ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Terminal {
    /// The entry function returned (its value, if any).
    Returned(Option<TermId>),
    Error(ErrorKind, Span),
    Aborted(Span),
    Exited(TermId, Span),
    /// A `__VERIFIER_assume` does not hold.
    AssumeViolated(Span),
    Undefined(String, Span),
    /// A budget cut the path (the reason names it).
    Cut(String),
    /// The path cannot be followed faithfully (solver gave up, unsupported operation).
    Unknown(String),
}

/// One successor of a state.
#[derive(Debug)]
pub enum Successor {
    Running(State),
    Done(State, Terminal),
}

/// Why evaluating an edge could not finish on this state as it is.
enum Stop {
    /// Fork on this condition (both directions feasible), then run the edge again in each.
    Split(TermId),
    Undefined(String),
    Unknown(String),
}

type EResult<T> = Result<T, Stop>;

/// Where an lvalue lives.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// A register of frame `frame` (`None`: a global).
    Register(Option<usize>, VarId),
    Memory(ObjId, TermId),
}

/// Limits that cut paths.
#[derive(Clone, Debug, Default)]
pub struct StepLimits {
    /// Iterations of any one loop, or depth of any one recursion, on a path.
    pub unwind: Option<u32>,
    /// Edges per path (EFFIGY's `TEST(n)`).
    pub max_steps: Option<u64>,
    /// King's ideal semantics: integer variables are mathematical integers (no wrap-around);
    /// values stored in memory keep their declared width.
    pub math_ints: bool,
}

/// The symbolic semantics of a program.
pub struct Executor<'p, S: Solver> {
    pub program: &'p Program,
    pub terms: TermStore,
    pub solver: QuerySolver<S>,
    pub limits: StepLimits,
    ptr_bits: u32,
    /// One marker symbol per sort for values an abstraction has forgotten (see
    /// [`Executor::undefined_marker`]).
    markers: Vec<TermId>,
    /// Forgotten values replaced by fresh symbols while executing the current edge: an edge
    /// re-executed after a split must read the same symbols, or the split's constraint would
    /// not speak of them (and the split would repeat forever).
    materialized: Vec<Materialized>,
    /// The edge being executed: the origin of constraints that evaluation itself adds.
    current: Origin,
    /// Per function and edge: may executing it need a case split (see [`edge_may_split`])?
    /// Only those edges keep a copy of the state to re-run each side from.
    may_split: Vec<Vec<bool>>,
}

/// A forgotten value given a fresh symbol (see [`Executor::undefined_marker`]).
#[derive(Clone, Copy, Debug)]
enum Materialized {
    Register(Option<usize>, VarId, TermId),
    Object(ObjId, TermId),
}

impl<'p, S: Solver> Executor<'p, S> {
    pub fn new(program: &'p Program, solver: QuerySolver<S>, limits: StepLimits) -> Self {
        Executor {
            program,
            terms: TermStore::new(),
            solver,
            limits,
            ptr_bits: program.data_model().pointer_bits(),
            markers: Vec::new(),
            materialized: Vec::new(),
            current: (FuncId(0), EdgeId(0)),
            may_split: split_table(program),
        }
    }

    // ---- sorts and values ----

    pub fn sort_of(&self, ty: TypeId) -> Sort {
        match self.program.types.get(ty) {
            TypeData::Bool => Sort::Bool,
            TypeData::Int(_) if self.limits.math_ints => Sort::Int,
            TypeData::Int(it) => Sort::BitVec(it.bits),
            TypeData::Pointer(_) => Sort::BitVec(self.ptr_bits),
            other => panic!("no scalar sort for {other:?}"),
        }
    }

    fn ptr_const(&mut self, v: u64) -> TermId {
        self.terms.bv_const(self.ptr_bits, v)
    }

    /// The value of a variable (or the contents of a variable's object) that an abstraction
    /// forgot: reading it gives a fresh symbol, stored back so that the rest of the path sees
    /// the same value (the thesis's "untracked variables read as fresh symbols"). The marker
    /// itself never enters a term; states compare it by identity ("undefined").
    pub fn undefined_marker(&mut self, sort: Sort) -> TermId {
        if let Some(&m) = self.markers.iter().find(|&&m| self.terms.sort(m) == sort) {
            return m;
        }
        let m = self.terms.fresh_symbol("undefined", sort);
        self.markers.push(m);
        m
    }

    pub fn is_undefined(&self, t: TermId) -> bool {
        self.markers.contains(&t)
    }

    /// The contents of an object, replacing a forgotten one by fresh contents first.
    fn contents(&mut self, state: &mut State, obj: ObjId) -> TermId {
        let bytes = state.memory.get(obj).bytes;
        if !self.markers.is_empty() && self.is_undefined(bytes) {
            let name = state.memory.get(obj).name.clone();
            let fresh = self.fresh_object_contents(&name);
            state.memory.get_mut(obj).bytes = fresh;
            self.materialized.push(Materialized::Object(obj, fresh));
            return fresh;
        }
        bytes
    }

    pub fn is_memory_type(&self, ty: TypeId) -> bool {
        matches!(self.program.types.get(ty), TypeData::Array(..) | TypeData::Struct(_))
    }

    pub fn in_memory(&self, v: VarId) -> bool {
        let info = self.program.var(v);
        info.address_taken || self.is_memory_type(info.ty)
    }

    fn byte_array_sort(&self) -> Sort {
        Sort::Array { index: self.ptr_bits, element: 8 }
    }

    fn fresh_object_contents(&mut self, name: &str) -> TermId {
        let sort = self.byte_array_sort();
        self.terms.fresh_symbol(name, sort)
    }

    fn zero_contents(&mut self) -> TermId {
        let zero = self.terms.bv_const(8, 0);
        let sort = self.byte_array_sort();
        self.terms.const_array(sort, zero)
    }

    // ---- the initial state ----

    /// A state at the entry of `entry` with the given argument terms, after the global
    /// initialisers.
    pub fn initial_state(&mut self, entry: FuncId, args: &[TermId]) -> Result<State, String> {
        let mut state = State {
            frames: Vec::new(),
            globals: Rc::new(HashMap::default()),
            memory: Memory::new(),
            path_condition: PathCondition::default(),
            inputs: Default::default(),
            uninitialised: Default::default(),
            start: entry,
            path: Default::default(),
            steps: 0,
            depth: 0,
        };
        let mut globals = HashMap::default();
        for &g in &self.program.globals {
            let info = self.program.var(g);
            let slot = if self.in_memory(g) {
                let size = self.program.types.size_of(info.ty);
                let align = self.program.types.align_of(info.ty);
                let zero = self.zero_contents();
                Slot::Memory(state.memory.allocate(size, align, zero, false, info.name.clone()))
            } else {
                let sort = self.sort_of(info.ty);
                Slot::Register(self.zero_of(sort))
            };
            globals.insert(g, slot);
        }
        state.globals = Rc::new(globals);
        for init in &self.program.global_inits {
            let r = self.assign(&mut state, &init.lhs, &init.rhs);
            if r.is_err() {
                return Err(format!("cannot evaluate the initialiser of {}", effigy_ir::text::expr(self.program, &init.lhs)));
            }
        }
        let func = self.program.function(entry);
        if func.params.len() != args.len() {
            return Err(format!("{} takes {} arguments, {} given", func.name, func.params.len(), args.len()));
        }
        self.push_frame(&mut state, entry, args, None);
        Ok(state)
    }

    fn zero_of(&mut self, sort: Sort) -> TermId {
        match sort {
            Sort::Bool => self.terms.fls(),
            Sort::BitVec(w) => self.terms.bv_const(w, 0),
            Sort::Int => self.terms.int_const(0),
            Sort::Array { .. } => self.zero_contents(),
        }
    }

    fn push_frame(&mut self, state: &mut State, func: FuncId, args: &[TermId], return_to: Option<(FuncId, EdgeId)>) {
        let f = self.program.function(func);
        let mut vars = HashMap::default();
        for &v in f.params.iter().chain(&f.locals) {
            let info = self.program.var(v);
            let slot = if self.in_memory(v) {
                let size = self.program.types.size_of(info.ty);
                let align = self.program.types.align_of(info.ty);
                let contents = self.fresh_object_contents(&info.name);
                state.uninitialised.push_back_mut(contents);
                Slot::Memory(state.memory.allocate(size, align, contents, false, info.name.clone()))
            } else {
                // Overwritten by the declaration's initialiser or havoc before any read.
                let sort = self.sort_of(info.ty);
                Slot::Register(self.zero_of(sort))
            };
            vars.insert(v, slot);
        }
        state.frames.push(Frame { func, loc: f.entry, vars, return_to, loop_visits: HashMap::default() });
        for (&p, &a) in f.params.iter().zip(args) {
            let ty = self.program.var(p).ty;
            if self.is_memory_type(ty) {
                continue; // struct arguments are copied in by the call
            }
            let depth = state.frames.len() - 1;
            let place = match state.frames[depth].vars[&p] {
                Slot::Register(_) | Slot::Value(_) => Place::Register(Some(depth), p),
                Slot::Memory(o) => {
                    let zero = self.ptr_const(0);
                    Place::Memory(o, zero)
                }
            };
            // Writing a parameter cannot fail: it is a fresh, whole object or a register.
            let _ = self.write(state, place, ty, a);
        }
    }

    // ---- successors: the one step ----

    /// The successors of a running state: through every feasible outgoing edge of its location.
    pub fn successors(&mut self, mut state: State) -> Vec<Successor> {
        if let Some(done) = self.preamble(&mut state) {
            return vec![done];
        }
        let (fid, loc) = state.location();
        let func = self.program.function(fid);
        let out: Vec<EdgeId> = func.out_edges(loc).to_vec();
        if out.is_empty() {
            return vec![Successor::Done(state, Terminal::Unknown(format!("dead end at {}", loc)))];
        }
        let all_assume = out.iter().all(|&e| matches!(func.edge(e).kind, EdgeKind::Assume(_)));
        if !all_assume {
            assert_eq!(out.len(), 1, "a location with a non-assume edge has exactly one outgoing edge");
            return self.run_edge(state, fid, out[0]);
        }
        self.branch(state, fid, &out, None)
    }

    /// The successors of a running state through one given outgoing edge of its location (what
    /// following a recorded path needs). With `no_op`, an assume edge is taken without adding
    /// its condition (a sliced path prefix's no-op).
    pub fn successors_via(&mut self, mut state: State, edge: EdgeId, no_op: bool) -> Vec<Successor> {
        if let Some(done) = self.preamble(&mut state) {
            return vec![done];
        }
        let (fid, loc) = state.location();
        let func = self.program.function(fid);
        let e = func.edge(edge);
        assert_eq!(e.from, loc, "successors_via: the edge does not leave the state's location");
        if !matches!(e.kind, EdgeKind::Assume(_)) {
            return self.run_edge(state, fid, edge);
        }
        if no_op {
            self.record(&mut state, fid, edge);
            state.frame_mut().loc = e.to;
            return vec![Successor::Running(state)];
        }
        let out: Vec<EdgeId> = func.out_edges(loc).to_vec();
        self.branch(state, fid, &out, Some(edge))
    }

    /// Budgets and the ends of functions: a leaf instead of successors.
    fn preamble(&mut self, state: &mut State) -> Option<Successor> {
        let (fid, loc) = state.location();
        let func = self.program.function(fid);
        if loc == func.exit {
            // Falling off the end of a function without a `return` edge does not happen: the
            // front end adds one. Returning is done by the `Return` edge.
            return Some(Successor::Done(state.clone(), Terminal::Unknown("reached a function exit without returning".into())));
        }
        if func.is_loop_head(loc) {
            if let Some(k) = self.limits.unwind {
                let visits = state.frame_mut().loop_visits.entry(loc).or_insert(0);
                *visits += 1;
                if *visits > k + 1 {
                    let span = func.out_edges(loc).first().map(|&e| func.span_of(e)).unwrap_or(Span::NONE);
                    let reason = format!("loop unwinding bound {k} reached at {}", self.program.describe_span(span));
                    return Some(Successor::Done(state.clone(), Terminal::Cut(reason)));
                }
            }
        }
        if let Some(max) = self.limits.max_steps {
            if state.steps >= max {
                return Some(Successor::Done(state.clone(), Terminal::Cut(format!("step limit {max} per path reached"))));
            }
        }
        None
    }

    /// Assume edges: each feasible direction is a successor (only `only`, when given).
    fn branch(&mut self, state: State, fid: FuncId, out: &[EdgeId], only: Option<EdgeId>) -> Vec<Successor> {
        let func = self.program.function(fid);
        let chosen: Vec<EdgeId> = match only {
            Some(e) => vec![e],
            None => out.to_vec(),
        };
        let mut conds = Vec::with_capacity(chosen.len());
        let mut tmp = state;
        for &e in &chosen {
            self.current = (fid, e);
            let EdgeKind::Assume(c) = &func.edge(e).kind else { unreachable!() };
            match self.eval(&mut tmp, c) {
                Ok(t) => conds.push(t),
                Err(Stop::Split(s)) => return self.split(tmp, s, (fid, e), |ex, st| ex.branch(st, fid, out, only)),
                Err(Stop::Undefined(what)) => return vec![Successor::Done(tmp, Terminal::Undefined(what, func.span_of(e)))],
                Err(Stop::Unknown(why)) => return vec![Successor::Done(tmp, Terminal::Unknown(why))],
            }
        }
        let state = tmp;
        // Two complementary branches: if one is infeasible the other is feasible, since the
        // path condition is satisfiable.
        let complementary = chosen.len() == 2 && {
            let neg = self.terms.not(conds[0]);
            neg == conds[1]
        };
        let mut feasible = Vec::with_capacity(chosen.len());
        let mut unknown = None;
        for (i, &c) in conds.iter().enumerate() {
            if complementary && i == 1 && feasible.is_empty() && unknown.is_none() {
                feasible.push(i);
                break;
            }
            match self.feasible(&state.path_condition, c) {
                Feasibility::Sat => feasible.push(i),
                Feasibility::Unsat => {}
                Feasibility::Unknown(r) => unknown = Some(r),
            }
        }
        if let Some(r) = unknown {
            return vec![Successor::Done(state, Terminal::Unknown(format!("the solver gave up: {r}")))];
        }
        let mut result = Vec::with_capacity(feasible.len() + 1);
        // Branches that are not a complementary pair (the IR verifier rejects them in lowered
        // programs, but a hand-written CFA may have them): the states no direction admits must
        // not vanish.
        if only.is_none() && out.len() > 1 && !complementary {
            let negs: Vec<TermId> = conds.iter().map(|&c| self.terms.not(c)).collect();
            let none = self.terms.and_all(negs);
            match self.feasible(&state.path_condition, none) {
                Feasibility::Unsat => {}
                _ => {
                    let loc = func.edge(out[0]).from;
                    let at = self.program.describe_span(func.span_of(out[0]));
                    let mut stuck = state.clone();
                    if self.terms.as_bool(none) != Some(true) {
                        stuck.add_constraint(&self.terms, none, (fid, out[0]));
                    }
                    result.push(Successor::Done(stuck, Terminal::Unknown(format!("no branch at {loc} ({at}) applies"))));
                }
            }
        }
        // A single `__VERIFIER_assume` edge: inputs violating it end in AssumeViolated.
        if out.len() == 1 && only.is_none() {
            let neg = self.terms.not(conds[0]);
            match self.feasible(&state.path_condition, neg) {
                Feasibility::Sat => {
                    let mut violated = state.clone();
                    violated.add_constraint(&self.terms, neg, (fid, out[0]));
                    self.record(&mut violated, fid, out[0]);
                    result.push(Successor::Done(violated, Terminal::AssumeViolated(func.span_of(out[0]))));
                }
                Feasibility::Unsat => {}
                Feasibility::Unknown(r) => return vec![Successor::Done(state, Terminal::Unknown(format!("the solver gave up: {r}")))],
            }
        }
        let n = feasible.len();
        let mut state = Some(state);
        for (k, i) in feasible.into_iter().enumerate() {
            let mut s = if k + 1 == n { state.take().unwrap() } else { state.as_ref().unwrap().clone() };
            if self.terms.as_bool(conds[i]) != Some(true) {
                s.add_constraint(&self.terms, conds[i], (fid, chosen[i]));
            }
            if n > 1 {
                s.depth += 1;
            }
            self.record(&mut s, fid, chosen[i]);
            s.frame_mut().loc = func.edge(chosen[i]).to;
            result.push(Successor::Running(s));
        }
        result
    }

    /// Forks on `cond` (which `origin` needs decided) and continues each side with `then`.
    fn split(&mut self, state: State, cond: TermId, origin: Origin, then: impl Fn(&mut Self, State) -> Vec<Successor>) -> Vec<Successor> {
        let mut yes = state.clone();
        let mut no = state;
        yes.add_constraint(&self.terms, cond, origin);
        let neg = self.terms.not(cond);
        no.add_constraint(&self.terms, neg, origin);
        yes.depth += 1;
        no.depth += 1;
        let mut out = then(self, yes);
        out.extend(then(self, no));
        out
    }

    /// Executes a non-branching edge.
    fn run_edge(&mut self, mut state: State, fid: FuncId, e: EdgeId) -> Vec<Successor> {
        self.current = (fid, e);
        let func = self.program.function(fid);
        let span = func.span_of(e);
        // Only an edge that may split needs the state before it (to run each side again):
        // copying it for every edge made a step cost as much as the state.
        let mut snapshot = if self.may_split[fid.0 as usize][e.0 as usize] { Some(state.clone()) } else { None };
        self.materialized.clear();
        let result = self.exec(&mut state, fid, e);
        let Some(mut snapshot) = snapshot.take() else {
            self.materialized.clear();
            return match result {
                Ok(t) => self.finish_edge(state, fid, e, t),
                Err(Stop::Split(_)) => vec![Successor::Done(
                    state,
                    Terminal::Unknown(format!("internal error: an edge at {} split unexpectedly", self.program.describe_span(span))),
                )],
                Err(Stop::Undefined(what)) => {
                    self.record(&mut state, fid, e);
                    vec![Successor::Done(state, Terminal::Undefined(what, span))]
                }
                Err(Stop::Unknown(why)) => vec![Successor::Done(state, Terminal::Unknown(why))],
            };
        };
        // The snapshot keeps the symbols that forgotten values were given (see `materialized`).
        for m in self.materialized.drain(..) {
            match m {
                Materialized::Register(Some(d), v, t) => {
                    if let Some(f) = snapshot.frames.get_mut(d) {
                        f.vars.insert(v, Slot::Register(t));
                    }
                }
                Materialized::Register(None, v, t) => {
                    Rc::make_mut(&mut snapshot.globals).insert(v, Slot::Register(t));
                }
                Materialized::Object(o, t) => {
                    if (o.0 as usize) < snapshot.memory.objects.len() {
                        snapshot.memory.get_mut(o).bytes = t;
                    }
                }
            }
        }
        match result {
            Ok(t) => self.finish_edge(state, fid, e, t),
            Err(Stop::Split(c)) => self.split(snapshot, c, (fid, e), |ex, st| ex.run_edge(st, fid, e)),
            Err(Stop::Undefined(what)) => {
                let mut s = snapshot;
                self.record(&mut s, fid, e);
                vec![Successor::Done(s, Terminal::Undefined(what, span))]
            }
            Err(Stop::Unknown(why)) => vec![Successor::Done(snapshot, Terminal::Unknown(why))],
        }
    }

    /// Records an edge taken: the path keeps only choices at branches.
    fn record(&self, state: &mut State, fid: FuncId, e: EdgeId) {
        let func = self.program.function(fid);
        let out = func.out_edges(func.edge(e).from);
        let choice = if out.len() > 1 { out.iter().position(|&x| x == e).map(|i| i as u8) } else { None };
        state.record(choice);
    }

    /// The state after an edge that executed without a split.
    fn finish_edge(&mut self, mut state: State, fid: FuncId, e: EdgeId, end: Option<Terminal>) -> Vec<Successor> {
        self.record(&mut state, fid, e);
        match end {
            None => {
                let edge = self.program.function(fid).edge(e);
                if let Some(frame) = state.frames.last_mut() {
                    if frame.func == fid && !matches!(edge.kind, EdgeKind::Call { .. } | EdgeKind::Return(_)) {
                        frame.loc = edge.to;
                    }
                }
                vec![Successor::Running(state)]
            }
            Some(t) => vec![Successor::Done(state, t)],
        }
    }

    /// The effect of one edge; `Some` when the path ends.
    fn exec(&mut self, state: &mut State, fid: FuncId, e: EdgeId) -> EResult<Option<Terminal>> {
        let func = self.program.function(fid);
        let edge = func.edge(e);
        let span = func.span_of(e);
        match &edge.kind {
            EdgeKind::Skip => Ok(None),
            EdgeKind::Assume(_) => unreachable!("assumptions are handled by branch"),
            EdgeKind::Assign { lhs, rhs } => self.assign(state, lhs, rhs).map(|_| None),
            EdgeKind::Havoc { lhs, origin } => {
                let place = self.place(state, lhs)?;
                if self.is_memory_type(lhs.ty) {
                    let Place::Memory(obj, _) = place else { unreachable!() };
                    let name = self.lvalue_name(lhs);
                    let contents = self.fresh_object_contents(&name);
                    if *origin == HavocOrigin::Uninit {
                        state.uninitialised.push_back_mut(contents);
                    }
                    self.copy_into(state, obj, place, lhs.ty, Source::Contents(contents))?;
                    return Ok(None);
                }
                let sort = self.sort_of(lhs.ty);
                let name = match origin {
                    HavocOrigin::Input(f) => {
                        let root = self.lvalue_name(lhs);
                        if root.starts_with("tmp") {
                            f.trim_start_matches("__VERIFIER_").to_string()
                        } else {
                            root
                        }
                    }
                    HavocOrigin::Uninit => self.lvalue_name(lhs),
                };
                let sym = self.terms.fresh_symbol(&name, sort);
                if sort == Sort::Int {
                    // Ideal integers still range over their C type's values.
                    let it = self.program.types.as_int(lhs.ty).expect("an integer havoc");
                    let (lo, hi) = it.range();
                    let (lo, hi) = (self.terms.int_const(lo), self.terms.int_const(hi));
                    let above = self.terms.int_op(Op::IntLe, lo, sym);
                    let below = self.terms.int_op(Op::IntLe, sym, hi);
                    let range = self.terms.and(above, below);
                    state.add_constraint(&self.terms, range, (fid, e));
                }
                match origin {
                    HavocOrigin::Input(f) => state.inputs.push_back_mut(Input { function: f.clone(), ty: lhs.ty, symbol: sym }),
                    HavocOrigin::Uninit => state.uninitialised.push_back_mut(sym),
                }
                self.write(state, place, lhs.ty, sym)?;
                Ok(None)
            }
            EdgeKind::Call { args, callee, .. } => {
                let mut values = Vec::with_capacity(args.len());
                let mut aggregates = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    if self.is_memory_type(a.ty) {
                        let p = self.place(state, a)?;
                        aggregates.push((i, p));
                        values.push(self.ptr_const(0));
                    } else {
                        values.push(self.eval(state, a)?);
                    }
                }
                if let Some(k) = self.limits.unwind {
                    let active = state.frames.iter().filter(|f| f.func == *callee).count() as u32;
                    if active > k {
                        let name = &self.program.function(*callee).name;
                        return Ok(Some(Terminal::Cut(format!("recursion bound {k} reached for {name}"))));
                    }
                }
                state.frame_mut().loc = edge.to;
                self.push_frame(state, *callee, &values, Some((fid, e)));
                // Struct arguments are copied into the parameter objects.
                let params = self.program.function(*callee).params.clone();
                for (i, from) in aggregates {
                    let p = params[i];
                    let Slot::Memory(obj) = state.frame().vars[&p] else { unreachable!() };
                    let zero = self.ptr_const(0);
                    let ty = self.program.var(p).ty;
                    self.copy_into(state, obj, Place::Memory(obj, zero), ty, Source::Place(from))?;
                }
                Ok(None)
            }
            EdgeKind::Return(value) => self.return_from(state, value.as_ref()),
            EdgeKind::Alloc { dest, size, zeroed } => {
                let n = self.eval(state, size)?;
                let Some(n) = self.terms.as_bv(n) else {
                    return Err(Stop::Unknown(format!("allocation of a symbolic size at {}", self.program.describe_span(span))));
                };
                if n > MAX_OBJECT_BYTES {
                    return Err(Stop::Unknown(format!("allocation of {n} bytes exceeds the limit of {MAX_OBJECT_BYTES}")));
                }
                let contents = if *zeroed { self.zero_contents() } else { self.fresh_object_contents("heap") };
                if !*zeroed {
                    state.uninitialised.push_back_mut(contents);
                }
                let name = format!("heap block allocated at {}", self.program.describe_span(span));
                let obj = state.memory.allocate(n, HEAP_ALIGN, contents, true, name);
                let base = state.memory.get(obj).base;
                let addr = self.ptr_const(base);
                let place = self.place(state, dest)?;
                self.write(state, place, dest.ty, addr)?;
                Ok(None)
            }
            EdgeKind::Free(p) => {
                let addr = self.eval(state, p)?;
                let Some(a) = self.terms.as_bv(addr) else {
                    return Err(Stop::Unknown("free of a symbolic pointer".into()));
                };
                if a == 0 {
                    return Ok(None);
                }
                match state.memory.containing(a) {
                    Some(o) if state.memory.get(o).base == a && state.memory.get(o).heap => {
                        if !state.memory.get(o).alive {
                            return Err(Stop::Undefined("double free".into()));
                        }
                        state.memory.get_mut(o).alive = false;
                        Ok(None)
                    }
                    _ => Err(Stop::Undefined("invalid free".into())),
                }
            }
            EdgeKind::Error(kind) => Ok(Some(Terminal::Error(kind.clone(), span))),
            EdgeKind::Terminate(Termination::Abort) => Ok(Some(Terminal::Aborted(span))),
            EdgeKind::Terminate(Termination::Exit(code)) => {
                let c = self.eval(state, code)?;
                Ok(Some(Terminal::Exited(c, span)))
            }
        }
    }

    fn return_from(&mut self, state: &mut State, value: Option<&Expr>) -> EResult<Option<Terminal>> {
        enum Ret {
            Scalar(TermId),
            Aggregate(Place, TypeId),
            None,
        }
        let ret = match value {
            Some(v) if self.is_memory_type(v.ty) => Ret::Aggregate(self.place(state, v)?, v.ty),
            Some(v) => Ret::Scalar(self.eval(state, v)?),
            None => Ret::None,
        };
        let frame = state.frames.last().unwrap().clone();
        let Some((caller, call_edge)) = frame.return_to else {
            // The entry function returns: the path ends.
            let value = match ret {
                Ret::Scalar(t) => Some(t),
                _ => None,
            };
            self.pop_frame(state);
            return Ok(Some(Terminal::Returned(value)));
        };
        // Aggregates are copied out before the callee's objects die.
        let aggregate_bytes = match ret {
            Ret::Aggregate(place, ty) => Some(self.read_bytes_of(state, place, ty)?),
            _ => None,
        };
        self.pop_frame(state);
        let EdgeKind::Call { dest, .. } = &self.program.function(caller).edge(call_edge).kind else { unreachable!() };
        if let Some(dest) = dest {
            let place = self.place(state, dest)?;
            match (ret, aggregate_bytes) {
                (Ret::Scalar(t), _) => self.write(state, place, dest.ty, t)?,
                (Ret::Aggregate(..), Some(bytes)) => {
                    let Place::Memory(obj, _) = place else { unreachable!() };
                    self.copy_into(state, obj, place, dest.ty, Source::Bytes(bytes))?;
                }
                _ => return Err(Stop::Undefined("use of a missing return value".into())),
            }
        }
        Ok(None)
    }

    fn pop_frame(&mut self, state: &mut State) {
        let frame = state.frames.pop().expect("a frame to pop");
        for slot in frame.vars.values() {
            if let Slot::Memory(o) = slot {
                state.memory.get_mut(*o).alive = false;
            }
        }
    }

    fn lvalue_name(&self, lv: &Expr) -> String {
        match &lv.kind {
            ExprKind::Var(v) => self.program.var(*v).name.clone(),
            ExprKind::Field(b, _) | ExprKind::Index(b, _) => self.lvalue_name(b),
            _ => "mem".into(),
        }
    }

    // ---- assignment and memory ----

    fn assign(&mut self, state: &mut State, lhs: &Expr, rhs: &Expr) -> EResult<()> {
        if self.is_memory_type(lhs.ty) {
            let place = self.place(state, lhs)?;
            let Place::Memory(obj, _) = place else { unreachable!() };
            let source = match rhs.kind {
                ExprKind::Const(0) => Source::Contents(self.zero_contents()),
                _ => Source::Place(self.place(state, rhs)?),
            };
            return self.copy_into(state, obj, place, lhs.ty, source);
        }
        let v = self.eval_val(state, rhs)?;
        let place = self.place(state, lhs)?;
        match (place, v) {
            (Place::Register(frame, var), Val::Bits(x)) if !self.limits.math_ints => {
                self.set_register(state, frame, var, Slot::Value(x));
                Ok(())
            }
            (Place::Register(frame, var), Val::Bool(b)) => {
                self.set_register(state, frame, var, Slot::Value(b as u64));
                Ok(())
            }
            _ => {
                let t = self.val_term(v, rhs.ty);
                self.write(state, place, lhs.ty, t)
            }
        }
    }

    fn set_register(&mut self, state: &mut State, frame: Option<usize>, v: VarId, slot: Slot) {
        match frame {
            Some(d) => {
                state.frames[d].vars.insert(v, slot);
            }
            None => {
                Rc::make_mut(&mut state.globals).insert(v, slot);
            }
        }
    }

    /// Every concrete register as a term (for analyses that compare and rewrite terms).
    pub fn intern_registers(&mut self, state: &mut State) {
        for d in 0..state.frames.len() {
            let concrete: Vec<(VarId, u64)> =
                state.frames[d].vars.iter().filter_map(|(&v, s)| if let Slot::Value(x) = s { Some((v, *x)) } else { None }).collect();
            for (v, x) in concrete {
                let t = self.val_term(Val::Bits(x), self.program.var(v).ty);
                state.frames[d].vars.insert(v, Slot::Register(t));
            }
        }
        let concrete: Vec<(VarId, u64)> =
            state.globals.iter().filter_map(|(&v, s)| if let Slot::Value(x) = s { Some((v, *x)) } else { None }).collect();
        if !concrete.is_empty() {
            let globals = Rc::make_mut(&mut state.globals);
            for (v, x) in concrete {
                let t = self.val_term(Val::Bits(x), self.program.var(v).ty);
                globals.insert(v, Slot::Register(t));
            }
        }
    }

    /// The place of an lvalue.
    fn place(&mut self, state: &mut State, lv: &Expr) -> EResult<Place> {
        if let ExprKind::Var(v) = lv.kind {
            let depth = state.frames.len().checked_sub(1);
            let local = depth.and_then(|d| state.frames[d].vars.get(&v).map(|s| (Some(d), *s)));
            let (frame, slot) = match local {
                Some(x) => x,
                None => (
                    None,
                    *state.globals.get(&v).ok_or_else(|| Stop::Unknown(format!("variable {} has no storage", self.program.var(v).name)))?,
                ),
            };
            return Ok(match slot {
                Slot::Register(_) | Slot::Value(_) => Place::Register(frame, v),
                Slot::Memory(o) => {
                    let zero = self.ptr_const(0);
                    Place::Memory(o, zero)
                }
            });
        }
        let addr = self.address(state, lv)?;
        let size = self.program.types.size_of(lv.ty);
        let (obj, offset) = self.resolve(state, addr, size)?;
        Ok(Place::Memory(obj, offset))
    }

    /// The address of an lvalue that lives in memory.
    fn address(&mut self, state: &mut State, lv: &Expr) -> EResult<TermId> {
        match &lv.kind {
            ExprKind::Var(_) => match self.place(state, lv)? {
                Place::Memory(o, _) => {
                    let base = state.memory.get(o).base;
                    Ok(self.ptr_const(base))
                }
                Place::Register(..) => Err(Stop::Unknown("address of a register variable".into())),
            },
            ExprKind::Deref(p) => self.eval(state, p),
            ExprKind::Field(b, i) => {
                let base = self.address(state, b)?;
                let off = self.program.types.struct_of(b.ty).expect("struct").fields[*i as usize].offset;
                let k = self.ptr_const(off);
                Ok(self.terms.bv_add(base, k))
            }
            ExprKind::Index(b, i) => {
                let base = self.address(state, b)?;
                let idx = self.eval(state, i)?;
                let it = self.program.types.as_int(i.ty).expect("integer index");
                let idx = if self.limits.math_ints {
                    self.terms.int_to_bv(idx, self.ptr_bits)
                } else {
                    self.resize(idx, it.bits, self.ptr_bits, it.signed)
                };
                let (elem, _) = self.program.types.array_elem(b.ty).expect("array");
                let size = self.program.types.size_of(elem);
                let k = self.ptr_const(size);
                let off = self.terms.bv_mul(idx, k);
                Ok(self.terms.bv_add(base, off))
            }
            _ => Err(Stop::Unknown("address of a non-lvalue".into())),
        }
    }

    /// The object and offset an access of `size` bytes at `addr` touches.
    fn resolve(&mut self, state: &mut State, addr: TermId, size: u64) -> EResult<(ObjId, TermId)> {
        if let Some(a) = self.terms.as_bv(addr) {
            if a < FIRST_ADDRESS {
                return Err(Stop::Undefined("null dereference".into()));
            }
            let Some(o) = state.memory.containing(a) else {
                return Err(Stop::Undefined("invalid memory access".into()));
            };
            let obj = state.memory.get(o);
            if a + size > obj.base + obj.size {
                return Err(Stop::Undefined("out-of-bounds access".into()));
            }
            if !obj.alive {
                return Err(Stop::Undefined(if obj.heap { "use after free" } else { "use of a dead local" }.into()));
            }
            let off = a - obj.base;
            return Ok((o, self.ptr_const(off)));
        }
        // Try the object the constant part of the address points into first, then the others.
        let (k, _) = self.terms.split_constant(addr);
        let first = state.memory.containing(k);
        let mut order: Vec<ObjId> = first.into_iter().collect();
        order.extend((0..state.memory.objects.len() as u32).map(ObjId).filter(|o| Some(*o) != first));
        let mut tried = 0;
        for o in order {
            let obj = state.memory.get(o);
            if !obj.alive || obj.size < size {
                continue;
            }
            tried += 1;
            if tried > MAX_RESOLVE_CANDIDATES {
                return Err(Stop::Unknown("a symbolic pointer may point into too many objects".into()));
            }
            let (base, osize) = (obj.base, obj.size);
            let base_t = self.ptr_const(base);
            let off = self.terms.bv_sub(addr, base_t);
            let limit = self.ptr_const(osize - size);
            let in_bounds = self.terms.bv_binop(Op::BvUle, off, limit);
            match self.feasible(&state.path_condition, in_bounds) {
                Feasibility::Unsat => continue,
                Feasibility::Unknown(r) => return Err(Stop::Unknown(format!("the solver gave up: {r}"))),
                Feasibility::Sat => {}
            }
            let out = self.terms.not(in_bounds);
            return match self.feasible(&state.path_condition, out) {
                Feasibility::Unsat => Ok((o, off)),
                Feasibility::Sat => Err(Stop::Split(in_bounds)),
                Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            };
        }
        Err(Stop::Undefined("out-of-bounds or invalid memory access".into()))
    }

    fn read(&mut self, state: &mut State, place: Place, ty: TypeId) -> EResult<TermId> {
        match place {
            Place::Register(frame, v) => {
                let slot = match frame {
                    Some(d) => state.frames[d].vars[&v],
                    None => state.globals[&v],
                };
                match slot {
                    Slot::Register(t) if !self.markers.is_empty() && self.is_undefined(t) => {
                        let sort = self.terms.sort(t);
                        let name = self.program.var(v).name.clone();
                        let fresh = self.terms.fresh_symbol(&name, sort);
                        self.write(state, place, ty, fresh)?;
                        self.materialized.push(Materialized::Register(frame, v, fresh));
                        Ok(fresh)
                    }
                    Slot::Register(t) => Ok(t),
                    Slot::Value(x) => Ok(self.val_term(Val::Bits(x), ty)),
                    Slot::Memory(_) => unreachable!("register place of a memory variable"),
                }
            }
            Place::Memory(obj, off) => {
                let n = self.program.types.size_of(ty);
                let bytes = self.contents(state, obj);
                let mut value = None;
                for i in (0..n).rev() {
                    let k = self.ptr_const(i);
                    let at = self.terms.bv_add(off, k);
                    let b = self.terms.select(bytes, at);
                    value = Some(match value {
                        None => b,
                        Some(hi) => self.terms.concat(hi, b),
                    });
                }
                let v = value.expect("scalars have at least one byte");
                Ok(match self.sort_of(ty) {
                    Sort::Bool => {
                        let zero = self.terms.bv_const(8, 0);
                        let e = self.terms.eq(v, zero);
                        self.terms.not(e)
                    }
                    Sort::Int => {
                        let signed = self.program.types.as_int(ty).is_some_and(|it| it.signed);
                        self.terms.bv_to_int(v, signed)
                    }
                    _ => v,
                })
            }
        }
    }

    fn write(&mut self, state: &mut State, place: Place, ty: TypeId, value: TermId) -> EResult<()> {
        match place {
            Place::Register(frame, v) => {
                let slot = match self.as_val(value) {
                    Val::Bits(x) if !self.limits.math_ints => Slot::Value(x),
                    Val::Bool(b) => Slot::Value(b as u64),
                    _ => Slot::Register(value),
                };
                match frame {
                    Some(d) => {
                        state.frames[d].vars.insert(v, slot);
                    }
                    None => {
                        Rc::make_mut(&mut state.globals).insert(v, slot);
                    }
                }
                Ok(())
            }
            Place::Memory(obj, off) => {
                let n = self.program.types.size_of(ty);
                let v = match self.sort_of(ty) {
                    Sort::Bool => {
                        let one = self.terms.bv_const(8, 1);
                        let zero = self.terms.bv_const(8, 0);
                        self.terms.ite(value, one, zero)
                    }
                    Sort::Int => self.terms.int_to_bv(value, 8 * n as u32),
                    _ => value,
                };
                let mut bytes = self.contents(state, obj);
                for i in 0..n {
                    let k = self.ptr_const(i);
                    let at = self.terms.bv_add(off, k);
                    let b = self.terms.extract(8 * i as u32 + 7, 8 * i as u32, v);
                    bytes = self.terms.store(bytes, at, b);
                }
                state.memory.get_mut(obj).bytes = bytes;
                Ok(())
            }
        }
    }

    fn read_bytes_of(&mut self, state: &mut State, place: Place, ty: TypeId) -> EResult<Vec<TermId>> {
        let Place::Memory(obj, off) = place else { unreachable!("aggregates live in memory") };
        let n = self.program.types.size_of(ty);
        if n > MAX_BYTEWISE_COPY {
            return Err(Stop::Unknown(format!("copy of a {n}-byte object")));
        }
        let bytes = self.contents(state, obj);
        Ok((0..n)
            .map(|i| {
                let k = self.ptr_const(i);
                let at = self.terms.bv_add(off, k);
                self.terms.select(bytes, at)
            })
            .collect())
    }

    /// Copies an aggregate value into the object `obj` at `place`.
    fn copy_into(&mut self, state: &mut State, obj: ObjId, place: Place, ty: TypeId, source: Source) -> EResult<()> {
        let Place::Memory(_, off) = place else { unreachable!() };
        let n = self.program.types.size_of(ty);
        let whole = self.terms.as_bv(off) == Some(0) && state.memory.get(obj).size == n;
        match source {
            Source::Contents(c) if whole => {
                state.memory.get_mut(obj).bytes = c;
                Ok(())
            }
            Source::Place(Place::Memory(src, soff)) if whole && self.terms.as_bv(soff) == Some(0) && state.memory.get(src).size == n => {
                let c = self.contents(state, src);
                state.memory.get_mut(obj).bytes = c;
                Ok(())
            }
            source => {
                if n > MAX_BYTEWISE_COPY {
                    return Err(Stop::Unknown(format!("partial copy of a {n}-byte object")));
                }
                let values: Vec<TermId> = match source {
                    Source::Bytes(b) => b,
                    Source::Contents(c) => (0..n)
                        .map(|i| {
                            let k = self.ptr_const(i);
                            self.terms.select(c, k)
                        })
                        .collect(),
                    Source::Place(p) => self.read_bytes_of(state, p, ty)?,
                };
                let mut bytes = self.contents(state, obj);
                for (i, v) in values.into_iter().enumerate() {
                    let k = self.ptr_const(i as u64);
                    let at = self.terms.bv_add(off, k);
                    bytes = self.terms.store(bytes, at, v);
                }
                state.memory.get_mut(obj).bytes = bytes;
                Ok(())
            }
        }
    }

    // ---- expressions ----

    fn resize(&mut self, t: TermId, from: u32, to: u32, signed: bool) -> TermId {
        use std::cmp::Ordering::*;
        match from.cmp(&to) {
            Equal => t,
            Greater => self.terms.extract(to - 1, 0, t),
            Less if signed => self.terms.sign_ext(to - from, t),
            Less => self.terms.zero_ext(to - from, t),
        }
    }

    /// The value of a scalar expression as a term.
    pub fn eval_expr(&mut self, state: &mut State, e: &Expr) -> Result<TermId, String> {
        self.eval(state, e).map_err(|s| match s {
            Stop::Split(_) => "the expression needs a case split".to_string(),
            Stop::Undefined(w) => format!("undefined behaviour: {w}"),
            Stop::Unknown(w) => w,
        })
    }

    /// The value of a scalar expression as a term.
    fn eval(&mut self, state: &mut State, e: &Expr) -> EResult<TermId> {
        let v = self.eval_val(state, e)?;
        Ok(self.val_term(v, e.ty))
    }

    // ---- the concrete fast path ----
    //
    // Concrete operands compute concrete results without interning a term: a loop counter
    // that is a register never enters the term store. The results are exactly those of the
    // term builders' constant folding (and of the interpreter): wrap-around to the type's
    // width, truncating division, the same undefined behaviour. Anything symbolic, any pointer
    // comparison or conversion, and mathematical integers take the term path.

    /// A term as a value: constants become concrete.
    fn as_val(&self, t: TermId) -> Val {
        match self.terms.get(t) {
            effigy_smt::TermData::Bv { value, .. } => Val::Bits(*value),
            effigy_smt::TermData::Bool(b) => Val::Bool(*b),
            _ => Val::Term(t),
        }
    }

    /// A value of type `ty` as a term.
    fn val_term(&mut self, v: Val, ty: TypeId) -> TermId {
        match v {
            Val::Term(t) => t,
            Val::Bool(b) => self.terms.bool_const(b),
            Val::Bits(x) => match self.sort_of(ty) {
                Sort::Bool => self.terms.bool_const(x != 0),
                Sort::BitVec(w) => self.terms.bv_const(w, x),
                Sort::Int => {
                    let v = self.program.types.as_int(ty).map_or(x as i128, |it| it.value(x));
                    self.terms.int_const(v)
                }
                Sort::Array { .. } => unreachable!("aggregates have no scalar value"),
            },
        }
    }

    /// Width and signedness of a non-pointer integer type (`None`: bool, pointers, others).
    fn int_of(&self, ty: TypeId) -> Option<(u32, bool)> {
        match self.program.types.get(ty) {
            TypeData::Int(it) => Some((it.bits, it.signed)),
            _ => None,
        }
    }

    fn eval_val(&mut self, state: &mut State, e: &Expr) -> EResult<Val> {
        if self.limits.math_ints {
            return Ok(Val::Term(self.eval_term(state, e)?));
        }
        match &e.kind {
            ExprKind::Const(c) => Ok(match self.program.types.get(e.ty) {
                TypeData::Bool => Val::Bool(*c != 0),
                _ => Val::Bits(*c),
            }),
            ExprKind::Var(v) => {
                let depth = state.frames.len().checked_sub(1);
                let slot = depth.and_then(|d| state.frames[d].vars.get(v)).or_else(|| state.globals.get(v));
                match slot {
                    Some(Slot::Value(x)) => {
                        Ok(if self.program.types.get(e.ty) == &TypeData::Bool { Val::Bool(*x != 0) } else { Val::Bits(*x) })
                    }
                    _ => {
                        let t = self.eval_term(state, e)?;
                        Ok(self.as_val(t))
                    }
                }
            }
            ExprKind::Unary(op, a) => {
                let x = self.eval_val(state, a)?;
                let w = self.int_of(e.ty).map(|(w, _)| w);
                match (op, x, w) {
                    (UnOp::Not, Val::Bool(b), _) => Ok(Val::Bool(!b)),
                    (UnOp::Neg, Val::Bits(x), Some(w)) => Ok(Val::Bits(x.wrapping_neg() & mask(w))),
                    (UnOp::BitNot, Val::Bits(x), Some(w)) => Ok(Val::Bits(!x & mask(w))),
                    _ => {
                        let t = self.val_term(x, a.ty);
                        let r = self.unary_term(*op, t)?;
                        Ok(self.as_val(r))
                    }
                }
            }
            ExprKind::Cast(a) => {
                let x = self.eval_val(state, a)?;
                let types = &self.program.types;
                let folded = match (x, types.get(a.ty), types.get(e.ty)) {
                    (Val::Bool(b), TypeData::Bool, TypeData::Bool) => Some(Val::Bool(b)),
                    (Val::Bool(b), TypeData::Bool, TypeData::Int(_)) => Some(Val::Bits(b as u64)),
                    (Val::Bits(x), TypeData::Int(_), TypeData::Bool) => Some(Val::Bool(x != 0)),
                    (Val::Bits(x), TypeData::Int(fi), TypeData::Int(ti)) => {
                        let v = if fi.signed { signed_value(fi.bits, x) as u64 } else { x };
                        Some(Val::Bits(v & mask(ti.bits)))
                    }
                    _ => None,
                };
                match folded {
                    Some(v) => Ok(v),
                    None => {
                        let t = self.val_term(x, a.ty);
                        let r = self.cast_term(state, t, a.ty, e.ty)?;
                        Ok(self.as_val(r))
                    }
                }
            }
            ExprKind::PtrAdd(p, off) => {
                let x = self.eval_val(state, p)?;
                let o = self.eval_val(state, off)?;
                if let (Val::Bits(x), Val::Bits(o)) = (x, o) {
                    return Ok(Val::Bits(x.wrapping_add(o) & mask(self.ptr_bits)));
                }
                let (x, o) = (self.val_term(x, p.ty), self.val_term(o, off.ty));
                let r = self.ptr_add_term(x, o);
                Ok(self.as_val(r))
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval_val(state, a)?;
                let y = self.eval_val(state, b)?;
                if let Some(v) = self.fold_binary(*op, a.ty, b.ty, x, y)? {
                    return Ok(v);
                }
                let (x, y) = (self.val_term(x, a.ty), self.val_term(y, b.ty));
                let r = self.binary(state, *op, a.ty, b.ty, x, y)?;
                Ok(self.as_val(r))
            }
            _ => {
                let t = self.eval_term(state, e)?;
                Ok(self.as_val(t))
            }
        }
    }

    /// A binary operation on concrete operands (`None`: not concrete, or pointers).
    fn fold_binary(&self, op: BinOp, ta: TypeId, tb: TypeId, x: Val, y: Val) -> EResult<Option<Val>> {
        if let (Val::Bool(p), Val::Bool(q)) = (x, y) {
            return Ok(match op {
                BinOp::And => Some(Val::Bool(p && q)),
                BinOp::Or => Some(Val::Bool(p || q)),
                BinOp::Eq => Some(Val::Bool(p == q)),
                BinOp::Ne => Some(Val::Bool(p != q)),
                _ => None,
            });
        }
        let (Val::Bits(x), Val::Bits(y)) = (x, y) else { return Ok(None) };
        let Some((w, signed)) = self.int_of(ta) else { return Ok(None) };
        let m = mask(w);
        let (sx, sy) = (signed_value(w, x), signed_value(w, y));
        let bits = |v: u64| Some(Val::Bits(v & m));
        let cmp = |lt: bool| Some(Val::Bool(lt));
        Ok(match op {
            BinOp::Add => bits(x.wrapping_add(y)),
            BinOp::Sub => bits(x.wrapping_sub(y)),
            BinOp::Mul => bits(x.wrapping_mul(y)),
            BinOp::Div | BinOp::Rem => {
                if y == 0 {
                    return Err(Stop::Undefined("division by zero".into()));
                }
                if signed {
                    if sx == -(1i128 << (w - 1)) && sy == -1 {
                        return Err(Stop::Undefined("signed division overflow".into()));
                    }
                    bits((if op == BinOp::Div { sx / sy } else { sx % sy }) as u64)
                } else {
                    bits(if op == BinOp::Div { x / y } else { x % y })
                }
            }
            BinOp::Shl | BinOp::Shr => {
                let Some((cw, csigned)) = self.int_of(tb) else { return Ok(None) };
                let amount = if csigned { signed_value(cw, y) } else { y as i128 };
                if amount < 0 || amount >= w as i128 {
                    return Err(Stop::Undefined("shift out of range".into()));
                }
                let k = amount as u32;
                match (op, signed) {
                    (BinOp::Shl, _) => bits(x << k),
                    (_, true) => bits((sx >> k) as u64),
                    _ => bits(x >> k),
                }
            }
            BinOp::BitAnd => bits(x & y),
            BinOp::BitOr => bits(x | y),
            BinOp::BitXor => bits(x ^ y),
            BinOp::Eq => cmp(x == y),
            BinOp::Ne => cmp(x != y),
            BinOp::Lt => cmp(if signed { sx < sy } else { x < y }),
            BinOp::Le => cmp(if signed { sx <= sy } else { x <= y }),
            BinOp::Gt => cmp(if signed { sx > sy } else { x > y }),
            BinOp::Ge => cmp(if signed { sx >= sy } else { x >= y }),
            BinOp::And | BinOp::Or => None,
        })
    }

    fn unary_term(&mut self, op: UnOp, x: TermId) -> EResult<TermId> {
        if self.terms.sort(x) == Sort::Int {
            return match op {
                UnOp::Neg => Ok(self.terms.int_neg(x)),
                _ => Err(Stop::Unknown("bitwise operation on mathematical integers (--math-ints)".into())),
            };
        }
        Ok(match op {
            UnOp::Not => self.terms.not(x),
            UnOp::Neg => self.terms.bv_neg(x),
            UnOp::BitNot => self.terms.bv_not(x),
        })
    }

    fn ptr_add_term(&mut self, x: TermId, mut o: TermId) -> TermId {
        if self.terms.sort(o) == Sort::Int {
            o = self.terms.int_to_bv(o, self.ptr_bits);
        }
        self.terms.bv_add(x, o)
    }

    /// The conversion of a scalar term from type `from` to type `to`.
    fn cast_term(&mut self, state: &mut State, x: TermId, from: TypeId, to: TypeId) -> EResult<TermId> {
        let types = &self.program.types;
        if to == TypeTable::VOID {
            return Ok(x);
        }
        match (types.get(from), types.get(to)) {
            (TypeData::Pointer(_), TypeData::Int(it)) => {
                let bits = it.bits;
                let observed = self.observe_address(state, x)?;
                return Ok(if self.limits.math_ints {
                    self.terms.bv_to_int(observed, false)
                } else {
                    self.resize(observed, self.ptr_bits, bits, false)
                });
            }
            (TypeData::Int(fi), TypeData::Pointer(_)) => {
                let (bits, signed) = (fi.bits, fi.signed);
                let wide = if self.terms.sort(x) == Sort::Int {
                    self.terms.int_to_bv(x, self.ptr_bits)
                } else {
                    self.resize(x, bits, self.ptr_bits, signed)
                };
                return self.address_of_integer(state, wide);
            }
            _ => {}
        }
        if self.limits.math_ints {
            if let Some(t) = self.math_cast(x, to) {
                return Ok(t);
            }
        }
        match (types.get(from).clone(), types.get(to).clone()) {
            (TypeData::Bool, TypeData::Bool) => Ok(x),
            (_, TypeData::Bool) => {
                let w = self.terms.sort(x).width();
                let zero = self.terms.bv_const(w, 0);
                let eq = self.terms.eq(x, zero);
                Ok(self.terms.not(eq))
            }
            (TypeData::Bool, _) => {
                let w = self.sort_of(to).width();
                let one = self.terms.bv_const(w, 1);
                let zero = self.terms.bv_const(w, 0);
                Ok(self.terms.ite(x, one, zero))
            }
            _ => {
                let fi = types.scalar_int(from).unwrap();
                let ti = types.scalar_int(to).unwrap();
                // Pointers convert as unsigned addresses.
                let signed = fi.signed && !types.is_pointer(from);
                Ok(self.resize(x, fi.bits, ti.bits, signed))
            }
        }
    }

    /// The term path of evaluation: lvalues, addresses, pointer differences.
    fn eval_term(&mut self, state: &mut State, e: &Expr) -> EResult<TermId> {
        let types = &self.program.types;
        match &e.kind {
            ExprKind::Const(c) => Ok(match self.sort_of(e.ty) {
                Sort::Bool => self.terms.bool_const(*c != 0),
                Sort::BitVec(w) => self.terms.bv_const(w, *c),
                Sort::Int => {
                    let v = types.as_int(e.ty).expect("integer constant").value(*c);
                    self.terms.int_const(v)
                }
                Sort::Array { .. } => unreachable!(),
            }),
            ExprKind::Var(_) | ExprKind::Deref(_) | ExprKind::Field(..) | ExprKind::Index(..) => {
                let place = self.place(state, e)?;
                self.read(state, place, e.ty)
            }
            ExprKind::AddrOf(lv) => self.address(state, lv),
            ExprKind::Unary(op, a) => {
                let x = self.eval(state, a)?;
                self.unary_term(*op, x)
            }
            ExprKind::Cast(a) => {
                let x = self.eval(state, a)?;
                self.cast_term(state, x, a.ty, e.ty)
            }
            ExprKind::PtrAdd(p, off) => {
                let x = self.eval(state, p)?;
                let o = self.eval(state, off)?;
                Ok(self.ptr_add_term(x, o))
            }
            ExprKind::PtrDiff(a, b) => {
                let x = self.eval(state, a)?;
                let y = self.eval(state, b)?;
                self.same_object(state, x, y, "subtraction of pointers into different objects")?;
                let d = self.terms.bv_sub(x, y);
                Ok(if self.limits.math_ints { self.terms.bv_to_int(d, true) } else { d })
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(state, a)?;
                let y = self.eval(state, b)?;
                self.binary(state, *op, a.ty, b.ty, x, y)
            }
        }
    }

    /// A conversion under `--math-ints`, when an integer is involved: integers do not change
    /// between integer types; pointers convert through their unsigned address.
    fn math_cast(&mut self, x: TermId, to: TypeId) -> Option<TermId> {
        let from = self.terms.sort(x);
        let target = self.sort_of(to);
        match (from, target) {
            (Sort::Int, Sort::Int) => Some(x),
            (Sort::Int, Sort::Bool) => {
                let zero = self.terms.int_const(0);
                let e = self.terms.eq(x, zero);
                Some(self.terms.not(e))
            }
            (Sort::Bool, Sort::Int) => {
                let (one, zero) = (self.terms.int_const(1), self.terms.int_const(0));
                Some(self.terms.ite(x, one, zero))
            }
            (Sort::Int, Sort::BitVec(w)) => Some(self.terms.int_to_bv(x, w)),
            (Sort::BitVec(_), Sort::Int) => Some(self.terms.bv_to_int(x, false)),
            _ => None,
        }
    }

    /// Arithmetic and comparisons of mathematical integers (C's truncating division).
    fn math_binary(&mut self, state: &State, op: BinOp, x: TermId, y: TermId) -> EResult<TermId> {
        let t = &mut self.terms;
        Ok(match op {
            BinOp::Add => t.int_add(x, y),
            BinOp::Sub => t.int_sub(x, y),
            BinOp::Mul => t.int_mul(x, y),
            BinOp::Div | BinOp::Rem => {
                let zero = t.int_const(0);
                let eqz = t.eq(y, zero);
                let nonzero = t.not(eqz);
                self.require(state, nonzero, "division by zero")?;
                let t = &mut self.terms;
                // Truncation toward zero on magnitudes: q = sign · (|x| div |y|), r = x − y·q.
                let zero = t.int_const(0);
                let x_neg = t.int_op(Op::IntLt, x, zero);
                let y_neg = t.int_op(Op::IntLt, y, zero);
                let nx = t.int_neg(x);
                let ny = t.int_neg(y);
                let ax = t.ite(x_neg, nx, x);
                let ay = t.ite(y_neg, ny, y);
                let q0 = t.int_op(Op::IntDiv, ax, ay);
                let same = t.eq(x_neg, y_neg);
                let nq0 = t.int_neg(q0);
                let q = t.ite(same, q0, nq0);
                if op == BinOp::Div {
                    q
                } else {
                    let yq = t.int_mul(y, q);
                    t.int_sub(x, yq)
                }
            }
            BinOp::Eq => t.eq(x, y),
            BinOp::Ne => {
                let e = t.eq(x, y);
                t.not(e)
            }
            BinOp::Lt => t.int_op(Op::IntLt, x, y),
            BinOp::Le => t.int_op(Op::IntLe, x, y),
            BinOp::Gt => t.int_op(Op::IntLt, y, x),
            BinOp::Ge => t.int_op(Op::IntLe, y, x),
            _ => return Err(Stop::Unknown(format!("'{}' on mathematical integers (--math-ints)", op.symbol()))),
        })
    }

    fn binary(&mut self, state: &State, op: BinOp, ta: TypeId, tb: TypeId, x: TermId, y: TermId) -> EResult<TermId> {
        let types = &self.program.types;
        if op.is_logical() {
            return Ok(if op == BinOp::And { self.terms.and(x, y) } else { self.terms.or(x, y) });
        }
        if self.terms.sort(x) == Sort::Int {
            return self.math_binary(state, op, x, y);
        }
        if ta == TypeTable::BOOL {
            // Only == and != compare bools.
            let eq = self.terms.eq(x, y);
            return Ok(if op == BinOp::Eq { eq } else { self.terms.not(eq) });
        }
        if types.is_pointer(ta) {
            match op {
                BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    self.same_object(state, x, y, "relational comparison of pointers into different objects")?
                }
                BinOp::Eq | BinOp::Ne => self.equality_is_layout_free(state, x, y)?,
                _ => {}
            }
        }
        let types = &self.program.types;
        let it = types.scalar_int(ta).unwrap();
        let signed = it.signed && !types.is_pointer(ta);
        let w = it.bits;
        let t = &mut self.terms;
        Ok(match op {
            BinOp::Add => t.bv_add(x, y),
            BinOp::Sub => t.bv_sub(x, y),
            BinOp::Mul => t.bv_mul(x, y),
            BinOp::Div | BinOp::Rem => {
                let zero = t.bv_const(w, 0);
                let eqz = t.eq(y, zero);
                let nonzero = t.not(eqz);
                self.require(state, nonzero, "division by zero")?;
                let t = &mut self.terms;
                if signed {
                    let min = t.bv_const(w, 1u64 << (w - 1));
                    let m1 = t.bv_const(w, u64::MAX);
                    let a = t.eq(x, min);
                    let b = t.eq(y, m1);
                    let both = t.and(a, b);
                    let ok = t.not(both);
                    self.require(state, ok, "signed division overflow")?;
                }
                let t = &mut self.terms;
                let o = match (op, signed) {
                    (BinOp::Div, true) => Op::BvSDiv,
                    (BinOp::Div, false) => Op::BvUDiv,
                    (_, true) => Op::BvSRem,
                    (_, false) => Op::BvURem,
                };
                t.bv_binop(o, x, y)
            }
            BinOp::Shl | BinOp::Shr => {
                let ct = types.as_int(tb).unwrap();
                let limit = t.bv_const(ct.bits, w as u64);
                let ok = if ct.signed {
                    let zero = t.bv_const(ct.bits, 0);
                    let ge0 = t.bv_binop(Op::BvSle, zero, y);
                    let lt = t.bv_binop(Op::BvSlt, y, limit);
                    t.and(ge0, lt)
                } else {
                    t.bv_binop(Op::BvUlt, y, limit)
                };
                self.require(state, ok, "shift out of range")?;
                let y = self.resize(y, ct.bits, w, false);
                let t = &mut self.terms;
                let o = match (op, signed) {
                    (BinOp::Shl, _) => Op::BvShl,
                    (_, true) => Op::BvAShr,
                    (_, false) => Op::BvLShr,
                };
                t.bv_binop(o, x, y)
            }
            BinOp::BitAnd => t.bv_binop(Op::BvAnd, x, y),
            BinOp::BitOr => t.bv_binop(Op::BvOr, x, y),
            BinOp::BitXor => t.bv_binop(Op::BvXor, x, y),
            BinOp::Eq => t.eq(x, y),
            BinOp::Ne => {
                let e = t.eq(x, y);
                t.not(e)
            }
            BinOp::Lt => t.bv_binop(if signed { Op::BvSlt } else { Op::BvUlt }, x, y),
            BinOp::Le => t.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, x, y),
            BinOp::Gt => t.bv_binop(if signed { Op::BvSlt } else { Op::BvUlt }, y, x),
            BinOp::Ge => t.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, y, x),
            BinOp::And | BinOp::Or => unreachable!(),
        })
    }

    // ---- addresses the program observes ----
    //
    // Objects have concrete base addresses (as in the interpreter), but C does not say where
    // objects lie: a result that depends on the layout must not be decided by this engine's
    // choice. Pointers into the same object compare and subtract by their offsets, which the
    // layout does not change; relational comparison and subtraction of pointers into different
    // objects is undefined behaviour. A pointer converted to an integer becomes the object's
    // *observed address* — a symbol, aligned and disjoint from the other observed objects —
    // plus the offset, and converts back to a pointer only in that form.

    /// The object a pointer's constant part points into, with `p` proven to stay within it
    /// (one past the end included); `what` is the undefined behaviour otherwise.
    fn object_of(&mut self, state: &State, p: TermId, what: &str) -> EResult<ObjId> {
        let (k, _) = self.terms.split_constant(p);
        let Some(o) = state.memory.containing(k) else {
            return Err(Stop::Undefined(what.into()));
        };
        if !self.terms.is_const(p) {
            let (base, size) = (state.memory.get(o).base, state.memory.get(o).size);
            let base_t = self.ptr_const(base);
            let off = self.terms.bv_sub(p, base_t);
            let size_t = self.ptr_const(size);
            let inside = self.terms.bv_binop(Op::BvUle, off, size_t);
            self.require(state, inside, what)?;
        }
        Ok(o)
    }

    /// Relational comparison and subtraction need both pointers in one object.
    fn same_object(&mut self, state: &State, x: TermId, y: TermId, what: &str) -> EResult<()> {
        let ox = self.object_of(state, x, what)?;
        let oy = self.object_of(state, y, what)?;
        if ox != oy {
            return Err(Stop::Undefined(what.into()));
        }
        Ok(())
    }

    /// Pointers into different objects are unequal, except that one past the end of an object
    /// may equal the start of another where the compiler places them side by side.
    fn equality_is_layout_free(&mut self, state: &State, x: TermId, y: TermId) -> EResult<()> {
        let (Some(a), Some(b)) = (self.terms.as_bv(x), self.terms.as_bv(y)) else { return Ok(()) };
        let (Some(oa), Some(ob)) = (state.memory.containing(a), state.memory.containing(b)) else { return Ok(()) };
        let end = |o: ObjId| {
            let obj = state.memory.get(o);
            obj.base + obj.size
        };
        if oa != ob && (a == end(oa) || b == end(ob)) {
            return Err(Stop::Unknown(
                "comparison of a pointer one past the end of an object with a pointer into another object depends on the memory layout"
                    .into(),
            ));
        }
        Ok(())
    }

    /// A pointer converted to an integer: the observed address of its object plus the offset.
    fn observe_address(&mut self, state: &mut State, p: TermId) -> EResult<TermId> {
        if let Some(a) = self.terms.as_bv(p) {
            if a < FIRST_ADDRESS {
                return Ok(p); // null, or an integer below every object converted to a pointer
            }
        }
        let o = match self.object_of(state, p, "") {
            Ok(o) => o,
            Err(Stop::Split(c)) => return Err(Stop::Split(c)),
            Err(_) => return Err(Stop::Unknown("conversion to an integer of a pointer that may not point into an object".into())),
        };
        let base = state.memory.get(o).base;
        let base_t = self.ptr_const(base);
        let off = self.terms.bv_sub(p, base_t);
        let observed = self.observed_base(state, o);
        Ok(self.terms.bv_add(observed, off))
    }

    /// The observed address of an object, created on first use with what C and the platform
    /// guarantee: aligned, above the first page, not wrapping, disjoint from the other
    /// observed objects. Its value is the compiler's choice: like uninitialised storage, a
    /// counterexample that depends on it cannot be replayed as given.
    fn observed_base(&mut self, state: &mut State, o: ObjId) -> TermId {
        if let Some(a) = state.memory.get(o).address {
            return a;
        }
        let obj = state.memory.get(o);
        let (size, align) = (obj.size.max(1), obj.align);
        let name: String = obj.name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        let sort = Sort::BitVec(self.ptr_bits);
        let a = self.terms.fresh_symbol(&format!("address_of_{name}"), sort);
        let mut facts = Vec::new();
        if align > 1 {
            let mask = self.ptr_const(align - 1);
            let low = self.terms.bv_binop(Op::BvAnd, a, mask);
            let zero = self.ptr_const(0);
            facts.push(self.terms.eq(low, zero));
        }
        let lowest = self.ptr_const(LOWEST_OBJECT_ADDRESS);
        facts.push(self.terms.bv_binop(Op::BvUle, lowest, a));
        let highest = self.ptr_const(effigy_smt::term::mask(self.ptr_bits) - size);
        facts.push(self.terms.bv_binop(Op::BvUle, a, highest));
        let size_t = self.ptr_const(size);
        let end = self.terms.bv_add(a, size_t);
        for other in &state.memory.objects {
            let Some(b) = other.address else { continue };
            let other_size = self.ptr_const(other.size.max(1));
            let other_end = self.terms.bv_add(b, other_size);
            let before = self.terms.bv_binop(Op::BvUle, end, b);
            let after = self.terms.bv_binop(Op::BvUle, other_end, a);
            facts.push(self.terms.or(before, after));
        }
        let origin = self.current;
        for f in facts {
            state.add_constraint(&self.terms, f, origin);
        }
        state.uninitialised.push_back_mut(a);
        state.memory.get_mut(o).address = Some(a);
        a
    }

    /// An integer converted to a pointer: an observed address plus an offset goes back to its
    /// object; null and integers below the first page stay as they are (dereferencing them is a
    /// null dereference); any other integer is an address this engine knows nothing about.
    fn address_of_integer(&mut self, state: &mut State, x: TermId) -> EResult<TermId> {
        if let Some(c) = self.terms.as_bv(x) {
            if c < FIRST_ADDRESS {
                return Ok(x);
            }
            return Err(Stop::Unknown(format!(
                "conversion of the integer {c:#x} to a pointer (what lies at a fixed address is not known)"
            )));
        }
        let mut symbols = Vec::new();
        self.terms.symbols(x, &mut symbols);
        let observed: Vec<(u64, TermId)> = state.memory.objects.iter().filter_map(|o| o.address.map(|a| (o.base, a))).collect();
        let is_address = |t: &TermId| observed.iter().any(|&(_, a)| a == *t);
        for &(base, a) in &observed {
            if !symbols.contains(&a) {
                continue;
            }
            let offset = self.terms.bv_sub(x, a);
            let mut rest = Vec::new();
            self.terms.symbols(offset, &mut rest);
            if rest.iter().any(is_address) {
                continue;
            }
            let base_t = self.ptr_const(base);
            return Ok(self.terms.bv_add(base_t, offset));
        }
        Err(Stop::Unknown("conversion to a pointer of an integer that is not an object's address plus an offset".into()))
    }

    /// Is `pc ∧ c` satisfiable? Asks only about the groups of `pc` that `c`'s symbols meet.
    pub fn feasible(&mut self, pc: &PathCondition, c: TermId) -> Feasibility {
        if let Some(b) = self.terms.as_bool(c) {
            return if b { Feasibility::Sat } else { Feasibility::Unsat };
        }
        let mut symbols = Vec::new();
        self.terms.symbols(c, &mut symbols);
        let relevant = pc.relevant(&symbols);
        self.solver.feasible_independent(&self.terms, relevant, c)
    }

    /// `cond` must hold for the operation to be defined: split if both are possible.
    fn require(&mut self, state: &State, cond: TermId, what: &str) -> EResult<()> {
        match self.terms.as_bool(cond) {
            Some(true) => return Ok(()),
            Some(false) => return Err(Stop::Undefined(what.into())),
            None => {}
        }
        let violated = self.terms.not(cond);
        match self.feasible(&state.path_condition, violated) {
            Feasibility::Unsat => Ok(()),
            Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            Feasibility::Sat => match self.feasible(&state.path_condition, cond) {
                Feasibility::Sat => Err(Stop::Split(cond)),
                Feasibility::Unsat => Err(Stop::Undefined(what.into())),
                Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            },
        }
    }

    /// The value of a global in a state, if it is a scalar.
    pub fn global_value(&mut self, state: &mut State, g: VarId) -> Option<TermId> {
        let ty = self.program.var(g).ty;
        if self.is_memory_type(ty) {
            return None;
        }
        let place = match state.globals.get(&g)? {
            Slot::Register(_) | Slot::Value(_) => Place::Register(None, g),
            Slot::Memory(o) => {
                let zero = self.ptr_const(0);
                Place::Memory(*o, zero)
            }
        };
        self.read(state, place, ty).ok()
    }

    /// Whether a variable is a front-end temporary.
    pub fn is_temp(&self, v: VarId) -> bool {
        matches!(self.program.var(v).kind, VarKind::Temp(_))
    }
}

/// Which edges may need a case split when executed, per function (indexed by edge).
fn split_table(program: &Program) -> Vec<Vec<bool>> {
    let types = &program.types;
    // A return writes the caller's destination, which may be any call's.
    let any_dest = program.functions.iter().flat_map(|f| &f.edges).any(|edge| match &edge.kind {
        EdgeKind::Call { dest: Some(d), .. } => expr_may_split(types, d),
        _ => false,
    });
    program.functions.iter().map(|f| f.edges.iter().map(|edge| edge_may_split(types, &edge.kind, any_dest)).collect()).collect()
}

/// Whether executing an edge may need a case split: a memory access at a symbolic address,
/// an operation whose definedness depends on its operands (division, shifts), pointer
/// comparison, subtraction and conversion, allocation and `free`. Conservative: `false` only
/// when evaluation cannot ask the solver to decide anything.
fn edge_may_split(types: &TypeTable, kind: &EdgeKind, any_dest: bool) -> bool {
    let x = |e: &Expr| expr_may_split(types, e);
    match kind {
        EdgeKind::Skip | EdgeKind::Error(_) | EdgeKind::Terminate(Termination::Abort) => false,
        EdgeKind::Assume(c) => x(c),
        EdgeKind::Assign { lhs, rhs } => x(lhs) || x(rhs),
        EdgeKind::Havoc { lhs, .. } => x(lhs),
        EdgeKind::Call { dest, args, .. } => args.iter().any(x) || dest.as_ref().is_some_and(x),
        EdgeKind::Return(v) => any_dest || v.as_ref().is_some_and(x),
        EdgeKind::Alloc { .. } | EdgeKind::Free(_) => true,
        EdgeKind::Terminate(Termination::Exit(code)) => x(code),
    }
}

fn expr_may_split(types: &TypeTable, e: &Expr) -> bool {
    let x = |e: &Expr| expr_may_split(types, e);
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) => false,
        ExprKind::Deref(_) | ExprKind::PtrDiff(..) => true,
        ExprKind::Index(b, i) => i.as_const().is_none() || x(b),
        ExprKind::Field(b, _) | ExprKind::AddrOf(b) | ExprKind::Unary(_, b) => x(b),
        ExprKind::Cast(a) => types.is_pointer(a.ty) != types.is_pointer(e.ty) && e.ty != TypeTable::BOOL || x(a),
        ExprKind::PtrAdd(a, b) => x(a) || x(b),
        ExprKind::Binary(op, a, b) => {
            let risky = match op {
                // A constant divisor other than 0 and -1 (all ones) cannot fail.
                BinOp::Div | BinOp::Rem => {
                    b.as_const().is_none_or(|k| k == 0 || k == effigy_ir::types::mask(types.size_of(b.ty) as u32 * 8))
                }
                // A constant shift amount is decided without the solver (an out-of-range one
                // is undefined, not split).
                BinOp::Shl | BinOp::Shr => b.as_const().is_none(),
                BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => types.is_pointer(a.ty),
                _ => false,
            };
            risky || x(a) || x(b)
        }
    }
}

/// A scalar value during evaluation: concrete (the bit pattern masked to its type's width, or
/// a boolean) or a term.
#[derive(Clone, Copy, Debug)]
enum Val {
    Bits(u64),
    Bool(bool),
    Term(TermId),
}

/// What an aggregate copy reads from.
enum Source {
    Place(Place),
    Contents(TermId),
    Bytes(Vec<TermId>),
}

/// The alignment assumed of heap blocks when their addresses are observed (glibc guarantees
/// at least this on every data model).
const HEAP_ALIGN: u64 = 8;
/// No object lies in the first page of the address space (what Linux guarantees).
const LOWEST_OBJECT_ADDRESS: u64 = 0x1000;

/// Objects larger than this cannot be allocated (the interpreter's limit too).
pub const MAX_OBJECT_BYTES: u64 = 1 << 30;
/// Struct copies that are not whole-object copies go byte by byte up to this size.
const MAX_BYTEWISE_COPY: u64 = 1 << 16;
/// A symbolic pointer is resolved against at most this many objects.
const MAX_RESOLVE_CANDIDATES: usize = 64;
