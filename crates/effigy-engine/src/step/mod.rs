//! The symbolic transfer relation: one [`Executor::successors`] for every analysis.
//!
//! Expressions become terms; assignments, calls, allocation and memory update the state;
//! branching keeps only the feasible directions (King's forking IF: a state forks only where
//! both directions are feasible). Undefined behaviour that the path condition allows (division
//! by zero, out-of-bounds or null access, shifts out of range, ...) ends that path in
//! [`Terminal::Undefined`]; the other direction continues with the safety condition added.
//!
//! The step is split along its seams: `memory` (places, pointer resolution, bytes), `eval`
//! (expressions, the concrete fast path), `layout` (observed addresses), `splits` (which edges
//! may split); this module has the states' transitions and the split decisions.

mod command_line;
mod eval;
pub mod float;
mod layout;
mod leaks;
mod memory;
mod splits;

pub use command_line::{argument_input, CommandLine, ARGC_INPUT};
use leaks::End;
use splits::split_table;

use effigy_smt::hash::FxHashMap as HashMap;
use std::rc::Rc;

use effigy_ir::{
    BinOp, EdgeId, EdgeKind, ErrorKind, Expr, ExprKind, FuncId, HavocOrigin, Primitive, Program, Span, Termination, TypeData, TypeId,
    TypeTable, UnOp, VarId, VarKind,
};
use effigy_smt::term::{mask, signed_value};
use effigy_smt::{Feasibility, Op, QuerySolver, Solver, Sort, TermId, TermStore};

use crate::property::ErrorCall;
use crate::state::{Frame, Input, Memory, ObjId, Origin, PathCondition, Slot, State, FIRST_ADDRESS};

/// How the reason of a [`Terminal::Unknown`] starts where the path reaches what the C library
/// model leaves out: every engine stops there (one step serves them all), unlike where the
/// solver gave up, which another engine's queries may not.
pub const NOT_MODELLED: &str = "not modelled: ";

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

/// Why a path of a cancelled analysis ended (another engine of the parallel portfolio decided).
const CANCELLED: &str = "the analysis was stopped";

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
    /// Signed overflow (and left shifts of negative values or past the range) is undefined
    /// behaviour, as C says; otherwise it wraps (gcc's -fwrapv).
    pub signed_overflow_is_undefined: bool,
    /// Ask no solver while stepping (bounded model checking): every direction, split and
    /// object a pointer may resolve to that constant folding does not refute is a successor,
    /// with its condition in the path condition; the engine decides satisfiability later, once
    /// for the whole unwound program. Path conditions are then not indexed for queries.
    pub lazy: bool,
    /// An unknown external function (declared, not defined, not modelled) changes only what
    /// its pointer arguments lead to, never the globals directly.
    pub pure_externs: bool,
    /// What a path must not do: the undefined operations it names end a path in
    /// `Terminal::Error(ErrorKind::Violation(..))`, the others in `Terminal::Undefined`.
    pub property: crate::Property,
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
    may_split: Vec<Vec<splits::SplitRisk>>,
    /// Per function: its loops (for unwinding: an inner loop's count restarts with each
    /// iteration of the loop around it).
    pub loops: Vec<effigy_ir::LoopInfo>,
    /// The path condition's length when the current step began: in lazy mode the splits
    /// made since are what a re-run edge must not split on again.
    lazy_mark: usize,
    /// The edges this executor has taken (bit `edge_base[f] + e`), for the coverage a report
    /// shows: given to [`crate::progress`] as source lines when the executor is dropped.
    covered: Vec<std::cell::Cell<u64>>,
    edge_base: Vec<usize>,
    /// Quantified facts about array cells that hold of the symbols they speak of (invariants
    /// of loops over arrays, found by k-induction's Houdini): assumed by the unwinding engines'
    /// queries through their instances (see [`crate::cells`]).
    pub(crate) foralls: Vec<crate::cells::Forall>,
}

impl<S: Solver> Drop for Executor<'_, S> {
    fn drop(&mut self) {
        if self.covered.iter().all(|w| w.get() == 0) {
            return;
        }
        let mut lines = Vec::new();
        for (f, func) in self.program.functions.iter().enumerate() {
            for e in 0..func.edges.len() {
                let bit = self.edge_base[f] + e;
                if self.covered[bit / 64].get() >> (bit % 64) & 1 == 1 {
                    let span = func.span_of(EdgeId(e as u32));
                    if span.line > 0 {
                        lines.push((span.file.0, span.line));
                    }
                }
            }
        }
        crate::progress::reached(lines);
    }
}

/// A forgotten value given a fresh symbol (see [`Executor::undefined_marker`]).
#[derive(Clone, Copy, Debug)]
enum Materialized {
    Register(Option<usize>, VarId, TermId),
    Object(ObjId, TermId),
}

impl<'p, S: Solver> Executor<'p, S> {
    pub fn new(program: &'p Program, solver: QuerySolver<S>, limits: StepLimits) -> Self {
        let may_split = split_table(program, limits.signed_overflow_is_undefined, limits.property.needs_the_end());
        // Each function's first edge's bit; the last entry is the number of edges.
        let mut edge_base = vec![0];
        for f in &program.functions {
            edge_base.push(edge_base.last().unwrap() + f.edges.len());
        }
        Executor {
            program,
            terms: TermStore::new(),
            solver,
            limits,
            ptr_bits: program.data_model().pointer_bits(),
            markers: Vec::new(),
            materialized: Vec::new(),
            current: (FuncId(0), EdgeId(0)),
            may_split,
            loops: program.functions.iter().map(effigy_ir::LoopInfo::of).collect(),
            lazy_mark: 0,
            covered: vec![std::cell::Cell::new(0); edge_base.last().map_or(0, |n| n.div_ceil(64))],
            edge_base,
            foralls: Vec::new(),
        }
    }

    // ---- sorts and values ----

    pub fn sort_of(&self, ty: TypeId) -> Sort {
        match self.program.types.get(ty) {
            TypeData::Bool => Sort::Bool,
            TypeData::Int(_) if self.limits.math_ints => Sort::Int,
            TypeData::Int(it) => Sort::BitVec(it.bits),
            TypeData::Float(k) => Sort::BitVec(k.bits()),
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
        self.program.var_in_memory(v)
    }

    fn byte_array_sort(&self) -> Sort {
        Sort::Array { index: self.ptr_bits, element: 8 }
    }

    /// A fresh symbol for a scalar of type `ty`; ideal integers still range over their C type's
    /// values (a constraint of the current edge).
    fn fresh_scalar(&mut self, state: &mut State, name: &str, ty: TypeId) -> TermId {
        let sort = self.sort_of(ty);
        let sym = self.terms.fresh_symbol(name, sort);
        if sort == Sort::Int {
            let it = self.program.types.as_int(ty).expect("an integer value");
            let (lo, hi) = it.range();
            let (lo, hi) = (self.terms.int_const(lo), self.terms.int_const(hi));
            let above = self.terms.int_op(Op::IntLe, lo, sym);
            let below = self.terms.int_op(Op::IntLe, sym, hi);
            let range = self.terms.and(above, below);
            let origin = self.current;
            state.add_constraint(&self.terms, range, origin);
        }
        sym
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
        let mut state = self.globals_state(entry)?;
        self.enter(&mut state, entry, args)?;
        Ok(state)
    }

    /// A state with the globals initialised and no frame yet: where the arguments of a call of
    /// `entry` are evaluated (and objects they point to allocated) before [`Executor::enter`].
    pub fn globals_state(&mut self, entry: FuncId) -> Result<State, String> {
        let mut state = State {
            frames: rpds::Vector::new(),
            globals: Rc::new(HashMap::default()),
            memory: Memory::new(),
            path_condition: if self.limits.lazy { PathCondition::unindexed() } else { PathCondition::default() },
            inputs: rpds::Vector::new_with_bits(crate::state::VECTOR_BITS),
            uninitialised: Default::default(),
            start: entry,
            path: Default::default(),
            steps: 0,
            depth: 0,
            segments: 0,
        };
        let mut globals = HashMap::default();
        for &g in &self.program.globals {
            let info = self.program.var(g);
            let slot = if self.in_memory(g) {
                let size = self.program.types.size_of(info.ty);
                let align = self.program.var_align(g);
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
            if let Err(stop) = self.assign(&mut state, &init.lhs, &init.rhs) {
                let why = match stop {
                    Stop::Unknown(w) | Stop::Undefined(w) => w,
                    Stop::Split(_) => "its value depends on a condition".to_string(),
                };
                return Err(format!("cannot evaluate the initialiser of {}: {why}", effigy_ir::text::expr(self.program, &init.lhs)));
            }
        }
        Ok(state)
    }

    /// Calls `entry` with the given argument terms in a state without frames.
    pub fn enter(&mut self, state: &mut State, entry: FuncId, args: &[TermId]) -> Result<(), String> {
        let func = self.program.function(entry);
        if func.params.len() != args.len() {
            return Err(format!("{} takes {} arguments, {} given", func.name, func.params.len(), args.len()));
        }
        state.start = entry;
        self.push_frame(state, entry, args, None);
        Ok(())
    }

    /// A new array of `len` elements of type `elem` whose element k is the symbol `name[k]`
    /// (King's symbolic array argument: `CALL SEARCH(A, ...)` with A(1), …, A(5) symbolic); the
    /// elements are inputs. Returns the address of its first element.
    pub fn symbolic_array(&mut self, state: &mut State, elem: TypeId, name: &str, len: u64) -> Result<TermId, String> {
        if !self.program.types.is_scalar(elem) {
            return Err(format!("the elements of {name} are not scalars"));
        }
        let size = self.program.types.size_of(elem);
        let align = self.program.types.align_of(elem);
        let zero = self.zero_contents();
        if !state.memory.has_room(size * len, self.ptr_bits) {
            return Err(format!("no room for {len} elements of {name}"));
        }
        let obj = state.memory.allocate(size * len, align, zero, false, name.to_string());
        for k in 0..len {
            let sym = self.fresh_scalar(state, &format!("{name}[{k}]"), elem);
            state.inputs.push_back_mut(Input { function: name.to_string(), ty: elem, symbol: sym });
            let off = self.ptr_const(k * size);
            self.write(state, Place::Memory(obj, off), elem, sym).map_err(|_| format!("cannot initialise {name}[{k}]"))?;
        }
        let base = state.memory.get(obj).base;
        Ok(self.ptr_const(base))
    }

    /// The value of a condition (or any scalar expression) in `state`, by cases: where its
    /// value or its definedness depends on the path (a symbolic index that may be out of
    /// bounds, a shift that may be too wide, a pointer that may point into several objects),
    /// the state is split and each case evaluated on its own; `&&`, `||` and `!` at the top
    /// are C's, short-circuit (the right operand is evaluated only where the left one does not
    /// decide). A case whose evaluation has undefined behaviour, or cannot be done, is an
    /// `Err` with the reason (for undefined behaviour: `undefined behaviour: WHAT`). What
    /// assertions and invariants need: each case is checked.
    pub fn eval_cases(&mut self, state: State, e: &Expr) -> Vec<(State, Result<TermId, String>)> {
        let mut out = Vec::new();
        self.eval_cases_into(state, e, &mut out, 0);
        out
    }

    fn eval_cases_into(&mut self, state: State, e: &Expr, out: &mut Vec<(State, Result<TermId, String>)>, depth: u32) {
        const MAX_CASES: usize = 256;
        if out.len() >= MAX_CASES || depth > 64 {
            out.push((state, Err("too many cases".into())));
            return;
        }
        match &e.kind {
            ExprKind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let and = *op == BinOp::And;
                for (s, r) in self.eval_cases(state, a) {
                    let p = match r {
                        Ok(p) => p,
                        Err(w) => {
                            out.push((s, Err(w)));
                            continue;
                        }
                    };
                    // The side where the left operand decides, and the side where it does not.
                    let decides = if and { self.terms.not(p) } else { p };
                    let goes_on = self.terms.not(decides);
                    if let Some(sd) = self.assume_case(&s, decides) {
                        let v = self.terms.bool_const(!and);
                        out.push((sd, Ok(v)));
                    }
                    if let Some(sg) = self.assume_case(&s, goes_on) {
                        self.eval_cases_into(sg, b, out, depth + 1);
                    }
                }
            }
            ExprKind::Unary(UnOp::Not, a) if self.program.types.get(a.ty) == &TypeData::Bool => {
                for (s, r) in self.eval_cases(state, a) {
                    let r = r.map(|t| self.terms.not(t));
                    out.push((s, r));
                }
            }
            _ => {
                let mut scratch = state.clone();
                match self.eval(&mut scratch, e) {
                    Ok(t) => out.push((scratch, Ok(t))),
                    Err(Stop::Split(c)) => {
                        let nc = self.terms.not(c);
                        let mut any = false;
                        for side in [c, nc] {
                            if let Some(s) = self.assume_case(&state, side) {
                                any = true;
                                self.eval_cases_into(s, e, out, depth + 1);
                            }
                        }
                        if !any {
                            out.push((state, Err("the solver could not decide a case split".into())));
                        }
                    }
                    Err(Stop::Undefined(w)) => out.push((state, Err(format!("undefined behaviour: {w}")))),
                    Err(Stop::Unknown(w)) => out.push((state, Err(w))),
                }
            }
        }
    }

    /// `state` with `c` added to its path condition, if that is satisfiable.
    fn assume_case(&mut self, state: &State, c: TermId) -> Option<State> {
        match self.terms.as_bool(c) {
            Some(true) => return Some(state.clone()),
            Some(false) => return None,
            None => {}
        }
        match self.feasible(&state.path_condition, c) {
            Feasibility::Unsat => None,
            _ => {
                let mut s = state.clone();
                let origin = self.current;
                s.add_constraint(&self.terms, c, origin);
                Some(s)
            }
        }
    }

    /// Assigns `rhs` to the lvalue `lhs` in `state` (a debugger's `set`).
    pub fn assign_expr(&mut self, state: &mut State, lhs: &Expr, rhs: &Expr) -> Result<(), String> {
        if !lhs.is_lvalue() {
            return Err("the left-hand side is not a variable, element or field".into());
        }
        self.assign(state, lhs, rhs).map_err(|s| match s {
            Stop::Split(_) => "the assignment needs a case split (a symbolic pointer or index with several targets)".to_string(),
            Stop::Undefined(w) => format!("undefined behaviour: {w}"),
            Stop::Unknown(w) => w,
        })
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
                let align = self.program.var_align(v);
                let contents = self.fresh_object_contents(&info.name);
                state.uninitialised.push_back_mut(contents);
                let o = state.memory.allocate(size, align, contents, false, info.name.clone());
                // A nested block's variable lives from its declaration (its lifetime edge).
                if f.scoped.binary_search(&v).is_ok() {
                    state.memory.get_mut(o).alive = false;
                }
                Slot::Memory(o)
            } else {
                // Overwritten by the declaration's initialiser or havoc before any read.
                let sort = self.sort_of(info.ty);
                Slot::Register(self.zero_of(sort))
            };
            vars.insert(v, slot);
        }
        state.frames.push_back_mut(Rc::new(Frame {
            func,
            loc: f.entry,
            vars: Rc::new(vars),
            return_to,
            loop_visits: HashMap::default(),
            stack_objects: Vec::new(),
        }));
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
        self.lazy_mark = state.path_condition.len();
        if let Some(done) = self.preamble(&mut state) {
            return vec![done];
        }
        self.successors_after_preamble(state)
    }

    /// One step of the state in `slot`, in place where it has a single successor that needs
    /// neither a copy nor a fork: `None` when `slot` holds that successor, otherwise the
    /// successors (as `successors` gives them) with `slot` emptied. A concrete loop thus runs
    /// without moving its state or allocating a successor list per edge.
    pub fn advance(&mut self, slot: &mut Option<State>) -> Option<Vec<Successor>> {
        let state = slot.as_mut().expect("advance: a state to step");
        self.lazy_mark = state.path_condition.len();
        if let Some(done) = self.preamble(state) {
            *slot = None;
            return Some(vec![done]);
        }
        let (fid, loc) = state.location();
        let program: &'p Program = self.program;
        let func = program.function(fid);
        let out: &'p [EdgeId] = func.out_edges(loc);
        match out {
            &[e] if !matches!(func.edge(e).kind, EdgeKind::Assume(_)) && !self.risky(state, fid, e) => {
                self.current = (fid, e);
                self.materialized.clear();
                let result = self.exec(state, fid, e);
                self.materialized.clear();
                if let Ok(None) = result {
                    self.record(state, fid, e);
                    Self::move_past(state, fid, func.edge(e));
                    return None;
                }
                let state = slot.take().unwrap();
                Some(self.after_edge(state, fid, e, result))
            }
            &[a, b] => {
                // A branch whose conditions are concrete goes one way without a query.
                let (EdgeKind::Assume(ca), EdgeKind::Assume(cb)) = (&func.edge(a).kind, &func.edge(b).kind) else {
                    return Some(self.successors_after_preamble(slot.take().unwrap()));
                };
                self.current = (fid, a);
                let ta = self.eval(state, ca).ok().and_then(|t| self.terms.as_bool(t));
                let tb = if ta.is_some() {
                    self.current = (fid, b);
                    self.eval(state, cb).ok().and_then(|t| self.terms.as_bool(t))
                } else {
                    None
                };
                let taken = match (ta, tb) {
                    (Some(true), Some(false)) => a,
                    (Some(false), Some(true)) => b,
                    _ => return Some(self.successors_after_preamble(slot.take().unwrap())),
                };
                self.record(state, fid, taken);
                state.frame_mut().loc = func.edge(taken).to;
                None
            }
            _ => Some(self.successors_after_preamble(slot.take().unwrap())),
        }
    }

    /// `successors` once the preamble (limits, the ends of functions) has let the state go on.
    fn successors_after_preamble(&mut self, state: State) -> Vec<Successor> {
        let (fid, loc) = state.location();
        let program: &'p Program = self.program;
        let func = program.function(fid);
        let out: &'p [EdgeId] = func.out_edges(loc);
        if out.is_empty() {
            return vec![Successor::Done(state, Terminal::Unknown(format!("dead end at {}", loc)))];
        }
        let all_assume = out.iter().all(|&e| matches!(func.edge(e).kind, EdgeKind::Assume(_)));
        if !all_assume {
            assert_eq!(out.len(), 1, "a location with a non-assume edge has exactly one outgoing edge");
            return self.run_edge(state, fid, out[0]);
        }
        self.branch(state, fid, out, None)
    }

    /// The successors of a running state through one given outgoing edge of its location (what
    /// following a recorded path needs). With `no_op`, an assume edge is taken without adding
    /// its condition (a sliced path prefix's no-op).
    pub fn successors_via(&mut self, mut state: State, edge: EdgeId, no_op: bool) -> Vec<Successor> {
        self.lazy_mark = state.path_condition.len();
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
                // Each iteration of this loop enters the loops inside it afresh.
                let frame = state.frame_mut();
                for inner in &self.loops[fid.0 as usize].nested[loc.0 as usize] {
                    frame.loop_visits.remove(inner);
                }
                let visits = frame.loop_visits.entry(loc).or_insert(0);
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
                Err(Stop::Undefined(what)) => return vec![Successor::Done(tmp, self.undefined(what, func.span_of(e)))],
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
        // An edge that splits again and again runs as a tree inside one step, out of reach of
        // the engine's checks of its time between steps: a cancelled analysis ends here.
        if crate::clock::cancelled() {
            return vec![Successor::Done(state, Terminal::Cut(CANCELLED.into()))];
        }
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
        let mut snapshot = if self.risky(&state, fid, e) { Some(state.clone()) } else { None };
        self.materialized.clear();
        let result = self.exec(&mut state, fid, e);
        let Some(mut snapshot) = snapshot.take() else {
            self.materialized.clear();
            return self.after_edge(state, fid, e, result);
        };
        // The snapshot keeps the symbols that forgotten values were given (see `materialized`).
        for m in self.materialized.drain(..) {
            match m {
                Materialized::Register(Some(d), v, t) => {
                    if let Some(f) = snapshot.frames.get_mut(d) {
                        Rc::make_mut(&mut Rc::make_mut(f).vars).insert(v, Slot::Register(t));
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
                vec![Successor::Done(s, self.undefined(what, span))]
            }
            Err(Stop::Unknown(why)) => vec![Successor::Done(snapshot, Terminal::Unknown(why))],
        }
    }

    /// Whether running edge `e` on `state` may split it (then the state before the edge is
    /// kept, to run each side again).
    fn risky(&self, state: &State, fid: FuncId, e: EdgeId) -> bool {
        match &self.may_split[fid.0 as usize][e.0 as usize] {
            splits::SplitRisk::Never => false,
            splits::SplitRisk::Always => true,
            splits::SplitRisk::IfSymbolic(vars) => vars.iter().any(|v| {
                let slot = state.frame().vars.get(v).or_else(|| state.globals.get(v));
                !matches!(slot, Some(Slot::Value(_)))
            }),
        }
    }

    /// The successors of an edge that ran without a copy of the state before it.
    fn after_edge(&mut self, mut state: State, fid: FuncId, e: EdgeId, result: EResult<Option<Terminal>>) -> Vec<Successor> {
        let span = self.program.function(fid).span_of(e);
        match result {
            Ok(t) => self.finish_edge(state, fid, e, t),
            Err(Stop::Split(_)) => vec![Successor::Done(
                state,
                Terminal::Unknown(format!("internal error: an edge at {} split unexpectedly", self.program.describe_span(span))),
            )],
            Err(Stop::Undefined(what)) => {
                self.record(&mut state, fid, e);
                vec![Successor::Done(state, self.undefined(what, span))]
            }
            Err(Stop::Unknown(why)) => vec![Successor::Done(state, Terminal::Unknown(why))],
        }
    }

    /// Where the top frame goes after a non-branching edge that did not end the path (calls and
    /// returns have moved the frames themselves).
    fn move_past(state: &mut State, fid: FuncId, edge: &effigy_ir::Edge) {
        if state.frames.last().is_some_and(|f| f.func == fid) && !matches!(edge.kind, EdgeKind::Call { .. } | EdgeKind::Return(_)) {
            state.frame_mut().loc = edge.to;
        }
    }

    /// Records an edge taken: the path keeps only choices at branches.
    fn record(&self, state: &mut State, fid: FuncId, e: EdgeId) {
        let bit = self.edge_base[fid.0 as usize] + e.0 as usize;
        let word = &self.covered[bit / 64];
        word.set(word.get() | 1 << (bit % 64));
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
                Self::move_past(&mut state, fid, self.program.function(fid).edge(e));
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
                let name = match origin {
                    HavocOrigin::Input(f) => {
                        let root = self.lvalue_name(lhs);
                        if root.starts_with("tmp") {
                            f.trim_start_matches("__VERIFIER_").to_string()
                        } else {
                            self.element_name(state, lhs)
                        }
                    }
                    HavocOrigin::Uninit | HavocOrigin::Arbitrary => self.element_name(state, lhs),
                };
                // Through a pointer: named after the object and the element written
                // (`malloc@f.c:5[1]`, `A[0]`), not `mem`.
                let name = match &place {
                    Place::Memory(obj, off) if name == "mem" => self.element_of_object(state, *obj, *off, lhs.ty),
                    _ => name,
                };
                if *origin == HavocOrigin::Uninit && lhs.ty == TypeTable::BOOL && matches!(place, Place::Memory(..)) {
                    // An indeterminate _Bool in memory is any byte: reading one that is neither
                    // 0 nor 1 is undefined (see `read`).
                    let byte = self.fresh_scalar(state, &name, TypeTable::U8);
                    state.uninitialised.push_back_mut(byte);
                    self.write(state, place, TypeTable::U8, byte)?;
                    return Ok(None);
                }
                let sym = self.fresh_scalar(state, &name, lhs.ty);
                match origin {
                    HavocOrigin::Input(f) => state.inputs.push_back_mut(Input { function: f.clone(), ty: lhs.ty, symbol: sym }),
                    HavocOrigin::Uninit => state.uninitialised.push_back_mut(sym),
                    HavocOrigin::Arbitrary => state.inputs.push_back_mut(Input { function: String::new(), ty: lhs.ty, symbol: sym }),
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
            EdgeKind::Return(value) => self.return_from(state, value.as_ref(), span),
            EdgeKind::Alloc { dest, size, zeroed, stack } => {
                let n = self.eval(state, size)?;
                // A symbolic size reserves the largest block this engine gives out and checks
                // every access against the size term; a path on which the size may exceed the
                // reservation ends in UNKNOWN (a real allocation that large may succeed).
                let (n, extent) = match self.terms.as_bv(n) {
                    Some(n) => (n, None),
                    None if self.terms.sort(n) == Sort::Int => {
                        return Err(Stop::Unknown(format!(
                            "allocation of a symbolic size with mathematical integers at {}",
                            self.program.describe_span(span)
                        )))
                    }
                    None => {
                        let reserve = self.symbolic_reservation(state);
                        let r = self.ptr_const(reserve);
                        let fits = self.terms.bv_binop(Op::BvUle, n, r);
                        let reason = format!(
                            "allocation at {} of a symbolic size that may exceed {reserve} bytes",
                            self.program.describe_span(span)
                        );
                        self.require_or(state, fits, Stop::Unknown(reason))?;
                        (reserve, Some(n))
                    }
                };
                if extent.is_none() && n > MAX_OBJECT_BYTES {
                    return Err(Stop::Unknown(format!("allocation of {n} bytes exceeds the limit of {MAX_OBJECT_BYTES}")));
                }
                if !state.memory.has_room(n, self.ptr_bits) {
                    return Err(Stop::Unknown(format!(
                        "allocation of {n} bytes at {}: this engine's {}-bit address space is exhausted",
                        self.program.describe_span(span),
                        self.ptr_bits
                    )));
                }
                let what = if *stack { "stack block" } else { "heap block" };
                let name = format!("{what} allocated at {}", self.program.describe_span(span));
                // Its indeterminate bytes are named after the block (`malloc@f.c:5[3]`).
                let contents = if *zeroed { self.zero_contents() } else { self.fresh_object_contents(&object_label(&name)) };
                if !*zeroed {
                    state.uninitialised.push_back_mut(contents);
                }
                let obj = state.memory.allocate(n, HEAP_ALIGN, contents, !*stack, name);
                state.memory.get_mut(obj).extent = extent;
                if *stack {
                    state.frame_mut().stack_objects.push(obj);
                }
                let base = state.memory.get(obj).base;
                let addr = self.ptr_const(base);
                let place = self.place(state, dest)?;
                self.write(state, place, dest.ty, addr)?;
                Ok(None)
            }
            EdgeKind::Extern { name, args, ret } => {
                // What the callee may do: read its arguments (evaluated here, with their
                // undefined behaviour), change every object reachable through a pointer among
                // them — over-approximated as every live object — and, unless externs are
                // assumed pure, every global. Its result is the input read next.
                let mut exposed = false;
                let mut callback = false;
                for a in args {
                    let v = self.eval(state, a)?;
                    exposed |= self.program.types.is_pointer(a.ty) && self.terms.as_bv(v) != Some(0);
                    let to_function = self.program.types.pointee(a.ty).is_some_and(|t| self.program.types.is_function(t));
                    callback |= to_function && self.terms.as_bv(v) != Some(0);
                }
                if callback {
                    // It may call the function: what that does is not known from here.
                    return Err(Stop::Unknown(format!(
                        "'{name}' (an external function without a definition) is given a function pointer, which it may call, at {}",
                        self.program.describe_span(span)
                    )));
                }
                // What the C library model does not model: its `__effigy_unmodelled("what")`
                // (named by the text, not an identifier) or an external of its own named
                // `__effigy_*`. The model's code after it would return a value of its choice,
                // which no path may take as the library's (the interpreter stops there too).
                if let Some(what) = name.strip_prefix("__effigy_") {
                    return Err(Stop::Unknown(format!("{NOT_MODELLED}{}", what.replace('_', " "))));
                }
                if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
                    return Err(Stop::Unknown(format!("{NOT_MODELLED}{name}")));
                }
                if self.program.types.is_pointer(*ret) {
                    return Err(Stop::Unknown(format!(
                        "'{name}' (an external function without a definition) returns a pointer: what it points to is unknown, at {}",
                        self.program.describe_span(span)
                    )));
                }
                if exposed || !self.limits.pure_externs {
                    for i in 0..state.memory.objects.len() {
                        let o = ObjId(i as u32);
                        if !state.memory.get(o).alive {
                            continue;
                        }
                        let fresh = self.fresh_object_contents(&format!("after_{name}"));
                        state.uninitialised.push_back_mut(fresh);
                        state.memory.get_mut(o).bytes = fresh;
                    }
                }
                if !self.limits.pure_externs {
                    let globals: Vec<VarId> =
                        state.globals.iter().filter(|(_, s)| !matches!(s, Slot::Memory(_))).map(|(v, _)| *v).collect();
                    for g in globals {
                        let ty = self.program.var(g).ty;
                        let fresh = self.fresh_scalar(state, &format!("{}_after_{name}", self.program.var(g).name), ty);
                        state.uninitialised.push_back_mut(fresh);
                        self.write(state, Place::Register(None, g), ty, fresh)?;
                    }
                }
                Ok(None)
            }
            EdgeKind::Primitive { dest, op, args } => self.primitive(state, dest.as_ref(), *op, args, span).map(|_| None),
            EdgeKind::Free(p) => {
                let addr = self.eval(state, p)?;
                if let Some(o) = self.heap_block(state, addr, "free")? {
                    state.memory.get_mut(o).alive = false;
                }
                Ok(None)
            }
            EdgeKind::Lifetime { vars, starts } => {
                for &v in vars {
                    match state.frame().vars.get(&v).copied() {
                        Some(Slot::Memory(o)) => state.memory.get_mut(o).alive = *starts,
                        Some(_) if !*starts => {
                            // A variable-length array's pointer: its block ends with the block.
                            let addr = self.eval(state, &Expr::var(self.program.var(v).ty, v))?;
                            let block = self.terms.as_bv(addr).and_then(|a| {
                                state
                                    .memory
                                    .containing(a)
                                    .filter(|&o| state.memory.get(o).base == a && state.frame().stack_objects.contains(&o))
                            });
                            if let Some(o) = block {
                                state.memory.get_mut(o).alive = false;
                            }
                        }
                        _ => {}
                    }
                }
                Ok(None)
            }
            EdgeKind::Undefined(why) => Err(Stop::Undefined(why.clone())),
            EdgeKind::Error(kind) if self.limits.property.errors => Ok(Some(Terminal::Error(kind.clone(), span))),
            // Under a property that does not ask for reach_error: a call that aborts ends the
            // program (glibc's __assert_fail, SV-COMP's `__VERIFIER_error`, a `reach_error` whose
            // body only fails an assertion or aborts); one of nothing (`void reach_error() {}`)
            // goes on, to the `abort()` that follows it in SV-COMP's programs, which the CFA
            // keeps; any other is not followed.
            EdgeKind::Error(kind) => match crate::property::error_call(self.program, kind) {
                ErrorCall::Aborts => Ok(Some(self.program_ends(state, End::Abort, span)?.unwrap_or(Terminal::Aborted(span)))),
                ErrorCall::Nothing => Ok(None),
                ErrorCall::Unknown => Ok(Some(Terminal::Unknown(format!(
                    "{} is called at {}: under {} effigy does not follow what it does",
                    match kind {
                        ErrorKind::ReachError(name) => format!("{name}()"),
                        _ => "an error function".into(),
                    },
                    self.program.describe_span(span),
                    self.limits.property.name
                )))),
            },
            EdgeKind::Terminate(Termination::Abort | Termination::Trap) => {
                Ok(Some(self.program_ends(state, End::Abort, span)?.unwrap_or(Terminal::Aborted(span))))
            }
            EdgeKind::Terminate(Termination::Exit(code)) => {
                let c = self.eval(state, code)?;
                Ok(Some(self.program_ends(state, End::Exit, span)?.unwrap_or(Terminal::Exited(c, span))))
            }
        }
    }

    /// The live heap block whose start `addr` points to, as `free` and `realloc` (`what`) need
    /// it: `None` for a null pointer; undefined behaviour for any other pointer.
    fn heap_block(&mut self, state: &State, addr: TermId, what: &str) -> EResult<Option<ObjId>> {
        let a = match self.terms.as_bv(addr) {
            Some(a) => a,
            None => match self.known_address(state, addr) {
                Some(a) => a?,
                None => return self.symbolic_heap_block(state, addr, what),
            },
        };
        if a == 0 {
            return Ok(None);
        }
        match state.memory.containing(a) {
            Some(o) if state.memory.get(o).base == a && state.memory.get(o).heap => {
                if !state.memory.get(o).alive {
                    return Err(Stop::Undefined(if what == "free" { "double free".into() } else { format!("{what} of a freed pointer") }));
                }
                Ok(Some(o))
            }
            _ => Err(Stop::Undefined(format!("invalid {what}"))),
        }
    }

    /// [`Executor::heap_block`] of a symbolic pointer: null or the start of one of the live heap
    /// blocks where the path condition fixes it so, a split on the first of them still
    /// possible, else (none is possible) an invalid call.
    fn symbolic_heap_block(&mut self, state: &State, addr: TermId, what: &str) -> EResult<Option<ObjId>> {
        let mut candidates: Vec<(Option<ObjId>, TermId)> = Vec::new();
        let zero = self.ptr_const(0);
        candidates.push((None, self.terms.eq(addr, zero)));
        for i in 0..state.memory.objects.len() {
            let o = ObjId(i as u32);
            let obj = state.memory.get(o);
            if obj.alive && obj.heap {
                let base = self.ptr_const(obj.base);
                candidates.push((Some(o), self.terms.eq(addr, base)));
            }
        }
        let conds: Vec<TermId> = candidates.iter().map(|&(_, c)| c).collect();
        if let Some(r) = self.one_case(state, &conds) {
            return r.map(|k| candidates[k].0);
        }
        Err(Stop::Undefined(format!("invalid {what}")))
    }

    /// The value of a pointer that takes one of a few known values (an `ite` of addresses, as
    /// merged states have): the one the path condition fixes, else a split on the first value
    /// still possible. `None` when the values are not known or none is possible.
    fn known_address(&mut self, state: &State, addr: TermId) -> Option<EResult<u64>> {
        let mut values = self.address_values(addr)?;
        values.sort_unstable();
        values.dedup();
        let ptr_bits = self.ptr_bits;
        let conds: Vec<(u64, TermId)> = values
            .iter()
            .map(|&v| {
                let k = self.terms.bv_const(ptr_bits, v);
                (v, self.terms.eq(addr, k))
            })
            .collect();
        let only: Vec<TermId> = conds.iter().map(|&(_, c)| c).collect();
        self.one_case(state, &only).map(|r| r.map(|k| conds[k].0))
    }

    /// Which of `cases` (conditions) the path takes: the first the path condition implies, else
    /// a split on the first still possible; `None` when none is possible.
    fn one_case(&mut self, state: &State, cases: &[TermId]) -> Option<EResult<usize>> {
        let gave_up = |r| Some(Err(Stop::Unknown(format!("the solver gave up: {r}"))));
        for (k, &c) in cases.iter().enumerate() {
            let other = self.terms.not(c);
            match self.feasible(&state.path_condition, other) {
                Feasibility::Unsat => return Some(Ok(k)),
                Feasibility::Unknown(r) => return gave_up(r),
                Feasibility::Sat => {}
            }
        }
        for &c in cases {
            match self.feasible(&state.path_condition, c) {
                Feasibility::Sat => return Some(Err(Stop::Split(c))),
                Feasibility::Unknown(r) => return gave_up(r),
                Feasibility::Unsat => {}
            }
        }
        None
    }

    fn return_from(&mut self, state: &mut State, value: Option<&Expr>, span: Span) -> EResult<Option<Terminal>> {
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
            if let Some(violation) = self.program_ends(state, End::Return, span)? {
                return Ok(Some(violation));
            }
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
                // A function that fell off its end without a value: the caller's copy of it is
                // indeterminate (C11 6.9.1p12 makes its *use* undefined; effigy treats it as it
                // treats an uninitialised variable: any value, never an input).
                (Ret::None, _) if !self.is_memory_type(dest.ty) => {
                    let sym = self.fresh_scalar(state, "missing_return", dest.ty);
                    state.uninitialised.push_back_mut(sym);
                    self.write(state, place, dest.ty, sym)?;
                }
                _ => return Err(Stop::Undefined("use of a missing return value".into())),
            }
        }
        Ok(None)
    }

    fn pop_frame(&mut self, state: &mut State) {
        let frame = state.frames.last().cloned().expect("a frame to pop");
        state.frames.drop_last_mut();
        for slot in frame.vars.values() {
            if let Slot::Memory(o) = slot {
                state.memory.get_mut(*o).alive = false;
            }
        }
        for &o in &frame.stack_objects {
            state.memory.get_mut(o).alive = false;
        }
    }

    /// The name of a symbol standing for an lvalue's value: the variable with its concrete
    /// indices and fields (`a[2]`, `p.x`), as King names the elements of a symbolic array.
    fn element_name(&mut self, state: &mut State, lv: &Expr) -> String {
        match &lv.kind {
            ExprKind::Index(b, i) => {
                let base = self.element_name(state, b);
                match self.eval_val(state, i) {
                    Ok(Val::Bits(k)) => {
                        let k = self.program.types.as_int(i.ty).map_or(k as i128, |it| it.value(k));
                        format!("{base}[{k}]")
                    }
                    _ => base,
                }
            }
            ExprKind::Field(b, i) => {
                let base = self.element_name(state, b);
                match self.program.types.struct_of(b.ty) {
                    Some(def) => format!("{base}.{}", def.fields[*i as usize].name),
                    None => base,
                }
            }
            _ => self.lvalue_name(lv),
        }
    }

    /// The element of type `ty` at offset `off` of `obj`, for a symbol's name: `A[2]`, `s`,
    /// `malloc@f.c:5[1]`, `malloc@f.c:5+6` (an offset that is no element's start); `mem`
    /// when the offset is not a constant.
    fn element_of_object(&self, state: &State, obj: ObjId, off: TermId, ty: TypeId) -> String {
        let o = state.memory.get(obj);
        let label = object_label(&o.name);
        let size = self.program.types.size_of(ty).max(1);
        match self.terms.as_bv(off) {
            Some(0) if size == o.size => label,
            Some(k) if k % size == 0 => format!("{label}[{}]", k / size),
            Some(k) => format!("{label}+{k}"),
            None => "mem".into(),
        }
    }

    fn lvalue_name(&self, lv: &Expr) -> String {
        match &lv.kind {
            ExprKind::Var(v) => self.program.var(*v).name.clone(),
            ExprKind::Field(b, _) | ExprKind::Index(b, _) => self.lvalue_name(b),
            _ => "mem".into(),
        }
    }

    /// Is `pc ∧ c` satisfiable? Asks only about the groups of `pc` that `c`'s symbols meet.
    pub fn feasible(&mut self, pc: &PathCondition, c: TermId) -> Feasibility {
        if let Some(b) = self.terms.as_bool(c) {
            return if b { Feasibility::Sat } else { Feasibility::Unsat };
        }
        if crate::clock::cancelled() {
            return Feasibility::Unknown(CANCELLED.into());
        }
        if self.limits.lazy {
            // No solver: only the splits this step already made decide (an edge re-run after
            // a split finds its condition, or its negation, among them).
            let neg = self.terms.not(c);
            for x in pc.since(self.lazy_mark.min(pc.len())) {
                if x == neg {
                    return Feasibility::Unsat;
                }
                if x == c {
                    return Feasibility::Sat;
                }
            }
            return Feasibility::Sat;
        }
        let mut symbols = Vec::new();
        self.terms.symbols(c, &mut symbols);
        let relevant = pc.relevant(&self.terms, &symbols);
        self.solver.feasible_independent(&self.terms, relevant, c)
    }

    /// The C library model's primitives: output is not the analyses' concern (its arguments are
    /// evaluated); a floating conversion's digits are computed when the value is known.
    fn primitive(&mut self, state: &mut State, dest: Option<&Expr>, op: Primitive, args: &[Expr], span: Span) -> EResult<()> {
        match op {
            Primitive::Write => {
                for a in args {
                    self.eval(state, a)?;
                }
                Ok(())
            }
            // setjmp returns 0 where it is called; the jump back is not followed.
            Primitive::SetJmp => {
                self.eval(state, &args[0])?;
                if let Some(d) = dest {
                    self.assign(state, d, &Expr::constant(d.ty, 0))?;
                }
                Ok(())
            }
            Primitive::LongJmp => {
                Err(Stop::Unknown(format!("longjmp at {}: the analyses do not follow non-local jumps", self.program.describe_span(span))))
            }
            Primitive::FormatDouble => {
                let mut known = Vec::with_capacity(5);
                for a in &args[1..] {
                    let v = self.eval(state, a)?;
                    known.push(self.terms.as_bv(v));
                }
                let [Some(cap), Some(value), Some(conv), Some(prec), Some(flags)] = known[..] else {
                    return Err(Stop::Unknown(format!(
                        "printf's text of a floating value that is not known (symbolic) at {}",
                        self.program.describe_span(span)
                    )));
                };
                let text = effigy_ir::printf::format_double(f64::from_bits(value), conv as u8, prec as u32 as i32, flags as u32 as i32);
                let buf = &args[0];
                let byte = self.program.types.pointee(buf.ty).unwrap_or(TypeTable::I8);
                let intptr = self.program.types.intptr();
                for (i, &b) in text.iter().take(cap as usize).enumerate() {
                    let at = Expr::new(buf.ty, ExprKind::PtrAdd(Box::new(buf.clone()), Box::new(Expr::constant(intptr, i as u64))));
                    let lhs = Expr::new(byte, ExprKind::Deref(Box::new(at)));
                    self.assign(state, &lhs, &Expr::constant(byte, b as u64))?;
                }
                if let Some(d) = dest {
                    self.assign(state, d, &Expr::constant(d.ty, text.len() as u64))?;
                }
                Ok(())
            }
        }
    }

    /// `cond` must hold for the operation to be defined: split if both are possible.
    fn require(&mut self, state: &State, cond: TermId, what: &str) -> EResult<()> {
        self.require_or(state, cond, Stop::Undefined(what.into()))
    }

    /// `cond` holds on every continuation of the path: `otherwise` when it cannot hold, a
    /// split when it may or may not.
    fn require_or(&mut self, state: &State, cond: TermId, otherwise: Stop) -> EResult<()> {
        match self.terms.as_bool(cond) {
            Some(true) => return Ok(()),
            Some(false) => return Err(otherwise),
            None => {}
        }
        let violated = self.terms.not(cond);
        match self.feasible(&state.path_condition, violated) {
            Feasibility::Unsat => Ok(()),
            Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            Feasibility::Sat => match self.feasible(&state.path_condition, cond) {
                Feasibility::Sat => Err(Stop::Split(cond)),
                Feasibility::Unsat => Err(otherwise),
                Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            },
        }
    }

    /// The address range an object of symbolic size reserves. On a 32-bit address space, as
    /// large as an object can be (PTRDIFF_MAX bytes: gcc and glibc keep every object within
    /// it) while 256 MiB stay free for what is allocated after it, else half of the room left;
    /// so the first such object takes half the address space, the second most of what
    /// remains. On 64 bits, 2^47 bytes, x86-64's whole user address space (no larger
    /// allocation can succeed there), of which 2^17 fit.
    fn symbolic_reservation(&self, state: &State) -> u64 {
        if self.ptr_bits <= 32 {
            let room = state.memory.room(self.ptr_bits);
            let largest = (1u64 << (self.ptr_bits - 1)) - 1;
            largest.min(room.saturating_sub(MAX_OBJECT_BYTES / 4)).max(room / 2)
        } else {
            1 << 47
        }
    }

    /// The size of an object as a pointer-width term.
    pub(super) fn extent_term(&mut self, state: &State, o: ObjId) -> TermId {
        let obj = state.memory.get(o);
        match obj.extent {
            Some(e) => e,
            None => {
                let size = obj.size;
                self.ptr_const(size)
            }
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

/// A scalar value during evaluation: concrete (the bit pattern masked to its type's width, or
/// a boolean) or a term.
#[derive(Clone, Copy, Debug)]
enum Val {
    Bits(u64),
    Bool(bool),
    Term(TermId),
}

/// An object's short name, for symbols: a variable's name, and for a block the allocator and
/// the site (`malloc@f.c:5`, `alloca@f.c:9`) of its message name `heap block allocated at
/// f.c:5:12`.
fn object_label(name: &str) -> String {
    let site = |rest: &str| {
        let file_line = rest.rsplit_once(':').map_or(rest, |(fl, _)| fl);
        std::path::Path::new(file_line).file_name().map_or_else(|| file_line.to_string(), |f| f.to_string_lossy().into_owned())
    };
    if let Some(rest) = name.strip_prefix("heap block allocated at ") {
        format!("malloc@{}", site(rest))
    } else if let Some(rest) = name.strip_prefix("stack block allocated at ") {
        format!("alloca@{}", site(rest))
    } else {
        name.to_string()
    }
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
