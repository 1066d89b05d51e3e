//! Programs as control-flow automata: one graph per function, one operation per edge.
//!
//! Nodes are program locations ([`LocId`], local to a function); edges carry an [`EdgeKind`].
//! Branching is a set of [`EdgeKind::Assume`] edges whose conditions the front end makes
//! exhaustive and disjoint, except for `__VERIFIER_assume`, whose single edge blocks the paths
//! that violate it. Source spans and loop-head marks are side tables.

use std::fmt;

use crate::expr::{Expr, VarId};
use crate::types::{DataModel, TypeId, TypeTable};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeId(pub u32);
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

impl fmt::Display for LocId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "L{}", self.0)
    }
}
impl fmt::Display for EdgeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "E{}", self.0)
    }
}

/// A position in the original source (after following `#line` directives of the preprocessor).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub file: FileId,
    /// 1-based; 0 when unknown.
    pub line: u32,
    /// 1-based; 0 when unknown.
    pub column: u32,
}

impl Span {
    pub const NONE: Span = Span { file: FileId(0), line: 0, column: 0 };
    pub fn is_none(&self) -> bool {
        self.line == 0
    }
}

/// What makes reaching an [`EdgeKind::Error`] edge a violation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A call of `reach_error()` or `__VERIFIER_error()` (the SV-COMP unreach-call property).
    ReachError(String),
    /// A call of `__assert_fail` (a failing `assert`).
    AssertFail,
    /// A check of a property other than reachability failed (the symbolic step makes these;
    /// no edge of a lowered program carries one): which check, and what happened.
    Violation(Check, String),
}

/// The checks of SV-COMP's memory-safety and overflow properties, and effigy's others: what a
/// [`ErrorKind::Violation`] violates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Check {
    /// An access to memory that is not a live object's (null, out of bounds, freed, dead).
    Deref,
    /// `free` (or `realloc`) of a pointer that is not the start of a live heap block.
    Free,
    /// A heap block the program can no longer reach (a leak during the run).
    Memtrack,
    /// A heap block still allocated when the program ends.
    Memcleanup,
    /// Signed integer arithmetic whose result does not fit its type.
    Overflow,
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// A shift by a negative amount or by the width or more, or a left shift of a negative
    /// value (a non-negative one shifted past the range is an `Overflow`).
    Shift,
}

impl Check {
    pub const ALL: [Check; 7] =
        [Check::Deref, Check::Free, Check::Memtrack, Check::Memcleanup, Check::Overflow, Check::DivisionByZero, Check::Shift];

    /// The name as SV-COMP spells it (its subproperties; effigy's own for the last two).
    pub fn name(self) -> &'static str {
        match self {
            Check::Deref => "valid-deref",
            Check::Free => "valid-free",
            Check::Memtrack => "valid-memtrack",
            Check::Memcleanup => "valid-memcleanup",
            Check::Overflow => "no-overflow",
            Check::DivisionByZero => "no-division-by-zero",
            Check::Shift => "valid-shift",
        }
    }

    pub fn from_name(name: &str) -> Option<Check> {
        Check::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// How a path ends without error.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// `abort()`.
    Abort,
    /// `__builtin_trap()`: the program stops at once (gcc emits an invalid instruction: the
    /// process dies of SIGILL).
    Trap,
    /// `exit(code)`.
    Exit(Expr),
}

/// The name of the inputs that are standard input's bytes ([`HavocOrigin::Input`]), read by
/// the C library model's stdin: an `int`, 0..255 for a byte, -1 where the file ends. A replay
/// feeds them, in order, to the program as its standard input.
pub const STDIN_INPUT: &str = "stdin";

/// The C library model's globals that bound standard input: whether it is bounded (`int`), and
/// its most bytes (`size_t`); see [`Program::set_stdin_limit`].
pub const STDIN_BOUNDED_VAR: &str = "__effigy_stdin_bounded";
pub const STDIN_LIMIT_VAR: &str = "__effigy_stdin_limit";
/// The same for the files of `--sym-file` ([`Program::set_file_limit`]).
pub const FILES_BOUNDED_VAR: &str = "__effigy_files_bounded";
pub const FILES_LIMIT_VAR: &str = "__effigy_files_limit";
/// The C library model's flag that keeps the bytes its streams read, for seeking (set by
/// [`Program::set_keeps_bytes`] when the program seeks).
pub const KEEPS_BYTES_VAR: &str = "__effigy_keeps_bytes";
/// The C library model's flag that lets each file of `--sym-file` be missing (set by
/// [`Program::set_files_may_be_missing`]).
pub const FILES_MAY_BE_MISSING_VAR: &str = "__effigy_files_may_be_missing";
/// The C library model's flag that numbers file descriptors as glibc does (set by
/// [`Program::set_keeps_bytes`] when the program calls a function of descriptors).
pub const NUMBERS_DESCRIPTORS_VAR: &str = "__effigy_numbers_descriptors";

/// The name of the inputs that are the bytes of the `k`-th file of `--sym-file`
/// ([`Program::sym_files`]), as [`STDIN_INPUT`] for standard input.
pub fn file_input(k: usize) -> String {
    format!("file:{k}")
}

/// Which file of `--sym-file` an input's name says it is a byte of.
pub fn file_of_input(name: &str) -> Option<usize> {
    name.strip_prefix("file:")?.parse().ok().filter(|&k: &usize| k < 64)
}

/// The name of the input that says whether the `k`-th file of `--sym-file` is missing (an
/// `int`, 1: `fopen` fails with ENOENT; 0: the file exists), read once, where the program first
/// opens the file, when the files may be missing ([`Program::set_files_may_be_missing`]).
pub fn file_missing_input(k: usize) -> String {
    format!("missing:{k}")
}

/// Which file of `--sym-file` an input's name says is missing or not ([`file_missing_input`]).
pub fn missing_file_of_input(name: &str) -> Option<usize> {
    name.strip_prefix("missing:")?.parse().ok().filter(|&k: &usize| k < 64)
}

/// Where the fresh value of a [`EdgeKind::Havoc`] comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HavocOrigin {
    /// A program input: a call of `__VERIFIER_nondet_*` (its name), or a byte of standard
    /// input ([`STDIN_INPUT`]).
    Input(String),
    /// An uninitialised local variable.
    Uninit,
    /// Any value, as an analysis's transformation chooses it (how many iterations an
    /// accelerated loop skips, what those iterations leave): neither an input nor storage the
    /// program leaves uninitialised. The interpreter takes 0.
    Arbitrary,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    Skip,
    /// `lhs = rhs`; for structs and arrays a copy of the whole object.
    Assign {
        lhs: Expr,
        rhs: Expr,
    },
    /// `lhs` gets an arbitrary value of its type (for aggregates: every byte).
    Havoc {
        lhs: Expr,
        origin: HavocOrigin,
    },
    /// Continue only if the `bool` condition holds.
    Assume(Expr),
    /// Call a function with a body; the result (if any) is stored in `dest` on return.
    Call {
        dest: Option<Expr>,
        callee: FuncId,
        args: Vec<Expr>,
    },
    /// Leave the function (to its exit location) with an optional value.
    Return(Option<Expr>),
    /// `dest = malloc(size)` / `calloc` (zeroed); `size` is a `size_t` byte count. `stack`: an
    /// `alloca` block or a variable-length array, which lives until its function returns (and
    /// cannot be freed or reallocated).
    Alloc {
        dest: Expr,
        size: Expr,
        zeroed: bool,
        stack: bool,
    },
    /// `free(ptr)`.
    Free(Expr),
    /// The lifetime of automatic variables declared in a nested block starts (`starts`: at
    /// their declaration, or where a jump brings them into scope) or ends (control leaves
    /// their block: its end, `break`, `continue`, `goto`) — C11 6.2.4p6. The front end lists
    /// only variables that live in memory (their address is taken, or arrays and structs; the
    /// variables of [`Function::scoped`]) and, at ends, the pointers that hold a
    /// variable-length array's block. An access to an object whose lifetime has ended is
    /// undefined behaviour (valid-deref); so is one to a variable-length array after its block.
    Lifetime {
        vars: Vec<VarId>,
        starts: bool,
    },
    /// A call of a function the program declares but does not define and effigy does not
    /// model (an *unknown external function*), its arguments evaluated: it may change every
    /// object reachable through its pointer arguments or the globals (what the engines assume
    /// of it depends on their options). Its result, when `ret` is not `void`, is the next
    /// input, read by the `Havoc` with origin `Input(name)` that follows the edge.
    Extern {
        name: String,
        args: Vec<Expr>,
        ret: TypeId,
    },
    /// The behaviour is undefined if the edge is taken (why): a call through a function
    /// pointer that points to no function of its type.
    Undefined(String),
    /// The property is violated.
    Error(ErrorKind),
    /// The path ends without error.
    Terminate(Termination),
    /// A primitive of the C library model that is not C (output, the digits of a floating
    /// conversion): what it does is each machine's, see [`Primitive`].
    Primitive {
        dest: Option<Expr>,
        op: Primitive,
        args: Vec<Expr>,
    },
}

/// The C library model's primitives (`libc_model.c` calls them by their `__effigy_` names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Primitive {
    /// `write(fd, data, len)`: `len` bytes at `data` to the stream `fd` (1: standard output,
    /// 2: standard error). The interpreter prints them; the analyses read nothing (what a
    /// program prints changes nothing it can observe).
    Write,
    /// `dest = format_double(buf, cap, value, conv, prec, flags)`: the text of printf's
    /// conversion `conv` (`fFeEgGaA`) of the `double` `value` with precision `prec` (negative:
    /// none) and flags (`printf::FLAG_*`), at most `cap` bytes of it written at `buf`, as
    /// [`crate::printf::format_double`] says; `dest` (an `int`) gets its length. An analysis
    /// that does not know the value concretely stops with an unknown result.
    FormatDouble,
    /// `dest = setjmp(env)` (C11 7.13.1.1): records where to return in the jump buffer `env`
    /// and gives 0; a later `longjmp(env, v)` comes back here with `dest = v` (1 for 0).
    SetJmp,
    /// `longjmp(env, v)` (C11 7.13.2.1): back to the `setjmp` that filled `env`, whose
    /// function must still be running (else undefined), the functions called since it ended.
    /// The analyses do not follow it (an unknown result); the interpreter does.
    LongJmp,
}

impl Primitive {
    pub fn name(self) -> &'static str {
        match self {
            Primitive::Write => "write",
            Primitive::FormatDouble => "format_double",
            Primitive::SetJmp => "setjmp",
            Primitive::LongJmp => "longjmp",
        }
    }
    pub fn from_name(name: &str) -> Option<Primitive> {
        match name {
            "write" => Some(Primitive::Write),
            "format_double" => Some(Primitive::FormatDouble),
            "setjmp" => Some(Primitive::SetJmp),
            "longjmp" => Some(Primitive::LongJmp),
            _ => None,
        }
    }
    /// The number of arguments.
    pub fn arity(self) -> usize {
        match self {
            Primitive::Write => 3,
            Primitive::FormatDouble => 6,
            Primitive::SetJmp => 1,
            Primitive::LongJmp => 2,
        }
    }
}

impl EdgeKind {
    /// Every expression of the edge (lvalues included).
    pub fn for_each_expr(&self, f: &mut impl FnMut(&Expr)) {
        match self {
            EdgeKind::Assign { lhs, rhs } => {
                f(lhs);
                f(rhs);
            }
            EdgeKind::Havoc { lhs, .. } => f(lhs),
            EdgeKind::Assume(c) => f(c),
            EdgeKind::Call { dest, args, .. } => {
                dest.iter().for_each(&mut *f);
                args.iter().for_each(f);
            }
            EdgeKind::Extern { args, .. } => args.iter().for_each(f),
            EdgeKind::Primitive { dest, args, .. } => {
                dest.iter().for_each(&mut *f);
                args.iter().for_each(f);
            }
            EdgeKind::Return(Some(e)) | EdgeKind::Free(e) | EdgeKind::Terminate(Termination::Exit(e)) => f(e),
            EdgeKind::Alloc { dest, size, .. } => {
                f(dest);
                f(size);
            }
            EdgeKind::Return(None)
            | EdgeKind::Skip
            | EdgeKind::Lifetime { .. }
            | EdgeKind::Error(_)
            | EdgeKind::Undefined(_)
            | EdgeKind::Terminate(Termination::Abort | Termination::Trap) => {}
        }
    }
}

impl EdgeKind {
    /// Every expression of the edge (lvalues included), to change in place.
    pub fn for_each_expr_mut(&mut self, f: &mut impl FnMut(&mut Expr)) {
        match self {
            EdgeKind::Assign { lhs, rhs } => {
                f(lhs);
                f(rhs);
            }
            EdgeKind::Havoc { lhs, .. } => f(lhs),
            EdgeKind::Assume(c) => f(c),
            EdgeKind::Call { dest, args, .. } | EdgeKind::Primitive { dest, args, .. } => {
                dest.iter_mut().for_each(&mut *f);
                args.iter_mut().for_each(f);
            }
            EdgeKind::Extern { args, .. } => args.iter_mut().for_each(f),
            EdgeKind::Return(Some(e)) | EdgeKind::Free(e) | EdgeKind::Terminate(Termination::Exit(e)) => f(e),
            EdgeKind::Alloc { dest, size, .. } => {
                f(dest);
                f(size);
            }
            EdgeKind::Return(None)
            | EdgeKind::Skip
            | EdgeKind::Lifetime { .. }
            | EdgeKind::Error(_)
            | EdgeKind::Undefined(_)
            | EdgeKind::Terminate(Termination::Abort | Termination::Trap) => {}
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: LocId,
    pub to: LocId,
    pub kind: EdgeKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    Global,
    Param(FuncId),
    Local(FuncId),
    /// Introduced by the front end (call results, values of `?:`, `&&`, `++`).
    Temp(FuncId),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VarInfo {
    /// Unique among the globals, or among the variables of its function.
    pub name: String,
    pub ty: TypeId,
    pub kind: VarKind,
    /// Its address is taken somewhere: it must live in memory.
    pub address_taken: bool,
}

impl VarInfo {
    pub fn is_global(&self) -> bool {
        self.kind == VarKind::Global
    }
    pub fn function(&self) -> Option<FuncId> {
        match self.kind {
            VarKind::Global => None,
            VarKind::Param(f) | VarKind::Local(f) | VarKind::Temp(f) => Some(f),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub name: String,
    pub params: Vec<VarId>,
    pub ret: TypeId,
    /// Locals and temporaries (not the parameters), in declaration order.
    pub locals: Vec<VarId>,
    /// The locals of nested blocks whose lifetime [`EdgeKind::Lifetime`] edges start and end,
    /// sorted: their objects are dead from the function's entry until their start.
    pub scoped: Vec<VarId>,
    pub entry: LocId,
    pub exit: LocId,
    pub edges: Vec<Edge>,
    /// Side table: the source span of each edge.
    pub edge_spans: Vec<Span>,
    /// Side table: which locations are loop heads (targets of back edges).
    pub loop_heads: Vec<bool>,
    /// Side table: outgoing edges of each location.
    out_edges: Vec<Vec<EdgeId>>,
    pub span: Span,
    /// Side table: the source's coverage goals (Test-Comp's branch goals: each side of an `if`,
    /// a loop's body and its exit, each arm of `?:`, each `case` and `default` label), each as
    /// the edges that lead into it — a run covers the goal when it takes one. The front end
    /// names goal locations ([`Function::add_goal`]); [`Function::compact`] turns them into
    /// edges, so that contracting and renumbering keep them. Not part of the text form.
    pub goals: Vec<Goal>,
    goal_locs: Vec<(LocId, Span)>,
}

/// A coverage goal: covered when a run takes one of `edges` (none: the goal is unreachable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    pub span: Span,
    pub edges: Vec<EdgeId>,
}

impl Function {
    /// A function with an entry and an exit location and no edges.
    pub fn new(name: String, ret: TypeId, span: Span) -> Function {
        let mut f = Function {
            name,
            params: Vec::new(),
            ret,
            locals: Vec::new(),
            scoped: Vec::new(),
            entry: LocId(0),
            exit: LocId(0),
            edges: Vec::new(),
            edge_spans: Vec::new(),
            loop_heads: Vec::new(),
            out_edges: Vec::new(),
            span,
            goals: Vec::new(),
            goal_locs: Vec::new(),
        };
        f.entry = f.new_loc();
        f.exit = f.new_loc();
        f
    }
    pub fn new_loc(&mut self) -> LocId {
        let id = LocId(self.out_edges.len() as u32);
        self.out_edges.push(Vec::new());
        self.loop_heads.push(false);
        id
    }
    pub fn num_locs(&self) -> usize {
        self.out_edges.len()
    }
    pub fn locs(&self) -> impl Iterator<Item = LocId> {
        (0..self.out_edges.len() as u32).map(LocId)
    }
    pub fn add_edge(&mut self, from: LocId, to: LocId, kind: EdgeKind, span: Span) -> EdgeId {
        let id = EdgeId(self.edges.len() as u32);
        self.edges.push(Edge { from, to, kind });
        self.edge_spans.push(span);
        self.out_edges[from.0 as usize].push(id);
        id
    }
    pub fn edge(&self, e: EdgeId) -> &Edge {
        &self.edges[e.0 as usize]
    }
    pub fn span_of(&self, e: EdgeId) -> Span {
        self.edge_spans[e.0 as usize]
    }
    pub fn out_edges(&self, l: LocId) -> &[EdgeId] {
        &self.out_edges[l.0 as usize]
    }
    /// Where location `l` is in the main input file: the earliest position of its outgoing
    /// edges there (a loop head: its condition, or its body's first statement).
    pub fn main_file_span(&self, l: LocId) -> Option<Span> {
        self.out_edges(l).iter().map(|&e| self.span_of(e)).filter(|s| s.file.0 == 0 && s.line > 0).min_by_key(|s| (s.line, s.column))
    }
    pub fn is_loop_head(&self, l: LocId) -> bool {
        self.loop_heads[l.0 as usize]
    }
    pub fn set_loop_head(&mut self, l: LocId, yes: bool) {
        self.loop_heads[l.0 as usize] = yes;
    }
    /// Checks `cond` (a `bool`) whenever `l` is reached: `l` keeps its incoming edges and its
    /// loop-head mark and gets a complementary pair, `assume(cond)` to a new location that
    /// takes over `l`'s outgoing edges, and `assume(!cond)` to a new location whose one edge is
    /// `fail` (an error edge, say). An invariant checked at a loop head becomes part of the
    /// property every engine checks (k-induction then assumes it in its step case).
    pub fn guard_location(&mut self, l: LocId, cond: crate::Expr, fail: EdgeKind, span: Span) {
        let rest = self.new_loc();
        let outs = std::mem::take(&mut self.out_edges[l.0 as usize]);
        for &e in &outs {
            self.edges[e.0 as usize].from = rest;
        }
        self.out_edges[rest.0 as usize] = outs;
        let bad = self.new_loc();
        let sink = self.new_loc();
        self.add_edge(l, rest, EdgeKind::Assume(cond.clone()), span);
        self.add_edge(l, bad, EdgeKind::Assume(cond.not()), span);
        self.add_edge(bad, sink, fail, span);
    }
    /// A coverage goal: reaching location `l` (of the function as lowered, before `compact`).
    pub fn add_goal(&mut self, l: LocId, span: Span) {
        self.goal_locs.push((l, span));
    }

    /// The edges that lead into `l` once skip-only locations are contracted: an edge from a
    /// location whose only outgoing edge is this skip is replaced by the edges into that
    /// location (as `contract_skips` forwards them).
    fn edges_into(&self, l: LocId, incoming: &[Vec<EdgeId>], seen: &mut Vec<bool>, out: &mut Vec<EdgeId>) {
        if std::mem::replace(&mut seen[l.0 as usize], true) {
            return;
        }
        for &e in &incoming[l.0 as usize] {
            let from = self.edges[e.0 as usize].from;
            let contracted =
                from != self.entry && self.out_edges[from.0 as usize].len() == 1 && self.edges[e.0 as usize].kind == EdgeKind::Skip;
            if contracted {
                self.edges_into(from, incoming, seen, out);
            } else {
                out.push(e);
            }
        }
    }

    /// Removes locations unreachable from the entry (keeping the exit), renumbering locations
    /// in order of first reach so that the text form reads top to bottom; recomputes loop heads
    /// as the targets of DFS back edges.
    pub fn compact(&mut self) {
        // Goals become the edges into their locations, followed through the renumbering.
        let mut goal_edges: Vec<(Span, Vec<EdgeId>)> = Vec::new();
        if !self.goal_locs.is_empty() {
            let mut incoming = vec![Vec::new(); self.num_locs()];
            for (i, e) in self.edges.iter().enumerate() {
                incoming[e.to.0 as usize].push(EdgeId(i as u32));
            }
            for &(l, span) in &std::mem::take(&mut self.goal_locs) {
                let mut edges = Vec::new();
                self.edges_into(l, &incoming, &mut vec![false; self.num_locs()], &mut edges);
                goal_edges.push((span, edges));
            }
        }
        let contracted = self.contract_skips();
        let n = self.num_locs();
        let mut order: Vec<LocId> = Vec::with_capacity(n);
        let mut new_id = vec![u32::MAX; n];
        // Iterative DFS in edge order, preorder numbering.
        let mut stack = vec![self.entry];
        while let Some(l) = stack.pop() {
            if new_id[l.0 as usize] != u32::MAX {
                continue;
            }
            new_id[l.0 as usize] = order.len() as u32;
            order.push(l);
            for &e in self.out_edges[l.0 as usize].iter().rev() {
                let to = self.edges[e.0 as usize].to;
                if new_id[to.0 as usize] == u32::MAX {
                    stack.push(to);
                }
            }
        }
        if new_id[self.exit.0 as usize] == u32::MAX {
            new_id[self.exit.0 as usize] = order.len() as u32;
            order.push(self.exit);
        }
        let old_edges = std::mem::take(&mut self.edges);
        let old_spans = std::mem::take(&mut self.edge_spans);
        let old_out = std::mem::take(&mut self.out_edges);
        self.loop_heads.clear();
        for _ in 0..order.len() {
            self.new_loc();
        }
        let mut renumbered = vec![None; old_edges.len()];
        for &old in &order {
            for &e in &old_out[old.0 as usize] {
                let edge = &old_edges[e.0 as usize];
                let from = LocId(new_id[edge.from.0 as usize]);
                let to = LocId(new_id[edge.to.0 as usize]);
                renumbered[e.0 as usize] = Some(self.add_edge(from, to, edge.kind.clone(), old_spans[e.0 as usize]));
            }
        }
        self.entry = LocId(new_id[self.entry.0 as usize]);
        self.exit = LocId(new_id[self.exit.0 as usize]);
        self.mark_loop_heads();
        // Edges of unreachable locations are gone: a goal behind them has no edge.
        for (span, edges) in goal_edges {
            let mut edges: Vec<EdgeId> =
                edges.iter().filter_map(|e| contracted[e.0 as usize]).filter_map(|e| renumbered[e.0 as usize]).collect();
            edges.sort();
            edges.dedup();
            self.goals.push(Goal { span, edges });
        }
    }

    /// Redirects edges that lead to a location whose only outgoing edge is a `Skip` to that
    /// skip's final target (the entry and cycles of skips, e.g. `while (1) {}`, are kept).
    /// Returns each old edge's new id (`None`: removed).
    fn contract_skips(&mut self) -> Vec<Option<EdgeId>> {
        let n = self.num_locs();
        let skip_target = |f: &Function, l: LocId| -> Option<LocId> {
            match f.out_edges[l.0 as usize].as_slice() {
                [e] if f.edges[e.0 as usize].kind == EdgeKind::Skip && l != f.entry => Some(f.edges[e.0 as usize].to),
                _ => None,
            }
        };
        let mut target: Vec<LocId> = (0..n as u32).map(LocId).collect();
        for l in 0..n {
            let start = LocId(l as u32);
            let mut cur = start;
            let mut steps = 0;
            while let Some(next) = skip_target(self, cur) {
                cur = next;
                steps += 1;
                if steps > n {
                    cur = start; // a cycle of skips: keep it
                    break;
                }
            }
            target[l] = cur;
        }
        let mut keep = vec![true; self.edges.len()];
        for (i, edge) in self.edges.iter_mut().enumerate() {
            let from_forwarded = target[edge.from.0 as usize] != edge.from;
            if from_forwarded {
                // The skip edge of a forwarded location is no longer needed.
                keep[i] = false;
            } else {
                edge.to = target[edge.to.0 as usize];
            }
        }
        let edges = std::mem::take(&mut self.edges);
        let spans = std::mem::take(&mut self.edge_spans);
        for o in self.out_edges.iter_mut() {
            o.clear();
        }
        let mut map = Vec::with_capacity(keep.len());
        for ((edge, span), k) in edges.into_iter().zip(spans).zip(keep) {
            map.push(k.then(|| self.add_edge(edge.from, edge.to, edge.kind, span)));
        }
        map
    }

    /// Sets [`Function::scoped`] to the variables whose lifetime an edge starts.
    pub fn set_scoped_from_edges(&mut self) {
        let mut scoped: Vec<VarId> = Vec::new();
        for e in &self.edges {
            if let EdgeKind::Lifetime { vars, starts: true } = &e.kind {
                scoped.extend(vars);
            }
        }
        scoped.sort();
        scoped.dedup();
        self.scoped = scoped;
    }

    /// Marks as loop heads the targets of back edges of a depth-first search from the entry.
    pub fn mark_loop_heads(&mut self) {
        let n = self.num_locs();
        for h in self.loop_heads.iter_mut() {
            *h = false;
        }
        // 0 = unvisited, 1 = on stack, 2 = done
        let mut state = vec![0u8; n];
        let mut stack: Vec<(LocId, usize)> = vec![(self.entry, 0)];
        state[self.entry.0 as usize] = 1;
        while let Some(&mut (l, ref mut i)) = stack.last_mut() {
            let outs = &self.out_edges[l.0 as usize];
            if *i < outs.len() {
                let to = self.edges[outs[*i].0 as usize].to;
                *i += 1;
                match state[to.0 as usize] {
                    0 => {
                        state[to.0 as usize] = 1;
                        stack.push((to, 0));
                    }
                    1 => self.loop_heads[to.0 as usize] = true,
                    _ => {}
                }
            } else {
                state[l.0 as usize] = 2;
                stack.pop();
            }
        }
    }
}

/// An assignment that initialises (part of) a global before the entry function runs.
/// Globals not mentioned are zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalInit {
    pub lhs: Expr,
    pub rhs: Expr,
}

/// A whole program.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub types: TypeTable,
    pub vars: Vec<VarInfo>,
    pub globals: Vec<VarId>,
    pub global_inits: Vec<GlobalInit>,
    pub functions: Vec<Function>,
    /// Side table: source file names, indexed by [`FileId`].
    pub files: Vec<String>,
    /// Side table: variables aligned beyond their type (gcc's `aligned(N)` on a variable).
    pub alignments: Vec<(VarId, u64)>,
    /// Side table: at each `return` of `main` (by its span; the closing brace for falling off
    /// the end), the locals of `main` declared in blocks that have ended there. Their values
    /// are gone when `main` returns: a heap block only they point to is lost (valid-memtrack).
    pub out_of_scope_at_return: Vec<(Span, Vec<VarId>)>,
    /// The most bytes standard input has, as the C library model was lowered (`--sym-stdin`);
    /// `None`: any number. A search that covers every input covers every standard input only
    /// without a bound.
    pub stdin_limit: Option<u64>,
    /// The files the program may open for reading (`--sym-file NAME`), in order: the k-th one's
    /// bytes are the inputs [`file_input`]`(k)`.
    pub sym_files: Vec<String>,
    /// The environment the program runs in (`NAME=VALUE`, `--env`): the C library model's
    /// `getenv` finds these and no other; the replay runs gcc's program in it.
    pub environment: Vec<String>,
    /// The most bytes each of those files has (`--sym-file-size`); `None`: any number.
    pub file_limit: Option<u64>,
    /// Whether each of those files may also be missing (`--sym-file-missing`): whether it
    /// exists is then an input ([`file_missing_input`]).
    pub files_may_be_missing: bool,
}

impl Program {
    pub fn new(data_model: DataModel) -> Program {
        Program {
            types: TypeTable::new(data_model),
            vars: Vec::new(),
            globals: Vec::new(),
            global_inits: Vec::new(),
            functions: Vec::new(),
            files: Vec::new(),
            alignments: Vec::new(),
            out_of_scope_at_return: Vec::new(),
            stdin_limit: None,
            sym_files: Vec::new(),
            environment: Vec::new(),
            file_limit: None,
            files_may_be_missing: false,
        }
    }
    /// Bounds standard input to `limit` bytes (`None`: any number): the initial values of the
    /// C library model's [`STDIN_BOUNDED_VAR`] and [`STDIN_LIMIT_VAR`], which its stdin reads
    /// (a program that does not read standard input has neither).
    pub fn set_stdin_limit(&mut self, limit: Option<u64>) {
        self.set_bound(STDIN_BOUNDED_VAR, STDIN_LIMIT_VAR, limit);
        self.stdin_limit = limit;
    }
    /// Bounds each file of `--sym-file` to `limit` bytes, as [`Program::set_stdin_limit`] does
    /// standard input ([`FILES_BOUNDED_VAR`], [`FILES_LIMIT_VAR`]).
    pub fn set_file_limit(&mut self, limit: Option<u64>) {
        self.set_bound(FILES_BOUNDED_VAR, FILES_LIMIT_VAR, limit);
        self.file_limit = limit;
    }
    fn set_bound(&mut self, bounded: &str, most: &str, limit: Option<u64>) {
        self.set_model_global(bounded, limit.is_some() as u64);
        self.set_model_global(most, limit.unwrap_or(0));
    }
    /// Lets each file of `--sym-file` be missing or not, an input ([`FILES_MAY_BE_MISSING_VAR`]).
    pub fn set_files_may_be_missing(&mut self, may: bool) {
        self.set_model_global(FILES_MAY_BE_MISSING_VAR, may as u64);
        self.files_may_be_missing = may;
    }
    /// Sets the C library model's [`KEEPS_BYTES_VAR`] when the program seeks in a stream (calls
    /// the model's `fseek`, `ftell`, `rewind` or `lseek`, which are lowered only when called): its
    /// streams then keep the bytes they read, which no other program pays for. Likewise
    /// [`NUMBERS_DESCRIPTORS_VAR`] when it calls `open`, `read`, `write`, `lseek` or `close`:
    /// every file opened then takes a descriptor number (glibc's fopen gives one too, which
    /// those may name).
    pub fn set_keeps_bytes(&mut self) {
        let descriptors = ["open", "read", "write", "lseek", "close"]
            .iter()
            .any(|n| self.function_by_name(n).is_some_and(|f| !self.function(f).edges.is_empty()));
        self.set_model_global(NUMBERS_DESCRIPTORS_VAR, descriptors as u64);
        let seeks = ["fseek", "ftell", "rewind", "lseek"]
            .iter()
            .any(|n| self.function_by_name(n).is_some_and(|f| !self.function(f).edges.is_empty()));
        self.set_model_global(KEEPS_BYTES_VAR, seeks as u64);
    }
    /// The initial value of a global of the C library model (none: nothing to set).
    fn set_model_global(&mut self, name: &str, value: u64) {
        let Some(&v) = self.globals.iter().find(|&&v| self.var(v).name == name) else { return };
        let ty = self.var(v).ty;
        let bits = self.types.scalar_int(ty).map_or(64, |it| it.bits);
        let rhs = Expr::constant(ty, value & crate::types::mask(bits));
        match self.global_inits.iter_mut().find(|i| matches!(i.lhs.kind, crate::ExprKind::Var(w) if w == v)) {
            Some(init) => init.rhs = rhs,
            None => self.global_inits.push(GlobalInit { lhs: Expr::new(ty, crate::ExprKind::Var(v)), rhs }),
        }
    }
    /// Whether some function reads the bytes of a file of `--sym-file`.
    pub fn reads_files(&self) -> bool {
        !self.sym_files.is_empty()
            && self.functions.iter().any(|f| {
                f.edges
                    .iter()
                    .any(|e| matches!(&e.kind, EdgeKind::Havoc { origin: HavocOrigin::Input(n), .. } if file_of_input(n).is_some()))
            })
    }
    /// Whether the program opens a file of `--sym-file` that may be missing (reads whether it
    /// is: [`file_missing_input`]), whether or not it reads its bytes.
    pub fn asks_missing_files(&self) -> bool {
        self.files_may_be_missing
            && self.functions.iter().any(|f| {
                f.edges
                    .iter()
                    .any(|e| matches!(&e.kind, EdgeKind::Havoc { origin: HavocOrigin::Input(n), .. } if missing_file_of_input(n).is_some()))
            })
    }
    /// Whether the program reads its environment (calls the C library model's `getenv`, which
    /// is lowered only when called).
    pub fn reads_environment(&self) -> bool {
        self.function_by_name("getenv").is_some_and(|f| !self.function(f).edges.is_empty())
    }
    /// Whether some function reads standard input's bytes (the C library model's stdin).
    pub fn reads_stdin(&self) -> bool {
        self.functions
            .iter()
            .any(|f| f.edges.iter().any(|e| matches!(&e.kind, EdgeKind::Havoc { origin: HavocOrigin::Input(n), .. } if n == STDIN_INPUT)))
    }
    /// The alignment of a variable's object: its type's, or more if the program asks.
    pub fn var_align(&self, v: VarId) -> u64 {
        let natural = self.types.align_of(self.var(v).ty);
        self.alignments.iter().find(|(w, _)| *w == v).map_or(natural, |&(_, a)| a.max(natural))
    }
    /// Whether a variable's value lives in memory, as an object with an address: its address
    /// is taken, or it is an array or a struct (or union).
    pub fn var_in_memory(&self, v: VarId) -> bool {
        let info = self.var(v);
        info.address_taken || matches!(self.types.get(info.ty), crate::types::TypeData::Array(..) | crate::types::TypeData::Struct(_))
    }
    pub fn data_model(&self) -> DataModel {
        self.types.data_model
    }
    pub fn var(&self, v: VarId) -> &VarInfo {
        &self.vars[v.0 as usize]
    }
    pub fn add_var(&mut self, info: VarInfo) -> VarId {
        let id = VarId(self.vars.len() as u32);
        if info.kind == VarKind::Global {
            self.globals.push(id);
        }
        self.vars.push(info);
        id
    }
    pub fn function(&self, f: FuncId) -> &Function {
        &self.functions[f.0 as usize]
    }
    pub fn function_mut(&mut self, f: FuncId) -> &mut Function {
        &mut self.functions[f.0 as usize]
    }
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions.iter().position(|f| f.name == name).map(|i| FuncId(i as u32))
    }
    pub fn func_ids(&self) -> impl Iterator<Item = FuncId> {
        (0..self.functions.len() as u32).map(FuncId)
    }
    /// Whether a function `entry` may call (its calls, theirs, and so on: a call through a
    /// pointer is lowered to calls of the functions whose address is taken) has an
    /// [`EdgeKind::Error`] edge, reachable in its CFA or not. Without one, no execution of the
    /// program's semantics errs: a path can end only as it returns, exits, aborts, or meets
    /// undefined behaviour.
    pub fn error_in_call_graph(&self, entry: FuncId) -> bool {
        let mut seen = vec![false; self.functions.len()];
        let mut todo = vec![entry];
        seen[entry.0 as usize] = true;
        while let Some(f) = todo.pop() {
            for e in &self.function(f).edges {
                match &e.kind {
                    EdgeKind::Error(_) => return true,
                    EdgeKind::Call { callee, .. } if !seen[callee.0 as usize] => {
                        seen[callee.0 as usize] = true;
                        todo.push(*callee);
                    }
                    _ => {}
                }
            }
        }
        false
    }
    /// Whether any function has an [`EdgeKind::Error`] edge: without one, no path violates
    /// the property.
    pub fn has_error_edges(&self) -> bool {
        self.functions.iter().any(|f| f.locs().any(|l| f.out_edges(l).iter().any(|&e| matches!(f.edge(e).kind, EdgeKind::Error(_)))))
    }
    pub fn file_id(&mut self, name: &str) -> FileId {
        match self.files.iter().position(|f| f == name) {
            Some(i) => FileId(i as u32),
            None => {
                self.files.push(name.to_string());
                FileId(self.files.len() as u32 - 1)
            }
        }
    }
    pub fn file_name(&self, f: FileId) -> &str {
        self.files.get(f.0 as usize).map(String::as_str).unwrap_or("<unknown>")
    }
    /// `file:line:column` of a span, for messages.
    pub fn describe_span(&self, s: Span) -> String {
        if s.is_none() {
            "<unknown location>".to_string()
        } else {
            format!("{}:{}:{}", self.file_name(s.file), s.line, s.column)
        }
    }
}
