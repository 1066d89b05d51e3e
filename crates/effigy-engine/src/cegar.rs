//! CEGAR for symbolic execution: the CPA algorithm over (location with call stack, symbolic
//! value assignment, constraints) with per-location precisions, refined by interpolation over
//! values and constraints (Lemberger's thesis, chapters 3–6; Beyer–Löwe's explicit-value CEGAR;
//! Beyer–Löwe–Wendler's sliced prefixes).
//!
//! **One semantics.** Abstract states are ordinary symbolic [`State`]s and every transfer is
//! [`Executor::successors`]. The abstraction is applied after each transfer by the precision
//! adjustment ([`Cegar::adjust`]): a variable the precision does not track at the new location
//! gets the *undefined* marker (reading it later gives a fresh symbol, see
//! [`Executor::undefined_marker`]); a constraint whose origin is not tracked is dropped. Both
//! only enlarge the set of concrete states a state stands for, so a state space explored to
//! the end without a target proves the program safe.
//!
//! Precisions (thesis §3.2.5–3.2.6): per location, the tracked variables (`L → 2^X`) and the
//! tracked constraints, either constraint-based (`L → 2^origins`: a constraint is identified by
//! the edge that produced it, since its symbols are fresh on every path) or location-based
//! (`2^L`: every constraint is tracked at these locations).
//!
//! Refinement (Alg. 2, 5–8): an abstract path to a target is replayed with full precision along
//! the same edges; if the target is reached the verdict follows (FALSE with the inputs of the
//! replayed state). Otherwise the infeasible sliced prefixes of the path are extracted (Alg. 6),
//! one is selected by a preference (Alg. 5), and inductive interpolation along it (Alg. 7, 8)
//! gives, for each position, the variables and constraints needed to keep the rest of the
//! prefix contradicting. The new precision is joined in; lazy abstraction removes the subtree
//! below the first state whose location's precision changed and re-explores from its parent.

use std::collections::{HashMap, HashSet, VecDeque};
use std::rc::Rc;
use std::time::{Duration, Instant};

use effigy_ir::{EdgeId, EdgeKind, ExprKind, FuncId, LocId, Program, TypeData, VarId};
use effigy_smt::hash::FxHashMap;
use effigy_smt::{CheckResult, Feasibility, Op, Solver, Sort, TermData, TermId};

use crate::explore::{counterexample, Verdict};
use crate::state::{Frame, Origin, PathCondition, Slot, State};
use crate::step::{Executor, Successor, Terminal};

/// A program location: function and CFA node.
pub type Loc = (FuncId, LocId);

/// The order in which Alg. 7 tries to drop parts of an interpolant (thesis §7.2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterpolationOrder {
    /// Drop unneeded constraints, then unneeded values (the thesis's choice).
    ConstraintsFirst,
    /// Drop unneeded values, then unneeded constraints.
    ValuesFirst,
    /// Drop only values; keep every constraint.
    ValuesOnly,
}

/// The constraints CPA's precision type (thesis §3.2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintPrecision {
    /// Per location, the tracked constraints (identified by the edge they come from).
    Constraints,
    /// The locations at which all constraints are tracked.
    Locations,
}

/// The less-or-equal operator of the stop operator (thesis §4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopOperator {
    /// Same values for every variable defined in the covering state; constraints a superset.
    Subset,
    /// Same values; the constraints imply the covering state's (one solver query).
    Implication,
}

/// The merge operator (thesis §4.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeOperator {
    Sep,
    /// States with equal values whose constraints differ in complementary pairs `p`/`¬p` are
    /// joined by dropping the pairs. Only without refinement.
    Join,
}

/// Which infeasible sliced prefix to refine (Alg. 5; thesis §7.2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrefixPreference {
    /// No slicing: interpolate along the whole error path.
    None,
    Shortest,
    Longest,
    /// Precisions over easy variables (booleans, equality-only integers) first; the shortest
    /// prefix among equals (the thesis's best setting).
    DomainGoodShort,
    DomainGoodLong,
    /// The prefix whose refinement starts closest to the program entry.
    PivotShallow,
    /// The prefix whose refinement starts farthest from the program entry.
    PivotDeep,
}

/// Order of the waitlist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Traversal {
    Dfs,
    Bfs,
}

#[derive(Clone, Debug)]
pub struct CegarOptions {
    /// Refine an initially empty precision (CEGAR). Without it every variable and constraint is
    /// tracked: the symbolic execution CPA without CEGAR.
    pub refinement: bool,
    pub interpolation: InterpolationOrder,
    pub constraint_precision: ConstraintPrecision,
    pub stop: StopOperator,
    pub merge: MergeOperator,
    pub prefix: PrefixPreference,
    /// Lazy abstraction: after a refinement re-explore only below the first state whose
    /// precision changed; otherwise restart from the initial state (Alg. 2 as written).
    pub lazy: bool,
    /// Replace symbols that the constraints fix to one value by that value (Alg. 10).
    pub definite_assignments: bool,
    /// Replace a value `s + e` whose symbols occur nowhere else by one fresh symbol (§5.3).
    pub simplify_independent: bool,
    pub traversal: Traversal,
    /// Sliced prefixes for which a precision is computed when the preference needs one.
    pub max_prefixes: usize,
    pub timeout: Option<Duration>,
    pub memory_limit_mb: Option<u64>,
    /// Abstract states expanded, over all refinements: a budget that does not depend on the
    /// machine's speed or load.
    pub max_expansions: Option<u64>,
}

impl Default for CegarOptions {
    fn default() -> Self {
        CegarOptions {
            refinement: true,
            interpolation: InterpolationOrder::ConstraintsFirst,
            constraint_precision: ConstraintPrecision::Constraints,
            stop: StopOperator::Subset,
            merge: MergeOperator::Sep,
            prefix: PrefixPreference::DomainGoodShort,
            lazy: true,
            definite_assignments: true,
            simplify_independent: true,
            traversal: Traversal::Dfs,
            max_prefixes: 8,
            timeout: None,
            memory_limit_mb: None,
            max_expansions: None,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct CegarStats {
    /// Refinements performed (CEGAR iterations minus one, when the run ends).
    pub refinements: u64,
    /// Abstract states created by the transfer relation.
    pub states: u64,
    /// Successors not added because a reached state covers them.
    pub covered: u64,
    /// Reached states merged by the join operator.
    pub merged: u64,
    /// States removed by refinements.
    pub removed: u64,
    /// Size of the reached set at the end, and its maximum.
    pub reached: usize,
    pub max_reached: usize,
    /// Targets reached in the abstraction, and those found feasible.
    pub targets: u64,
    pub feasible_targets: u64,
    /// Refinements that tracked everything along a path found again (see `handle_target`).
    pub path_refinements: u64,
    /// Infeasible sliced prefixes found (Alg. 6).
    pub sliced_prefixes: u64,
    /// Strongest-post steps taken by feasibility checks and interpolation.
    pub sp_steps: u64,
    /// Symbols replaced by their definite value (Alg. 10).
    pub definite: u64,
    /// Values replaced by one fresh symbol (§5.3).
    pub simplified: u64,
    /// Size of the final precision: (location, variable) and (location, constraint) pairs,
    /// and locations tracking every constraint.
    pub precision_vars: usize,
    pub precision_constraints: usize,
    pub precision_locations: usize,
    pub exploration_time: Duration,
    pub refinement_time: Duration,
}

pub struct CegarResult {
    pub verdict: Verdict,
    pub stats: CegarStats,
    /// For TRUE: what the reached set says at the loop heads of the entry function.
    pub invariants: Vec<crate::invariant::HeadInvariant>,
}

/// A per-location precision.
#[derive(Clone, Debug, Default)]
pub struct Precision {
    pub full: bool,
    pub vars: HashMap<Loc, HashSet<VarId>>,
    pub constraints: HashMap<Loc, HashSet<Origin>>,
    pub locations: HashSet<Loc>,
}

impl Precision {
    pub fn tracks_var(&self, l: Loc, v: VarId) -> bool {
        self.full || self.vars.get(&l).is_some_and(|s| s.contains(&v))
    }
    pub fn tracks_constraint(&self, l: Loc, o: Origin) -> bool {
        self.full || self.locations.contains(&l) || self.constraints.get(&l).is_some_and(|s| s.contains(&o))
    }
}

/// What a refinement adds at one position of a path.
#[derive(Clone, Debug, Default)]
struct Increment {
    loc: Option<Loc>,
    vars: Vec<VarId>,
    origins: Vec<Origin>,
}

/// One operation of an error path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum PathOp {
    /// An edge of the function; `no_op` for an assume a sliced prefix replaced by `[true]`.
    Edge { func: FuncId, edge: EdgeId, no_op: bool },
    /// The last step: some successor is a target of this kind, taken from this location (the
    /// edges leaving it are what the step reads).
    Target(TargetKind, Loc),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum TargetKind {
    Error,
    Undefined,
    Unknown,
}

fn target_kind(t: &Terminal) -> Option<TargetKind> {
    match t {
        Terminal::Error(..) => Some(TargetKind::Error),
        Terminal::Undefined(..) => Some(TargetKind::Undefined),
        Terminal::Unknown(_) => Some(TargetKind::Unknown),
        _ => None,
    }
}

/// The result of following a path from a state.
/// States a contradiction replay may visit per operation of its path.
const REPLAY_BUDGET: u64 = 4;

enum Follow {
    /// The path's end was reached (with the target, if the path ends in one).
    Reached(State, Option<Terminal>),
    /// Every way along the path is infeasible.
    Contradicting,
    /// The path ends early in undefined behaviour or an unknown step on every way.
    Blocked(Terminal),
    /// The time limit was reached.
    OutOfTime,
    /// The replay visited more states than its budget allowed (it forks where a forgotten
    /// value meets a branch or a pointer is dereferenced, so it may not stay linear).
    OverBudget,
}

/// A node of the abstract reachability graph.
struct Node {
    state: State,
    parent: Option<usize>,
    children: Vec<usize>,
    /// Nodes whose successor this node covered: to re-expand if this node is removed.
    covering: Vec<usize>,
    alive: bool,
    /// Its call stack (see [`Interned`]).
    key: StackId,
    /// Its place in the coverage index: group and hash of its defined values.
    cover: (usize, u64),
}

/// The nodes, in chunks of fixed size: a reached set of millions of states grows without
/// the doubling copy of one vector, which holds the old and the new buffer at once.
#[derive(Default)]
struct Nodes {
    chunks: Vec<Vec<Node>>,
}

const NODE_CHUNK: usize = 1 << 12;

/// Entries of [`Cegar::abstracted_frames`] before it is emptied.
const ABSTRACTED_FRAMES: usize = 1 << 18;

impl Nodes {
    fn len(&self) -> usize {
        self.chunks.last().map_or(0, |c| (self.chunks.len() - 1) * NODE_CHUNK + c.len())
    }
    fn push(&mut self, node: Node) {
        match self.chunks.last_mut() {
            Some(c) if c.len() < NODE_CHUNK => c.push(node),
            _ => {
                let mut c = Vec::with_capacity(NODE_CHUNK);
                c.push(node);
                self.chunks.push(c);
            }
        }
    }
    fn clear(&mut self) {
        self.chunks.clear();
    }
    fn iter(&self) -> impl Iterator<Item = &Node> {
        self.chunks.iter().flatten()
    }
}

impl std::ops::Index<usize> for Nodes {
    type Output = Node;
    fn index(&self, i: usize) -> &Node {
        &self.chunks[i / NODE_CHUNK][i % NODE_CHUNK]
    }
}

impl std::ops::IndexMut<usize> for Nodes {
    fn index_mut(&mut self, i: usize) -> &mut Node {
        &mut self.chunks[i / NODE_CHUNK][i % NODE_CHUNK]
    }
}

/// An interned call stack: the locations of its frames, bottom to top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct StackId(u32);

/// An interned stack of frame masks (see [`Mask`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct MaskStackId(u32);

/// The empty stack (of locations or of masks): below the entry function's frame.
const EMPTY: u32 = u32::MAX;

type FrameMask = Rc<[(VarId, Held)]>;

/// Values numbered in the order they are first seen, each stored once.
struct Interner<K> {
    items: Vec<K>,
    ids: FxHashMap<K, u32>,
}

impl<K> Default for Interner<K> {
    fn default() -> Self {
        Interner { items: Vec::new(), ids: FxHashMap::default() }
    }
}

impl<K: std::hash::Hash + Eq + Clone> Interner<K> {
    /// The number of the value `q` names; `make` builds the value to store when it is new.
    fn id<Q: std::hash::Hash + Eq + ?Sized>(&mut self, q: &Q, make: impl FnOnce() -> K) -> u32
    where
        K: std::borrow::Borrow<Q>,
    {
        if let Some(&id) = self.ids.get(q) {
            return id;
        }
        let id = self.items.len() as u32;
        let k = make();
        self.items.push(k.clone());
        self.ids.insert(k, id);
        id
    }
}

/// Call stacks and frame masks, interned as (what is below, the top): a node's location key
/// and its coverage group's mask are numbers whose size does not grow with the depth of the
/// call stack (a recursion N deep otherwise stores O(N) per state, O(N²) for its states).
#[derive(Default)]
struct Interned {
    stacks: Interner<(u32, Loc)>,
    mask_stacks: Interner<(u32, u32)>,
    frame_masks: Interner<FrameMask>,
}

impl Interned {
    fn push_stack(&mut self, below: u32, top: Loc) -> u32 {
        self.stacks.id(&(below, top), || (below, top))
    }

    /// The call stack of a state.
    fn stack_of(&mut self, st: &State) -> StackId {
        let mut k = EMPTY;
        for f in st.frames.iter() {
            k = self.push_stack(k, (f.func, f.loc));
        }
        StackId(k)
    }

    /// The call stack of a successor of a state whose stack is `parent`, `parent_depth`
    /// frames deep. A step changes only the frames from the top of the lower of the two
    /// stacks up (an edge moves the top frame, a call pushes a frame and may move its
    /// caller, a return pops one and moves the caller), so the frames below are shared:
    /// the cost is that of the frames that changed, not of the depth.
    fn stack_after(&mut self, parent: StackId, parent_depth: usize, st: &State) -> StackId {
        let depth = st.frames.len();
        let keep = parent_depth.min(depth).saturating_sub(1);
        let mut k = parent.0;
        for _ in keep..parent_depth {
            k = self.stacks.items[k as usize].0;
        }
        for d in keep..depth {
            let f = &st.frames[d];
            k = self.push_stack(k, (f.func, f.loc));
        }
        debug_assert_eq!(StackId(k), self.stack_of(st), "a step changed a frame below the top of the shorter stack");
        StackId(k)
    }

    fn frame_mask(&mut self, vars: Vec<(VarId, Held)>) -> u32 {
        self.frame_masks.id(&vars[..], || vars.clone().into())
    }

    fn push_mask(&mut self, below: u32, frame: u32) -> u32 {
        self.mask_stacks.id(&(below, frame), || (below, frame))
    }
}

/// Which holders of a state have defined values: per frame and for the globals, the variables
/// (sorted) with their kind; per object whether its contents are defined. States whose defined
/// holders have the same values fall into one bucket of the coverage index.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Mask {
    /// The frames' masks, interned (see [`Interned`]).
    frames: MaskStackId,
    globals: Vec<(VarId, Held)>,
    objects: Vec<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Held {
    Defined,
    Forgotten,
    Memory,
}

/// The reached states at one location (call stack), grouped by mask and bucketed by the hash
/// of their defined values: only states in the bucket of a new state's values under their
/// group's mask can cover it (`values_le`), so the stop operator does not compare a new state
/// with every state at its location.
#[derive(Default)]
struct CoverGroups {
    groups: Vec<(Mask, HashMap<u64, Vec<usize>>)>,
}

/// Why a CPA run stopped.
enum CpaStop {
    /// The waitlist is empty.
    Done,
    /// A target was reached from node `parent`.
    Target {
        parent: usize,
        kind: TargetKind,
    },
    Limit(String),
}

pub struct Cegar<'a, 'p, S: Solver> {
    ex: &'a mut Executor<'p, S>,
    options: CegarOptions,
    precision: Precision,
    /// The initial state with full precision.
    initial: State,
    nodes: Nodes,
    /// The reached set, indexed by location (call stack) for the stop and merge operators.
    cover_index: HashMap<StackId, CoverGroups>,
    interned: Interned,
    /// Frames below the top as abstracted at a location (see [`Cegar::adjust`]), by the
    /// address of the frame before; emptied when the precision changes.
    abstracted_frames: FxHashMap<(usize, Loc), (Rc<Frame>, Rc<Frame>)>,
    waitlist: VecDeque<usize>,
    /// Targets found in the abstraction but not yet handled (from the last expanded node).
    pending: VecDeque<(usize, TargetKind)>,
    stats: CegarStats,
    start: crate::clock::CpuClock,
    /// Why TRUE is impossible although the waitlist emptied (a feasible undefined behaviour or
    /// unknown step, a target of a merged state that could not be replayed).
    incomplete: Option<String>,
    /// Nodes alive (the reached set's size).
    alive: usize,
    /// Error paths already refined: seeing one again means refinement made no progress.
    refined_paths: HashMap<Vec<PathOp>, u32>,
    var_score: HashMap<VarId, u64>,
    /// Callers' call edges of each function (their destinations are read by a return).
    call_sites: HashMap<FuncId, Vec<(FuncId, EdgeId)>>,
    /// States expanded so far (the memory limit is checked every 64).
    expanded: u64,
}

/// Runs the CPA algorithm with CEGAR from `initial`.
pub fn cegar<S: Solver>(ex: &mut Executor<'_, S>, initial: State, options: CegarOptions) -> CegarResult {
    let mut c = Cegar::new(ex, initial, options);
    let verdict = c.run();
    let invariants = if matches!(verdict, Verdict::True) { c.head_invariants() } else { Vec::new() };
    c.stats.reached = c.alive;
    c.stats.precision_vars = c.precision.vars.values().map(|s| s.len()).sum();
    c.stats.precision_constraints = c.precision.constraints.values().map(|s| s.len()).sum();
    c.stats.precision_locations = c.precision.locations.len();
    if c.nodes.len() > 100_000 {
        // Freeing millions of states takes seconds, after the time limit has already been
        // reached; a process that reports the verdict next does not need them freed.
        std::mem::forget(std::mem::take(&mut c.nodes));
        std::mem::forget(std::mem::take(&mut c.cover_index));
    }
    CegarResult { verdict, stats: c.stats, invariants }
}

impl<'a, 'p, S: Solver> Cegar<'a, 'p, S> {
    fn new(ex: &'a mut Executor<'p, S>, initial: State, options: CegarOptions) -> Self {
        let precision = Precision { full: !options.refinement, ..Default::default() };
        let var_score = domain_scores(ex.program);
        let mut call_sites: HashMap<FuncId, Vec<(FuncId, EdgeId)>> = HashMap::new();
        for (fi, f) in ex.program.functions.iter().enumerate() {
            for (ei, e) in f.edges.iter().enumerate() {
                if let EdgeKind::Call { callee, .. } = &e.kind {
                    call_sites.entry(*callee).or_default().push((FuncId(fi as u32), EdgeId(ei as u32)));
                }
            }
        }
        Cegar {
            ex,
            options,
            precision,
            initial,
            nodes: Nodes::default(),
            cover_index: HashMap::new(),
            interned: Interned::default(),
            abstracted_frames: FxHashMap::default(),
            waitlist: VecDeque::new(),
            pending: VecDeque::new(),
            stats: CegarStats::default(),
            start: crate::clock::CpuClock::start(),
            incomplete: None,
            alive: 0,
            refined_paths: HashMap::new(),
            var_score,
            call_sites,
            expanded: 0,
        }
    }

    /// After a proof (the reached set complete, no target): per loop head of the entry
    /// function, the disjunction of its reached states' concrete variables. Every reachable
    /// state at the head is in the concretisation of an alive reached state there (covered
    /// states are below their covering state, removed ones were re-explored).
    fn head_invariants(&self) -> Vec<crate::invariant::HeadInvariant> {
        let Some(main) = self.initial.frames.first().map(|f| f.func) else { return Vec::new() };
        let info = &self.ex.loops[main.0 as usize];
        let mut at: std::collections::BTreeMap<LocId, Vec<Vec<(VarId, i128)>>> = Default::default();
        for n in self.nodes.iter().filter(|n| n.alive) {
            if n.state.frames.len() == 1 {
                let (f, l) = n.state.location();
                if f == main && info.is_head(l) {
                    at.entry(l).or_default().push(crate::invariant::concrete_registers(self.ex, &n.state));
                }
            }
        }
        at.into_iter().filter_map(|(l, states)| crate::invariant::head_invariant(main, l, states)).collect()
    }

    fn out_of_time(&self) -> bool {
        self.options.timeout.is_some_and(|t| self.start.elapsed() >= t)
    }

    fn time_limit_reason(&self) -> String {
        format!("time limit of {} s reached", crate::clock::seconds(self.options.timeout.unwrap_or_default()))
    }

    /// Alg. 2: CPA, then check the target path, refine, repeat.
    fn run(&mut self) -> Verdict {
        self.restart();
        loop {
            // Checked here too: when every step ends in a target (as when the solver's time
            // is up) the CPA returns after each expansion.
            if self.out_of_time() {
                return Verdict::Unknown(self.time_limit_reason());
            }
            let t0 = Instant::now();
            let stop = if let Some((parent, kind)) = self.pending.pop_front() { CpaStop::Target { parent, kind } } else { self.cpa() };
            self.stats.exploration_time += t0.elapsed();
            match stop {
                CpaStop::Done => {
                    return match self.incomplete.take() {
                        Some(r) => Verdict::Unknown(r),
                        None => Verdict::True,
                    };
                }
                CpaStop::Limit(r) => return Verdict::Unknown(r),
                CpaStop::Target { parent, kind } => {
                    self.stats.targets += 1;
                    if !self.nodes[parent].alive {
                        continue;
                    }
                    let t1 = Instant::now();
                    let outcome = self.handle_target(parent, kind);
                    self.stats.refinement_time += t1.elapsed();
                    if let Some(v) = outcome {
                        return v;
                    }
                }
            }
        }
    }

    /// Resets the reached set to the initial state under the current precision.
    fn restart(&mut self) {
        self.stats.removed += self.alive as u64;
        self.alive = 0;
        self.nodes.clear();
        self.cover_index.clear();
        self.waitlist.clear();
        self.pending.clear();
        let root = self.initial.clone();
        let root = self.adjust(root, None);
        let key = self.interned.stack_of(&root);
        let mask = mask_of(self.ex, &mut self.interned, &root);
        let id = self.add_node(root, None, key, mask);
        self.waitlist.push_back(id);
    }

    /// Adds a reached state, with its call stack and mask (`mask_of`).
    fn add_node(&mut self, state: State, parent: Option<usize>, key: StackId, mask: Mask) -> usize {
        let id = self.nodes.len();
        let hash = hash_under(&self.interned, &state, &mask).expect("a state matches its own mask");
        let groups = &mut self.cover_index.entry(key).or_default().groups;
        let g = match groups.iter().position(|(m, _)| *m == mask) {
            Some(g) => g,
            None => {
                groups.push((mask, HashMap::new()));
                groups.len() - 1
            }
        };
        groups[g].1.entry(hash).or_default().push(id);
        self.nodes.push(Node { state, parent, children: Vec::new(), covering: Vec::new(), alive: true, key, cover: (g, hash) });
        if let Some(p) = parent {
            self.nodes[p].children.push(id);
        }
        self.alive += 1;
        self.stats.max_reached = self.stats.max_reached.max(self.alive);
        id
    }

    /// Alg. 1 until the waitlist is empty, a target is reached, or a limit.
    fn cpa(&mut self) -> CpaStop {
        loop {
            let next = match self.options.traversal {
                Traversal::Dfs => self.waitlist.pop_back(),
                Traversal::Bfs => self.waitlist.pop_front(),
            };
            let Some(n) = next else { return CpaStop::Done };
            if !self.nodes[n].alive {
                continue;
            }
            self.expanded += 1;
            if let Some(max) = self.options.max_expansions {
                if self.expanded as u64 > max {
                    self.waitlist.push_back(n);
                    return CpaStop::Limit(format!("expansion limit of {max} abstract states reached"));
                }
            }
            if self.out_of_time() {
                self.waitlist.push_back(n);
                return CpaStop::Limit(self.time_limit_reason());
            }
            if self.expanded % 64 == 0 {
                if let Some(limit) = self.options.memory_limit_mb {
                    if crate::explore::resident_mb().is_some_and(|m| m > limit) {
                        return CpaStop::Limit(format!("memory limit of {limit} MiB reached"));
                    }
                }
            }
            let state = self.nodes[n].state.clone();
            let (parent_key, parent_depth) = (self.nodes[n].key, state.frames.len());
            let parent_constraints = state.path_condition.len();
            let successors = self.ex.successors(state);
            let mut children = Vec::new();
            for s in successors {
                match s {
                    Successor::Running(st) => {
                        self.stats.states += 1;
                        crate::progress::states(1);
                        let st = self.adjust(st, Some(parent_constraints));
                        let key = self.interned.stack_after(parent_key, parent_depth, &st);
                        let mask = mask_of(self.ex, &mut self.interned, &st);
                        if self.options.merge == MergeOperator::Join && self.merge_join(&st, key, &mask) {
                            self.stats.merged += 1;
                        }
                        if let Some(c) = self.covered_by(&st, key) {
                            self.stats.covered += 1;
                            self.nodes[c].covering.push(n);
                            continue;
                        }
                        children.push(self.add_node(st, Some(n), key, mask));
                    }
                    Successor::Done(_, terminal) => match target_kind(&terminal) {
                        Some(kind) => self.pending.push_back((n, kind)),
                        None => {
                            if let Terminal::Cut(r) = terminal {
                                self.incomplete.get_or_insert(r);
                            }
                        }
                    },
                }
            }
            // DFS continues with the first successor (the true branch) first.
            children.reverse();
            self.waitlist.extend(children);
            if let Some((parent, kind)) = self.pending.pop_front() {
                return CpaStop::Target { parent, kind };
            }
        }
    }

    // ---- precision adjustment ----

    /// prec: forget what the precision does not track at the state's location; then the
    /// optional strengthenings (definite assignments, independent values).
    /// `parent_constraints`: the number of constraints of the state the transfer started from.
    fn adjust(&mut self, mut st: State, parent_constraints: Option<usize>) -> State {
        // Abstraction compares and rewrites register values as terms.
        self.ex.intern_registers(&mut st);
        // The transfer added a constraint: the newest one, if the precision keeps it.
        let added = match parent_constraints {
            Some(n) if st.path_condition.len() > n => st.path_condition.last(),
            _ => None,
        };
        if !self.precision.full {
            let loc = st.location();
            // The frames below the top: the same frame abstracted at the same location before
            // (by another path through the same call) gives the same frame. Without this, each
            // state of a recursion N deep copies the N frames below it.
            let mut originals = Vec::new();
            for d in 0..st.frames.len().saturating_sub(1) {
                let key = (Rc::as_ptr(&st.frames[d]) as usize, loc);
                match self.abstracted_frames.get(&key) {
                    Some((_, done)) => *st.frames.get_mut(d).expect("a frame at that depth") = done.clone(),
                    None => originals.push((d, st.frames[d].clone())),
                }
            }
            let precision = &self.precision;
            abstract_state(self.ex, &mut st, |v| precision.tracks_var(loc, v), |o| precision.tracks_constraint(loc, o));
            if self.abstracted_frames.len() > ABSTRACTED_FRAMES {
                self.abstracted_frames.clear();
            }
            for (d, original) in originals {
                if !Rc::ptr_eq(&st.frames[d], &original) {
                    // The original is kept alive with its result: its address stays its own.
                    self.abstracted_frames.insert((Rc::as_ptr(&original) as usize, loc), (original, st.frames[d].clone()));
                }
            }
        }
        if self.options.definite_assignments && added.is_some() && st.path_condition.last() == added {
            self.definite_assignments(&mut st);
        }
        if self.options.simplify_independent {
            self.simplify_independent(&mut st);
        }
        st
    }

    /// Alg. 10: symbols of the newest constraint that have one possible value are replaced by
    /// it everywhere in the state.
    fn definite_assignments(&mut self, st: &mut State) {
        let Some(c) = st.path_condition.last() else { return };
        let mut symbols = Vec::new();
        self.ex.terms.symbols(c, &mut symbols);
        symbols.retain(|&s| !matches!(self.ex.terms.sort(s), Sort::Array { .. }));
        if symbols.is_empty() {
            return;
        }
        let mut wanted = Vec::new();
        self.ex.terms.symbols(c, &mut wanted);
        let conjuncts = st.path_condition.relevant(&self.ex.terms, &wanted);
        let model = match self.ex.solver.model(&self.ex.terms, &conjuncts, &symbols) {
            CheckResult::Sat(m) => m,
            _ => return,
        };
        let mut map = HashMap::new();
        for &s in &symbols {
            let value = model.get(s).unwrap_or(0);
            let k = match self.ex.terms.sort(s) {
                Sort::Bool => self.ex.terms.bool_const(value != 0),
                Sort::BitVec(w) => self.ex.terms.bv_const(w, value as u64),
                Sort::Int => self.ex.terms.int_const(value),
                Sort::Array { .. } => continue,
            };
            let other = {
                let eq = self.ex.terms.eq(s, k);
                self.ex.terms.not(eq)
            };
            if let Feasibility::Unsat = self.ex.solver.feasible(&self.ex.terms, &conjuncts, other) {
                map.insert(s, k);
            }
        }
        if map.is_empty() {
            return;
        }
        self.stats.definite += map.len() as u64;
        substitute_state(self.ex, st, &map);
    }

    /// §5.3: a register value `s + e` (a sum with a symbol of coefficient one, hence any value)
    /// whose symbols occur in no constraint and no other value becomes one fresh symbol.
    fn simplify_independent(&mut self, st: &mut State) {
        let terms = &self.ex.terms;
        let is_candidate = |t: TermId| match terms.get(t) {
            TermData::App(Op::BvAdd | Op::IntAdd, args) => args.iter().any(|&a| matches!(terms.get(a), TermData::Symbol(..))),
            _ => false,
        };
        let mut candidates = Vec::new();
        for (d, f) in st.frames.iter().enumerate() {
            for (&v, slot) in f.vars.iter() {
                if let Slot::Register(t) = slot {
                    if is_candidate(*t) {
                        candidates.push((Some(d), v, *t));
                    }
                }
            }
        }
        for (&v, slot) in st.globals.iter() {
            if let Slot::Register(t) = slot {
                if is_candidate(*t) {
                    candidates.push((None, v, *t));
                }
            }
        }
        if candidates.is_empty() {
            return;
        }
        // How many holders (values, objects, constraints) mention each symbol.
        let mut count: HashMap<TermId, u32> = HashMap::new();
        let tally = |t: TermId, count: &mut HashMap<TermId, u32>| {
            let mut s = Vec::new();
            terms.symbols(t, &mut s);
            for x in s {
                *count.entry(x).or_default() += 1;
            }
        };
        for f in &st.frames {
            for slot in f.vars.values() {
                if let Slot::Register(t) = slot {
                    tally(*t, &mut count);
                }
            }
        }
        for slot in st.globals.values() {
            if let Slot::Register(t) = slot {
                tally(*t, &mut count);
            }
        }
        for o in &st.memory.objects {
            if o.alive {
                tally(o.bytes, &mut count);
            }
        }
        for c in st.path_condition.iter() {
            tally(c, &mut count);
        }
        let mut replace = Vec::new();
        for (frame, v, t) in candidates {
            let mut s = Vec::new();
            terms.symbols(t, &mut s);
            if s.iter().all(|x| count.get(x) == Some(&1)) {
                replace.push((frame, v, t));
            }
        }
        for (frame, v, t) in replace {
            let sort = self.ex.terms.sort(t);
            let name = self.ex.program.var(v).name.clone();
            let fresh = self.ex.terms.fresh_symbol(&name, sort);
            match frame {
                Some(d) => {
                    Rc::make_mut(&mut st.frame_at_mut(d).vars).insert(v, Slot::Register(fresh));
                }
                None => {
                    Rc::make_mut(&mut st.globals).insert(v, Slot::Register(fresh));
                }
            }
            self.stats.simplified += 1;
        }
    }

    // ---- stop and merge ----

    /// A reached state at the same location (and call stack) that covers `st`.
    fn covered_by(&mut self, st: &State, key: StackId) -> Option<usize> {
        let index = self.cover_index.get(&key)?;
        let mut candidates = Vec::new();
        for (mask, buckets) in &index.groups {
            if let Some(b) = hash_under(&self.interned, st, mask).and_then(|h| buckets.get(&h)) {
                candidates.extend_from_slice(b);
            }
        }
        for r in candidates {
            if !self.nodes[r].alive {
                continue;
            }
            if !values_le(self.ex, st, &self.nodes[r].state) {
                continue;
            }
            let covering = &self.nodes[r].state;
            if constraints_subset(&st.path_condition, &covering.path_condition) {
                return Some(r);
            }
            if self.options.stop == StopOperator::Implication {
                let theirs: Vec<TermId> = covering.path_condition.to_vec();
                let all = self.ex.terms.and_all(theirs);
                let not_all = self.ex.terms.not(all);
                if let Feasibility::Unsat = self.ex.feasible(&st.path_condition, not_all) {
                    return Some(r);
                }
            }
        }
        None
    }

    /// §4.1: a reached state with the same values whose constraints differ from `st`'s by
    /// complementary pairs is weakened to the common part (and expanded again). True if merged.
    fn merge_join(&mut self, st: &State, key: StackId, mask: &Mask) -> bool {
        // States with the same values in both directions define the same holders with the
        // same values: they share `st`'s group and bucket of the coverage index.
        let Some(hash) = hash_under(&self.interned, st, mask) else { return false };
        let candidates = match self.cover_index.get(&key) {
            Some(index) => match index.groups.iter().find(|(m, _)| m == mask).and_then(|(_, b)| b.get(&hash)) {
                Some(b) => b.clone(),
                None => return false,
            },
            None => return false,
        };
        let mine: HashSet<TermId> = st.path_condition.iter().collect();
        for r in candidates {
            if !self.nodes[r].alive {
                continue;
            }
            let other = &self.nodes[r].state;
            if !values_le(self.ex, st, other) || !values_le(self.ex, other, st) {
                continue;
            }
            let pcs: Vec<(TermId, Origin)> = other.path_condition.pairs().collect();
            let mut negated_q = HashSet::new();
            for &(c, _) in &pcs {
                let n = self.ex.terms.not(c);
                if mine.contains(&n) {
                    negated_q.insert(c);
                }
            }
            if negated_q.is_empty() {
                continue;
            }
            let kept: Vec<(TermId, Origin)> = pcs.into_iter().filter(|(c, _)| !negated_q.contains(c)).collect();
            if !kept.iter().all(|(c, _)| mine.contains(c)) {
                continue;
            }
            let node = &mut self.nodes[r];
            node.state.path_condition = PathCondition::from_pairs(&self.ex.terms, kept);
            // Expanded again; a target below it is replayed along one of the joined paths only
            // (see `handle_target`).
            self.waitlist.push_back(r);
            return true;
        }
        false
    }

    // ---- targets and refinement ----

    /// The path from the root to the target's parent, then the target step.
    fn error_path(&self, parent: usize, kind: TargetKind) -> Vec<PathOp> {
        let mut ops: Vec<PathOp> = self.nodes[parent]
            .state
            .path_edges(self.ex.program)
            .into_iter()
            .map(|(func, edge)| PathOp::Edge { func, edge, no_op: false })
            .collect();
        ops.push(PathOp::Target(kind, self.nodes[parent].state.location()));
        ops
    }

    /// Checks a target's path with full precision; refines if it is infeasible. `Some` ends
    /// the analysis.
    fn handle_target(&mut self, parent: usize, kind: TargetKind) -> Option<Verdict> {
        let path = self.error_path(parent, kind);
        let initial = self.initial.clone();
        match self.follow(initial, &path, None) {
            Follow::OutOfTime => Some(Verdict::Unknown(self.time_limit_reason())),
            Follow::Reached(state, terminal) => {
                self.stats.feasible_targets += 1;
                let terminal = terminal.expect("error paths end in a target");
                match terminal {
                    Terminal::Error(kind, span) => match counterexample(self.ex, &state, &kind, span) {
                        Ok(c) => Some(Verdict::False(Box::new(c))),
                        Err(why) => Some(Verdict::Unknown(why)),
                    },
                    other => {
                        self.note_incomplete(&other);
                        None
                    }
                }
            }
            Follow::Blocked(terminal) => {
                self.note_incomplete(&terminal);
                None
            }
            // The check of a target's path has no budget.
            Follow::OverBudget => Some(Verdict::Unknown("the replay of a target's path stopped at its budget".into())),
            Follow::Contradicting => {
                if self.precision.full {
                    // Only a merged state's path can be infeasible without abstraction.
                    self.incomplete.get_or_insert_with(|| "a target of a merged state could not be replayed".into());
                    return None;
                }
                // A path found again after its refinement: the interpolants were true of the
                // replayed path but not strong enough for the abstract states (whose values are
                // symbolic where the replay's were concrete, or whose constraints came from other
                // edges). The second time, every value and constraint along the path is tracked,
                // which makes the abstract path follow the replay; a third time is a failure.
                let seen = self.refined_paths.entry(path.clone()).or_insert(0);
                *seen += 1;
                let fallback = *seen == 2;
                if *seen > 2 {
                    return Some(Verdict::Unknown(format!(
                        "refinement made no progress: the spurious error path of {} steps was found again",
                        path.len()
                    )));
                }
                if fallback {
                    self.stats.path_refinements += 1;
                }
                let (increments, changed) = match self.refine(&path, fallback) {
                    Ok(r) => r,
                    Err(why) => return Some(Verdict::Unknown(why)),
                };
                self.stats.refinements += 1;
                crate::progress::level("refinements", self.stats.refinements as u64);
                let chain = self.chain(parent);
                // The pivot: the first state on the path whose location's precision changed,
                // or that is weaker than its interpolant (it was reached under an older
                // precision).
                let pivot = (0..increments.len().min(chain.len())).find(|&i| {
                    changed[i] || {
                        let st = &self.nodes[chain[i]].state;
                        increments[i].vars.iter().any(|&v| var_forgotten_somewhere(self.ex, st, v))
                            || increments[i].origins.iter().any(|o| !st.path_condition.origins().any(|x| x == *o))
                    }
                });
                match pivot {
                    Some(i) => {
                        self.reexplore(&chain, i);
                        None
                    }
                    None => Some(Verdict::Unknown("refinement made no progress: the interpolants add nothing to the precision".into())),
                }
            }
        }
    }

    fn note_incomplete(&mut self, t: &Terminal) {
        let reason = match t {
            Terminal::Undefined(what, span) => format!("possible undefined behaviour ({what}) at {}", self.ex.program.describe_span(*span)),
            Terminal::Unknown(r) | Terminal::Cut(r) => r.clone(),
            other => format!("{other:?}"),
        };
        self.incomplete.get_or_insert(reason);
    }

    /// The nodes from the root to `n`.
    fn chain(&self, n: usize) -> Vec<usize> {
        let mut chain = vec![n];
        while let Some(p) = self.nodes[*chain.last().unwrap()].parent {
            chain.push(p);
        }
        chain.reverse();
        chain
    }

    /// Lazy abstraction: removes the subtree of the path's state at position `pivot` and
    /// re-expands its parent (or restarts, for the root or without lazy abstraction).
    fn reexplore(&mut self, chain: &[usize], pivot: usize) {
        if !self.options.lazy || pivot == 0 {
            self.restart();
            return;
        }
        let node = chain[pivot];
        let parent = self.nodes[node].parent.expect("not the root");
        self.remove_subtree(node);
        self.nodes[parent].children.retain(|&c| c != node);
        self.waitlist.push_back(parent);
        self.pending.retain(|&(p, _)| self.nodes[p].alive);
    }

    fn remove_subtree(&mut self, root: usize) {
        let mut stack = vec![root];
        let mut reexpand = Vec::new();
        while let Some(n) = stack.pop() {
            if !self.nodes[n].alive {
                continue;
            }
            self.nodes[n].alive = false;
            self.alive -= 1;
            self.stats.removed += 1;
            stack.extend(self.nodes[n].children.iter().copied());
            reexpand.extend(std::mem::take(&mut self.nodes[n].covering));
            let key = self.nodes[n].key;
            let (g, h) = self.nodes[n].cover;
            if let Some(b) = self.cover_index.get_mut(&key).and_then(|i| i.groups[g].1.get_mut(&h)) {
                b.retain(|&x| x != n);
            }
        }
        // States that were covered by removed ones must be explored again.
        for p in reexpand {
            if self.nodes[p].alive {
                self.waitlist.push_back(p);
            }
        }
    }

    /// Follows `ops` from `start` (full semantics; no-ops skip an assume's condition).
    fn follow(&mut self, start: State, ops: &[PathOp], budget: Option<u64>) -> Follow {
        let mut stack = vec![(start, 0usize)];
        let mut blocked = None;
        let mut steps = 0u64;
        while let Some((state, i)) = stack.pop() {
            if i == ops.len() {
                return Follow::Reached(state, None);
            }
            steps += 1;
            if steps % 16 == 0 && self.out_of_time() {
                return Follow::OutOfTime;
            }
            if budget.is_some_and(|b| steps > b) {
                return Follow::OverBudget;
            }
            self.stats.sp_steps += 1;
            match ops[i] {
                PathOp::Target(kind, _) => {
                    for s in self.ex.successors(state) {
                        if let Successor::Done(st, t) = s {
                            if target_kind(&t) == Some(kind) {
                                return Follow::Reached(st, Some(t));
                            }
                        }
                    }
                }
                PathOp::Edge { func, edge, no_op } => {
                    if !self.leaves(&state, func, edge) {
                        continue;
                    }
                    let succs = self.ex.successors_via(state, edge, no_op);
                    let mut running = Vec::new();
                    let mut ended = None;
                    for s in succs {
                        match s {
                            Successor::Running(st) => running.push(st),
                            Successor::Done(_, t @ (Terminal::Undefined(..) | Terminal::Unknown(_))) => ended = Some(t),
                            Successor::Done(..) => {}
                        }
                    }
                    if running.is_empty() {
                        if let Some(b) = ended {
                            blocked.get_or_insert(b);
                        }
                    }
                    for st in running.into_iter().rev() {
                        stack.push((st, i + 1));
                    }
                }
            }
        }
        match blocked {
            Some(t) => Follow::Blocked(t),
            None => Follow::Contradicting,
        }
    }

    /// Whether `edge` leaves the state's location.
    fn leaves(&self, state: &State, func: FuncId, edge: EdgeId) -> bool {
        !state.frames.is_empty() && state.location() == (func, self.ex.program.function(func).edge(edge).from)
    }

    /// Whether following `ops` from `state` is contradicting (cannot reach the end). A replay
    /// that forks beyond `REPLAY_BUDGET` states per operation answers no: the state keeps what
    /// it was asked to drop, which makes the interpolant stronger, never wrong.
    fn contradicting(&mut self, state: State, ops: &[PathOp]) -> Result<bool, String> {
        let budget = REPLAY_BUDGET * ops.len() as u64 + 64;
        match self.follow(state, ops, Some(budget)) {
            Follow::Contradicting => Ok(true),
            Follow::OutOfTime => Err(self.time_limit_reason()),
            _ => Ok(false),
        }
    }

    /// One operation from `state`: the first successor along it, or None if infeasible.
    fn step_one(&mut self, state: State, op: PathOp) -> Option<State> {
        self.stats.sp_steps += 1;
        match op {
            PathOp::Edge { func, edge, no_op } => {
                if !self.leaves(&state, func, edge) {
                    return None;
                }
                self.ex.successors_via(state, edge, no_op).into_iter().find_map(|s| match s {
                    Successor::Running(st) => Some(st),
                    _ => None,
                })
            }
            PathOp::Target(..) => None,
        }
    }

    /// Refines the precision so that `path` becomes infeasible — by interpolation (Alg. 5, 6,
    /// 8), or in the fallback by the whole path's precision; returns the increments along the
    /// path and, per position, whether its location's precision changed.
    fn refine(&mut self, path: &[PathOp], fallback: bool) -> Result<(Vec<Increment>, Vec<bool>), String> {
        let chosen = if fallback { self.path_precision(path) } else { self.interpolants(path)? };
        Ok(self.join_increments(chosen))
    }

    /// The fallback refinement: every defined variable and every constraint of the replayed
    /// path's states, at each position.
    fn path_precision(&mut self, path: &[PathOp]) -> Vec<Increment> {
        let mut out = Vec::with_capacity(path.len());
        let mut state = self.initial.clone();
        for (i, &op) in path.iter().enumerate() {
            out.push(self.extract(&state));
            if i + 1 == path.len() {
                break;
            }
            // An infeasible assume: the rest of the path is followed as a sliced prefix.
            let next = match self.step_one(state.clone(), op) {
                Some(n) => Some(n),
                None => self.as_no_op(op).and_then(|no_op| self.step_one(state.clone(), no_op)),
            };
            match next {
                Some(n) => state = n,
                None => break,
            }
        }
        out
    }

    /// The operation as a sliced prefix replaces an infeasible assume: `[true]`.
    fn as_no_op(&self, op: PathOp) -> Option<PathOp> {
        match op {
            PathOp::Edge { func, edge, no_op: false } if matches!(self.ex.program.function(func).edge(edge).kind, EdgeKind::Assume(_)) => {
                Some(PathOp::Edge { func, edge, no_op: true })
            }
            _ => None,
        }
    }

    /// Alg. 5 + 6 + 8: the increments of the chosen sliced prefix's interpolants.
    fn interpolants(&mut self, path: &[PathOp]) -> Result<Vec<Increment>, String> {
        let candidates = if self.options.prefix == PrefixPreference::None { vec![path.to_vec()] } else { self.sliced_prefixes(path)? };
        let candidates = if candidates.is_empty() { vec![path.to_vec()] } else { candidates };
        self.stats.sliced_prefixes += candidates.len() as u64;
        let chosen: Vec<Increment> = match self.options.prefix {
            PrefixPreference::None => self.interpolate_path(&candidates[0])?,
            PrefixPreference::Shortest => {
                let p = candidates.iter().min_by_key(|p| p.len()).unwrap().clone();
                self.interpolate_path(&p)?
            }
            PrefixPreference::Longest => {
                let p = candidates.iter().max_by_key(|p| p.len()).unwrap().clone();
                self.interpolate_path(&p)?
            }
            pref => {
                let mut scored = Vec::new();
                let n = candidates.len().min(self.options.max_prefixes.max(1));
                // With more prefixes than the cap: the earliest and the last ones.
                let mut chosen_idx: Vec<usize> = (0..candidates.len()).collect();
                if candidates.len() > n {
                    chosen_idx = (0..n - 1).chain([candidates.len() - 1]).collect();
                }
                for i in chosen_idx {
                    let inc = self.interpolate_path(&candidates[i])?;
                    let len = candidates[i].len();
                    let pivot = inc.iter().position(|x| !x.vars.is_empty() || !x.origins.is_empty()).unwrap_or(usize::MAX);
                    let domain: u64 = inc
                        .iter()
                        .flat_map(|x| x.vars.iter())
                        .collect::<HashSet<_>>()
                        .into_iter()
                        .map(|v| self.var_score.get(v).copied().unwrap_or(4))
                        .sum::<u64>()
                        + inc.iter().map(|x| x.origins.len() as u64).sum::<u64>().min(1);
                    scored.push((inc, len, pivot, domain));
                }
                let best = match pref {
                    PrefixPreference::DomainGoodShort => scored.iter().enumerate().min_by_key(|(_, s)| (s.3, s.1)),
                    PrefixPreference::DomainGoodLong => scored.iter().enumerate().min_by_key(|(_, s)| (s.3, usize::MAX - s.1)),
                    PrefixPreference::PivotShallow => scored.iter().enumerate().min_by_key(|(_, s)| (s.2, s.1)),
                    PrefixPreference::PivotDeep => {
                        scored.iter().enumerate().min_by_key(|(_, s)| (std::cmp::Reverse(if s.2 == usize::MAX { 0 } else { s.2 }), s.1))
                    }
                    _ => unreachable!(),
                }
                .map(|(i, _)| i)
                .unwrap();
                scored.swap_remove(best).0
            }
        };
        Ok(chosen)
    }

    /// Joins increments into the precision; per position, whether its location's precision
    /// changed.
    fn join_increments(&mut self, chosen: Vec<Increment>) -> (Vec<Increment>, Vec<bool>) {
        let mut changed = Vec::with_capacity(chosen.len());
        for inc in &chosen {
            let mut c = false;
            if let Some(loc) = inc.loc {
                if !inc.vars.is_empty() {
                    let set = self.precision.vars.entry(loc).or_default();
                    for &v in &inc.vars {
                        c |= set.insert(v);
                    }
                }
                if !inc.origins.is_empty() {
                    match self.options.constraint_precision {
                        ConstraintPrecision::Constraints => {
                            let set = self.precision.constraints.entry(loc).or_default();
                            for &o in &inc.origins {
                                c |= set.insert(o);
                            }
                        }
                        ConstraintPrecision::Locations => c |= self.precision.locations.insert(loc),
                    }
                }
            }
            changed.push(c);
        }
        if changed.iter().any(|&c| c) {
            self.abstracted_frames.clear();
        }
        (chosen, changed)
    }

    /// Alg. 6: the infeasible sliced prefixes of an infeasible path.
    fn sliced_prefixes(&mut self, path: &[PathOp]) -> Result<Vec<Vec<PathOp>>, String> {
        let mut prefixes = Vec::new();
        let mut feasible: Vec<PathOp> = Vec::new();
        let mut state = self.initial.clone();
        for &op in path {
            if self.out_of_time() {
                return Err(self.time_limit_reason());
            }
            match op {
                PathOp::Target(..) => {
                    if self.contradicting(state.clone(), &[op])? {
                        let mut p = feasible.clone();
                        p.push(op);
                        prefixes.push(p);
                    }
                    break;
                }
                PathOp::Edge { .. } => match self.step_one(state.clone(), op) {
                    Some(next) => {
                        feasible.push(op);
                        state = next;
                    }
                    None => {
                        // Not an assume: undefined behaviour for every value, no sliced prefix
                        // ends here.
                        let Some(no_op) = self.as_no_op(op) else { break };
                        let mut p = feasible.clone();
                        p.push(op);
                        prefixes.push(p);
                        feasible.push(no_op);
                        match self.step_one(state.clone(), no_op) {
                            Some(next) => state = next,
                            None => break,
                        }
                    }
                },
            }
        }
        Ok(prefixes)
    }

    /// Alg. 8 with Alg. 7: inductive interpolants along an infeasible path; position 0 is the
    /// initial state, position i the state after the i-th operation.
    fn interpolate_path(&mut self, path: &[PathOp]) -> Result<Vec<Increment>, String> {
        let mut out = Vec::with_capacity(path.len());
        // The positions whose interpolant is `true` (nothing tracked) form a prefix of the path:
        // if the suffix from i + 1 is contradicting from a state that knows nothing, so is the
        // suffix from i. Bisection with states that know nothing, not even heap contents,
        // finds a prefix of such positions with few replays of long suffixes; their
        // interpolants are what Alg. 8 computes there: the chain of `true` states.
        // The `true` states along the path: their increments all, the states themselves only
        // every CHECKPOINT positions (a path of 10^5 operations held 10^5 states here); a
        // state between checkpoints is stepped again from the one before it.
        const CHECKPOINT: usize = 256;
        let mut top = self.initial.clone();
        abstract_state(self.ex, &mut top, |_| false, |_| false);
        let mut top_incs = vec![self.extract(&top)];
        let mut checkpoints = vec![top.clone()];
        for &op in &path[..path.len().saturating_sub(1)] {
            match self.step_one(top, op) {
                Some(mut next) => {
                    abstract_state(self.ex, &mut next, |_| false, |_| false);
                    top_incs.push(self.extract(&next));
                    if (top_incs.len() - 1) % CHECKPOINT == 0 {
                        checkpoints.push(next.clone());
                    }
                    top = next;
                }
                None => break,
            }
        }
        let tops = top_incs.len();
        let (mut lo, mut hi) = (0, tops);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let mut nothing = self.top_at(&checkpoints, CHECKPOINT, path, mid);
            // Heap contents too, which precisions never forget.
            forget_objects(self.ex, &mut nothing, |_| true);
            if self.contradicting(nothing, &path[mid..])? {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let known = lo;
        out.extend(top_incs.drain(..known));
        if known == tops {
            return Ok(out);
        }
        let start = if known == 0 {
            self.initial.clone()
        } else {
            let before = self.top_at(&checkpoints, CHECKPOINT, path, known - 1);
            match self.step_one(before, path[known - 1]) {
                Some(s) => s,
                None => return Ok(out),
            }
        };
        let mut itp = self.interpolant(start, &path[known..])?;
        out.push(self.extract(&itp));
        for i in known..path.len().saturating_sub(1) {
            if self.out_of_time() {
                return Err(self.time_limit_reason());
            }
            match self.step_one(itp, path[i]) {
                Some(next) => {
                    itp = self.interpolant(next, &path[i + 1..])?;
                    out.push(self.extract(&itp));
                }
                // The interpolant is already contradicting: `false` from here on.
                None => break,
            }
        }
        Ok(out)
    }

    /// The `true` state at position `i` of the path (see `interpolate_path`): stepped from the
    /// checkpoint before it, each step abstracted to nothing known, as it was first computed.
    fn top_at(&mut self, checkpoints: &[State], every: usize, path: &[PathOp], i: usize) -> State {
        let mut st = checkpoints[i / every].clone();
        for &op in &path[i / every * every..i] {
            match self.step_one(st.clone(), op) {
                Some(mut next) => {
                    abstract_state(self.ex, &mut next, |_| false, |_| false);
                    st = next;
                }
                None => break,
            }
        }
        st
    }

    /// Alg. 7: weakens `state` (the strongest post of the prefix) as far as the suffix stays
    /// contradicting from it.
    fn interpolant(&mut self, state: State, suffix: &[PathOp]) -> Result<State, String> {
        // `true` suffices when the suffix is contradicting on its own.
        let mut top = state.clone();
        abstract_state(self.ex, &mut top, |_| false, |_| false);
        if self.contradicting(top.clone(), suffix)? {
            return Ok(top);
        }
        let (mentioned, derefs) = self.suffix_reads(suffix);
        let mut st = state;
        // Variables the suffix cannot read are dropped without a test: registers it does not
        // name, and objects it does not name when it accesses no memory through pointers.
        let readable: HashSet<VarId> = st
            .frames
            .iter()
            .flat_map(|f| f.vars.keys())
            .chain(st.globals.keys())
            .copied()
            .filter(|v| mentioned.contains(v) || (derefs && self.ex.in_memory(*v)))
            .collect();
        abstract_state(self.ex, &mut st, |v| readable.contains(&v), |_| true);
        drop_unconnected_constraints(self.ex, &mut st);
        match self.options.interpolation {
            InterpolationOrder::ConstraintsFirst => {
                st = self.drop_constraints(st, suffix)?;
                st = self.drop_values(st, suffix)?;
            }
            InterpolationOrder::ValuesFirst => {
                st = self.drop_values(st, suffix)?;
                st = self.drop_constraints(st, suffix)?;
            }
            InterpolationOrder::ValuesOnly => st = self.drop_values(st, suffix)?,
        }
        Ok(st)
    }

    /// Drops path-condition constraints while the suffix stays contradicting.
    fn drop_constraints(&mut self, st: State, suffix: &[PathOp]) -> Result<State, String> {
        let pairs: Vec<(TermId, Origin)> = st.path_condition.pairs().collect();
        let build = |ex: &mut Executor<'p, S>, keep: &[bool]| {
            let mut s = st.clone();
            let kept = pairs.iter().zip(keep).filter(|(_, &k)| k).map(|(&p, _)| p);
            s.path_condition = PathCondition::from_pairs(&ex.terms, kept.collect::<Vec<_>>());
            s
        };
        let keep = self.shrink(pairs.len(), suffix, &build)?;
        Ok(build(self.ex, &keep))
    }

    /// Forgets variables' values while the suffix stays contradicting.
    fn drop_values(&mut self, st: State, suffix: &[PathOp]) -> Result<State, String> {
        // Every defined variable holder: (frame or global, variable).
        let mut holders: Vec<(Option<usize>, VarId)> = Vec::new();
        for (d, f) in st.frames.iter().enumerate() {
            let mut vs: Vec<VarId> = f.vars.keys().copied().collect();
            vs.sort();
            holders.extend(vs.into_iter().map(|v| (Some(d), v)));
        }
        let mut gs: Vec<VarId> = st.globals.keys().copied().collect();
        gs.sort();
        holders.extend(gs.into_iter().map(|v| (None, v)));
        holders.retain(|&(frame, v)| !is_forgotten(self.ex, &st, frame, v));
        let build = |ex: &mut Executor<'p, S>, keep: &[bool]| {
            let mut s = st.clone();
            for (&(frame, v), &k) in holders.iter().zip(keep) {
                if !k {
                    forget(ex, &mut s, frame, v);
                }
            }
            s
        };
        let keep = self.shrink(holders.len(), suffix, &build)?;
        Ok(build(self.ex, &keep))
    }

    /// Which of `n` parts of a contradicting state must be kept so that the suffix stays
    /// contradicting (`build` makes the state that keeps the parts marked true). Greedy from
    /// left to right as Alg. 7, but a run of parts is first tried as a whole and halved only
    /// when it cannot go as a whole: with k needed parts of n, about 2k·log(n/k) replays of
    /// the suffix instead of n. Every state it keeps was replayed, so the result is an
    /// interpolant whatever the order.
    fn shrink(&mut self, n: usize, suffix: &[PathOp], build: &dyn Fn(&mut Executor<'p, S>, &[bool]) -> State) -> Result<Vec<bool>, String> {
        let mut keep = vec![true; n];
        let mut ranges = vec![(0, n)];
        while let Some((lo, hi)) = ranges.pop() {
            if lo >= hi {
                continue;
            }
            keep[lo..hi].iter_mut().for_each(|k| *k = false);
            let candidate = build(self.ex, &keep);
            if self.contradicting(candidate, suffix)? {
                continue;
            }
            keep[lo..hi].iter_mut().for_each(|k| *k = true);
            if hi - lo > 1 {
                let mid = (lo + hi) / 2;
                ranges.push((mid, hi));
                ranges.push((lo, mid));
            }
        }
        Ok(keep)
    }

    /// Variables the suffix mentions, and whether it accesses memory through pointers.
    fn suffix_reads(&self, suffix: &[PathOp]) -> (HashSet<VarId>, bool) {
        let mut vars = HashSet::new();
        let mut derefs = false;
        let program = self.ex.program;
        let visit = |kind: &EdgeKind, vars: &mut HashSet<VarId>, derefs: &mut bool| {
            kind.for_each_expr(&mut |e| {
                e.for_each_var(&mut |v| {
                    vars.insert(v);
                });
                *derefs |= has_deref(e);
            });
        };
        let mut edges: Vec<(FuncId, EdgeId)> = Vec::new();
        for op in suffix {
            match *op {
                PathOp::Edge { func, edge, .. } => edges.push((func, edge)),
                // The target step runs the edges leaving its location.
                PathOp::Target(_, (func, loc)) => edges.extend(program.function(func).out_edges(loc).iter().map(|&e| (func, e))),
            }
        }
        for (func, edge) in edges {
            let kind = &program.function(func).edge(edge).kind;
            visit(kind, &mut vars, &mut derefs);
            if matches!(kind, EdgeKind::Return(_)) {
                // The caller's destination is written (and its lvalue evaluated).
                for &(cf, ce) in self.call_sites.get(&func).map(|v| v.as_slice()).unwrap_or(&[]) {
                    visit(&program.function(cf).edge(ce).kind, &mut vars, &mut derefs);
                }
            }
        }
        (vars, derefs)
    }

    /// extractPrecision: the defined variables and the constraints' origins of an interpolant.
    fn extract(&self, itp: &State) -> Increment {
        let mut vars = Vec::new();
        for (d, f) in itp.frames.iter().enumerate() {
            for &v in f.vars.keys() {
                if !is_forgotten(self.ex, itp, Some(d), v) {
                    vars.push(v);
                }
            }
        }
        for &v in itp.globals.keys() {
            if !is_forgotten(self.ex, itp, None, v) {
                vars.push(v);
            }
        }
        vars.sort();
        vars.dedup();
        let mut origins: Vec<Origin> = itp.path_condition.origins().collect();
        origins.sort();
        origins.dedup();
        let loc = if itp.frames.is_empty() { None } else { Some(itp.location()) };
        Increment { loc, vars, origins }
    }
}

fn has_deref(e: &effigy_ir::Expr) -> bool {
    matches!(e.kind, ExprKind::Deref(_)) || e.children().into_iter().any(has_deref)
}

/// Forgets every variable `keep_var` rejects (registers get the undefined marker, variables'
/// objects undefined contents) and every constraint `keep_constraint` rejects. Dead objects'
/// contents are forgotten too: they cannot be read without undefined behaviour.
fn abstract_state<S: Solver>(
    ex: &mut Executor<'_, S>,
    st: &mut State,
    mut keep_var: impl FnMut(VarId) -> bool,
    mut keep_constraint: impl FnMut(Origin) -> bool,
) {
    for d in 0..st.frames.len() {
        let vars: Vec<VarId> = st.frames[d].vars.keys().copied().collect();
        for v in vars {
            if !keep_var(v) {
                forget(ex, st, Some(d), v);
            }
        }
    }
    let globals: Vec<VarId> = st.globals.keys().copied().collect();
    for v in globals {
        if !keep_var(v) && !is_forgotten(ex, st, None, v) {
            forget(ex, st, None, v);
        }
    }
    forget_objects(ex, st, |o| !o.alive);
    if st.path_condition.origins().any(|o| !keep_constraint(o)) {
        let kept: Vec<(TermId, Origin)> = st.path_condition.pairs().filter(|&(_, o)| keep_constraint(o)).collect();
        st.path_condition = PathCondition::from_pairs(&ex.terms, kept);
    }
}

/// Forgets the contents of the objects `which` selects.
fn forget_objects<S: Solver>(ex: &mut Executor<'_, S>, st: &mut State, which: impl Fn(&crate::state::Object) -> bool) {
    for i in 0..st.memory.objects.len() {
        let bytes = st.memory.objects[i].bytes;
        if which(&st.memory.objects[i]) && !ex.is_undefined(bytes) {
            let sort = ex.terms.sort(bytes);
            let marker = ex.undefined_marker(sort);
            st.memory.get_mut(crate::state::ObjId(i as u32)).bytes = marker;
        }
    }
}

/// Whether some holder of `v` (a frame's or the global) has forgotten its value.
fn var_forgotten_somewhere<S: Solver>(ex: &Executor<'_, S>, st: &State, v: VarId) -> bool {
    let frames = st.frames.iter().enumerate().filter(|(_, f)| f.vars.contains_key(&v)).map(|(d, _)| Some(d));
    let global = st.globals.contains_key(&v).then_some(None);
    frames.chain(global).any(|h| is_forgotten(ex, st, h, v))
}

fn slot_of(st: &State, frame: Option<usize>, v: VarId) -> Slot {
    match frame {
        Some(d) => st.frames[d].vars[&v],
        None => st.globals[&v],
    }
}

fn is_forgotten<S: Solver>(ex: &Executor<'_, S>, st: &State, frame: Option<usize>, v: VarId) -> bool {
    match slot_of(st, frame, v) {
        Slot::Register(t) => ex.is_undefined(t),
        Slot::Value(_) => false,
        Slot::Memory(o) => ex.is_undefined(st.memory.get(o).bytes),
    }
}

/// Gives a variable the undefined marker.
fn forget<S: Solver>(ex: &mut Executor<'_, S>, st: &mut State, frame: Option<usize>, v: VarId) {
    match slot_of(st, frame, v) {
        Slot::Register(_) | Slot::Value(_) => {
            if is_forgotten(ex, st, frame, v) {
                return;
            }
            let sort = ex.sort_of(ex.program.var(v).ty);
            let m = ex.undefined_marker(sort);
            match frame {
                Some(d) => {
                    Rc::make_mut(&mut st.frame_at_mut(d).vars).insert(v, Slot::Register(m));
                }
                None => {
                    Rc::make_mut(&mut st.globals).insert(v, Slot::Register(m));
                }
            }
        }
        Slot::Memory(o) => {
            let b = st.memory.get(o).bytes;
            if ex.is_undefined(b) {
                return;
            }
            let sort = ex.terms.sort(b);
            let m = ex.undefined_marker(sort);
            st.memory.get_mut(o).bytes = m;
        }
    }
}

fn held<S: Solver>(ex: &Executor<'_, S>, slot: &Slot) -> Held {
    match slot {
        Slot::Register(t) if ex.is_undefined(*t) => Held::Forgotten,
        Slot::Register(_) | Slot::Value(_) => Held::Defined,
        Slot::Memory(_) => Held::Memory,
    }
}

/// The mask of a state's defined holders (see [`Mask`]).
fn mask_of<S: Solver>(ex: &Executor<'_, S>, interned: &mut Interned, st: &State) -> Mask {
    let sorted = |vars: &mut dyn Iterator<Item = (&VarId, &Slot)>| {
        let mut v: Vec<(VarId, Held)> = vars.map(|(&v, s)| (v, held(ex, s))).collect();
        v.sort_by_key(|x| x.0);
        v
    };
    let mut frames = EMPTY;
    for f in st.frames.iter() {
        let m = interned.frame_mask(sorted(&mut f.vars.iter()));
        frames = interned.push_mask(frames, m);
    }
    Mask {
        frames: MaskStackId(frames),
        globals: sorted(&mut st.globals.iter()),
        objects: st.memory.objects.iter().filter(|o| o.alive).map(|o| !ex.is_undefined(o.bytes)).collect(),
    }
}

/// The hash of a state's values at the holders `mask` defines, with the shape that
/// [`values_le`] compares; None if the state lacks one of the holders. A state `r` can cover
/// `e` only if `hash_under(e, mask_of(r)) == hash_under(r, mask_of(r))`.
fn hash_under(interned: &Interned, st: &State, mask: &Mask) -> Option<u64> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    // Dead objects (returned frames, freed blocks) and where the next object would go do not
    // matter: object addresses are unobservable (see `Executor::observe_address`), and a
    // pointer into a dead object differs from every pointer into a live one.
    if st.memory.objects.iter().filter(|o| o.alive).count() != mask.objects.len() {
        return None;
    }
    let slot = |vars: &effigy_smt::hash::FxHashMap<VarId, Slot>,
                v: VarId,
                how: Held,
                h: &mut std::collections::hash_map::DefaultHasher|
     -> Option<()> {
        match (vars.get(&v)?, how) {
            (Slot::Register(t), Held::Defined) => (0u8, t).hash(h),
            (Slot::Register(_), Held::Forgotten) => 1u8.hash(h),
            (Slot::Memory(o), _) => (2u8, o.0).hash(h),
            (Slot::Register(_), Held::Memory) => 3u8.hash(h),
            (Slot::Value(x), _) => (4u8, *x).hash(h),
        }
        Some(())
    };
    // The frames top down, beside the mask's; the state must have as many frames.
    let mut m = mask.frames.0;
    for d in (0..st.frames.len()).rev() {
        let &(below, vars) = interned.mask_stacks.items.get(m as usize)?;
        let f = &st.frames[d];
        f.return_to.hash(&mut h);
        for &(v, how) in interned.frame_masks.items[vars as usize].iter() {
            slot(&f.vars, v, how, &mut h)?;
        }
        m = below;
    }
    if m != EMPTY {
        return None;
    }
    for &(v, how) in &mask.globals {
        slot(&st.globals, v, how, &mut h)?;
    }
    for (o, &defined) in st.memory.objects.iter().filter(|o| o.alive).zip(&mask.objects) {
        (o.base, o.size, o.extent, o.heap).hash(&mut h);
        if defined {
            o.bytes.hash(&mut h);
        }
    }
    Some(h.finish())
}

/// v ⊑ v': every variable defined in `r` has the same value in `e`, memory has the same shape.
fn values_le<S: Solver>(ex: &Executor<'_, S>, e: &State, r: &State) -> bool {
    let live = |st: &State| st.memory.objects.iter().filter(|o| o.alive).count();
    if e.frames.len() != r.frames.len() || live(e) != live(r) {
        return false;
    }
    for (fe, fr) in e.frames.iter().zip(&r.frames) {
        if fe.func != fr.func || fe.loc != fr.loc || fe.return_to != fr.return_to {
            return false;
        }
        for (v, sr) in fr.vars.iter() {
            match (sr, fe.vars.get(v)) {
                (Slot::Register(tr), Some(Slot::Register(te))) => {
                    if tr != te && !ex.is_undefined(*tr) {
                        return false;
                    }
                }
                (Slot::Memory(or), Some(Slot::Memory(oe))) if or == oe => {}
                _ => return false,
            }
        }
    }
    if !Rc::ptr_eq(&e.globals, &r.globals) {
        for (v, sr) in r.globals.iter() {
            match (sr, e.globals.get(v)) {
                (Slot::Register(tr), Some(Slot::Register(te))) => {
                    if tr != te && !ex.is_undefined(*tr) {
                        return false;
                    }
                }
                (Slot::Memory(or), Some(Slot::Memory(oe))) if or == oe => {}
                _ => return false,
            }
        }
    }
    for (oe, or) in e.memory.objects.iter().filter(|o| o.alive).zip(r.memory.objects.iter().filter(|o| o.alive)) {
        if Rc::ptr_eq(oe, or) {
            continue;
        }
        if oe.base != or.base || oe.size != or.size || oe.extent != or.extent || oe.heap != or.heap {
            return false;
        }
        // A layout constraint of r's must speak of e's object too.
        if or.address.is_some() && oe.address != or.address {
            return false;
        }
        if oe.bytes != or.bytes && !ex.is_undefined(or.bytes) {
            return false;
        }
    }
    true
}

/// Every constraint of `theirs` is one of `mine`.
fn constraints_subset(mine: &PathCondition, theirs: &PathCondition) -> bool {
    if theirs.is_empty() {
        return true;
    }
    if theirs.len() > mine.len() {
        return false;
    }
    if theirs.len() <= 8 {
        return theirs.iter().all(|c| mine.contains(c));
    }
    let set: HashSet<TermId> = mine.iter().collect();
    theirs.iter().all(|c| set.contains(&c))
}

/// Drops constraints that share no symbol (directly or through other constraints) with any
/// defined value: the rest of a path cannot observe them.
fn drop_unconnected_constraints<S: Solver>(ex: &mut Executor<'_, S>, st: &mut State) {
    if st.path_condition.is_empty() {
        return;
    }
    let mut live: HashSet<TermId> = HashSet::new();
    let add = |t: TermId, live: &mut HashSet<TermId>| {
        let mut s = Vec::new();
        ex.terms.symbols(t, &mut s);
        live.extend(s);
    };
    for f in &st.frames {
        for slot in f.vars.values() {
            if let Slot::Register(t) = slot {
                if !ex.is_undefined(*t) {
                    add(*t, &mut live);
                }
            }
        }
    }
    for slot in st.globals.values() {
        if let Slot::Register(t) = slot {
            if !ex.is_undefined(*t) {
                add(*t, &mut live);
            }
        }
    }
    for o in &st.memory.objects {
        if !ex.is_undefined(o.bytes) {
            add(o.bytes, &mut live);
        }
    }
    let syms: Vec<Vec<TermId>> = st
        .path_condition
        .iter()
        .map(|c| {
            let mut s = Vec::new();
            ex.terms.symbols(c, &mut s);
            s
        })
        .collect();
    let mut keep = vec![false; syms.len()];
    loop {
        let mut changed = false;
        for (i, s) in syms.iter().enumerate() {
            if !keep[i] && s.iter().any(|x| live.contains(x)) {
                keep[i] = true;
                live.extend(s.iter().copied());
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    if keep.iter().all(|k| *k) {
        return;
    }
    let kept: Vec<(TermId, Origin)> = st.path_condition.pairs().zip(&keep).filter(|(_, k)| **k).map(|(p, _)| p).collect();
    st.path_condition = PathCondition::from_pairs(&ex.terms, kept);
}

/// Replaces symbols by terms in the defined register values of `vars`.
fn substitute_registers<S: Solver>(
    ex: &mut Executor<'_, S>,
    vars: &mut effigy_smt::hash::FxHashMap<VarId, Slot>,
    map: &HashMap<TermId, TermId>,
    memo: &mut HashMap<TermId, TermId>,
) {
    for slot in vars.values_mut() {
        if let Slot::Register(t) = slot {
            if !ex.is_undefined(*t) {
                *t = ex.terms.substitute_memo(*t, map, memo);
            }
        }
    }
}

/// Replaces symbols by terms in every value and constraint of a state; constraints that
/// become `true` are dropped.
fn substitute_state<S: Solver>(ex: &mut Executor<'_, S>, st: &mut State, map: &HashMap<TermId, TermId>) {
    let mut memo = HashMap::new();
    for d in 0..st.frames.len() {
        substitute_registers(ex, Rc::make_mut(&mut st.frame_at_mut(d).vars), map, &mut memo);
    }
    substitute_registers(ex, Rc::make_mut(&mut st.globals), map, &mut memo);
    for i in 0..st.memory.objects.len() {
        let b = st.memory.objects[i].bytes;
        if ex.is_undefined(b) || !st.memory.objects[i].alive {
            continue;
        }
        let n = ex.terms.substitute_memo(b, map, &mut memo);
        if n != b {
            st.memory.get_mut(crate::state::ObjId(i as u32)).bytes = n;
        }
    }
    let mut kept = Vec::with_capacity(st.path_condition.len());
    for (c, o) in st.path_condition.pairs().collect::<Vec<_>>() {
        let n = ex.terms.substitute_memo(c, map, &mut memo);
        if ex.terms.as_bool(n) == Some(true) {
            continue;
        }
        kept.push((n, o));
    }
    st.path_condition = PathCondition::from_pairs(&ex.terms, kept);
}

/// The thesis's "domain type" score of a variable for prefix selection: booleans are best,
/// then integers only assigned constants and compared for equality, then other integers;
/// loop counters (assigned from themselves) and pointers or aggregates are worst.
fn domain_scores(program: &Program) -> HashMap<VarId, u64> {
    let mut score = HashMap::new();
    let mut arithmetic: HashSet<VarId> = HashSet::new();
    let mut self_assigned: HashSet<VarId> = HashSet::new();
    for f in &program.functions {
        for e in &f.edges {
            match &e.kind {
                EdgeKind::Assign { lhs, rhs } => {
                    if let ExprKind::Var(v) = lhs.kind {
                        let mut reads_self = false;
                        rhs.for_each_var(&mut |w| reads_self |= w == v);
                        if reads_self {
                            self_assigned.insert(v);
                        }
                        if !matches!(rhs.kind, ExprKind::Const(_) | ExprKind::Var(_)) {
                            arithmetic.insert(v);
                        }
                    }
                    mark_arithmetic(rhs, &mut arithmetic);
                }
                EdgeKind::Assume(c) => mark_arithmetic(c, &mut arithmetic),
                _ => {}
            }
        }
    }
    for (i, info) in program.vars.iter().enumerate() {
        let v = VarId(i as u32);
        let s = match program.types.get(info.ty) {
            TypeData::Bool => 1,
            TypeData::Int(_) if self_assigned.contains(&v) => 16,
            TypeData::Int(_) if !arithmetic.contains(&v) => 2,
            TypeData::Int(_) => 4,
            _ => 32,
        };
        score.insert(v, s);
    }
    score
}

/// Variables used under an operator other than comparison for (in)equality.
fn mark_arithmetic(e: &effigy_ir::Expr, out: &mut HashSet<VarId>) {
    use effigy_ir::BinOp;
    match &e.kind {
        ExprKind::Binary(BinOp::Eq | BinOp::Ne | BinOp::And | BinOp::Or, a, b) => {
            mark_arithmetic(a, out);
            mark_arithmetic(b, out);
        }
        ExprKind::Binary(_, a, b) => {
            a.for_each_var(&mut |v| {
                out.insert(v);
            });
            b.for_each_var(&mut |v| {
                out.insert(v);
            });
        }
        ExprKind::Unary(_, a) | ExprKind::Cast(a) => mark_arithmetic(a, out),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::StepLimits;
    use effigy_smt::{QueryOptions, QuerySolver, Z3Solver};

    /// Runs CEGAR on a C program for `expansions` abstract states and hands the run to `check`.
    fn with_run(source: &str, expansions: u64, check: impl FnOnce(&mut Cegar<'_, '_, Z3Solver>)) {
        // One directory per run (the callers' budgets differ): tests run in parallel threads.
        let dir = std::env::temp_dir().join(format!("effigy-cegar-unit-{}-{expansions}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.c");
        std::fs::write(&path, source).unwrap();
        let options = effigy_c::Options { data_model: effigy_ir::DataModel::Ilp32, ..Default::default() };
        let program = effigy_c::lower_file(&path, &options).expect("the program lowers");
        let _ = std::fs::remove_dir_all(&dir);
        let limits = StepLimits { max_steps: Some(1_000_000), ..Default::default() };
        let solver = QuerySolver::new(Z3Solver::new(Some(Duration::from_secs(30))), QueryOptions::default());
        let mut ex = Executor::new(&program, solver, limits);
        let main = program.function_by_name("main").unwrap();
        let initial = ex.initial_state(main, &[]).unwrap();
        let options = CegarOptions { max_expansions: Some(expansions), ..Default::default() };
        let mut c = Cegar::new(&mut ex, initial, options);
        c.run();
        check(&mut c);
    }

    /// The call stack of a node is computed from its parent's (`Interned::stack_after`): it must
    /// be the stack computed from the node's own frames, through calls from several sites,
    /// returns, and a recursion whose states are cut at every depth.
    #[test]
    fn interned_call_stacks_of_successors_are_their_frames() {
        let source = r#"
            extern int __VERIFIER_nondet_int(void);
            extern void reach_error(void);
            int depth(int n) { if (__VERIFIER_nondet_int()) return depth(n + 1) + 1; return n; }
            int twice(int a) { int b = depth(a); return b + depth(b); }
            int main(void) {
                int s = 0;
                for (int i = 0; i < 3; i++) s += twice(i);
                if (s < 0) reach_error();
                return 0;
            }
        "#;
        with_run(source, 3000, |c| {
            let mut deepest = 0;
            for i in 0..c.nodes.len() {
                let (key, state) = (c.nodes[i].key, c.nodes[i].state.clone());
                assert_eq!(key, c.interned.stack_of(&state), "node {i}");
                deepest = deepest.max(state.frames.len());
                // The frames below the top of every node are those of the stack's entries.
                let mut k = key.0;
                for d in (0..state.frames.len()).rev() {
                    let (below, (f, l)) = c.interned.stacks.items[k as usize];
                    assert_eq!((f, l), (state.frames[d].func, state.frames[d].loc));
                    k = below;
                }
                assert_eq!(k, EMPTY);
            }
            assert!(deepest > 10, "the run went into the recursion ({deepest} frames)");
        });
    }

    /// A state's hash under its own mask is the hash under the same mask interned again, and
    /// a mask of a state with another number of frames does not apply to it.
    #[test]
    fn masks_are_interned_per_frame_and_apply_only_to_as_many_frames() {
        let source = r#"
            extern int __VERIFIER_nondet_int(void);
            extern void reach_error(void);
            int f(int n) { int k = n * 2; if (__VERIFIER_nondet_int()) return f(k) + 1; return k; }
            int main(void) { int x = f(1); if (x == 7) reach_error(); return 0; }
        "#;
        with_run(source, 500, |c| {
            let frames_before = c.interned.frame_masks.items.len();
            let mut by_depth: HashMap<usize, (Mask, u64)> = HashMap::new();
            for i in 0..c.nodes.len() {
                let state = c.nodes[i].state.clone();
                let mask = mask_of(c.ex, &mut c.interned, &state);
                let hash = hash_under(&c.interned, &state, &mask).expect("a state matches its own mask");
                assert_eq!(c.nodes[i].cover.1, hash, "node {i}: the index holds the hash of its own mask");
                by_depth.entry(state.frames.len()).or_insert((mask, hash));
            }
            assert_eq!(c.interned.frame_masks.items.len(), frames_before, "every frame mask was interned by the run");
            assert!(by_depth.len() > 3);
            for (&da, (ma, _)) in &by_depth {
                for i in 0..c.nodes.len() {
                    let state = &c.nodes[i].state;
                    if state.frames.len() != da {
                        assert_eq!(hash_under(&c.interned, state, ma), None);
                    }
                }
            }
        });
    }
}
