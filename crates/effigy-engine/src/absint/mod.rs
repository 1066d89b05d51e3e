//! `--engine absint`: abstract interpretation over intervals and congruences (Cousot and
//! Cousot; Granger), as a configurable program analysis in the sense of the CEGAR seed's §3 —
//! a state per location, *merge-join* and *stop-sep* at loop heads with widening after a few
//! visits, *merge-sep* (up to [`MAX_DISJUNCTS`] states) elsewhere, so that a branch's
//! correlations survive until the next loop head (the `tmp = c; assert(tmp)` of the front end,
//! `assume_abort_if_not`).
//!
//! The domain: an interval per integer, `_Bool` and float variable that lives in no memory
//! (no address taken, not in a nested block's objects) — C's wrap-around where C wraps,
//! IEEE binary32/binary64 bounds computed as the program computes (`values.rs`), NaN as a
//! flag — with a congruence `x ≡ r (mod m)` beside each integer's interval; the elements of
//! small arrays one by one; and the scalars whose address is taken but only flows into
//! pointer variables (`pointers.rs`), with those pointers as sets of the variables they may
//! point to (and null). Everything else in memory, and every other pointer, is *any value of
//! its type*. Widening jumps to the next of the program's constants (±1) or the type's bound
//! (thresholds). Functions are analysed at each call with the caller's values; a recursive
//! function with one summary (its entries joined, its exits joined, rounds until neither
//! grows, widened after a few).
//!
//! It proves, and never refutes: the answer is TRUE when the fixpoint reaches no error edge
//! and every operation on the way is shown free of undefined behaviour (signed overflow,
//! division by zero, shifts, float-to-integer conversions, array indices, lifetimes, null
//! and dangling dereferences); at the first operation it cannot show safe — a dereference of
//! a pointer it does not follow included — it stops with UNKNOWN naming it. No heap: an
//! allocation is UNKNOWN, so the memory properties (valid-memtrack, valid-memcleanup) hold
//! whenever the answer is TRUE.

mod pointers;
mod values;

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use effigy_ir::{BinOp, EdgeId, EdgeKind, Expr, ExprKind, FuncId, IntType, LocId, LoopInfo, Program, Span, TypeData, TypeId, UnOp, VarId};
use effigy_smt::hash::FxHashMap as HashMap;

use crate::explore::Verdict;
use crate::invariant::{HeadInvariant, Relation};
use values::{next_down, next_up, Cong, FItv, Itv};

use effigy_ir::types::FloatKind;

/// States kept apart at a location that is not a loop head; more are joined.
const MAX_DISJUNCTS: usize = 16;
/// Visits of a loop head that join before widening starts.
const WIDENING_DELAY: u32 = 3;
/// Remembered analyses per function (entry state → exit states).
const MEMO_PER_FUNCTION: usize = 64;
/// The longest array whose elements are tracked one by one.
const MAX_CELLS: u64 = 64;
/// Arrivals at a loop head kept apart (the first iterations unrolled) before they are joined.
const UNROLL: u32 = 8;
/// An unbounded side of a kept difference (beyond any difference of two C integers).
const BIG: i128 = 1 << 100;
/// The most pairs of variables whose differences are kept.
const MAX_PAIRS: usize = 512;
/// Rounds of a recursive function's analysis that join its entries and exits before widening.
const RECURSION_DELAY: u32 = 3;

#[derive(Clone, Debug)]
pub struct AbsintOptions {
    /// CPU time.
    pub timeout: Option<Duration>,
    /// Edges followed, at most (the same answer under any load).
    pub max_steps: u64,
    /// Whether reaching `reach_error` (or a failing `assert`) violates the property; when not
    /// (memory safety, overflow), a call that aborts ends its path, as the symbolic step has it.
    pub errors: bool,
}

impl Default for AbsintOptions {
    fn default() -> Self {
        AbsintOptions { timeout: None, max_steps: 2_000_000, errors: true }
    }
}

#[derive(Clone, Debug, Default)]
pub struct AbsintStats {
    /// Edges followed.
    pub steps: u64,
    /// Widenings at loop heads.
    pub widenings: u64,
    /// Function analyses (a call analysed anew, or taken from the memo).
    pub calls: u64,
    /// Rounds of recursive functions' summaries.
    pub recursion_rounds: u64,
}

pub struct AbsintResult {
    pub verdict: Verdict,
    /// With TRUE: the integer ranges at `main`'s loop heads (for correctness witnesses).
    pub invariants: Vec<HeadInvariant>,
    pub stats: AbsintStats,
}

/// Why the analysis stopped without a proof: what it could not show safe, and where.
struct Fail {
    why: String,
    span: Span,
}

type R<T> = Result<T, Fail>;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Val {
    /// An integer or `_Bool` (0 or 1).
    Int(Itv),
    Float(FItv),
    /// A pointer to one of the followed variables (`pointers.rs`) or null.
    Ptr(Pts),
    /// A pointer not followed, or anything else not tracked.
    Top,
}

/// A points-to set: the followed variables a pointer may point to (bits of
/// `Pointers::slot`), and whether it may be null. Nothing else: any other pointer is `Top`.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pts {
    mask: u64,
    null: bool,
}

impl Pts {
    const NULL: Pts = Pts { mask: 0, null: true };
    fn join(self, o: Pts) -> Pts {
        Pts { mask: self.mask | o.mask, null: self.null || o.null }
    }
    fn within(self, o: Pts) -> bool {
        self.mask & !o.mask == 0 && (!self.null || o.null)
    }
    /// It designates exactly one thing (null, or one variable).
    fn single(self) -> bool {
        self.mask.count_ones() + self.null as u32 == 1
    }
}

/// The abstract state: a value per tracked variable (absent: any value of its type), the
/// nested-block objects that may be dead, and what a `return` gave.
#[derive(Clone, Debug, PartialEq, Default)]
struct AState {
    vals: BTreeMap<VarId, Val>,
    /// The elements of the tracked arrays (absent: any value of the element type).
    cells: BTreeMap<(VarId, u32), Val>,
    /// Congruences of integer variables beside their intervals (a variable whose interval is
    /// one value is exactly that value, without an entry).
    cong: BTreeMap<VarId, Cong>,
    /// Differences of related integer variables (`Analyzer::partners`): `(a, b)` with `a < b`
    /// maps to the values of `a - b` (zones' constraints, kept without closure; absent: what
    /// the intervals give).
    rel: BTreeMap<(VarId, VarId), Itv>,
    /// Differences of related unsigned variables of one type modulo 2^bits: `(a, b)` with
    /// `a < b` maps to `((a - b) mod 2^bits, bits)` — what wraps alike stays related (`x = w`,
    /// then `++w, ++x` forever).
    modrel: BTreeMap<(VarId, VarId), (i128, u32)>,
    dead: BTreeSet<VarId>,
    ret: Option<Val>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Int(IntType),
    Bool,
    Float(FloatKind),
    Ptr,
    Other,
}

fn join_val(a: Val, b: Val) -> Val {
    match (a, b) {
        (Val::Int(x), Val::Int(y)) => Val::Int(x.join(y)),
        (Val::Float(x), Val::Float(y)) => Val::Float(x.join(y)),
        (Val::Ptr(x), Val::Ptr(y)) => Val::Ptr(x.join(y)),
        _ => Val::Top,
    }
}

fn val_within(a: Val, b: Val) -> bool {
    match (a, b) {
        (_, Val::Top) => true,
        (Val::Int(x), Val::Int(y)) => x.within(y),
        (Val::Float(x), Val::Float(y)) => x.within(y),
        (Val::Ptr(x), Val::Ptr(y)) => x.within(y),
        _ => false,
    }
}

impl AState {
    /// Forgets what it knows of the variables `gone` names: values, elements, congruences and
    /// differences.
    fn forget(&mut self, gone: impl Fn(VarId) -> bool) {
        self.vals.retain(|v, _| !gone(*v));
        self.cells.retain(|c, _| !gone(c.0));
        self.cong.retain(|v, _| !gone(*v));
        self.rel.retain(|(a, b), _| !gone(*a) && !gone(*b));
        self.modrel.retain(|(a, b), _| !gone(*a) && !gone(*b));
    }

    /// Forgets the globals (`global`: per variable).
    fn forget_globals(&mut self, global: &[bool]) {
        self.forget(|v| global[v.0 as usize]);
    }

    /// The globals' values and elements as `o` has them.
    fn take_globals(&mut self, o: &AState, global: &[bool]) {
        self.forget_globals(global);
        self.vals.extend(o.vals.iter().filter(|(v, _)| global[v.0 as usize]));
        self.cells.extend(o.cells.iter().filter(|(c, _)| global[c.0 .0 as usize]));
        self.cong.extend(o.cong.iter().filter(|(v, _)| global[v.0 as usize]));
        self.rel.extend(o.rel.iter().filter(|((a, b), _)| global[a.0 as usize] && global[b.0 as usize]));
        self.modrel.extend(o.modrel.iter().filter(|((a, b), _)| global[a.0 as usize] && global[b.0 as usize]));
    }

    /// `(a - b) mod 2^bits`, when one value: kept, or from an exact difference.
    fn mod_diff(&self, a: VarId, b: VarId, bits: u32) -> Option<i128> {
        let m = 1i128 << bits;
        let kept = if a < b {
            self.modrel.get(&(a, b)).filter(|k| k.1 == bits).map(|k| k.0)
        } else {
            self.modrel.get(&(b, a)).filter(|k| k.1 == bits).map(|k| (-k.0).rem_euclid(m))
        };
        kept.or_else(|| self.diff(a, b)?.as_point().map(|d| d.rem_euclid(m)))
    }

    fn set_mod_diff(&mut self, a: VarId, b: VarId, d: Option<(i128, u32)>) {
        let key = (a.min(b), a.max(b));
        self.modrel.remove(&key);
        if let Some((r, bits)) = d {
            let r = if a < b { r } else { -r };
            self.modrel.insert(key, (r.rem_euclid(1i128 << bits), bits));
        }
    }

    /// The values of `a - b`: kept, or what the intervals give (`None`: unbounded).
    fn diff(&self, a: VarId, b: VarId) -> Option<Itv> {
        let kept = if a < b { self.rel.get(&(a, b)).copied() } else { self.rel.get(&(b, a)).map(|d| d.neg()) };
        kept.or_else(|| self.diff_of_intervals(a, b))
    }

    /// The values of `a - b` their intervals give.
    fn diff_of_intervals(&self, a: VarId, b: VarId) -> Option<Itv> {
        match (self.vals.get(&a), self.vals.get(&b)) {
            (Some(Val::Int(x)), Some(Val::Int(y))) => Some(x.sub(*y)),
            _ => None,
        }
    }

    /// The values of `a - b` the kept differences give: directly, and through each variable
    /// related to both (`a - b = (a - z) + (z - b)`: the zones' closure, one step of it, asked
    /// when needed: `j < i` and `i < n` give `j < n`).
    /// `via`: the variables related to `a` (its partners).
    fn kept_diff(&self, a: VarId, b: VarId, via: &[VarId]) -> Option<Itv> {
        let kept = |x: VarId, y: VarId| if x < y { self.rel.get(&(x, y)).copied() } else { self.rel.get(&(y, x)).map(|d| d.neg()) };
        let mut best: Option<Itv> = kept(a, b);
        for &z in via {
            if z == b {
                continue;
            }
            if let (Some(az), Some(zb)) = (kept(a, z), kept(z, b)) {
                let d = az.add(zb);
                best = Some(match best {
                    Some(o) => o.meet(d).unwrap_or(d),
                    None => d,
                });
            }
        }
        best
    }

    /// Keeps `a - b ∈ d` (`None`: forgets it). Kept also when the intervals say as much: a
    /// join keeps only what both sides keep, and two values become a range there.
    fn set_diff(&mut self, a: VarId, b: VarId, d: Option<Itv>) {
        let (key, d) = if a < b { ((a, b), d) } else { ((b, a), d.map(Itv::neg)) };
        self.rel.remove(&key);
        if let Some(d) = d {
            self.rel.insert(key, d);
        }
    }

    /// The congruence of integer variable `v`: exact when its interval is one value.
    fn cong_of(&self, v: VarId) -> Option<Cong> {
        match self.vals.get(&v) {
            Some(Val::Int(i)) if i.as_point().is_some() => Some(Cong::exact(i.lo)),
            _ => self.cong.get(&v).copied(),
        }
    }

    /// The join of `states` (`None`: there are none).
    fn join_all(states: &[AState]) -> Option<AState> {
        let (first, rest) = states.split_first()?;
        Some(rest.iter().fold(first.clone(), |a, b| a.join(b)))
    }

    fn join(&self, o: &AState) -> AState {
        fn joined<K: Ord + Copy>(a: &BTreeMap<K, Val>, b: &BTreeMap<K, Val>) -> BTreeMap<K, Val> {
            let mut out = BTreeMap::new();
            for (k, x) in a {
                if let Some(y) = b.get(k) {
                    let j = join_val(*x, *y);
                    if j != Val::Top {
                        out.insert(*k, j);
                    }
                }
            }
            out
        }
        let ret = match (self.ret, o.ret) {
            (Some(a), Some(b)) => Some(join_val(a, b)),
            _ => None,
        };
        let vals = joined(&self.vals, &o.vals);
        let keys: BTreeSet<VarId> = self.cong.keys().chain(o.cong.keys()).chain(vals.keys()).copied().collect();
        let cong = keys
            .into_iter()
            .filter_map(|v| {
                let c = self.cong_of(v)?.join(o.cong_of(v)?)?;
                (c.m != 0).then_some((v, c))
            })
            .collect();
        let pairs: BTreeSet<(VarId, VarId)> = self.rel.keys().chain(o.rel.keys()).copied().collect();
        let mut out = AState {
            vals,
            cells: joined(&self.cells, &o.cells),
            cong,
            rel: BTreeMap::new(),
            modrel: BTreeMap::new(),
            dead: self.dead.union(&o.dead).copied().collect(),
            ret,
        };
        for (a, b) in pairs {
            if let (Some(x), Some(y)) = (self.diff(a, b), o.diff(a, b)) {
                out.set_diff(a, b, Some(x.join(y)));
            }
        }
        let mods: BTreeMap<(VarId, VarId), u32> = self.modrel.iter().chain(o.modrel.iter()).map(|(k, (_, bits))| (*k, *bits)).collect();
        for ((a, b), bits) in mods {
            if let (Some(x), Some(y)) = (self.mod_diff(a, b, bits), o.mod_diff(a, b, bits)) {
                if x == y {
                    out.modrel.insert((a, b), (x, bits));
                }
            }
        }
        out
    }

    /// `self ⊑ o`.
    fn within(&self, o: &AState) -> bool {
        o.vals.iter().all(|(v, b)| self.vals.get(v).is_some_and(|a| val_within(*a, *b)))
            && o.cells.iter().all(|(c, b)| self.cells.get(c).is_some_and(|a| val_within(*a, *b)))
            && o.cong.iter().all(|(v, b)| self.cong_of(*v).is_some_and(|a| a.within(*b)))
            && o.rel.iter().all(|((x, y), b)| self.diff(*x, *y).is_some_and(|a| a.within(*b)))
            && o.modrel.iter().all(|((x, y), (r, bits))| self.mod_diff(*x, *y, *bits) == Some(*r))
            && self.dead.is_subset(&o.dead)
            && match (self.ret, o.ret) {
                (None, None) => true,
                (Some(a), Some(b)) => val_within(a, b),
                _ => false,
            }
    }
}

/// A written value in terms of a variable before the write: `y + o` (`o` the values of the
/// rest, no wrap-around on the way), and `y + c (mod 2^bits)` for unsigned values.
#[derive(Clone, Copy, Debug, Default)]
struct Linear {
    diff: Option<(VarId, Itv)>,
    modular: Option<(VarId, i128)>,
}

/// A recursive function's summary while its activations are analysed (Sharir and Pnueli's
/// functional approach with one context): every entry joined, and the exit they give.
struct Summary {
    entry: AState,
    exit: Option<AState>,
    /// An entry not within `entry` arrived since the round began.
    grew: bool,
    rounds: u32,
}

struct Analyzer<'p> {
    program: &'p Program,
    tracked: Vec<bool>,
    /// The addresses and pointers followed.
    ptrs: pointers::Pointers,
    /// Per variable: its value crosses calls (a global, or a variable whose address is
    /// followed: a callee may write it through a pointer).
    shared: Vec<bool>,
    /// The recursive functions being analysed, with their summaries so far.
    rec: HashMap<FuncId, Summary>,
    /// Per variable: the integer variables whose difference with it is kept (those the program
    /// relates: one assigned from the other plus a value, or the two compared).
    partners: Vec<Vec<VarId>>,
    /// Per variable: for an array whose elements are tracked one by one (integer or float
    /// elements, at most `MAX_CELLS`, address never taken, in no block's objects), its element
    /// type and length.
    arrays: Vec<Option<(TypeId, u32)>>,
    global: Vec<bool>,
    loops: HashMap<FuncId, std::rc::Rc<LoopInfo>>,
    int_thresholds: Vec<i128>,
    float_thresholds: Vec<f64>,
    memo: HashMap<FuncId, Vec<(AState, Vec<AState>)>>,
    stack: Vec<FuncId>,
    at: Span,
    stats: AbsintStats,
    options: AbsintOptions,
    clock: crate::clock::CpuClock,
    /// The states at `main`'s loop heads, once analysed.
    main_heads: Vec<(LocId, AState)>,
    main: FuncId,
    /// Invariants, not a proof: what the strict analysis stops at (an operation it cannot
    /// show safe, an error, what it does not model) is passed over as the symbolic step passes
    /// it — a path ends at undefined behaviour and at an error, an unsafe operation's result is
    /// any value of its type, an unknown function may change every global — so that the states
    /// hold of every execution free of undefined behaviour.
    lenient: bool,
    /// The source lines (file, line) of edges with a state after them, for a report's
    /// coverage: given to [`crate::progress`] when the analysis ends.
    covered: std::collections::BTreeSet<(u32, u32)>,
}

impl Drop for Analyzer<'_> {
    fn drop(&mut self) {
        crate::progress::reached(std::mem::take(&mut self.covered).into_iter().collect());
    }
}

/// Runs the interval analysis from `main`: TRUE, or UNKNOWN with the operation it could not
/// show safe.
pub fn absint(program: &Program, main: FuncId, options: &AbsintOptions) -> AbsintResult {
    let mut a = Analyzer::new(program, main, options.clone());
    let init = a.initial_state(main);
    let outcome = a.run_function(main, init);
    let verdict = match outcome {
        Ok(_) => Verdict::True,
        Err(f) => {
            let at = if f.span.line == 0 { String::new() } else { format!(" at {}", program.describe_span(f.span)) };
            let why = if let Some(ub) = f.why.strip_prefix("undefined behaviour: ") {
                format!("the intervals do not rule out undefined behaviour ({ub}){at}")
            } else if f.why == "the error" {
                format!("the intervals do not rule out the error{at}")
            } else if let Some(limit) = f.why.strip_prefix("limit: ") {
                format!("the intervals: {limit}")
            } else {
                format!("the intervals do not cover {}{at}", f.why)
            };
            Verdict::Unknown(why)
        }
    };
    let invariants = if matches!(verdict, Verdict::True) { a.head_invariants() } else { Vec::new() };
    AbsintResult { verdict, invariants, stats: std::mem::take(&mut a.stats) }
}

/// A variable's range at a loop head (values as its type reads them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HeadBound {
    Int {
        lo: i128,
        hi: i128,
        /// `v ≡ r (mod m)`: `(m, r)`, `m ≥ 2`.
        cong: Option<(i128, i128)>,
    },
    /// `lo ..= hi` or NaN (when `nan`); empty numbers (`lo > hi`) only with `nan`.
    Float { lo: f64, hi: f64, nan: bool, kind: FloatKind },
    /// `lo <= v - other <= hi` over the values as the types read them (no wrap-around); only
    /// what the two intervals do not already give.
    Difference { other: VarId, lo: i128, hi: i128 },
    /// `(v - other) mod 2^bits == r`, both unsigned of `bits` bits.
    ModDifference { other: VarId, r: i128, bits: u32 },
}

/// The ranges at `main`'s loop heads over every execution free of undefined behaviour — not a
/// proof: what the proof stops at (an unsafe operation, an error, a pointer) is passed over as
/// the symbolic step passes it (candidates for k-induction, which checks them). Per head, the
/// tracked variables of `main` and the globals narrower than their type; `None` when the
/// analysis cannot run (recursion, `setjmp`, a budget).
pub fn head_intervals(program: &Program, main: FuncId, options: &AbsintOptions) -> Option<HashMap<LocId, Vec<(VarId, HeadBound)>>> {
    let mut a = Analyzer::new(program, main, options.clone());
    a.lenient = true;
    let init = a.initial_state(main);
    a.run_function(main, init).ok()?;
    Some(a.main_heads.iter().map(|(head, s)| (*head, a.head_facts(s))).collect())
}

impl<'p> Analyzer<'p> {
    fn new(program: &'p Program, main: FuncId, options: AbsintOptions) -> Analyzer<'p> {
        let mut in_memory = vec![false; program.vars.len()];
        for f in &program.functions {
            for v in &f.scoped {
                in_memory[v.0 as usize] = true;
            }
        }
        let ptrs = pointers::analyse(program, &in_memory);
        let tracked: Vec<bool> = program
            .vars
            .iter()
            .enumerate()
            .map(|(i, v)| {
                (!v.address_taken
                    && !in_memory[i]
                    && matches!(program.types.get(v.ty), TypeData::Int(_) | TypeData::Bool | TypeData::Float(_)))
                    || ptrs.slot[i].is_some()
                    || ptrs.pointer[i]
            })
            .collect();
        let arrays = program
            .vars
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let (elem, n) = program.types.array_elem(v.ty)?;
                let scalar = matches!(program.types.get(elem), TypeData::Int(_) | TypeData::Float(_));
                (!v.address_taken && !in_memory[i] && scalar && n <= MAX_CELLS).then_some((elem, n as u32))
            })
            .collect();
        let global: Vec<bool> = program.vars.iter().map(|v| v.is_global()).collect();
        let shared = global.iter().zip(&ptrs.slot).map(|(g, s)| *g || s.is_some()).collect();
        let (int_thresholds, float_thresholds) = thresholds(program);
        let partners = partners(program, &tracked);
        Analyzer {
            program,
            tracked,
            ptrs,
            shared,
            rec: HashMap::default(),
            partners,
            arrays,
            global,
            loops: HashMap::default(),
            int_thresholds,
            float_thresholds,
            memo: HashMap::default(),
            stack: Vec::new(),
            at: Span::NONE,
            stats: AbsintStats::default(),
            options,
            clock: crate::clock::CpuClock::start(),
            main_heads: Vec::new(),
            main,
            lenient: false,
            covered: Default::default(),
        }
    }

    fn fail<T>(&self, why: impl Into<String>) -> R<T> {
        Err(Fail { why: why.into(), span: self.at })
    }

    /// What the proof stops at and the invariants pass over (`lenient`): the caller goes on
    /// with an over-approximation.
    fn excuse(&self, why: impl Into<String>) -> R<()> {
        if self.lenient {
            Ok(())
        } else {
            self.fail(why)
        }
    }

    fn kind(&self, ty: TypeId) -> Kind {
        match self.program.types.get(ty) {
            TypeData::Int(it) => Kind::Int(*it),
            TypeData::Bool => Kind::Bool,
            TypeData::Float(k) => Kind::Float(*k),
            TypeData::Pointer(_) => Kind::Ptr,
            _ => Kind::Other,
        }
    }

    /// Any value of type `ty`.
    fn top(&self, ty: TypeId) -> Val {
        match self.kind(ty) {
            Kind::Int(it) => Val::Int(Itv::of_type(it)),
            Kind::Bool => Val::Int(Itv::boolean()),
            Kind::Float(_) => Val::Float(FItv::top()),
            Kind::Ptr | Kind::Other => Val::Top,
        }
    }

    fn type_range(&self, ty: TypeId) -> Option<Itv> {
        match self.kind(ty) {
            Kind::Int(it) => Some(Itv::of_type(it)),
            Kind::Bool => Some(Itv::boolean()),
            _ => None,
        }
    }

    /// The state `main` starts in: the globals as their initialisers leave them (zero
    /// otherwise), the parameters any value.
    fn initial_state(&mut self, main: FuncId) -> AState {
        let mut s = AState::default();
        for &g in &self.program.globals {
            if self.tracked[g.0 as usize] {
                s.vals.insert(g, self.zero(self.program.var(g).ty));
            }
            if let Some((elem, _)) = self.arrays[g.0 as usize] {
                self.set_all_cells(&mut s, g, Some(self.zero(elem)));
            }
        }
        for init in &self.program.global_inits {
            // An element of a tracked array: its value if it is a constant index; any other
            // initialiser of the array leaves it unknown.
            if let Some((a, _, i)) = self.tracked_element(&init.lhs) {
                match (self.eval(&s, i), self.eval(&s, &init.rhs)) {
                    (Ok(Val::Int(k)), Ok(v))
                        if k.as_point().is_some_and(|k| k >= 0 && k < self.arrays[a.0 as usize].unwrap().1 as i128) =>
                    {
                        self.set_cell(&mut s, a, k.lo as u32, v)
                    }
                    _ => self.set_all_cells(&mut s, a, None),
                }
                continue;
            }
            if let Some(a) = root_var(&init.lhs).filter(|a| self.arrays[a.0 as usize].is_some()) {
                match init.rhs.kind {
                    ExprKind::Const(0) if matches!(init.lhs.kind, ExprKind::Var(_)) => {
                        let (elem, _) = self.arrays[a.0 as usize].unwrap();
                        self.set_all_cells(&mut s, a, Some(self.zero(elem)));
                    }
                    _ => self.set_all_cells(&mut s, a, None),
                }
                continue;
            }
            if let ExprKind::Var(g) = init.lhs.kind {
                if self.tracked[g.0 as usize] {
                    match self.eval(&s, &init.rhs) {
                        Ok(v) => self.set(&mut s, g, v),
                        Err(_) => {
                            s.vals.remove(&g);
                        }
                    }
                }
            }
        }
        s.dead = self.program.function(main).scoped.iter().copied().collect();
        s
    }

    /// The value 0 of a number type.
    fn zero(&self, ty: TypeId) -> Val {
        match self.kind(ty) {
            Kind::Float(_) => Val::Float(FItv::range(0.0, 0.0, false)),
            Kind::Ptr => Val::Ptr(Pts::NULL),
            _ => Val::Int(Itv::point(0)),
        }
    }

    /// `val` as a value of type `ty` keeps it (converted as C stores it); `None`: any value of
    /// the type, which the state leaves out.
    fn stored(&self, ty: TypeId, val: Val) -> Option<Val> {
        let val = match (val, self.kind(ty)) {
            (Val::Int(x), Kind::Int(it)) => Val::Int(x.wrap(it)),
            (Val::Int(x), Kind::Bool) => Val::Int(x.meet(Itv::boolean()).unwrap_or(Itv::boolean())),
            (v @ Val::Float(_), Kind::Float(_)) => v,
            (v @ Val::Ptr(_), Kind::Ptr) => v,
            _ => return None,
        };
        (val != self.top(ty)).then_some(val)
    }

    fn set(&self, s: &mut AState, v: VarId, val: Val) {
        match self.stored(self.program.var(v).ty, val) {
            Some(x) => s.vals.insert(v, x),
            None => s.vals.remove(&v),
        };
    }

    fn set_cell(&self, s: &mut AState, a: VarId, k: u32, val: Val) {
        let Some((elem, _)) = self.arrays[a.0 as usize] else { return };
        match self.stored(elem, val) {
            Some(x) => s.cells.insert((a, k), x),
            None => s.cells.remove(&(a, k)),
        };
    }

    /// Every element of a tracked array `a` as `val` (`None`: any value).
    fn set_all_cells(&self, s: &mut AState, a: VarId, val: Option<Val>) {
        let Some((_, n)) = self.arrays[a.0 as usize] else { return };
        for k in 0..n {
            match val {
                Some(v) => self.set_cell(s, a, k, v),
                None => {
                    s.cells.remove(&(a, k));
                }
            }
        }
    }

    /// The tracked array an lvalue indexes directly (`a[i]`), with the array's lvalue and the
    /// index.
    fn tracked_element<'e>(&self, lv: &'e Expr) -> Option<(VarId, &'e Expr, &'e Expr)> {
        match &lv.kind {
            ExprKind::Index(b, i) => match b.kind {
                ExprKind::Var(a) if self.arrays[a.0 as usize].is_some() => Some((a, b, i)),
                _ => None,
            },
            _ => None,
        }
    }

    fn step(&mut self) -> R<()> {
        self.stats.steps += 1;
        if self.stats.steps > self.options.max_steps {
            return self.fail(format!("limit: the analysis's budget of {} steps is used up", self.options.max_steps));
        }
        if self.stats.steps.is_multiple_of(256) {
            if let Some(limit) = self.options.timeout {
                if self.clock.elapsed() > limit {
                    return self.fail(format!("limit: time limit of {} s reached", crate::clock::seconds(limit)));
                }
            }
        }
        Ok(())
    }

    /// The exit states of `f` entered in `entry` (globals, parameters and `dead` set).
    fn run_function(&mut self, f: FuncId, entry: AState) -> R<Vec<AState>> {
        if self.stack.contains(&f) {
            return Ok(self.recursive_call(f, entry));
        }
        self.stats.calls += 1;
        if let Some(done) = self.memo.get(&f).and_then(|m| m.iter().find(|(e, _)| *e == entry)) {
            return Ok(done.1.clone());
        }
        let mut exits = self.run_body(f, entry.clone())?;
        // A recursive call was met: its summary is the exit of every entry joined; rounds
        // until the entries and the exit the calls were given no longer grow.
        while let Some(sum) = self.rec.get_mut(&f) {
            let exit = AState::join_all(&exits);
            let stable = !sum.grew
                && match (&exit, &sum.exit) {
                    (None, _) => true,
                    (Some(x), Some(old)) => x.within(old),
                    (Some(_), None) => false,
                };
            if stable {
                self.rec.remove(&f);
                break;
            }
            sum.rounds += 1;
            sum.grew = false;
            let widen = sum.rounds > RECURSION_DELAY;
            let old = sum.exit.take();
            let joined = match (&old, exit) {
                (Some(o), Some(x)) => Some(o.join(&x)),
                (o, x) => o.clone().or(x),
            };
            let next = match (old, joined) {
                (Some(o), Some(j)) if widen => {
                    // The result too: a value that grows with the depth jumps to a threshold.
                    let mut w = self.widen(&o, &j);
                    if let (Some(a), Some(b)) = (o.ret, j.ret) {
                        w.ret = Some(self.widen_val(self.program.function(f).ret, a, b));
                    }
                    Some(w)
                }
                (_, j) => j,
            };
            let sum = self.rec.get_mut(&f).expect("still analysed");
            sum.exit = next;
            let all = entry.join(&sum.entry);
            self.stats.recursion_rounds += 1;
            exits = self.run_body(f, all)?;
        }
        // Results that rest on an unfinished summary are not remembered.
        if self.rec.is_empty() {
            let memo = self.memo.entry(f).or_default();
            if memo.len() < MEMO_PER_FUNCTION {
                memo.push((entry, exits.clone()));
            }
        }
        Ok(exits)
    }

    /// A call of `f` while `f` is being analysed: its entry joins the summary's (widened after
    /// a few rounds), and the call returns the summary's exit so far (none in the first round).
    fn recursive_call(&mut self, f: FuncId, entry: AState) -> Vec<AState> {
        self.stats.calls += 1;
        match self.rec.get(&f) {
            None => {
                self.rec.insert(f, Summary { entry, exit: None, grew: true, rounds: 0 });
            }
            Some(sum) if entry.within(&sum.entry) => {}
            Some(sum) => {
                let joined = sum.entry.join(&entry);
                let next = if sum.rounds > RECURSION_DELAY { self.widen(&sum.entry, &joined) } else { joined };
                let sum = self.rec.get_mut(&f).expect("present");
                sum.entry = next;
                sum.grew = true;
            }
        }
        self.rec[&f].exit.iter().cloned().collect()
    }

    /// The exit states of one analysis of `f`'s body from `entry`.
    fn run_body(&mut self, f: FuncId, entry: AState) -> R<Vec<AState>> {
        let program = self.program;
        let func = program.function(f);
        let info = self.loops.entry(f).or_insert_with(|| std::rc::Rc::new(LoopInfo::of(func))).clone();
        let n = func.num_locs();
        let mut reached: Vec<Vec<AState>> = vec![Vec::new(); n];
        let mut pending: Vec<Vec<AState>> = vec![Vec::new(); n];
        let mut visits = vec![0u32; n];
        let mut queue: BTreeSet<(u32, u32)> = BTreeSet::new();
        let caller_at = self.at;
        self.stack.push(f);
        self.add(&info, &mut reached, &mut pending, &mut visits, &mut queue, func.entry, entry);
        while let Some((_, l)) = queue.pop_first() {
            let states = std::mem::take(&mut pending[l as usize]);
            for s in states {
                for &e in func.out_edges(LocId(l)) {
                    self.step()?;
                    let to = func.edge(e).to;
                    let after = self.post(f, e, &s)?;
                    let span = func.span_of(e);
                    if !after.is_empty() && span.line > 0 {
                        self.covered.insert((span.file.0, span.line));
                    }
                    for next in after {
                        self.add(&info, &mut reached, &mut pending, &mut visits, &mut queue, to, next);
                    }
                }
            }
        }
        self.stack.pop();
        self.at = caller_at;
        if f == self.main && self.stack.is_empty() {
            self.main_heads = (0..n)
                .filter(|&l| info.is_head(LocId(l as u32)))
                .filter_map(|l| Some((LocId(l as u32), AState::join_all(&reached[l])?)))
                .collect();
        }
        Ok(std::mem::take(&mut reached[func.exit.0 as usize]))
    }

    #[allow(clippy::too_many_arguments)]
    fn add(
        &mut self,
        info: &LoopInfo,
        reached: &mut [Vec<AState>],
        pending: &mut [Vec<AState>],
        visits: &mut [u32],
        queue: &mut BTreeSet<(u32, u32)>,
        to: LocId,
        s: AState,
    ) {
        let t = to.0 as usize;
        if info.is_head(to) && visits[t] < UNROLL {
            // The first arrivals stay apart: the loop's first iterations, unrolled.
            if reached[t].iter().any(|o| s.within(o)) {
                return;
            }
            visits[t] += 1;
            reached[t].push(s.clone());
            pending[t].push(s);
        } else if info.is_head(to) {
            // Covered only by a state that was explored: while the unrolled arrivals are
            // still apart, their join never was, and an arrival inside it but in none of them
            // (a value between two of theirs) must be explored — as part of the join.
            if reached[t].iter().any(|o| s.within(o)) {
                return;
            }
            let new = match AState::join_all(&reached[t]) {
                None => s,
                Some(old) => {
                    visits[t] += 1;
                    let joined = old.join(&s);
                    if visits[t] > UNROLL + WIDENING_DELAY {
                        self.stats.widenings += 1;
                        self.widen(&old, &joined)
                    } else {
                        joined
                    }
                }
            };
            reached[t] = vec![new.clone()];
            pending[t] = vec![new];
        } else {
            if reached[t].iter().any(|o| s.within(o)) {
                return;
            }
            reached[t].push(s.clone());
            pending[t].push(s);
            if reached[t].len() > MAX_DISJUNCTS {
                let all = AState::join_all(&reached[t]).expect("states were kept");
                reached[t] = vec![all.clone()];
                pending[t] = vec![all];
            }
        }
        queue.insert((info.topo[t], to.0));
    }

    /// `old ∇ new` (`new` ⊒ `old`): bounds that grew jump to the next threshold.
    fn widen(&self, old: &AState, new: &AState) -> AState {
        let mut out = new.clone();
        for (v, n) in &new.vals {
            let Some(o) = old.vals.get(v) else { continue };
            let w = self.widen_val(self.program.var(*v).ty, *o, *n);
            self.set(&mut out, *v, w);
        }
        for (&(a, b), n) in &new.rel {
            let Some(o) = old.diff(a, b) else { continue };
            let w = self.widen_itv(o, *n, Itv { lo: -BIG, hi: BIG });
            out.set_diff(a, b, (w.lo > -BIG || w.hi < BIG).then_some(w));
        }
        for (&(a, k), n) in &new.cells {
            let Some(o) = old.cells.get(&(a, k)) else { continue };
            let Some((elem, _)) = self.arrays[a.0 as usize] else { continue };
            let w = self.widen_val(elem, *o, *n);
            self.set_cell(&mut out, a, k, w);
        }
        out
    }

    /// `o ∇ n` of integer intervals within `range`: a bound that grew jumps to the next
    /// threshold, or to the range's end.
    fn widen_itv(&self, o: Itv, n: Itv, range: Itv) -> Itv {
        let lo = if n.lo < o.lo {
            self.int_thresholds.iter().rev().find(|&&t| t <= n.lo && t >= range.lo).copied().unwrap_or(range.lo)
        } else {
            n.lo
        };
        let hi =
            if n.hi > o.hi { self.int_thresholds.iter().find(|&&t| t >= n.hi && t <= range.hi).copied().unwrap_or(range.hi) } else { n.hi };
        Itv { lo, hi }
    }

    fn widen_val(&self, ty: TypeId, o: Val, n: Val) -> Val {
        {
            match (o, n) {
                (Val::Int(o), Val::Int(n)) => Val::Int(self.widen_itv(o, n, self.type_range(ty).unwrap_or(n))),
                (Val::Float(o), Val::Float(n)) if !o.is_empty() && !n.is_empty() => {
                    let lo = if n.lo < o.lo {
                        self.float_thresholds.iter().rev().find(|&&t| t <= n.lo).copied().unwrap_or(f64::NEG_INFINITY)
                    } else {
                        n.lo
                    };
                    let hi = if n.hi > o.hi {
                        self.float_thresholds.iter().find(|&&t| t >= n.hi).copied().unwrap_or(f64::INFINITY)
                    } else {
                        n.hi
                    };
                    Val::Float(FItv { lo, hi, nan: n.nan })
                }
                (_, n) => n,
            }
        }
    }

    /// The successors of `s` over edge `e` of `f`.
    fn post(&mut self, f: FuncId, e: EdgeId, s: &AState) -> R<Vec<AState>> {
        let func = self.program.function(f);
        self.at = func.span_of(e);
        let edge = func.edge(e);
        let mut s = s.clone();
        match &edge.kind {
            EdgeKind::Skip => {}
            EdgeKind::Assign { lhs, rhs } => {
                let v = self.eval(&s, rhs)?;
                match lhs.kind {
                    ExprKind::Var(a) if self.arrays[a.0 as usize].is_some() => {
                        // A whole tracked array: zero, a copy of another, or unknown.
                        self.check_lvalue(&s, lhs)?;
                        let (elem, n) = self.arrays[a.0 as usize].unwrap();
                        match rhs.kind {
                            ExprKind::Const(0) => self.set_all_cells(&mut s, a, Some(self.zero(elem))),
                            ExprKind::Var(b) if b != a && self.arrays[b.0 as usize] == Some((elem, n)) => {
                                for k in 0..n {
                                    match s.cells.get(&(b, k)).copied() {
                                        Some(x) => self.set_cell(&mut s, a, k, x),
                                        None => {
                                            s.cells.remove(&(a, k));
                                        }
                                    }
                                }
                            }
                            _ => self.set_all_cells(&mut s, a, None),
                        }
                    }
                    _ => {
                        let c = self.cong_expr(&s, rhs);
                        let l = Linear { diff: self.lin(&s, rhs), modular: self.lin_mod(&s, rhs) };
                        self.store(&mut s, lhs, v, c, l)?
                    }
                }
            }
            EdgeKind::Havoc { lhs, .. } => match lhs.kind {
                ExprKind::Var(a) if self.arrays[a.0 as usize].is_some() => {
                    self.check_lvalue(&s, lhs)?;
                    self.set_all_cells(&mut s, a, None);
                }
                _ => {
                    let v = self.top(lhs.ty);
                    self.store(&mut s, lhs, v, None, Linear::default())?;
                }
            },
            EdgeKind::Assume(c) => return self.assume(s, c, true),
            EdgeKind::Call { dest, callee, args } => return self.call(s, dest.as_ref(), *callee, args),
            EdgeKind::Return(value) => {
                s.ret = match value {
                    Some(x) => Some(self.eval(&s, x)?),
                    None => None,
                };
            }
            EdgeKind::Alloc { dest, .. } => {
                self.excuse("an allocation (they do not model the heap)")?;
                self.store(&mut s, dest, Val::Top, None, Linear::default())?;
            }
            EdgeKind::Free(_) => self.excuse("a call of free (they do not model the heap)")?,
            EdgeKind::Lifetime { vars, starts } => {
                for v in vars {
                    if *starts {
                        s.dead.remove(v);
                    } else {
                        s.dead.insert(*v);
                    }
                }
            }
            EdgeKind::Extern { name, .. } => {
                self.excuse(format!("a call of {name}, which the program does not define"))?;
                // It may change every global.
                s.forget_globals(&self.global);
            }
            EdgeKind::Undefined(why) => {
                self.excuse(format!("undefined behaviour: {why}"))?;
                return Ok(Vec::new());
            }
            EdgeKind::Error(kind) => {
                // Under a property without reach_error, as the symbolic step: a call that aborts
                // ends the path, one of nothing (`void reach_error() {}`) goes on.
                if !self.options.errors {
                    match crate::property::error_call(self.program, kind) {
                        crate::property::ErrorCall::Aborts => return Ok(Vec::new()),
                        crate::property::ErrorCall::Nothing => return Ok(vec![s]),
                        crate::property::ErrorCall::Unknown => {}
                    }
                }
                self.excuse("the error")?;
                return Ok(Vec::new());
            }
            EdgeKind::Terminate(t) => {
                // `exit`'s argument is evaluated, with its undefined behaviour.
                if let effigy_ir::Termination::Exit(code) = t {
                    self.eval(&s, code)?;
                }
                return Ok(Vec::new());
            }
            EdgeKind::Primitive { op, dest, .. } => {
                if matches!(op, effigy_ir::Primitive::SetJmp | effigy_ir::Primitive::LongJmp) {
                    return self.fail("setjmp and longjmp (control they do not follow)");
                }
                self.excuse(format!("the C library's {op:?} primitive (not modelled)"))?;
                if let Some(d) = dest {
                    let top = self.top(d.ty);
                    self.store(&mut s, d, top, None, Linear::default())?;
                }
            }
        }
        Ok(vec![s])
    }

    fn call(&mut self, s: AState, dest: Option<&Expr>, callee: FuncId, args: &[Expr]) -> R<Vec<AState>> {
        let program = self.program;
        let func = program.function(callee);
        let mut entry = AState { dead: func.scoped.iter().copied().collect(), ..AState::default() };
        entry.take_globals(&s, &self.shared);
        // The callee's own followed locals start anew (indeterminate).
        let own_vars: Vec<VarId> = self.ptrs.slot_var.iter().copied().filter(|v| program.var(*v).function() == Some(callee)).collect();
        let own = |v: VarId| own_vars.contains(&v);
        entry.forget(own);
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push((self.eval(&s, a)?, self.cong_expr(&s, a)));
        }
        for (&p, (v, c)) in func.params.iter().zip(vals) {
            if self.tracked[p.0 as usize] {
                self.set(&mut entry, p, v);
                self.set_cong(&mut entry, p, c);
            }
        }
        let exits = self.run_function(callee, entry)?;
        // A pointer to the callee's locals must not outlive its call.
        let own_slots: u64 = own_vars.iter().fold(0, |m, v| m | 1 << self.ptrs.slot[v.0 as usize].expect("followed"));
        let mut out = Vec::with_capacity(exits.len());
        for mut x in exits {
            let dangling = |v: &Val| matches!(v, Val::Ptr(p) if p.mask & own_slots != 0);
            if x.ret.as_ref().is_some_and(dangling) || x.vals.iter().any(|(v, val)| self.global[v.0 as usize] && dangling(val)) {
                self.excuse(format!("undefined behaviour: a pointer to a local of {} that outlives its call", func.name))?;
                x.vals.retain(|_, val| !dangling(val));
                x.ret = x.ret.filter(|r| !dangling(r)).or(Some(Val::Top));
            }
            let mut n = s.clone();
            n.take_globals(&x, &self.shared);
            n.forget(own);
            if let Some(d) = dest {
                let r = match x.ret {
                    Some(r) => r,
                    None => {
                        self.excuse(format!("undefined behaviour: a use of the value of {}, which may return none", func.name))?;
                        self.top(d.ty)
                    }
                };
                self.store(&mut n, d, r, None, Linear::default())?;
            }
            out.push(n);
        }
        Ok(out)
    }

    /// Writes `v` (of congruence `c`, and `lin` in terms of a variable before the write) to the
    /// lvalue `lhs` (tracked variables only keep it).
    fn store(&mut self, s: &mut AState, lhs: &Expr, v: Val, c: Option<Cong>, lin: Linear) -> R<()> {
        if let ExprKind::Deref(p) = &lhs.kind {
            if let Val::Ptr(pts) = self.eval(s, p)? {
                // Through a followed pointer: one variable written, or any of several (each
                // may keep its value).
                let targets = self.targets(pts, lhs.ty)?;
                if let [x] = targets[..] {
                    self.write_var(s, x, v, c, lin);
                } else {
                    for x in targets {
                        self.put_diffs(s, x, Vec::new());
                        self.put_mods(s, x, Vec::new());
                        let old = s.vals.get(&x).copied().unwrap_or_else(|| self.top(lhs.ty));
                        let oc = s.cong_of(x);
                        self.set(s, x, join_val(old, v));
                        let jc = match (oc, c) {
                            (Some(a), Some(b)) => a.join(b),
                            _ => None,
                        };
                        self.set_cong(s, x, jc);
                    }
                }
                return Ok(());
            }
        }
        if let Some((a, base, i)) = self.tracked_element(lhs) {
            // One element written (a constant index), or any of several (each may keep its
            // value); an index out of bounds was reported by the check, and in the lenient
            // analysis the path ends there.
            let n = self.arrays[a.0 as usize].unwrap().1 as i128;
            if let Some(k) = self.check_index(s, base, i, false)? {
                let (lo, hi) = (k.lo.max(0), k.hi.min(n - 1));
                if lo == hi {
                    self.set_cell(s, a, lo as u32, v);
                } else {
                    for k in lo..=hi {
                        if let Some(old) = s.cells.get(&(a, k as u32)).copied() {
                            self.set_cell(s, a, k as u32, join_val(old, v));
                        }
                    }
                }
            } else {
                self.set_all_cells(s, a, None);
            }
            return Ok(());
        }
        self.check_lvalue(s, lhs)?;
        if let ExprKind::Var(x) = lhs.kind {
            if self.tracked[x.0 as usize] {
                self.write_var(s, x, v, c, lin);
            }
        }
        Ok(())
    }

    /// A tracked variable written (strongly): its value, congruence and differences.
    fn write_var(&self, s: &mut AState, x: VarId, v: Val, c: Option<Cong>, lin: Linear) {
        let diffs = self.new_diffs(s, x, lin.diff);
        let mods = self.new_mods(s, x, lin.modular);
        self.set(s, x, v);
        self.set_cong(s, x, c);
        self.put_diffs(s, x, diffs);
        self.put_mods(s, x, mods);
    }

    /// `e` as `y + o`: a tracked integer variable (or the one variable a followed pointer
    /// designates) plus the values of the rest, with no wrap-around on the way.
    fn lin(&mut self, s: &AState, e: &Expr) -> Option<(VarId, Itv)> {
        let Kind::Int(it) = self.kind(e.ty) else { return None };
        let itv = |this: &mut Self, e: &Expr| match this.eval(s, e) {
            Ok(Val::Int(i)) => Some(i),
            _ => None,
        };
        match &e.kind {
            ExprKind::Var(v) if self.tracked[v.0 as usize] => Some((*v, Itv::point(0))),
            ExprKind::Deref(p) => Some((self.deref_target(s, p, e.ty)?, Itv::point(0))),
            ExprKind::Cast(a) => {
                // Value-preserving here: the operand's values are all the type's.
                let (Kind::Int(_), Some(i)) = (self.kind(a.ty), itv(self, a)) else { return None };
                i.within(Itv::of_type(it)).then_some(())?;
                self.lin(s, a)
            }
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                let (x, y) = (itv(self, a)?, itv(self, b)?);
                let r = if *op == BinOp::Add { x.add(y) } else { x.sub(y) };
                // Wrap-around (unsigned) breaks the relation; signed overflow ends the path.
                (it.signed || r.within(Itv::of_type(it))).then_some(())?;
                if let Some((v, o)) = self.lin(s, a) {
                    return Some((v, if *op == BinOp::Add { o.add(y) } else { o.sub(y) }));
                }
                if *op == BinOp::Add {
                    let (v, o) = self.lin(s, b)?;
                    return Some((v, o.add(x)));
                }
                None
            }
            _ => None,
        }
    }

    /// `e` as `y + c (mod 2^bits)`: an unsigned variable (or the one a followed pointer
    /// designates) of `e`'s type plus a constant.
    fn lin_mod(&mut self, s: &AState, e: &Expr) -> Option<(VarId, i128)> {
        let Kind::Int(it) = self.kind(e.ty) else { return None };
        if it.signed {
            return None;
        }
        match &e.kind {
            ExprKind::Var(v) if self.tracked[v.0 as usize] && self.program.var(*v).ty == e.ty => Some((*v, 0)),
            ExprKind::Deref(p) => Some((self.deref_target(s, p, e.ty)?, 0)),
            // C's conversion to an unsigned type is modulo 2^bits: an exact `y + c` of a variable
            // of the target type under it (`++x` of an `unsigned char`: `(uchar)((int)x + 1)`).
            ExprKind::Cast(a) => {
                let (y, o) = self.lin(s, a)?;
                let c = o.as_point()?;
                (self.program.var(y).ty == e.ty).then_some((y, c))
            }
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                let c = match self.eval(s, b) {
                    Ok(Val::Int(c)) => c.as_point()?,
                    _ => return None,
                };
                let (v, o) = self.lin_mod(s, a)?;
                Some((v, if *op == BinOp::Add { o + c } else { o - c }))
            }
            _ => None,
        }
    }

    /// The modular differences of unsigned `x` with its partners of its type once `x` is
    /// `y + c` (`l`), computed before the write.
    fn new_mods(&self, s: &AState, x: VarId, l: Option<(VarId, i128)>) -> Vec<(VarId, Option<(i128, u32)>)> {
        let ty = self.program.var(x).ty;
        let Kind::Int(it) = self.kind(ty) else { return Vec::new() };
        if it.signed {
            return Vec::new();
        }
        self.partners[x.0 as usize]
            .iter()
            .filter(|z| self.program.var(**z).ty == ty)
            .map(|&z| {
                let d = match l {
                    Some((y, c)) if y == z => Some(c),
                    Some((y, c)) => s.mod_diff(y, z, it.bits).map(|d| d + c),
                    None => None,
                };
                (z, d.map(|d| (d, it.bits)))
            })
            .collect()
    }

    fn put_mods(&self, s: &mut AState, x: VarId, mods: Vec<(VarId, Option<(i128, u32)>)>) {
        for &z in &self.partners[x.0 as usize] {
            s.set_mod_diff(x, z, None);
        }
        for (z, d) in mods {
            s.set_mod_diff(x, z, d);
        }
    }

    /// The differences of `x` with its partners once `x` is `y + o` (`l`), computed before
    /// the write (`None` for each: `x` is anything else).
    fn new_diffs(&self, s: &AState, x: VarId, l: Option<(VarId, Itv)>) -> Vec<(VarId, Option<Itv>)> {
        self.partners[x.0 as usize]
            .iter()
            .map(|&z| {
                let d = match l {
                    // x - z = (y - z) + o, with y - z as it was (x itself when y is x).
                    Some((y, o)) if y == z => Some(o),
                    Some((y, o)) => s.diff(y, z).map(|d| d.add(o)),
                    None => None,
                };
                (z, d)
            })
            .collect()
    }

    /// Keeps `x`'s differences after its write, and tightens the intervals by them.
    fn put_diffs(&self, s: &mut AState, x: VarId, diffs: Vec<(VarId, Option<Itv>)>) {
        for &z in &self.partners[x.0 as usize] {
            s.set_diff(x, z, None);
        }
        for (z, d) in diffs {
            // Any other value: the difference its interval gives.
            let d = d.or_else(|| s.diff(x, z));
            s.set_diff(x, z, d);
        }
        self.reduce(s, x);
    }

    /// The intervals of `x` and its partners tightened by the kept differences (one pass).
    fn reduce(&self, s: &mut AState, x: VarId) {
        for &z in &self.partners[x.0 as usize] {
            let key = (x.min(z), x.max(z));
            if !s.rel.contains_key(&key) {
                continue;
            }
            let Some(d) = s.diff(x, z) else { continue };
            let (Some(Val::Int(xi)), Some(Val::Int(zi))) = (s.vals.get(&x).copied(), s.vals.get(&z).copied()) else { continue };
            // x ∈ z + d, z ∈ x − d; an empty meet is left alone (the state is unreachable, and
            // the conditions that made it so end it where they can).
            if let Some(n) = xi.meet(Itv { lo: zi.lo.saturating_add(d.lo), hi: zi.hi.saturating_add(d.hi) }) {
                s.vals.insert(x, Val::Int(n));
            }
            if let Some(n) = zi.meet(Itv { lo: xi.lo.saturating_sub(d.hi), hi: xi.hi.saturating_sub(d.lo) }) {
                s.vals.insert(z, Val::Int(n));
            }
        }
    }

    /// What the kept differences say of `a op b` for integers (`None`: nothing).
    /// The values of `a - b` the differences give (as mathematical integers), when `a` and `b`
    /// are related variables plus values.
    fn rel_difference(&mut self, s: &AState, a: &Expr, b: &Expr) -> Option<Itv> {
        // `lin` evaluates its operands again: asked of every subtraction, it would make the
        // evaluation of a chain of subtractions exponential in its length. A variable plus a few
        // constants is what the differences relate.
        if !(few_operations(a, LIN_DEPTH) && few_operations(b, LIN_DEPTH)) {
            return None;
        }
        let (x, oa) = self.lin(s, a)?;
        let (y, ob) = self.lin(s, b)?;
        if x == y {
            return Some(oa.sub(ob));
        }
        let d = s.kept_diff(x, y, &self.partners[x.0 as usize])?;
        let d = match s.diff_of_intervals(x, y) {
            Some(i) => d.meet(i).unwrap_or(d),
            None => d,
        };
        Some(d.add(oa.sub(ob)))
    }

    fn rel_truth(&mut self, s: &AState, op: BinOp, a: &Expr, b: &Expr) -> Option<Itv> {
        // Both sides widened from one unsigned type (C's promotions): equal as that type.
        let (ma, mb) = self.unpromoted(a, b);
        if let (BinOp::Eq | BinOp::Ne, Kind::Int(it)) = (op, self.kind(ma.ty)) {
            let (a, b) = (ma, mb);
            if let (Some((x, ca)), Some((y, cb))) = (self.lin_mod(s, a), self.lin_mod(s, b)) {
                // a - b ≡ (x - y) + ca - cb (mod 2^bits): equal exactly when that is 0.
                let d = if x == y { Some(0) } else { s.mod_diff(x, y, it.bits) };
                if let Some(d) = d {
                    let equal = (d + ca - cb).rem_euclid(1i128 << it.bits) == 0;
                    return Some(Itv::point((equal == (op == BinOp::Eq)) as i128));
                }
            }
        }
        // a - b = (x - y) + (oa - ob) for a = x + oa, b = y + ob.
        let ab = self.rel_difference(s, a, b)?;
        let Ok(Val::Int(t)) = self.binary(op, a.ty, a.ty, Val::Int(ab), Val::Int(Itv::point(0))) else { return None };
        Some(t)
    }

    /// Both operands of a comparison widened from one integer type (C's promotions) as they
    /// were, where the comparison means the same; otherwise as they are.
    fn unpromoted<'e>(&self, a: &'e Expr, b: &'e Expr) -> (&'e Expr, &'e Expr) {
        match (&a.kind, &b.kind, self.kind(a.ty)) {
            (ExprKind::Cast(x), ExprKind::Cast(y), Kind::Int(to)) if x.ty == y.ty => match self.kind(x.ty) {
                Kind::Int(from) if Itv::of_type(from).within(Itv::of_type(to)) => (x, y),
                _ => (a, b),
            },
            _ => (a, b),
        }
    }

    /// `s` where `a op b` holds of integers, as a difference of the variables under them.
    fn refine_rel(&mut self, mut s: AState, op: BinOp, a: &Expr, b: &Expr) -> Option<AState> {
        let (ma, mb) = self.unpromoted(a, b);
        if let (BinOp::Eq, Kind::Int(it)) = (op, self.kind(ma.ty)) {
            if let (Some((x, ca)), Some((y, cb))) = (self.lin_mod(&s, ma), self.lin_mod(&s, mb)) {
                if x != y && self.partners[x.0 as usize].contains(&y) && self.program.var(x).ty == self.program.var(y).ty {
                    // x + ca ≡ y + cb: x - y ≡ cb - ca.
                    let d = (cb - ca).rem_euclid(1i128 << it.bits);
                    if s.mod_diff(x, y, it.bits).is_some_and(|old| old != d) {
                        return None;
                    }
                    s.set_mod_diff(x, y, Some((d, it.bits)));
                }
            }
        }
        let (Some((x, oa)), Some((y, ob))) = (self.lin(&s, a), self.lin(&s, b)) else { return Some(s) };
        if x == y || !self.partners[x.0 as usize].contains(&y) {
            return Some(s);
        }
        // x + oa op y + ob: x - y op ob - oa, whose values are r.
        let r = ob.sub(oa);
        let bound = match op {
            BinOp::Lt => Itv { lo: -BIG, hi: r.hi - 1 },
            BinOp::Le => Itv { lo: -BIG, hi: r.hi },
            BinOp::Gt => Itv { lo: r.lo + 1, hi: BIG },
            BinOp::Ge => Itv { lo: r.lo, hi: BIG },
            BinOp::Eq => r,
            _ => return Some(s),
        };
        let old = s.diff(x, y).unwrap_or(Itv { lo: -BIG, hi: BIG });
        let d = old.meet(bound)?;
        s.set_diff(x, y, Some(d));
        self.reduce(&mut s, x);
        Some(s)
    }

    /// The followed variables of a points-to mask.
    fn slot_vars(&self, mask: u64) -> impl Iterator<Item = VarId> + '_ {
        self.ptrs.slot_var.iter().enumerate().filter(move |(i, _)| mask & (1 << i) != 0).map(|(_, &x)| x)
    }

    /// The one variable `*p` designates as a `ty` (`None`: several, none, or `p` not followed).
    fn deref_target(&mut self, s: &AState, p: &Expr, ty: TypeId) -> Option<VarId> {
        let Ok(Val::Ptr(pts)) = self.eval(s, p) else { return None };
        let mut vars = self.slot_vars(pts.mask);
        let x = vars.next().filter(|_| vars.next().is_none())?;
        (self.program.var(x).ty == ty).then_some(x)
    }

    /// The variables a followed pointer may designate, read or written as `ty`: undefined
    /// behaviour when it may be null or a variable's lifetime may have ended.
    fn targets(&mut self, p: Pts, ty: TypeId) -> R<Vec<VarId>> {
        if p.null {
            self.excuse("undefined behaviour: a dereference of a pointer that may be null")?;
        }
        let out: Vec<VarId> = self.slot_vars(p.mask).collect();
        if let Some(x) = out.iter().find(|x| self.program.var(**x).ty != ty) {
            // The escape analysis lets no conversion of a followed address pass.
            return self.fail(format!("an access to {} as another type", self.program.var(*x).name));
        }
        Ok(out)
    }

    /// `x`'s congruence is `c` (as its type keeps it), and its interval is tightened to it.
    fn set_cong(&self, s: &mut AState, x: VarId, c: Option<Cong>) {
        s.cong.remove(&x);
        let Kind::Int(it) = self.kind(self.program.var(x).ty) else { return };
        let Some(Val::Int(i)) = s.vals.get(&x).copied() else {
            // Any value of the type: no interval to tighten, a congruence alone.
            if let Some(c) = c.and_then(|c| c.wrap(it)).filter(|c| c.m != 0) {
                s.cong.insert(x, c);
            }
            return;
        };
        let Some(c) = c.and_then(|c| c.wrap(it)) else { return };
        match c.tighten(i) {
            Some(t) if t.as_point().is_some() => {
                s.vals.insert(x, Val::Int(t));
            }
            Some(t) => {
                s.vals.insert(x, Val::Int(t));
                s.cong.insert(x, c);
            }
            // No value of both: the interval is the sounder of the two (a value computed
            // otherwise than the congruence assumed); keep it alone.
            None => {}
        }
    }

    /// The congruence of an integer expression's value (`None`: unknown).
    fn cong_expr(&mut self, s: &AState, e: &Expr) -> Option<Cong> {
        let Kind::Int(it) = self.kind(e.ty) else { return None };
        let wrapped = |c: Option<Cong>| if it.signed { c } else { c?.wrap(it) };
        match &e.kind {
            ExprKind::Const(c) => Some(Cong::exact(it.value(*c))),
            ExprKind::Var(v) if self.tracked[v.0 as usize] => s.cong_of(*v),
            ExprKind::Deref(p) => {
                let Ok(Val::Ptr(pts)) = self.eval(s, p) else { return None };
                let mut out: Option<Cong> = None;
                for x in self.slot_vars(pts.mask) {
                    let c = s.cong_of(x)?;
                    out = Some(match out {
                        None => c,
                        Some(o) => o.join(c)?,
                    });
                }
                out
            }
            ExprKind::Binary(op, a, b) => {
                let (x, y) = (self.cong_expr(s, a), self.cong_expr(s, b));
                // Unsigned arithmetic that cannot wrap keeps the whole congruence.
                let exact = match (self.eval(s, a), self.eval(s, b)) {
                    (Ok(Val::Int(i)), Ok(Val::Int(j))) => {
                        let r = match op {
                            BinOp::Add => Some(i.add(j)),
                            BinOp::Sub => Some(i.sub(j)),
                            _ => None,
                        };
                        r.is_some_and(|r| r.within(Itv::of_type(it)))
                    }
                    _ => false,
                };
                let wrapped = |c: Option<Cong>| if it.signed || exact { c } else { c?.wrap(it) };
                match op {
                    BinOp::Add => wrapped(x?.add(y?)),
                    BinOp::Sub => wrapped(x?.add(y?.neg()?)),
                    BinOp::Mul => wrapped(x?.mul(y?)),
                    BinOp::Shl => {
                        let k = y?;
                        (k.m == 0 && (0..it.bits as i128).contains(&k.r)).then_some(())?;
                        wrapped(x?.mul(Cong::exact(1i128 << k.r)))
                    }
                    _ => None,
                }
            }
            ExprKind::Unary(UnOp::Neg, a) => wrapped(self.cong_expr(s, a)?.neg()),
            ExprKind::Cast(a) => {
                let Kind::Int(from) = self.kind(a.ty) else { return None };
                let c = self.cong_expr(s, a)?;
                if Itv::of_type(from).within(Itv::of_type(it)) {
                    Some(c)
                } else {
                    c.wrap(it)
                }
            }
            _ => None,
        }
    }

    /// The value of an element of a tracked array at an index in `k` (`None`: unknown): the
    /// join of the elements it may designate.
    fn read_element(&self, s: &AState, a: VarId, k: Option<Itv>, ty: TypeId) -> Val {
        let n = self.arrays[a.0 as usize].unwrap().1 as i128;
        let Some(k) = k else { return self.top(ty) };
        let (lo, hi) = (k.lo.max(0), k.hi.min(n - 1));
        let mut out: Option<Val> = None;
        for k in lo..=hi {
            let Some(x) = s.cells.get(&(a, k as u32)).copied() else { return self.top(ty) };
            out = Some(match out {
                None => x,
                Some(o) => join_val(o, x),
            });
        }
        out.unwrap_or_else(|| self.top(ty))
    }

    fn check_alive(&self, s: &AState, v: VarId) -> R<()> {
        if s.dead.contains(&v) {
            return self.excuse(format!("undefined behaviour: a use of {} where its lifetime may have ended", self.program.var(v).name));
        }
        Ok(())
    }

    /// The lvalue designates an object without undefined behaviour.
    fn check_lvalue(&mut self, s: &AState, lv: &Expr) -> R<()> {
        match &lv.kind {
            ExprKind::Var(v) => self.check_alive(s, *v),
            ExprKind::Field(b, _) => self.check_lvalue(s, b),
            ExprKind::Index(b, i) => self.check_index(s, b, i, false).map(drop),
            ExprKind::Deref(p) => match self.eval(s, p)? {
                Val::Ptr(pts) => {
                    for x in self.targets(pts, lv.ty)? {
                        self.check_alive(s, x)?;
                    }
                    Ok(())
                }
                _ => self.excuse("a dereference of a pointer (they do not follow pointers)"),
            },
            _ => self.excuse("an lvalue they do not model"),
        }
    }

    /// The index designates an element (or, `one_past`, the end) of the array; its values,
    /// when they are known.
    fn check_index(&mut self, s: &AState, base: &Expr, index: &Expr, one_past: bool) -> R<Option<Itv>> {
        self.check_lvalue(s, base)?;
        let Some((_, len)) = self.program.types.array_elem(base.ty) else {
            return self.excuse("an index into what is not an array").map(|()| None);
        };
        let Val::Int(i) = self.eval(s, index)? else { return self.excuse("an index they do not know").map(|()| None) };
        let last = if one_past { len as i128 } else { len as i128 - 1 };
        if i.lo < 0 || i.hi > last {
            self.excuse(format!("undefined behaviour: an index in [{}, {}] of an array of {len} elements", i.lo, i.hi))?;
        }
        Ok(Some(i))
    }

    fn eval(&mut self, s: &AState, e: &Expr) -> R<Val> {
        Ok(match &e.kind {
            ExprKind::Const(c) => match self.kind(e.ty) {
                Kind::Int(it) => Val::Int(Itv::point(it.value(*c))),
                Kind::Bool => Val::Int(Itv::point((*c != 0) as i128)),
                Kind::Float(k) => Val::Float(FItv::of_bits(k, *c)),
                Kind::Ptr if *c == 0 => Val::Ptr(Pts::NULL),
                Kind::Ptr | Kind::Other => Val::Top,
            },

            ExprKind::Var(v) if self.tracked[v.0 as usize] => {
                self.check_alive(s, *v)?;
                s.vals.get(v).copied().unwrap_or_else(|| self.top(e.ty))
            }
            ExprKind::Var(_) | ExprKind::Field(..) | ExprKind::Index(..) | ExprKind::Deref(_) => {
                if let ExprKind::Deref(p) = &e.kind {
                    if let Val::Ptr(pts) = self.eval(s, p)? {
                        // Through a followed pointer: the join of what it may point to.
                        let mut out: Option<Val> = None;
                        for x in self.targets(pts, e.ty)? {
                            self.check_alive(s, x)?;
                            let v = s.vals.get(&x).copied().unwrap_or_else(|| self.top(e.ty));
                            out = Some(out.map_or(v, |o| join_val(o, v)));
                        }
                        // Null only: the path ended at the dereference.
                        return Ok(out.unwrap_or_else(|| self.top(e.ty)));
                    }
                }
                if let Some((a, base, i)) = self.tracked_element(e) {
                    let k = self.check_index(s, base, i, false)?;
                    return Ok(self.read_element(s, a, k, e.ty));
                }
                self.check_lvalue(s, e)?;
                if self.kind(e.ty) == Kind::Bool {
                    // A byte other than 0 and 1 in a _Bool object is no value of it (C11
                    // 6.2.6.1p5), and memory is not followed: it may be one.
                    self.excuse("undefined behaviour: a read of a _Bool object in memory, whose byte may be neither 0 nor 1")?;
                }
                self.top(e.ty)
            }
            ExprKind::AddrOf(lv) => {
                match &lv.kind {
                    ExprKind::Index(b, i) => drop(self.check_index(s, b, i, true)?),
                    _ => self.check_lvalue(s, lv)?,
                }
                match lv.kind {
                    ExprKind::Var(x) => match self.ptrs.slot[x.0 as usize] {
                        Some(b) => Val::Ptr(Pts { mask: 1 << b, null: false }),
                        None => Val::Top,
                    },
                    _ => Val::Top,
                }
            }
            ExprKind::Unary(op, a) => {
                let x = self.eval(s, a)?;
                self.unary(*op, e.ty, x)?
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(s, a)?;
                let y = self.eval(s, b)?;
                // A difference of related variables within the type: neither overflow nor
                // wrap-around, and its values are the difference's.
                if let (BinOp::Sub, Val::Int(xi), Val::Int(yi), Kind::Int(it)) = (op, x, y, self.kind(e.ty)) {
                    if let Some(d) = self.rel_difference(s, a, b).and_then(|d| d.meet(xi.sub(yi))) {
                        if d.within(Itv::of_type(it)) {
                            return Ok(Val::Int(d));
                        }
                    }
                    // Unsigned: the difference modulo 2^bits is C's result.
                    if let (Some((vx, ca)), Some((vy, cb))) = (self.lin_mod(s, a), self.lin_mod(s, b)) {
                        let d = if vx == vy { Some(0) } else { s.mod_diff(vx, vy, it.bits) };
                        if let Some(d) = d {
                            return Ok(Val::Int(Itv::point((d + ca - cb).rem_euclid(1i128 << it.bits))));
                        }
                    }
                }
                let mut r = self.binary(*op, a.ty, b.ty, x, y)?;
                // The differences speak only where the intervals leave the comparison open.
                if let (true, Kind::Int(_), Val::Int(plain @ Itv { lo: 0, hi: 1 })) = (op.is_comparison(), self.kind(a.ty), r) {
                    if let Some(t) = self.rel_truth(s, *op, a, b).and_then(|t| t.meet(plain)) {
                        r = Val::Int(t);
                    }
                }
                match (op, r, x, y) {
                    (BinOp::Rem | BinOp::BitAnd, Val::Int(_), Val::Int(xi), Val::Int(yi)) if yi.as_point().is_some_and(|c| c > 0) => {
                        let c = yi.lo;
                        match (op, self.cong_expr(s, a)) {
                            // x % c of x ≥ 0 with x ≡ r (mod m), c dividing m: r mod c.
                            (BinOp::Rem, Some(k)) if k.m == 0 => Val::Int(Itv::point(k.r % c)),
                            (BinOp::Rem, Some(k)) if k.m % c == 0 && xi.lo >= 0 => Val::Int(Itv::point(k.r % c)),
                            // x & c with c < 2^j and x ≡ r (mod 2^j): the low j bits are r's.
                            (BinOp::BitAnd, Some(k)) if k.m == 0 || (k.m & (k.m - 1) == 0 && c < k.m) => Val::Int(Itv::point(k.r & c)),
                            _ => r,
                        }
                    }
                    _ => r,
                }
            }
            ExprKind::Cast(a) => {
                let x = self.eval(s, a)?;
                self.cast(a.ty, e.ty, x)?
            }
            ExprKind::Reinterpret(a) => {
                self.eval(s, a)?;
                self.top(e.ty)
            }
            ExprKind::PtrAdd(..) | ExprKind::PtrDiff(..) | ExprKind::AllocSize(_) => {
                self.excuse("pointer arithmetic (they do not follow pointers)")?;
                self.top(e.ty)
            }
        })
    }

    fn unary(&mut self, op: UnOp, ty: TypeId, x: Val) -> R<Val> {
        Ok(match (op, x, self.kind(ty)) {
            (UnOp::Not, Val::Int(x), _) => Val::Int(Itv { lo: 1 - x.hi, hi: 1 - x.lo }),
            (UnOp::Neg, Val::Int(x), Kind::Int(it)) => {
                let r = x.neg();
                if it.signed {
                    if !r.within(Itv::of_type(it)) {
                        self.excuse("undefined behaviour: a signed integer overflow (negation)")?;
                        return Ok(Val::Int(r.meet(Itv::of_type(it)).unwrap_or(Itv::of_type(it))));
                    }
                    Val::Int(r)
                } else {
                    Val::Int(r.wrap(it))
                }
            }
            (UnOp::BitNot, Val::Int(x), Kind::Int(it)) => Val::Int(Itv { lo: -x.hi - 1, hi: -x.lo - 1 }.wrap(it)),
            (UnOp::Neg, Val::Float(x), Kind::Float(_)) => Val::Float(x.neg()),
            (UnOp::Sqrt, Val::Float(x), Kind::Float(k)) => Val::Float(x.sqrt(k)),
            (UnOp::RoundIntegral(r), Val::Float(x), Kind::Float(k)) => {
                use effigy_ir::expr::Rounding;
                let f = move |v: f64| -> f64 {
                    let r64 = match r {
                        Rounding::Down => v.floor(),
                        Rounding::Up => v.ceil(),
                        Rounding::TowardZero => v.trunc(),
                        Rounding::NearestAway => v.round(),
                        Rounding::NearestEven => v.round_ties_even(),
                    };
                    // Integral values of a binary32 value are binary32 values.
                    if k == FloatKind::F32 {
                        r64 as f32 as f64
                    } else {
                        r64
                    }
                };
                Val::Float(x.monotone(f))
            }
            _ => self.top(ty),
        })
    }

    fn binary(&mut self, op: BinOp, ta: TypeId, tb: TypeId, x: Val, y: Val) -> R<Val> {
        let bool_of =
            |may_true: bool, may_false: bool| Val::Int(Itv { lo: if may_false { 0 } else { 1 }, hi: if may_true { 1 } else { 0 } });
        match op {
            BinOp::And | BinOp::Or => {
                let (Val::Int(a), Val::Int(b)) = (x, y) else { return Ok(Val::Int(Itv::boolean())) };
                return Ok(Val::Int(if op == BinOp::And {
                    Itv { lo: a.lo.min(1) & b.lo.min(1), hi: a.hi.min(1) & b.hi.min(1) }
                } else {
                    Itv { lo: a.lo.min(1) | b.lo.min(1), hi: a.hi.min(1) | b.hi.min(1) }
                }));
            }
            _ => {}
        }
        let comparison = matches!(op, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge);
        match self.kind(ta) {
            Kind::Float(k) => {
                let (Val::Float(a), Val::Float(b)) = (x, y) else { return Ok(self.top(ta)) };
                if comparison {
                    let nan = a.nan || b.nan;
                    let numbers = !a.is_empty() && !b.is_empty();
                    let (t, f) = match op {
                        BinOp::Lt => (numbers && a.lo < b.hi, numbers && a.hi >= b.lo),
                        BinOp::Le => (numbers && a.lo <= b.hi, numbers && a.hi > b.lo),
                        BinOp::Gt => (numbers && a.hi > b.lo, numbers && a.lo <= b.hi),
                        BinOp::Ge => (numbers && a.hi >= b.lo, numbers && a.lo < b.hi),
                        BinOp::Eq | BinOp::Ne => {
                            let overlap = numbers && a.lo <= b.hi && b.lo <= a.hi;
                            let always = numbers && a.lo == a.hi && b.lo == b.hi && a.lo == b.lo;
                            let (eq_t, eq_f) = (overlap, !always && numbers);
                            if op == BinOp::Eq {
                                (eq_t, eq_f || nan)
                            } else {
                                (eq_f || nan, eq_t)
                            }
                        }
                        _ => unreachable!(),
                    };
                    let f = if op == BinOp::Ne { f } else { f || nan };
                    return Ok(bool_of(t, f));
                }
                let c = match op {
                    BinOp::Add => '+',
                    BinOp::Sub => '-',
                    BinOp::Mul => '*',
                    BinOp::Div => '/',
                    _ => return Ok(self.top(ta)),
                };
                Ok(Val::Float(a.arith(k, c, b)))
            }
            Kind::Int(_) | Kind::Bool => {
                let (Val::Int(a), Val::Int(b)) = (x, y) else { return Ok(self.top(ta)) };
                if comparison {
                    let (t, f) = match op {
                        BinOp::Lt => (a.lo < b.hi, a.hi >= b.lo),
                        BinOp::Le => (a.lo <= b.hi, a.hi > b.lo),
                        BinOp::Gt => (a.hi > b.lo, a.lo <= b.hi),
                        BinOp::Ge => (a.hi >= b.lo, a.lo < b.hi),
                        BinOp::Eq | BinOp::Ne => {
                            let overlap = a.lo <= b.hi && b.lo <= a.hi;
                            let always = a.as_point().is_some() && a == b;
                            if op == BinOp::Eq {
                                (overlap, !always)
                            } else {
                                (!always, overlap)
                            }
                        }
                        _ => unreachable!(),
                    };
                    return Ok(bool_of(t, f));
                }
                let Kind::Int(it) = self.kind(ta) else { return Ok(self.top(ta)) };
                self.int_arith(op, it, tb, a, b).map(Val::Int)
            }
            Kind::Ptr => {
                if let (Val::Ptr(a), Val::Ptr(b), BinOp::Eq | BinOp::Ne) = (x, y, op) {
                    let may_equal = a.mask & b.mask != 0 || (a.null && b.null);
                    let must_equal = a == b && a.single();
                    return Ok(if op == BinOp::Eq { bool_of(may_equal, !must_equal) } else { bool_of(!must_equal, may_equal) });
                }
                self.excuse("a comparison or arithmetic of pointers (they do not follow pointers)")?;
                Ok(if comparison { Val::Int(Itv::boolean()) } else { Val::Top })
            }
            Kind::Other => Ok(self.top(ta)),
        }
    }

    fn int_arith(&mut self, op: BinOp, it: IntType, tb: TypeId, a: Itv, b: Itv) -> R<Itv> {
        let range = Itv::of_type(it);
        let checked = |this: &Self, r: Itv, what: &str| -> R<Itv> {
            if it.signed {
                if !r.within(range) {
                    // Past the overflow the path ends: the values in range go on.
                    this.excuse(format!("undefined behaviour: a signed integer overflow ({what})"))?;
                    return Ok(r.meet(range).unwrap_or(range));
                }
                Ok(r)
            } else {
                Ok(r.wrap(it))
            }
        };
        let corners = |f: &dyn Fn(i128, i128) -> Option<i128>| -> Option<Itv> {
            let mut lo = i128::MAX;
            let mut hi = i128::MIN;
            for x in [a.lo, a.hi] {
                for y in [b.lo, b.hi] {
                    let r = f(x, y)?;
                    lo = lo.min(r);
                    hi = hi.max(r);
                }
            }
            Some(Itv { lo, hi })
        };
        match op {
            BinOp::Add => checked(self, a.add(b), "addition"),
            BinOp::Sub => checked(self, a.sub(b), "subtraction"),
            BinOp::Mul => match corners(&|x, y| x.checked_mul(y)) {
                Some(r) => checked(self, r, "multiplication"),
                None if !it.signed => Ok(range),
                None => {
                    self.excuse("undefined behaviour: a signed integer overflow (multiplication)")?;
                    Ok(range)
                }
            },
            BinOp::Div | BinOp::Rem => {
                if b.contains(0) {
                    self.excuse("undefined behaviour: a division by zero")?;
                    return Ok(range);
                }
                if it.signed && a.contains(range.lo) && b.contains(-1) {
                    self.excuse("undefined behaviour: a signed division overflow")?;
                    return Ok(range);
                }
                if op == BinOp::Div {
                    Ok(corners(&|x, y| Some(x / y)).expect("no overflow").wrap(it))
                } else {
                    let m = b.lo.abs().max(b.hi.abs()) - 1;
                    let lo = if a.lo < 0 { a.lo.max(-m) } else { 0 };
                    let hi = if a.hi > 0 { a.hi.min(m) } else { 0 };
                    Ok(Itv { lo, hi })
                }
            }
            BinOp::Shl | BinOp::Shr => {
                let Some(bt) = self.program.types.as_int(tb) else { return Ok(range) };
                let _ = bt;
                if b.lo < 0 || b.hi >= it.bits as i128 {
                    self.excuse(format!("undefined behaviour: a shift by an amount in [{}, {}] of a {}-bit value", b.lo, b.hi, it.bits))?;
                    return Ok(range);
                }
                if op == BinOp::Shr {
                    return Ok(corners(&|x, y| Some(x >> y)).expect("no overflow"));
                }
                if it.signed {
                    if a.lo < 0 || (a.hi << b.hi) > range.hi {
                        self.excuse("undefined behaviour: a left shift of a negative value or past the type's range")?;
                        return Ok(range);
                    }
                    return Ok(Itv { lo: a.lo << b.lo, hi: a.hi << b.hi });
                }
                let bits = 128 - a.hi.leading_zeros() as i128;
                if bits + b.hi > 126 {
                    return Ok(range);
                }
                Ok(Itv { lo: a.lo << b.lo, hi: a.hi << b.hi }.wrap(it))
            }
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor => {
                if let (Some(x), Some(y)) = (a.as_point(), b.as_point()) {
                    let r = match op {
                        BinOp::BitAnd => x & y,
                        BinOp::BitOr => x | y,
                        _ => x ^ y,
                    };
                    return Ok(Itv::point(r).wrap(it));
                }
                let ceiling = |v: i128| if v <= 0 { 0 } else { (1i128 << (128 - v.leading_zeros())) - 1 };
                if a.lo >= 0 && b.lo >= 0 {
                    return Ok(match op {
                        BinOp::BitAnd => Itv { lo: 0, hi: a.hi.min(b.hi) },
                        BinOp::BitOr => Itv { lo: a.lo.max(b.lo), hi: ceiling(a.hi.max(b.hi)) },
                        _ => Itv { lo: 0, hi: ceiling(a.hi.max(b.hi)) },
                    }
                    .wrap(it));
                }
                if op == BinOp::BitAnd && (a.lo >= 0 || b.lo >= 0) {
                    let m = if a.lo >= 0 { a.hi } else { b.hi };
                    return Ok(Itv { lo: 0, hi: m });
                }
                Ok(range)
            }
            _ => Ok(range),
        }
    }

    fn cast(&mut self, from: TypeId, to: TypeId, x: Val) -> R<Val> {
        Ok(match (self.kind(from), self.kind(to), x) {
            (Kind::Int(_) | Kind::Bool, Kind::Int(it), Val::Int(a)) => Val::Int(a.wrap(it)),
            (Kind::Int(_) | Kind::Bool, Kind::Bool, Val::Int(a)) => {
                Val::Int(Itv { lo: if a.contains(0) { 0 } else { 1 }, hi: if a.as_point() == Some(0) { 0 } else { 1 } })
            }
            (Kind::Float(_), Kind::Bool, Val::Float(a)) => {
                let zero = a.contains_zero();
                let other = a.nan || (!a.is_empty() && (a.lo < 0.0 || a.hi > 0.0));
                Val::Int(Itv { lo: if zero { 0 } else { 1 }, hi: if other { 1 } else { 0 } })
            }
            (Kind::Int(_) | Kind::Bool, Kind::Float(k), Val::Int(a)) => {
                let conv = |v: i128| match k {
                    FloatKind::F32 => v as f32 as f64,
                    FloatKind::F64 => v as f64,
                };
                Val::Float(FItv::range(conv(a.lo), conv(a.hi), false))
            }
            (Kind::Float(_), Kind::Int(it), Val::Float(a)) => {
                if a.nan {
                    self.excuse("undefined behaviour: a conversion to an integer type of a float that may be NaN")?;
                    return Ok(self.top(to));
                }
                if a.is_empty() {
                    return Ok(Val::Int(Itv::point(0)));
                }
                let (lo, hi) = (a.lo.trunc(), a.hi.trunc());
                let range = Itv::of_type(it);
                // Compared as integers: an integral double below 2^127 converts to i128
                // exactly (saturating above), while the type's bounds as doubles may round
                // (LLONG_MAX is no double: it rounds up to 2^63, which does not fit).
                if !lo.is_finite() || !hi.is_finite() || (lo as i128) < range.lo || (hi as i128) > range.hi {
                    self.excuse(format!(
                        "undefined behaviour: a conversion of a float in [{}, {}] to a {}-bit integer",
                        a.lo, a.hi, it.bits
                    ))?;
                    return Ok(Val::Int(range));
                }
                // Both bounds are integral and within the type: exact as i128.
                Val::Int(Itv { lo: lo as i128, hi: hi as i128 })
            }
            (Kind::Float(_), Kind::Float(k), Val::Float(a)) => Val::Float(match k {
                FloatKind::F32 => a.monotone(|v| v as f32 as f64),
                FloatKind::F64 => a,
            }),
            (Kind::Ptr, Kind::Bool, Val::Ptr(p)) => Val::Int(Itv { lo: if p.null { 0 } else { 1 }, hi: if p.mask != 0 { 1 } else { 0 } }),
            // A pointer to `_Bool` is checked by nothing.
            (_, Kind::Bool, _) => Val::Int(Itv::boolean()),
            _ => {
                // A pointer becomes an integer only as its object's observed address (undefined
                // for an object whose lifetime has ended), an integer a pointer only as such an
                // address plus an offset: what pointers they do not follow.
                let (pf, pt) = (self.program.types.is_pointer(from), self.program.types.is_pointer(to));
                let null = matches!(x, Val::Int(i) if i.as_point() == Some(0));
                if pf != pt && !(pt && null) {
                    self.excuse("a conversion between a pointer and an integer (they do not follow pointers)")?;
                }
                if pt && (null || x == Val::Ptr(Pts::NULL)) {
                    return Ok(Val::Ptr(Pts::NULL));
                }
                self.top(to)
            }
        })
    }

    /// `s` where `c` evaluates to `positive`, with the variables it compares narrowed: none
    /// where it cannot hold; two states for `x != k` with `k` inside `x`'s interval (below and
    /// above: an interval cannot leave a hole, and a divisor or an index needs it).
    fn assume(&mut self, s: AState, c: &Expr, positive: bool) -> R<Vec<AState>> {
        let v = self.eval(&s, c)?;
        if let Val::Int(b) = v {
            if (positive && b.hi == 0) || (!positive && b.lo == 1) {
                return Ok(Vec::new());
            }
        }
        if let Some(halves) = self.split_ne(&s, c, positive) {
            return Ok(halves.iter().filter_map(|h| self.refine(s.clone(), h, true)).collect());
        }
        Ok(self.refine(s, c, positive).into_iter().collect())
    }

    /// `x != k` (also `x` as a condition, `!(x == k)`) of integers where one side is a value
    /// strictly inside the other's interval: `x < k` and `x > k`.
    fn split_ne(&mut self, s: &AState, c: &Expr, positive: bool) -> Option<[Expr; 2]> {
        let (a, b) = match &c.kind {
            ExprKind::Unary(UnOp::Not, a) => return self.split_ne(s, a, !positive),
            ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne), a, b) if (*op == BinOp::Ne) == positive => ((**a).clone(), (**b).clone()),
            ExprKind::Cast(a) if positive && self.kind(c.ty) == Kind::Bool && matches!(self.kind(a.ty), Kind::Int(_)) => {
                ((**a).clone(), Expr::constant(a.ty, 0))
            }
            _ => return None,
        };
        if !matches!(self.kind(a.ty), Kind::Int(_)) {
            return None;
        }
        let (Ok(Val::Int(x)), Ok(Val::Int(y))) = (self.eval(s, &a), self.eval(s, &b)) else { return None };
        // The side with the hole: a program variable (not one of the front end's temporaries,
        // which hold a nondeterministic choice tested once: splitting them only doubles states).
        let named = |e: &Expr| {
            let e = match &e.kind {
                ExprKind::Cast(i) => i,
                _ => e,
            };
            matches!(e.kind, ExprKind::Var(v) if self.tracked[v.0 as usize] && !matches!(self.program.var(v).kind, effigy_ir::VarKind::Temp(_)))
        };
        let inside = |i: Itv, k: Option<i128>| k.is_some_and(|k| i.lo < k && k < i.hi);
        if !((inside(x, y.as_point()) && named(&a)) || (inside(y, x.as_point()) && named(&b))) {
            return None;
        }
        let ty = c.ty;
        let cmp = |op| Expr::new(ty, ExprKind::Binary(op, Box::new(a.clone()), Box::new(b.clone())));
        Some([cmp(BinOp::Lt), cmp(BinOp::Gt)])
    }

    fn refine(&mut self, s: AState, c: &Expr, positive: bool) -> Option<AState> {
        match &c.kind {
            ExprKind::Unary(UnOp::Not, a) => self.refine(s, a, !positive),
            ExprKind::Binary(BinOp::And, a, b) if positive => {
                let s = self.refine(s, a, true)?;
                self.refine(s, b, true)
            }
            ExprKind::Binary(BinOp::Or, a, b) if !positive => {
                let s = self.refine(s, a, false)?;
                self.refine(s, b, false)
            }
            ExprKind::Binary(op, a, b) if matches!(op, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge) => {
                let op = if positive { *op } else { negate(*op) };
                let x = self.eval(&s, a).ok()?;
                let y = self.eval(&s, b).ok()?;
                match (x, y, self.kind(a.ty)) {
                    (_, _, Kind::Ptr) if matches!(op, BinOp::Eq | BinOp::Ne) => {
                        // A comparison with null: the other side is null, or not.
                        let null_side = |v: Val| match (op, v) {
                            (BinOp::Eq, _) => Some(Val::Ptr(Pts::NULL)),
                            (_, Val::Ptr(p)) => Some(Val::Ptr(Pts { null: false, ..p })),
                            _ => None,
                        };
                        let s = match (y == Val::Ptr(Pts::NULL), null_side(x)) {
                            (true, Some(n)) => self.narrow(s, a, n)?,
                            _ => s,
                        };
                        match (x == Val::Ptr(Pts::NULL), null_side(y)) {
                            (true, Some(n)) => self.narrow(s, b, n),
                            _ => Some(s),
                        }
                    }
                    (Val::Int(x), Val::Int(y), _) => {
                        let (nx, ny) = refine_int(op, x, y)?;
                        let s = self.narrow(s, a, Val::Int(nx))?;
                        let s = self.narrow(s, b, Val::Int(ny))?;
                        let s = self.refine_rel(s, op, a, b)?;
                        if op != BinOp::Eq {
                            return Some(s);
                        }
                        let s = self.refine_rem(s, a, ny)?;
                        self.refine_rem(s, b, nx)
                    }
                    (Val::Float(x), Val::Float(y), Kind::Float(k)) => {
                        // A negated comparison holds of NaN too: nothing is learnt then.
                        if !positive && op != BinOp::Ne && (x.nan || y.nan) {
                            return Some(s);
                        }
                        if !positive && op == BinOp::Ne {
                            // !(x == y) with a NaN possible: nothing.
                            if x.nan || y.nan {
                                return Some(s);
                            }
                        }
                        let (nx, ny) = refine_float(k, op, x, y, positive)?;
                        let s = self.narrow(s, a, Val::Float(nx))?;
                        self.narrow(s, b, Val::Float(ny))
                    }
                    _ => Some(s),
                }
            }
            ExprKind::Cast(a) if self.kind(c.ty) == Kind::Bool && self.kind(a.ty) == Kind::Ptr => {
                // `p` as a condition: p ≠ null.
                let x = self.eval(&s, a).ok()?;
                let n = if positive {
                    match x {
                        Val::Ptr(p) => Val::Ptr(Pts { null: false, ..p }),
                        _ => return Some(s),
                    }
                } else {
                    Val::Ptr(Pts::NULL)
                };
                self.narrow(s, a, n)
            }
            ExprKind::Var(_) | ExprKind::Cast(_) if self.kind(c.ty) == Kind::Bool => {
                // `b` as a condition: b ≠ 0.
                let want = if positive { Itv::point(1) } else { Itv::point(0) };
                match &c.kind {
                    ExprKind::Var(_) => self.narrow(s, c, Val::Int(want)),
                    ExprKind::Cast(a) if matches!(self.kind(a.ty), Kind::Int(_) | Kind::Bool) => {
                        let x = match self.eval(&s, a).ok()? {
                            Val::Int(x) => x,
                            _ => return Some(s),
                        };
                        if positive {
                            // x ≠ 0: only the bounds can move.
                            let lo = if x.lo == 0 { 1 } else { x.lo };
                            let hi = if x.hi == 0 { -1 } else { x.hi };
                            match Itv::new(lo, hi) {
                                Some(n) => self.narrow(s, a, Val::Int(n)),
                                None if x.contains(0) && x.lo < 0 && x.hi > 0 => Some(s),
                                None => None,
                            }
                        } else {
                            self.narrow(s, a, Val::Int(x.meet(Itv::point(0))?))
                        }
                    }
                    _ => Some(s),
                }
            }
            _ => Some(s),
        }
    }

    /// `s` where `e` is `v % c` (a variable, `c` a positive constant) and equals a value in
    /// `r`: with one value, `v ≡ r (mod c)` whatever the signs (C's `%` keeps
    /// `v == (v / c) * c + v % c`).
    fn refine_rem(&mut self, mut s: AState, e: &Expr, r: Itv) -> Option<AState> {
        let ExprKind::Binary(BinOp::Rem, v, c) = &e.kind else { return Some(s) };
        let (ExprKind::Var(x), ExprKind::Const(_), Some(r)) = (&v.kind, &c.kind, r.as_point()) else { return Some(s) };
        let Ok(Val::Int(c)) = self.eval(&s, c) else { return Some(s) };
        if !self.tracked[x.0 as usize] || !matches!(self.kind(v.ty), Kind::Int(_)) || c.lo <= 1 {
            return Some(s);
        }
        let new = Cong::new(c.lo, r).expect("modulus at least 2");
        let c = match s.cong_of(*x) {
            Some(old) => old.meet(new).ok()?,
            None => new,
        };
        self.set_cong(&mut s, *x, Some(c));
        // The interval may now have no value of the congruence.
        if let (Some(Val::Int(i)), Some(k)) = (s.vals.get(x), s.cong.get(x)) {
            k.tighten(*i)?;
        }
        Some(s)
    }

    /// `s` with the expression `e` known to lie in `v`: a tracked variable, or one seen
    /// through a conversion that keeps every value, is narrowed (`None`: no value left).
    fn narrow(&mut self, mut s: AState, e: &Expr, v: Val) -> Option<AState> {
        match &e.kind {
            ExprKind::Var(x) if self.tracked[x.0 as usize] => {
                let ty = self.program.var(*x).ty;
                let old = s.vals.get(x).copied().unwrap_or_else(|| self.top(ty));
                let new = match (old, v) {
                    (Val::Int(a), Val::Int(b)) => {
                        let m = a.meet(b)?;
                        Val::Int(match s.cong.get(x) {
                            Some(c) => c.tighten(m)?,
                            None => m,
                        })
                    }
                    (Val::Ptr(a), Val::Ptr(b)) => {
                        let m = Pts { mask: a.mask & b.mask, null: a.null && b.null };
                        if m.mask == 0 && !m.null {
                            return None;
                        }
                        Val::Ptr(m)
                    }
                    // A pointer not followed is null here.
                    (Val::Top, n @ Val::Ptr(Pts::NULL)) => n,
                    (Val::Float(a), Val::Float(b)) => {
                        let m = a.meet(b);
                        if m.is_bottom() {
                            return None;
                        }
                        Val::Float(m)
                    }
                    _ => return Some(s),
                };
                self.set(&mut s, *x, new);
                Some(s)
            }
            ExprKind::Cast(inner) => match (self.kind(inner.ty), self.kind(e.ty), v) {
                // Integer widening: every value is kept.
                (Kind::Int(from), Kind::Int(to), Val::Int(b)) if Itv::of_type(from).within(Itv::of_type(to)) => {
                    self.narrow(s, inner, Val::Int(b))
                }
                (Kind::Bool, Kind::Int(_), Val::Int(b)) => self.narrow(s, inner, Val::Int(b.meet(Itv::boolean())?)),
                // binary32 → binary64 is exact.
                (Kind::Float(FloatKind::F32), Kind::Float(FloatKind::F64), Val::Float(b)) => self.narrow(s, inner, Val::Float(b)),
                _ => Some(s),
            },
            _ => Some(s),
        }
    }

    /// What a state at a loop head of `main` says of main's registers and the globals (a
    /// variable in memory is no register of the symbolic step: nothing is said of it): each
    /// integer's and float's range with its congruence, and the differences the intervals do
    /// not imply.
    fn head_facts(&self, s: &AState) -> Vec<(VarId, HeadBound)> {
        let register = |v: VarId| {
            let info = self.program.var(v);
            (info.is_global() || info.function() == Some(self.main)) && !info.address_taken
        };
        let mut out = Vec::new();
        for (&v, val) in &s.vals {
            if !register(v) {
                continue;
            }
            match (*val, self.kind(self.program.var(v).ty)) {
                (Val::Int(x), _) => out.push((v, HeadBound::Int { lo: x.lo, hi: x.hi, cong: s.cong.get(&v).map(|c| (c.m, c.r)) })),
                (Val::Float(x), Kind::Float(kind)) => out.push((v, HeadBound::Float { lo: x.lo, hi: x.hi, nan: x.nan, kind })),
                _ => {}
            }
        }
        let int = |v: VarId| match self.kind(self.program.var(v).ty) {
            Kind::Int(it) => Some(it),
            _ => None,
        };
        for (&(a, b), d) in &s.rel {
            if !(register(a) && register(b) && int(a).is_some() && int(b).is_some()) {
                continue;
            }
            let range = |v: VarId| match s.vals.get(&v) {
                Some(Val::Int(x)) => *x,
                _ => self.type_range(self.program.var(v).ty).expect("an integer"),
            };
            let implied = range(a).sub(range(b));
            if d.lo > implied.lo || d.hi < implied.hi {
                out.push((a, HeadBound::Difference { other: b, lo: d.lo.max(implied.lo), hi: d.hi.min(implied.hi) }));
            }
        }
        for (&(a, b), &(r, bits)) in &s.modrel {
            if register(a) && register(b) && int(a).is_some_and(|it| !it.signed && it.bits == bits) && int(b) == int(a) {
                out.push((a, HeadBound::ModDifference { other: b, r, bits }));
            }
        }
        out
    }

    /// The integer ranges, congruences and differences at `main`'s loop heads.
    fn head_invariants(&self) -> Vec<HeadInvariant> {
        use crate::invariant::{Formula, IntExpr};
        let mut out = Vec::new();
        for (head, s) in &self.main_heads {
            let mut relations = Vec::new();
            // A witness's linear relations are over values of at most 32 bits.
            let narrow = |v: VarId| self.program.types.as_int(self.program.var(v).ty).is_some_and(|it| it.bits <= 32);
            for (v, fact) in self.head_facts(s) {
                match fact {
                    HeadBound::Int { lo, hi, cong } => {
                        let Some(range) = self.type_range(self.program.var(v).ty) else { continue };
                        if lo > range.lo {
                            relations.push(Relation::AtLeast(v, lo));
                        }
                        if hi < range.hi {
                            relations.push(Relation::AtMost(v, hi));
                        }
                        if let Some((m, r)) = cong.filter(|&(m, _)| m <= range.hi && narrow(v)) {
                            let rem = IntExpr::Mod(Box::new(IntExpr::Var(v)), m);
                            relations.push(Relation::Linear(Formula::Eq(rem, IntExpr::Const(r))));
                        }
                    }
                    HeadBound::Difference { other, lo, hi } if narrow(v) && narrow(other) => {
                        let diff = || IntExpr::Add(vec![IntExpr::Var(v), IntExpr::Mul(-1, Box::new(IntExpr::Var(other)))]);
                        relations.push(Relation::Linear(Formula::And(vec![
                            Formula::Le(IntExpr::Const(lo), diff()),
                            Formula::Le(diff(), IntExpr::Const(hi)),
                        ])));
                    }
                    HeadBound::ModDifference { other, r, bits } => relations.push(Relation::Difference(v, other, r as u64, bits)),
                    HeadBound::Float { .. } | HeadBound::Difference { .. } => {}
                }
            }
            if !relations.is_empty() {
                out.push(HeadInvariant { func: self.main, head: *head, disjuncts: Vec::new(), ranges: Vec::new(), relations });
            }
        }
        out
    }
}

/// The depth of the operands whose differences are looked up (`Analyzer::rel_difference`).
const LIN_DEPTH: u32 = 6;

/// Whether `e` is variables and constants under at most `depth` additions, subtractions,
/// conversions and dereferences.
fn few_operations(e: &Expr, depth: u32) -> bool {
    match &e.kind {
        ExprKind::Var(_) | ExprKind::Const(_) => true,
        _ if depth == 0 => false,
        ExprKind::Deref(a) | ExprKind::Cast(a) => few_operations(a, depth - 1),
        ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b) => few_operations(a, depth - 1) && few_operations(b, depth - 1),
        _ => false,
    }
}

/// Per variable, the integer variables related to it: assigned from it plus a value (`x = y + e`,
/// through conversions), or compared with it (`x + e < y`).
fn partners(program: &Program, tracked: &[bool]) -> Vec<Vec<VarId>> {
    fn base(program: &Program, tracked: &[bool], e: &Expr) -> Option<VarId> {
        match &e.kind {
            ExprKind::Var(v) if tracked[v.0 as usize] && matches!(program.types.get(e.ty), TypeData::Int(_)) => Some(*v),
            ExprKind::Cast(a) => base(program, tracked, a),
            ExprKind::Binary(BinOp::Add, a, b) => base(program, tracked, a).or_else(|| base(program, tracked, b)),
            ExprKind::Binary(BinOp::Sub, a, _) => base(program, tracked, a),
            _ => None,
        }
    }
    let mut pairs: BTreeSet<(VarId, VarId)> = BTreeSet::new();
    let mut add = |x: Option<VarId>, y: Option<VarId>| {
        if let (Some(x), Some(y)) = (x, y) {
            if x != y && pairs.len() < MAX_PAIRS {
                pairs.insert((x.min(y), x.max(y)));
            }
        }
    };
    // The operands of comparisons and of subtractions (`j - i == 5`).
    fn comparisons<'e>(e: &'e Expr, out: &mut Vec<(&'e Expr, &'e Expr)>) {
        if let ExprKind::Binary(op, a, b) = &e.kind {
            if op.is_comparison() || *op == BinOp::Sub {
                out.push((a, b));
            }
        }
        for c in e.children() {
            comparisons(c, out);
        }
    }
    for f in &program.functions {
        for edge in &f.edges {
            if let EdgeKind::Assign { lhs, rhs } = &edge.kind {
                add(base(program, tracked, lhs), base(program, tracked, rhs));
            }
            let mut related = Vec::new();
            edge.kind.for_each_expr(&mut |e| {
                let mut cmps = Vec::new();
                comparisons(e, &mut cmps);
                related.extend(cmps.into_iter().map(|(a, b)| (base(program, tracked, a), base(program, tracked, b))));
            });
            for (a, b) in related {
                add(a, b);
            }
        }
    }
    let mut out = vec![Vec::new(); program.vars.len()];
    for (a, b) in pairs {
        out[a.0 as usize].push(b);
        out[b.0 as usize].push(a);
    }
    out
}

/// The variable an lvalue's object belongs to (`a` of `a[i].f`), when it is one.
fn root_var(lv: &Expr) -> Option<VarId> {
    match &lv.kind {
        ExprKind::Var(v) => Some(*v),
        ExprKind::Field(b, _) | ExprKind::Index(b, _) => root_var(b),
        _ => None,
    }
}

fn negate(op: BinOp) -> BinOp {
    match op {
        BinOp::Eq => BinOp::Ne,
        BinOp::Ne => BinOp::Eq,
        BinOp::Lt => BinOp::Ge,
        BinOp::Le => BinOp::Gt,
        BinOp::Gt => BinOp::Le,
        BinOp::Ge => BinOp::Lt,
        o => o,
    }
}

/// The values of `x` and `y` for which `x op y` holds (`None`: none).
fn refine_int(op: BinOp, x: Itv, y: Itv) -> Option<(Itv, Itv)> {
    Some(match op {
        BinOp::Eq => {
            let m = x.meet(y)?;
            (m, m)
        }
        BinOp::Ne => {
            let trim = |a: Itv, b: Itv| -> Option<Itv> {
                match b.as_point() {
                    Some(p) if a.lo == p => Itv::new(a.lo + 1, a.hi),
                    Some(p) if a.hi == p => Itv::new(a.lo, a.hi - 1),
                    _ => Some(a),
                }
            };
            (trim(x, y)?, trim(y, x)?)
        }
        BinOp::Lt => (Itv::new(x.lo, x.hi.min(y.hi - 1))?, Itv::new(y.lo.max(x.lo + 1), y.hi)?),
        BinOp::Le => (Itv::new(x.lo, x.hi.min(y.hi))?, Itv::new(y.lo.max(x.lo), y.hi)?),
        BinOp::Gt => {
            let (b, a) = refine_int(BinOp::Lt, y, x)?;
            (a, b)
        }
        BinOp::Ge => {
            let (b, a) = refine_int(BinOp::Le, y, x)?;
            (a, b)
        }
        _ => (x, y),
    })
}

/// The floats of `x` and `y` for which `x op y` holds (`positive`: the comparison itself, so
/// neither is NaN except for `!=`; otherwise the caller made sure neither may be NaN).
fn refine_float(k: FloatKind, op: BinOp, x: FItv, y: FItv, positive: bool) -> Option<(FItv, FItv)> {
    let (x0, y0) = (x, y);
    let (x, y) = (x.numbers(), y.numbers());
    let ok = |a: FItv| (!a.is_bottom()).then_some(a);
    let r = match op {
        BinOp::Eq => {
            let m = x.meet(y);
            (m, m)
        }
        BinOp::Ne => {
            if positive {
                // x != y holds of NaNs: keep them.
                return Some((x0, y0));
            }
            (x, y)
        }
        BinOp::Lt => (FItv { hi: x.hi.min(next_down(k, y.hi)), ..x }, FItv { lo: y.lo.max(next_up(k, x.lo)), ..y }),
        BinOp::Le => (FItv { hi: x.hi.min(y.hi), ..x }, FItv { lo: y.lo.max(x.lo), ..y }),
        BinOp::Gt => (FItv { lo: x.lo.max(next_up(k, y.lo)), ..x }, FItv { hi: y.hi.min(next_down(k, x.hi)), ..y }),
        BinOp::Ge => (FItv { lo: x.lo.max(y.lo), ..x }, FItv { hi: y.hi.min(x.hi), ..y }),
        _ => (x, y),
    };
    Some((ok(r.0)?, ok(r.1)?))
}

/// Widening thresholds: the program's integer constants and their neighbours; its float
/// constants, their negations and the powers of ten.
fn thresholds(program: &Program) -> (Vec<i128>, Vec<f64>) {
    let mut ints = BTreeSet::new();
    let mut floats: Vec<f64> = Vec::new();
    fn walk(program: &Program, e: &Expr, ints: &mut BTreeSet<i128>, floats: &mut Vec<f64>) {
        if let ExprKind::Const(c) = e.kind {
            match program.types.get(e.ty) {
                TypeData::Int(it) => {
                    let v = it.value(c);
                    ints.extend([v - 1, v, v + 1, -v]);
                }
                TypeData::Float(k) => {
                    let v = k.value(c);
                    if v.is_finite() {
                        floats.extend([v, -v]);
                    }
                }
                _ => {}
            }
        }
        for ch in e.children() {
            walk(program, ch, ints, floats);
        }
    }
    for f in &program.functions {
        for edge in &f.edges {
            edge.kind.for_each_expr(&mut |e| walk(program, e, &mut ints, &mut floats));
        }
    }
    for g in &program.global_inits {
        walk(program, &g.rhs, &mut ints, &mut floats);
    }
    for p in 0..=9 {
        let t = 10f64.powi(p);
        floats.extend([t, -t]);
    }
    floats.push(0.0);
    floats.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    floats.dedup();
    (ints.into_iter().collect(), floats)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparisons_narrow_both_sides() {
        let x = Itv { lo: 0, hi: 100 };
        let y = Itv { lo: 10, hi: 20 };
        assert_eq!(refine_int(BinOp::Lt, x, y), Some((Itv { lo: 0, hi: 19 }, Itv { lo: 10, hi: 20 })));
        assert_eq!(refine_int(BinOp::Gt, x, y), Some((Itv { lo: 11, hi: 100 }, Itv { lo: 10, hi: 20 })));
        assert_eq!(refine_int(BinOp::Lt, Itv::point(5), Itv::point(5)), None);
        assert_eq!(refine_int(BinOp::Ne, Itv { lo: 0, hi: 3 }, Itv::point(0)), Some((Itv { lo: 1, hi: 3 }, Itv::point(0))));
        let k = FloatKind::F64;
        let (a, _) = refine_float(k, BinOp::Lt, FItv::range(-10.0, 10.0, true), FItv::range(1.0, 1.0, false), true).unwrap();
        assert_eq!((a.lo, a.hi, a.nan), (-10.0, 1.0f64.next_down(), false));
    }
}
