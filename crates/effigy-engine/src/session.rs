//! An interactive symbolic execution session: King's EFFIGY (§6) on the one symbolic step.
//!
//! A session holds one current state and runs it edge by edge with [`Executor::successors`]
//! until something needs the user: a *forking* branch (both directions feasible — a branch
//! whose condition the path condition decides never stops), a breakpoint, the end of a `step`,
//! `next` or `finish`, or the end of the path. At a fork the state stays *before* the branch:
//! the user may inspect it, save it, add an assumption and re-execute the branch, or choose a
//! direction. Every state the user saved stays until the session ends; every path that ended
//! is kept as a leaf of the explored part of the execution tree.
//!
//! Expressions come lowered to the IR (the debugger's front end types them); the symbols they
//! mention are `Var`s past the program's variable table ([`SymbolUse`]), bound here to the
//! session's symbols (a new name is a new symbol).

use std::rc::Rc;

use effigy_ir::{EdgeId, EdgeKind, Expr, ExprKind, FuncId, LocId, Span, TypeData, TypeId, VarId, VarKind};
use effigy_smt::{Feasibility, Solver, TermData, TermId};

use crate::explore::{explore, ExploreOptions, ExploreResult, Leaf};
use crate::state::{Slot, State};
use crate::step::{Executor, Successor, Terminal};

/// A symbol an expression mentions: its name, the id standing for it in the expression, and
/// the type a new symbol of that name gets.
#[derive(Clone, Debug)]
pub struct SymbolUse {
    pub name: String,
    pub var: VarId,
    pub ty: TypeId,
}

/// An argument of `call`.
#[derive(Clone, Debug)]
pub enum Argument {
    /// An expression over the globals and symbols.
    Value(Expr, Vec<SymbolUse>),
    /// For a pointer parameter: a new array of `len` symbolic elements `name[0]`, ….
    SymbolicArray { name: String, len: u64 },
}

#[derive(Clone, Debug)]
pub enum BreakAt {
    /// A line of a file (entering it).
    Line(u32, u32),
    /// The entry of a function.
    Function(FuncId),
}

#[derive(Clone, Debug)]
pub struct Breakpoint {
    pub id: u32,
    pub at: BreakAt,
    /// Stop only if the condition may hold (is satisfiable with the path condition).
    pub condition: Option<(Expr, Vec<SymbolUse>, String)>,
}

/// What a run is to do before it stops on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunMode {
    /// Until a fork, a breakpoint or the end.
    Continue,
    /// N edges.
    Steps(u64),
    /// One edge, stepping over calls.
    Next,
    /// Until the current function returns.
    Finish,
}

/// One side of a fork.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The branch's direction when the fork is an `if` (the first of the pair is its true side).
    pub direction: Option<bool>,
    /// What this side adds to the path condition.
    pub condition: Vec<TermId>,
    pub state: State,
}

/// Why a run stopped.
#[derive(Debug)]
pub enum StopReason {
    Fork(Vec<Choice>),
    Breakpoint(u32),
    /// The step, `next` or `finish` is done.
    Done,
    /// The path ended: the index of its leaf in [`Session::leaves`].
    Ended(usize),
    /// The run went through this many edges without stopping (a runaway loop): the session
    /// stays where it is.
    Budget(u64),
}

/// One edge executed, for tracing.
#[derive(Clone, Debug)]
pub struct TraceEvent {
    pub func: FuncId,
    pub edge: EdgeId,
    /// For an assignment or input to a variable: its name and new value.
    pub value: Option<(String, TermId)>,
}

/// The outcome of a run: the edges executed (when tracing) and why it stopped.
#[derive(Debug)]
pub struct RunResult {
    pub trace: Vec<TraceEvent>,
    /// Paths that ended on the way without stopping the run (undefined behaviour split off).
    pub side_leaves: Vec<usize>,
    pub stop: StopReason,
}

/// A leaf of the explored part of the tree.
#[derive(Clone, Debug)]
pub struct SessionLeaf {
    pub leaf: Leaf,
    /// Found by `test` rather than walked.
    pub by_test: bool,
}

pub struct Saved {
    pub name: Option<String>,
    pub state: State,
}

pub struct Session<'p, S: Solver> {
    pub ex: Executor<'p, S>,
    /// The state the user is at (before its next edge); `None` before a call and after the
    /// path ended.
    pub state: Option<State>,
    /// The last state of the path that ended (for `print`, `state`, `pc` after the end).
    pub ended: Option<State>,
    /// The fork the current state stopped at, with its sides.
    pub fork: Option<Vec<Choice>>,
    pub saved: Vec<Saved>,
    pub breakpoints: Vec<Breakpoint>,
    next_breakpoint: u32,
    pub leaves: Vec<SessionLeaf>,
    /// The session's symbols by name, with their C types (arguments, inputs, symbols typed by
    /// the user).
    symbols: Vec<(String, TermId, TypeId)>,
    /// Collect trace events while running.
    pub tracing: bool,
    /// A run stops after this many edges without another reason (an endless loop).
    pub run_budget: u64,
    /// The last state that ended a path (for `print` after the end).
    last_done: Option<State>,
    /// The first leaf of the tree of the latest `call` (leaves before it belong to other calls).
    pub call_start: usize,
}

impl<'p, S: Solver> Session<'p, S> {
    pub fn new(ex: Executor<'p, S>) -> Self {
        Session {
            ex,
            state: None,
            ended: None,
            fork: None,
            saved: Vec::new(),
            breakpoints: Vec::new(),
            next_breakpoint: 1,
            leaves: Vec::new(),
            symbols: Vec::new(),
            tracing: false,
            run_budget: 1_000_000,
            last_done: None,
            call_start: 0,
        }
    }

    /// The state expressions are evaluated in: the current one, else the end of the last path.
    pub fn view(&self) -> Option<&State> {
        self.state.as_ref().or(self.ended.as_ref())
    }

    // ---- starting ----

    /// Starts `main(argc, argv)` with the command line `cl` (its symbolic arguments' bytes are
    /// inputs, as every engine has them); the state stops at main's entry.
    pub fn call_with_command_line(&mut self, main: FuncId, cl: &crate::CommandLine) -> Result<(), String> {
        self.call_start = self.leaves.len();
        let state = self.ex.command_line_state(main, cl)?;
        self.state = Some(state);
        self.ended = None;
        self.fork = None;
        Ok(())
    }

    /// Starts `func` with the given arguments (the state stops at its entry; `run` goes on).
    pub fn call(&mut self, func: FuncId, args: &[Argument]) -> Result<(), String> {
        self.call_start = self.leaves.len();
        let program = self.ex.program;
        let f = program.function(func);
        if f.params.len() != args.len() {
            return Err(format!("{} takes {} argument{}, {} given", f.name, f.params.len(), plural(f.params.len()), args.len()));
        }
        let mut state = self.ex.globals_state(func)?;
        let mut values = Vec::new();
        for (i, (a, &p)) in args.iter().zip(&f.params).enumerate() {
            let pty = program.var(p).ty;
            let v = match a {
                Argument::Value(e, syms) => {
                    if !program.types.is_scalar(pty) {
                        return Err(format!("parameter {} of {} is not a scalar", program.var(p).name, f.name));
                    }
                    self.convertible(e.ty, pty).map_err(|w| format!("argument {}: {w}", i + 1))?;
                    let mut scratch = self.bind(&state, syms);
                    let t = self.ex.eval_expr(&mut scratch, &e.clone().cast(pty)).map_err(|w| format!("argument {}: {w}", i + 1))?;
                    t
                }
                Argument::SymbolicArray { name, len } => {
                    let elem = program.types.pointee(pty).ok_or_else(|| {
                        format!("argument {}: \"{name}\"[{len}] is an array, but parameter {} is not a pointer", i + 1, program.var(p).name)
                    })?;
                    if self.symbols.iter().any(|(n, ..)| n.starts_with(&format!("{name}["))) {
                        return Err(format!("argument {}: the symbols {name}[…] exist already", i + 1));
                    }
                    let addr = self.ex.symbolic_array(&mut state, elem, name, *len)?;
                    for k in 0..*len {
                        let sym =
                            state.inputs.iter().rev().find(|inp| self.symbol_name(inp.symbol).as_deref() == Some(&format!("{name}[{k}]")));
                        if let Some(inp) = sym {
                            self.symbols.push((format!("{name}[{k}]"), inp.symbol, elem));
                        }
                    }
                    addr
                }
            };
            values.push(v);
        }
        self.ex.enter(&mut state, func, &values)?;
        self.state = Some(state);
        self.ended = None;
        self.fork = None;
        Ok(())
    }

    /// Whether a debugger command may convert a value of type `from` to `to`: scalars, and
    /// never between floating point and pointers.
    fn convertible(&self, from: TypeId, to: TypeId) -> Result<(), String> {
        let t = &self.ex.program.types;
        let pointer_float = (t.is_float(from) && t.is_pointer(to)) || (t.is_pointer(from) && t.is_float(to));
        if !t.is_scalar(from) || !t.is_scalar(to) || pointer_float {
            return Err(format!("a value of type {} cannot be converted to {}", t.display(from), t.display(to)));
        }
        Ok(())
    }

    fn symbol_name(&self, t: TermId) -> Option<String> {
        match self.ex.terms.get(t) {
            TermData::Symbol(n, _) => Some(n.clone()),
            _ => None,
        }
    }

    /// A copy of `state` in which the symbols are bound (as globals of the ids standing for them).
    fn bind(&mut self, state: &State, syms: &[SymbolUse]) -> State {
        let mut scratch = state.clone();
        if syms.is_empty() {
            return scratch;
        }
        let globals = Rc::make_mut(&mut scratch.globals);
        for s in syms {
            let t = self.symbol(&s.name, s.ty);
            globals.insert(s.var, Slot::Register(t));
        }
        scratch
    }

    /// The symbol of this name, made (of type `ty`) if new.
    pub fn symbol(&mut self, name: &str, ty: TypeId) -> TermId {
        if let Some(&(_, t, _)) = self.symbols.iter().find(|(n, ..)| n == name) {
            return t;
        }
        if let Some((t, ity)) = self.input_named(name) {
            self.symbols.push((name.to_string(), t, ity));
            return t;
        }
        let sort = self.ex.sort_of(ty);
        let t = self.ex.terms.fresh_symbol(name, sort);
        self.symbols.push((name.to_string(), t, ty));
        t
    }

    /// The C type of an existing symbol (for typing expressions that mention it).
    pub fn symbol_type(&self, name: &str) -> Option<TypeId> {
        self.symbols.iter().find(|(n, ..)| n == name).map(|&(_, _, ty)| ty).or_else(|| self.input_named(name).map(|(_, ty)| ty))
    }

    /// An input symbol of the current path by its name (inputs read by `__VERIFIER_nondet_*`
    /// become symbols the user can name: `"x"`, `"a[2]"`), with its C type.
    fn input_named(&self, name: &str) -> Option<(TermId, TypeId)> {
        let st = self.view()?;
        let i = st.inputs.iter().find(|i| matches!(self.ex.terms.get(i.symbol), TermData::Symbol(n, _) if n == name))?;
        Some((i.symbol, i.ty))
    }

    fn register_inputs(&mut self) {
        let Some(st) = self.view() else { return };
        let new: Vec<(String, TermId, TypeId)> = st
            .inputs
            .iter()
            .filter_map(|i| match self.ex.terms.get(i.symbol) {
                TermData::Symbol(n, _) if !self.symbols.iter().any(|(m, ..)| m == n) => Some((n.clone(), i.symbol, i.ty)),
                _ => None,
            })
            .collect();
        self.symbols.extend(new);
    }

    // ---- running ----

    /// Runs the current state (see [`RunMode`]).
    pub fn run(&mut self, mode: RunMode) -> Result<RunResult, String> {
        self.run_from(mode, None)
    }

    /// Runs the current state; `arrived_from`: the state has just come from that line (the
    /// side of a fork just taken), so a breakpoint on its own line stops it before it runs.
    fn run_from(&mut self, mode: RunMode, arrived_from: Option<Option<(u32, u32)>>) -> Result<RunResult, String> {
        let mut state = self.state.take().ok_or("no path is running: `call F(ARGS)` or `run` starts one")?;
        self.fork = None;
        let start_depth = state.frames.len();
        let mut moved = 0u64;
        let mut trace = Vec::new();
        let mut side_leaves = Vec::new();
        let mut last_line: Option<(u32, u32)> = self.line_of(&state);
        if let Some(previous) = arrived_from {
            if let Some(id) = self.breakpoint_hit(&mut state, previous) {
                self.state = Some(state);
                return Ok(RunResult { trace, side_leaves, stop: StopReason::Breakpoint(id) });
            }
        }
        loop {
            if moved > 0 {
                if let Some(id) = self.breakpoint_hit(&mut state, last_line) {
                    self.state = Some(state);
                    return Ok(RunResult { trace, side_leaves, stop: StopReason::Breakpoint(id) });
                }
                let done = match mode {
                    RunMode::Continue => false,
                    RunMode::Steps(n) => moved >= n,
                    RunMode::Next => state.frames.len() <= start_depth,
                    RunMode::Finish => state.frames.len() < start_depth,
                };
                if done {
                    self.state = Some(state);
                    return Ok(RunResult { trace, side_leaves, stop: StopReason::Done });
                }
                if moved >= self.run_budget {
                    self.state = Some(state);
                    return Ok(RunResult { trace, side_leaves, stop: StopReason::Budget(moved) });
                }
            }
            last_line = self.line_of(&state);
            let (func, loc) = state.location();
            let edge = self.ex.program.function(func).out_edges(loc).first().copied();
            let parent_len = state.path_condition.len();
            let succs = self.ex.successors(state.clone());
            let mut running = Vec::new();
            for s in succs {
                match s {
                    Successor::Running(st) => running.push(st),
                    Successor::Done(st, terminal) => {
                        let i = self.add_leaf(st, terminal, false);
                        side_leaves.push(i);
                    }
                }
            }
            match running.len() {
                0 => {
                    // Every successor ended: the last leaf is where the path went.
                    let Some(i) = side_leaves.pop() else {
                        self.ended = Some(state);
                        return Err("the path has no feasible continuation".into());
                    };
                    self.ended = self.last_done.take();
                    self.register_inputs();
                    return Ok(RunResult { trace, side_leaves, stop: StopReason::Ended(i) });
                }
                1 => {
                    let next = running.pop().unwrap();
                    if self.tracing {
                        if let Some(e) = self.taken_edge(&state, &next).or(edge) {
                            let value = self.assigned_value(func, e, &next);
                            trace.push(TraceEvent { func, edge: e, value });
                        }
                    }
                    state = next;
                    moved += 1;
                }
                _ => {
                    let choices = self.choices(&state, running, parent_len);
                    self.state = Some(state);
                    self.fork = Some(choices.clone());
                    self.register_inputs();
                    return Ok(RunResult { trace, side_leaves, stop: StopReason::Fork(choices) });
                }
            }
        }
    }

    fn add_leaf(&mut self, state: State, terminal: Terminal, by_test: bool) -> usize {
        self.last_done = Some(state.clone());
        let leaf = crate::explore::make_leaf(&mut self.ex, state, terminal);
        self.leaves.push(SessionLeaf { leaf, by_test });
        self.leaves.len() - 1
    }

    /// The source line (file, line) a state is at: its next edge's, else the edge into it.
    pub fn line_of(&self, state: &State) -> Option<(u32, u32)> {
        let span = self.span_at(state)?;
        (span.line > 0).then_some((span.file.0, span.line))
    }

    /// The span of the statement a state is about to execute.
    pub fn span_at(&self, state: &State) -> Option<Span> {
        let frame = state.frames.last()?;
        self.span_of_location(frame.func, frame.loc)
    }

    pub fn span_of_location(&self, func: FuncId, loc: LocId) -> Option<Span> {
        let f = self.ex.program.function(func);
        let out = f.out_edges(loc).iter().map(|&e| f.span_of(e)).find(|s| s.line > 0);
        out.or_else(|| {
            f.edges.iter().enumerate().filter(|(_, e)| e.to == loc).map(|(i, _)| f.span_of(EdgeId(i as u32))).find(|s| s.line > 0)
        })
    }

    fn breakpoint_hit(&mut self, state: &mut State, previous_line: Option<(u32, u32)>) -> Option<u32> {
        if self.breakpoints.is_empty() {
            return None;
        }
        let (func, loc) = state.location();
        let line = self.line_of(state);
        let mut hit = None;
        for b in &self.breakpoints {
            let here = match b.at {
                BreakAt::Line(file, l) => line == Some((file, l)) && previous_line != line,
                BreakAt::Function(f) => f == func && loc == self.ex.program.function(f).entry,
            };
            if here {
                hit = Some((b.id, b.condition.clone()));
                break;
            }
        }
        let (id, condition) = hit?;
        match condition {
            None => Some(id),
            Some((e, syms, _)) => {
                let mut scratch = self.bind(state, &syms);
                match self.ex.eval_expr(&mut scratch, &e) {
                    Ok(c) => match self.ex.feasible(&state.path_condition, c) {
                        Feasibility::Unsat => None,
                        _ => Some(id),
                    },
                    // A condition that cannot be evaluated here stops (the user sees why).
                    Err(_) => Some(id),
                }
            }
        }
    }

    /// The edge a lone successor took from `state` (the choice at an assume pair).
    fn taken_edge(&self, state: &State, next: &State) -> Option<EdgeId> {
        let (func, loc) = state.location();
        let f = self.ex.program.function(func);
        let out = f.out_edges(loc);
        if out.len() == 1 {
            return Some(out[0]);
        }
        let to = next.frames.get(state.frames.len() - 1).map(|fr| fr.loc)?;
        out.iter().copied().find(|&e| f.edge(e).to == to)
    }

    /// For tracing values: the variable an edge assigned and its new value.
    fn assigned_value(&mut self, func: FuncId, e: EdgeId, next: &State) -> Option<(String, TermId)> {
        let program = self.ex.program;
        let lhs = match &program.function(func).edge(e).kind {
            EdgeKind::Assign { lhs, .. } | EdgeKind::Havoc { lhs, .. } => lhs.clone(),
            _ => return None,
        };
        if !program.types.is_scalar(lhs.ty) || next.frames.last().map(|f| f.func) != Some(func) {
            return None;
        }
        let mut scratch = next.clone();
        let t = self.ex.eval_expr(&mut scratch, &lhs).ok()?;
        Some((effigy_ir::text::expr(program, &lhs).to_string().replace('%', ""), t))
    }

    /// The sides of a fork, the true side first for an `if`.
    fn choices(&self, state: &State, running: Vec<State>, parent_len: usize) -> Vec<Choice> {
        let (func, loc) = state.location();
        let f = self.ex.program.function(func);
        let out = f.out_edges(loc);
        let is_if = out.len() == 2 && out.iter().all(|&e| matches!(f.edge(e).kind, EdgeKind::Assume(_)));
        let mut choices: Vec<Choice> = running
            .into_iter()
            .map(|st| {
                let direction = if is_if {
                    let to = st.frames.get(state.frames.len() - 1).map(|fr| fr.loc);
                    match to {
                        Some(t) if t == f.edge(out[0]).to => Some(true),
                        Some(t) if t == f.edge(out[1]).to => Some(false),
                        _ => None,
                    }
                } else {
                    None
                };
                let condition = st.path_condition.since(parent_len).collect();
                Choice { direction, condition, state: st }
            })
            .collect();
        choices.sort_by_key(|c| c.direction.map(|d| !d));
        choices
    }

    /// `go true` / `go false` (or `go N` for the N-th side of a fork that is no `if`): takes
    /// that side of the fork the state is at, then runs on.
    pub fn choose(&mut self, pick: Pick) -> Result<RunResult, String> {
        let choices = match self.fork.take() {
            Some(c) => c,
            None => {
                // Not stopped at a fork (e.g. after `restore`): execute the next edge and see.
                let state = self.state.clone().ok_or("no path is running")?;
                let parent_len = state.path_condition.len();
                let succs = self.ex.successors(state.clone());
                let running: Vec<State> = succs
                    .into_iter()
                    .filter_map(|s| match s {
                        Successor::Running(st) => Some(st),
                        Successor::Done(..) => None,
                    })
                    .collect();
                if running.len() < 2 {
                    return Err("the next statement is not a forking branch: use `go`, `step` or `run`".into());
                }
                self.choices(&state, running, parent_len)
            }
        };
        let idx = match pick {
            Pick::Direction(d) => choices
                .iter()
                .position(|c| c.direction == Some(d))
                .ok_or_else(|| format!("this fork has no {d} side (it has {} sides: `go 1` … `go {}`)", choices.len(), choices.len())),
            Pick::Index(k) if k >= 1 && k <= choices.len() => Ok(k - 1),
            Pick::Index(k) => Err(format!("this fork has {} sides; there is no side {k}", choices.len())),
        };
        let idx = match idx {
            Ok(i) => i,
            Err(e) => {
                self.fork = Some(choices);
                return Err(e);
            }
        };
        let chosen = choices.into_iter().nth(idx).unwrap();
        // The line of the fork: the side taken arrives from it.
        let fork_line = self.state.as_ref().and_then(|s| self.line_of(s));
        self.state = Some(chosen.state);
        self.run_from(RunMode::Continue, Some(fork_line))
    }

    /// The state expressions are evaluated in; before any path, the initialised globals.
    fn view_or_globals(&mut self) -> Result<State, String> {
        match self.view() {
            Some(s) => Ok(s.clone()),
            None => self.ex.globals_state(FuncId(0)),
        }
    }

    /// A condition by cases (see [`Executor::eval_cases`]) in the given state: for each case,
    /// what the case adds to the path condition and the condition's value there (or why it is
    /// undefined).
    fn condition_cases(&mut self, state: &State, cond: &Expr, syms: &[SymbolUse]) -> Vec<(Vec<TermId>, State, Result<TermId, String>)> {
        let scratch = self.bind(state, syms);
        let base = state.path_condition.len();
        self.ex
            .eval_cases(scratch, cond)
            .into_iter()
            .map(|(s, r)| {
                let added: Vec<TermId> = s.path_condition.since(base).collect();
                (added, s, r)
            })
            .collect()
    }

    /// King's ASSUME: conjoins `cond` to the path condition, if that leaves it satisfiable.
    /// Where `cond` is undefined (an index out of bounds, …) it does not hold.
    pub fn assume(&mut self, cond: &Expr, syms: &[SymbolUse]) -> Result<TermId, String> {
        let state = self.state.clone().ok_or("no path is running")?;
        // The disjunction over the cases of (the case's condition ∧ cond's value there).
        let mut alternatives = Vec::new();
        for (added, _, r) in self.condition_cases(&state, cond, syms) {
            if let Ok(v) = r {
                let mut conj = v;
                for a in added {
                    conj = self.ex.terms.and(a, conj);
                }
                alternatives.push(conj);
            }
        }
        let mut c = self.ex.terms.fls();
        for alt in alternatives {
            c = self.ex.terms.or(c, alt);
        }
        let state = self.state.as_mut().unwrap();
        match self.ex.feasible(&state.path_condition, c) {
            Feasibility::Sat => {
                let (func, loc) = state.location();
                let origin = (func, self.ex.program.function(func).out_edges(loc).first().copied().unwrap_or(EdgeId(0)));
                state.add_constraint(&self.ex.terms, c, origin);
                // The fork (if any) must be re-executed under the new condition.
                self.fork = None;
                Ok(c)
            }
            Feasibility::Unsat => {
                Err("refused: the path condition and this assumption contradict each other (the state is unchanged)".into())
            }
            Feasibility::Unknown(r) => Err(format!("refused: the solver could not decide the assumption ({r}); the state is unchanged")),
        }
    }

    /// King's PROVE: is `pc ⟹ cond` valid? `Ok(None)` when it is; otherwise a model of the
    /// symbols that falsifies it (also where `cond` is undefined).
    pub fn prove(&mut self, cond: &Expr, syms: &[SymbolUse]) -> Result<Option<Vec<(String, TermId, i128)>>, String> {
        let state = self.view_or_globals()?;
        for (_, case, r) in self.condition_cases(&state, cond, syms) {
            let mut conj = case.path_condition.to_vec();
            match r {
                Ok(c) => {
                    let neg = self.ex.terms.not(c);
                    match self.ex.feasible(&case.path_condition, neg) {
                        Feasibility::Unsat => continue,
                        Feasibility::Unknown(r) => return Err(format!("the solver could not decide it: {r}")),
                        Feasibility::Sat => conj.push(neg),
                    }
                }
                // Undefined in this case: the case itself is the counterexample.
                Err(_) => {}
            }
            match crate::explore::symbol_model(&mut self.ex, &conj) {
                Ok(Some(values)) => return Ok(Some(values)),
                Ok(None) => continue,
                Err(r) => return Err(format!("the solver could not give a counterexample: {r}")),
            }
        }
        Ok(None)
    }

    /// The values of an expression by cases: for each, what it adds to the path condition and
    /// the value (or why it is undefined there).
    pub fn eval_by_cases(&mut self, e: &Expr, syms: &[SymbolUse]) -> Result<Vec<(Vec<TermId>, Result<TermId, String>)>, String> {
        let state = self.view_or_globals()?;
        Ok(self.condition_cases(&state, e, syms).into_iter().map(|(a, _, r)| (a, r)).collect())
    }

    /// The value of an expression in the current state (or at the end of the last path).
    pub fn eval(&mut self, e: &Expr, syms: &[SymbolUse]) -> Result<TermId, String> {
        let state = self.view().ok_or("no path has started")?.clone();
        let mut scratch = self.bind(&state, syms);
        self.ex.eval_expr(&mut scratch, e)
    }

    /// `set lhs = rhs`.
    pub fn set(&mut self, lhs: &Expr, rhs: &Expr, syms: &[SymbolUse]) -> Result<TermId, String> {
        let state = self.state.clone().ok_or("no path is running")?;
        if !self.ex.program.types.is_scalar(lhs.ty) || !self.ex.program.types.is_scalar(rhs.ty) {
            return Err("set assigns scalars (a number, a pointer); set the elements or fields one by one".into());
        }
        self.convertible(rhs.ty, lhs.ty)?;
        let mut scratch = self.bind(&state, syms);
        let rhs = rhs.clone().cast(lhs.ty);
        self.ex.assign_expr(&mut scratch, lhs, &rhs)?;
        // Keep the change, not the symbols' bindings.
        let globals = Rc::make_mut(&mut scratch.globals);
        for s in syms {
            globals.remove(&s.var);
        }
        let v = self.ex.eval_expr(&mut scratch.clone(), lhs)?;
        self.state = Some(scratch);
        self.fork = None;
        Ok(v)
    }

    /// `save [NAME]`: returns the state's number (from 1).
    pub fn save(&mut self, name: Option<String>) -> Result<usize, String> {
        let state = self.state.clone().ok_or("no path is running: nothing to save")?;
        if let Some(n) = &name {
            if n.chars().all(|c| c.is_ascii_digit()) {
                return Err("a state's name must not be a number (numbers are given by save)".into());
            }
            self.saved.retain(|s| s.name.as_deref() != Some(n.as_str()));
        }
        self.saved.push(Saved { name, state });
        Ok(self.saved.len())
    }

    /// `restore N|NAME`.
    pub fn restore(&mut self, which: &str) -> Result<usize, String> {
        let i = match which.parse::<usize>() {
            Ok(n) if n >= 1 && n <= self.saved.len() => n - 1,
            Ok(n) => return Err(format!("there is no saved state {n} ({} saved)", self.saved.len())),
            Err(_) => self
                .saved
                .iter()
                .position(|s| s.name.as_deref() == Some(which))
                .ok_or_else(|| format!("no saved state is named {which}"))?,
        };
        self.state = Some(self.saved[i].state.clone());
        self.ended = None;
        self.fork = None;
        Ok(i + 1)
    }

    /// King's TEST(limit): explores every path of the subtree below the current state with at
    /// most `limit` more edges each; the leaves are added to the session's tree.
    pub fn test(&mut self, limit: u64, options: &ExploreOptions) -> Result<(ExploreResult, std::ops::Range<usize>), String> {
        let state = self.state.clone().ok_or("no path is running: `call F(ARGS)` or `run` first")?;
        let saved = self.ex.limits.max_steps;
        self.ex.limits.max_steps = Some(state.steps.saturating_add(limit));
        let options = ExploreOptions { stop_at_first_error: false, keep_leaves: true, ..options.clone() };
        let mut result = explore(&mut self.ex, state, &options);
        self.ex.limits.max_steps = saved;
        for l in &mut result.leaves {
            if matches!(&l.terminal, Terminal::Cut(r) if r.starts_with("step limit")) {
                l.terminal = Terminal::Cut(format!("limit of {limit} statements reached"));
            }
        }
        let start = self.leaves.len();
        for l in &result.leaves {
            self.leaves.push(SessionLeaf { leaf: l.clone(), by_test: true });
        }
        Ok((result, start..self.leaves.len()))
    }

    /// Adds a breakpoint; returns its number.
    pub fn add_breakpoint(&mut self, at: BreakAt, condition: Option<(Expr, Vec<SymbolUse>, String)>) -> u32 {
        let id = self.next_breakpoint;
        self.next_breakpoint += 1;
        self.breakpoints.push(Breakpoint { id, at, condition });
        id
    }

    pub fn delete_breakpoint(&mut self, id: u32) -> Result<(), String> {
        let before = self.breakpoints.len();
        self.breakpoints.retain(|b| b.id != id);
        if self.breakpoints.len() == before {
            return Err(format!("there is no breakpoint {id}"));
        }
        Ok(())
    }

    /// The variables of the top frame (parameters and locals the program declared) and the
    /// scalar globals, as expressions to evaluate.
    pub fn variables(&self) -> (Vec<(String, Expr)>, Vec<(String, Expr)>) {
        let program = self.ex.program;
        let mut locals = Vec::new();
        if let Some(frame) = self.view().and_then(|s| s.frames.last()) {
            let f = program.function(frame.func);
            for &v in f.params.iter().chain(&f.locals) {
                let info = program.var(v);
                if matches!(info.kind, VarKind::Param(_) | VarKind::Local(_)) {
                    locals.push((info.name.clone(), Expr::var(info.ty, v)));
                }
            }
        }
        let mut globals = Vec::new();
        for &g in &program.globals {
            let info = program.var(g);
            if info.name.contains('$')
                || (info.name.starts_with("str") && info.address_taken)
                || matches!(program.types.get(info.ty), TypeData::Function { .. })
            {
                continue;
            }
            globals.push((info.name.clone(), Expr::var(info.ty, g)));
        }
        (locals, globals)
    }

    /// The value of an lvalue as text: scalars as terms, arrays and structs element by element
    /// (at most `max_elements` of an array).
    pub fn value_text(&mut self, e: &Expr, max_elements: u64) -> Result<String, String> {
        let program = self.ex.program;
        match program.types.get(e.ty).clone() {
            TypeData::Array(elem, n) => {
                let mut parts = Vec::new();
                for k in 0..n.min(max_elements) {
                    let ix = Expr::new(elem, ExprKind::Index(Box::new(e.clone()), Box::new(Expr::constant(effigy_ir::TypeTable::I32, k))));
                    parts.push(self.value_text(&ix, max_elements)?);
                }
                if n > max_elements {
                    parts.push(format!("… ({n} elements)"));
                }
                Ok(format!("{{{}}}", parts.join(", ")))
            }
            TypeData::Struct(sid) => {
                let def = program.types.structs[sid.0 as usize].clone();
                let mut parts = Vec::new();
                for (i, f) in def.fields.iter().enumerate() {
                    if f.bits.is_some() {
                        continue;
                    }
                    let fe = Expr::new(f.ty, ExprKind::Field(Box::new(e.clone()), i as u32));
                    parts.push(format!(".{} = {}", f.name, self.value_text(&fe, max_elements)?));
                }
                Ok(format!("{{{}}}", parts.join(", ")))
            }
            _ => {
                let t = self.eval(e, &[])?;
                Ok(self.term_text(t, e.ty))
            }
        }
    }

    /// A term as text; a constant is read in the type `ty` (signed or unsigned).
    pub fn term_text(&self, t: TermId, ty: TypeId) -> String {
        let program = self.ex.program;
        if let TermData::Bv { value, .. } = self.ex.terms.get(t) {
            if let Some(it) = program.types.as_int(ty) {
                return it.value(*value as u64).to_string();
            }
            if let Some(k) = program.types.as_float(ty) {
                return effigy_smt::float::display(crate::step::float::format(k), *value as u64);
            }
            if program.types.is_pointer(ty) {
                if *value == 0 {
                    return "NULL".into();
                }
                return self.address_text(*value as u64, ty).unwrap_or_else(|| format!("{:#x}", value));
            }
        }
        self.ex.terms.display(t).to_string()
    }

    /// A concrete address as the object it points into: `&a[2]`, `&x`, `&buf + 3`.
    fn address_text(&self, addr: u64, ty: TypeId) -> Option<String> {
        let state = self.view()?;
        let obj = state.memory.containing(addr)?;
        let o = state.memory.get(obj);
        let off = addr - o.base;
        let elem = self.ex.program.types.pointee(ty).map(|t| self.ex.program.types.size_of(t)).unwrap_or(1).max(1);
        Some(if off == 0 && o.size <= elem {
            format!("&{}", o.name)
        } else if off % elem == 0 {
            format!("&{}[{}]", o.name, off / elem)
        } else {
            format!("&{} + {off}", o.name)
        })
    }

    /// The current state as a leaf of the tree (its path so far), for views of the tree.
    pub fn current_leaf(&mut self) -> Option<Leaf> {
        let st = self.state.clone()?;
        Some(crate::explore::make_leaf(&mut self.ex, st, Terminal::Unknown("the current state".into())))
    }

    /// The call stack, innermost last: each frame's function and the span it is at.
    pub fn stack(&self) -> Vec<(String, Option<Span>)> {
        let Some(st) = self.view() else { return Vec::new() };
        st.frames.iter().map(|fr| (self.ex.program.function(fr.func).name.clone(), self.span_of_location(fr.func, fr.loc))).collect()
    }
}

/// Which side of a fork `go` takes.
#[derive(Clone, Copy, Debug)]
pub enum Pick {
    Direction(bool),
    Index(usize),
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
