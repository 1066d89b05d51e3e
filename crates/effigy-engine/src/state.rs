//! Symbolic states: King's triple (location, store, path condition) plus memory.
//!
//! Scalars whose address is never taken live in registers (a map from variable to term per
//! frame); everything else — address-taken variables, arrays, structs, heap blocks — is a
//! memory [`Object`] with a concrete base address and byte contents as an SMT array indexed by
//! the offset. Pointers are bit-vector addresses, exactly as in the concrete interpreter, so the
//! two agree on pointer arithmetic, comparisons and casts. States are cloned on every fork:
//! everything large is behind `Rc` (copy on write), the path is a shared linked list.

use effigy_smt::hash::FxHashMap as HashMap;
use std::rc::Rc;

use effigy_ir::{EdgeId, EdgeKind, FuncId, LocId, Program, TypeId, VarId};
use effigy_smt::{TermId, TermStore};
use rpds::{HashTrieMap, Vector};

/// An index into [`Memory::objects`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjId(pub u32);

#[derive(Clone, Debug)]
pub struct Object {
    pub base: u64,
    /// The object's size in bytes; for an object of symbolic size, the address range reserved
    /// for it (its size is then [`Object::extent`], at most this).
    pub size: u64,
    /// The size of an object whose size is a term (`malloc(n)`, a variable-length array): a
    /// pointer-width bit-vector the path condition bounds by [`Object::size`]. Accesses are
    /// checked against it.
    pub extent: Option<TermId>,
    /// Array from offsets (pointer-width bit-vectors) to bytes.
    pub bytes: TermId,
    pub alive: bool,
    pub heap: bool,
    /// For messages: the variable or allocation site.
    pub name: String,
    /// The alignment C guarantees for the object (its type's; a heap block's `malloc`'s).
    pub align: u64,
    /// The object's address as the program observes it once a pointer into it is converted to
    /// an integer: a symbol, aligned and disjoint from the other observed objects. The concrete
    /// `base` is this engine's own choice; a result that depended on it would depend on the
    /// layout, which C leaves to the compiler.
    pub address: Option<TermId>,
}

/// First address handed out; below it every access is a null dereference.
pub const FIRST_ADDRESS: u64 = 0x1000;
const ALIGN: u64 = 16;
const GAP: u64 = 16;

#[derive(Clone, Debug, Default)]
pub struct Memory {
    /// Sorted by base address (allocation never reuses addresses).
    pub objects: Vec<Rc<Object>>,
    pub next_base: u64,
}

impl Memory {
    pub fn new() -> Memory {
        Memory { objects: Vec::new(), next_base: FIRST_ADDRESS }
    }

    pub fn allocate(&mut self, size: u64, align: u64, bytes: TermId, heap: bool, name: String) -> ObjId {
        // Every base is 16-aligned; an object that asks for more gets it.
        let base = self.next_base.div_ceil(align.max(ALIGN)) * align.max(ALIGN);
        self.next_base = (base + size.max(1) + GAP).div_ceil(ALIGN) * ALIGN;
        let id = ObjId(self.objects.len() as u32);
        self.objects.push(Rc::new(Object { base, size, extent: None, bytes, alive: true, heap, name, align: align.max(1), address: None }));
        id
    }

    /// Whether an object of `size` bytes still fits below the top of a `ptr_bits`-wide address
    /// space.
    pub fn has_room(&self, size: u64, ptr_bits: u32) -> bool {
        size.max(1) <= self.room(ptr_bits)
    }

    /// The largest object that still fits below the top of a `ptr_bits`-wide address space.
    pub fn room(&self, ptr_bits: u32) -> u64 {
        let top = if ptr_bits >= 64 { u64::MAX } else { (1u64 << ptr_bits) - 1 };
        top.saturating_sub(self.next_base).saturating_sub(GAP + ALIGN)
    }

    pub fn get(&self, id: ObjId) -> &Object {
        &self.objects[id.0 as usize]
    }

    pub fn get_mut(&mut self, id: ObjId) -> &mut Object {
        Rc::make_mut(&mut self.objects[id.0 as usize])
    }

    /// The object whose range `[base, base + size]` contains `address` (one past the end
    /// included, so that `&a[n]` still names `a`).
    pub fn containing(&self, address: u64) -> Option<ObjId> {
        let i = self.objects.partition_point(|o| o.base <= address);
        if i == 0 {
            return None;
        }
        let o = &self.objects[i - 1];
        (address <= o.base + o.size).then_some(ObjId(i as u32 - 1))
    }
}

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    Register(TermId),
    /// A register holding a concrete value of the variable's type (the bit pattern; `bool`s
    /// 0 or 1), kept out of the term store.
    Value(u64),
    Memory(ObjId),
}

#[derive(Clone, Debug)]
pub struct Frame {
    pub func: FuncId,
    pub loc: LocId,
    /// Shared until written: a state copied for a leaf or a fork costs no copy of its locals
    /// until one side writes one (then `Rc::make_mut` copies once).
    pub vars: Rc<HashMap<VarId, Slot>>,
    /// Where the caller wants the return value (an lvalue of the caller), and the call edge.
    pub return_to: Option<(FuncId, EdgeId)>,
    /// Visits of loop heads in this activation (for the unwinding bound).
    pub loop_visits: HashMap<LocId, u32>,
    /// The `alloca` blocks and variable-length arrays of this activation: they die with it.
    pub stack_objects: Vec<ObjId>,
}

/// The edge a path-condition conjunct comes from.
pub type Origin = (FuncId, EdgeId);

/// The path condition: ordered conjuncts, each with the edge it comes from, and an index of
/// its independent groups (conjuncts connected through shared symbols). Persistent: a fork
/// shares it, a conjunct added copies O(TAIL) plus, once every TAIL conjuncts, O(TAIL log n)
/// of the index, and a query collects only the groups its symbols meet instead of scanning
/// the whole condition (KLEE's constraint independence, kept incrementally).
#[derive(Clone, Debug)]
pub struct PathCondition {
    /// Behind one pointer: states are moved at every step, and a fork shares the whole.
    inner: Rc<PcInner>,
}

thread_local! {
    /// The empty condition, shared: an abstraction that drops every conjunct of millions of
    /// states (CEGAR's precision) would otherwise allocate an empty index for each.
    static EMPTY_CONDITION: PathCondition = PathCondition { inner: Rc::new(PcInner::default()) };
}

impl Default for PathCondition {
    fn default() -> PathCondition {
        EMPTY_CONDITION.with(|e| e.clone())
    }
}

/// The newest conjuncts stay out of the index, in a short vector: a conjunct added to a
/// condition that a fork shares copies that vector, not paths of the index's persistent maps
/// (which cost kilobytes per pending state of a tree exploration that forks at every step).
const TAIL: usize = 16;

#[derive(Clone, Debug, Default)]
pub struct PcInner {
    /// The indexed conjuncts, shared between states until one adds to them.
    base: Rc<Indexed>,
    /// At most `TAIL` conjuncts after `base`'s, not yet indexed.
    tail: Vec<(TermId, Origin)>,
    /// No group index (bounded model checking asks no query of a path's conjuncts, and its
    /// conjuncts can be large terms whose symbols would cost a traversal each).
    unindexed: bool,
    /// A symbol standing for the first conjuncts, in one unwinding of bounded model checking:
    /// (the unwinding's number, how many conjuncts, the symbol). Conjuncts are only ever
    /// appended, so it holds for every condition that grows from this one.
    guard_memo: std::cell::Cell<Option<(u32, usize, TermId)>>,
}

#[derive(Clone, Debug)]
struct Indexed {
    conjuncts: Vector<(TermId, Origin)>,
    /// Symbol → the group it belongs to.
    group_of: HashTrieMap<TermId, u32>,
    groups: HashTrieMap<u32, Group>,
    next_group: u32,
    /// Conjuncts without symbols (constants other than `true` never occur: they would make
    /// the path infeasible), kept for every query.
    ground: Vector<TermId>,
}

/// Nodes of the index's persistent maps: an insert into a map that a pending state still
/// shares copies one node per level, so narrow nodes (16 entries, not the default 64) copy
/// a quarter of the bytes for one more level per 16-fold growth.
const INDEX_DEGREE: u8 = 16;

impl Default for Indexed {
    fn default() -> Indexed {
        Indexed {
            conjuncts: Vector::new_with_bits(VECTOR_BITS),
            group_of: HashTrieMap::new_with_degree(INDEX_DEGREE),
            groups: HashTrieMap::new_with_degree(INDEX_DEGREE),
            next_group: 0,
            ground: Vector::new_with_bits(VECTOR_BITS),
        }
    }
}

/// Bits per level of the persistent vectors that grow along a path (conjuncts, inputs): a
/// push onto a vector a fork shares copies the last leaf and its ancestors, 2^bits entries
/// each.
pub const VECTOR_BITS: u8 = 3;

#[derive(Clone, Debug, Default)]
struct Group {
    conjuncts: Vector<TermId>,
    symbols: Vector<TermId>,
}

impl std::ops::Deref for PathCondition {
    type Target = PcInner;
    fn deref(&self) -> &PcInner {
        &self.inner
    }
}

impl PathCondition {
    /// A path condition of the given conjuncts, in order.
    pub fn from_pairs(store: &TermStore, pairs: impl IntoIterator<Item = (TermId, Origin)>) -> PathCondition {
        let mut pc = PathCondition::default();
        for (c, o) in pairs {
            pc.push(store, c, o);
        }
        pc
    }

    /// An empty path condition without the index of independent groups: conjuncts are kept
    /// in order only ([`PathCondition::relevant`] then answers every conjunct).
    pub fn unindexed() -> PathCondition {
        PathCondition { inner: Rc::new(PcInner { unindexed: true, ..Default::default() }) }
    }

    /// The same conjuncts, in order, without the index (see [`PathCondition::unindexed`]).
    pub fn to_unindexed(&self, store: &TermStore) -> PathCondition {
        let mut pc = PathCondition::unindexed();
        for (c, o) in self.pairs() {
            pc.push(store, c, o);
        }
        pc
    }

    pub fn len(&self) -> usize {
        self.base.conjuncts.len() + self.tail.len()
    }
    /// The symbol an unwinding defined for the first conjuncts (see `PcInner::guard_memo`).
    pub fn guard_memo(&self) -> Option<(u32, usize, TermId)> {
        self.inner.guard_memo.get()
    }
    pub fn set_guard_memo(&self, unwinding: u32, covered: usize, symbol: TermId) {
        self.inner.guard_memo.set(Some((unwinding, covered, symbol)));
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn at(&self, i: usize) -> (TermId, Origin) {
        let indexed = self.base.conjuncts.len();
        if i < indexed {
            self.base.conjuncts[i]
        } else {
            self.tail[i - indexed]
        }
    }
    pub fn last(&self) -> Option<TermId> {
        self.tail.last().or_else(|| self.base.conjuncts.last()).map(|p| p.0)
    }
    /// The last `n` conjuncts (fewer if there are fewer), last first.
    pub fn recent(&self, n: usize) -> impl Iterator<Item = TermId> + '_ {
        let len = self.len();
        (len.saturating_sub(n)..len).rev().map(move |i| self.at(i).0)
    }
    /// The conjuncts from position `start` on.
    pub fn since(&self, start: usize) -> impl Iterator<Item = TermId> + '_ {
        (start..self.len()).map(move |i| self.at(i).0)
    }
    /// The conjuncts, first to last.
    pub fn iter(&self) -> impl Iterator<Item = TermId> + '_ {
        self.pairs().map(|p| p.0)
    }
    /// The conjuncts with their origins, first to last.
    pub fn pairs(&self) -> impl Iterator<Item = (TermId, Origin)> + '_ {
        self.base.conjuncts.iter().copied().chain(self.tail.iter().copied())
    }
    pub fn origins(&self) -> impl Iterator<Item = Origin> + '_ {
        self.pairs().map(|p| p.1)
    }
    pub fn to_vec(&self) -> Vec<TermId> {
        self.iter().collect()
    }
    pub fn contains(&self, c: TermId) -> bool {
        self.iter().any(|x| x == c)
    }

    pub fn push(&mut self, store: &TermStore, c: TermId, origin: Origin) {
        let inner = Rc::make_mut(&mut self.inner);
        inner.tail.push((c, origin));
        if inner.tail.len() > TAIL {
            let base = Rc::make_mut(&mut inner.base);
            for (c, origin) in inner.tail.drain(..) {
                base.push(store, c, origin, !inner.unindexed);
            }
        }
    }

    /// The conjuncts a query over these symbols depends on: the groups its symbols meet, the
    /// unindexed conjuncts connected to them, and the conjuncts without symbols.
    pub fn relevant(&self, store: &TermStore, symbols: &[TermId]) -> Vec<TermId> {
        if self.unindexed {
            return self.to_vec();
        }
        let base = &self.base;
        let mut met: Vec<u32> = symbols.iter().filter_map(|s| base.group_of.get(s).copied()).collect();
        let mut wanted: effigy_smt::hash::FxHashSet<TermId> = symbols.iter().copied().collect();
        // The tail joins groups: take its conjuncts connected to what is wanted, to a fixpoint.
        let tail_symbols: Vec<Vec<TermId>> = self
            .tail
            .iter()
            .map(|&(c, _)| {
                let mut v = Vec::new();
                store.symbols(c, &mut v);
                v
            })
            .collect();
        let mut taken = vec![false; self.tail.len()];
        loop {
            let mut changed = false;
            for (i, syms) in tail_symbols.iter().enumerate() {
                let connected =
                    syms.is_empty() || syms.iter().any(|s| wanted.contains(s) || base.group_of.get(s).is_some_and(|g| met.contains(g)));
                if taken[i] || !connected {
                    continue;
                }
                taken[i] = true;
                changed = true;
                for s in syms {
                    wanted.insert(*s);
                    if let Some(&g) = base.group_of.get(s) {
                        met.push(g);
                    }
                }
            }
            if !changed {
                break;
            }
        }
        met.sort_unstable();
        met.dedup();
        let mut out: Vec<TermId> = base.ground.iter().copied().collect();
        for g in met {
            if let Some(group) = base.groups.get(&g) {
                out.extend(group.conjuncts.iter().copied());
            }
        }
        out.extend(self.tail.iter().zip(&taken).filter(|(_, t)| **t).map(|(p, _)| p.0));
        out
    }
}

impl Indexed {
    fn push(&mut self, store: &TermStore, c: TermId, origin: Origin, index: bool) {
        self.conjuncts.push_back_mut((c, origin));
        if !index {
            return;
        }
        let mut symbols = Vec::new();
        store.symbols(c, &mut symbols);
        if symbols.is_empty() {
            self.ground.push_back_mut(c);
            return;
        }
        let mut met: Vec<u32> = symbols.iter().filter_map(|s| self.group_of.get(s).copied()).collect();
        met.sort_unstable();
        met.dedup();
        // Merge into the largest group met (each conjunct moves O(log n) times in all).
        let target = met.iter().copied().max_by_key(|g| self.groups.get(g).map_or(0, |x| x.conjuncts.len() + x.symbols.len()));
        let (id, mut group) = match target {
            Some(g) => (g, self.groups.get(&g).cloned().unwrap_or_default()),
            None => {
                self.next_group += 1;
                (self.next_group, Group::default())
            }
        };
        for g in met.into_iter().filter(|&g| g != id) {
            let Some(other) = self.groups.get(&g).cloned() else { continue };
            self.groups.remove_mut(&g);
            for &x in other.conjuncts.iter() {
                group.conjuncts.push_back_mut(x);
            }
            for &s in other.symbols.iter() {
                group.symbols.push_back_mut(s);
                self.group_of.insert_mut(s, id);
            }
        }
        for s in symbols {
            if self.group_of.get(&s) != Some(&id) {
                self.group_of.insert_mut(s, id);
                group.symbols.push_back_mut(s);
            }
        }
        group.conjuncts.push_back_mut(c);
        self.groups.insert_mut(id, group);
    }
}

/// An input read by a `__VERIFIER_nondet_*` call (or an uninitialised variable), or a value a
/// transformation of the program left arbitrary ([`HavocOrigin::Arbitrary`]): those are read
/// in order as the inputs are, so that a run on a model follows the same path, but are not
/// the program's inputs (a counterexample leaves them out).
///
/// [`HavocOrigin::Arbitrary`]: effigy_ir::HavocOrigin::Arbitrary
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The function read (`__VERIFIER_nondet_int`), or `uninitialised x`; empty for an
    /// arbitrary value.
    pub function: String,
    pub ty: TypeId,
    pub symbol: TermId,
}

impl Input {
    /// Whether the program reads it (not a value a transformation left arbitrary).
    pub fn of_program(&self) -> bool {
        !self.function.is_empty()
    }
}

/// The path taken, stored as the choices made where a location has more than one outgoing
/// edge (every other edge is determined by the CFA and the call stack): one byte per
/// decision in chunks shared between forks, instead of a node per edge. [`State::path_edges`]
/// replays the choices to list the edges.
#[derive(Clone, Debug, Default)]
pub struct PathLog {
    last: Option<Rc<Chunk>>,
}

#[derive(Debug)]
struct Chunk {
    prev: Option<Rc<Chunk>>,
    choices: Vec<u8>,
}

const CHUNK: usize = 64;

impl PathLog {
    fn push(&mut self, choice: u8) {
        if let Some(c) = self.last.as_mut().and_then(Rc::get_mut) {
            if c.choices.len() < CHUNK {
                c.choices.push(choice);
                return;
            }
        }
        let mut choices = Vec::with_capacity(CHUNK);
        choices.push(choice);
        self.last = Some(Rc::new(Chunk { prev: self.last.take(), choices }));
    }

    /// The choices, first to last.
    fn choices(&self) -> Vec<u8> {
        let mut chunks = Vec::new();
        let mut cur = self.last.as_deref();
        while let Some(c) = cur {
            chunks.push(&c.choices);
            cur = c.prev.as_deref();
        }
        chunks.into_iter().rev().flatten().copied().collect()
    }
}

impl Drop for PathLog {
    /// Long chains are freed iteratively (a recursive drop would overflow the stack).
    fn drop(&mut self) {
        let mut cur = self.last.take();
        while let Some(rc) = cur {
            match Rc::try_unwrap(rc) {
                Ok(mut chunk) => cur = chunk.prev.take(),
                Err(_) => break,
            }
        }
    }
}

#[derive(Clone, Debug)]
pub struct State {
    /// The call stack, persistent: a fork shares it whole (a deep recursion that forks at every
    /// level would otherwise copy its stack per state), and a frame is copied when written.
    pub frames: Vector<Rc<Frame>>,
    pub globals: Rc<HashMap<VarId, Slot>>,
    pub memory: Memory,
    /// The path condition: ordered conjuncts, each feasible together with its prefix, and for
    /// each the edge whose evaluation produced it (a branch, or the operation whose undefined
    /// behaviour or pointer resolution split the state): what a constraint precision tracks.
    pub path_condition: PathCondition,
    pub inputs: Vector<Input>,
    /// Symbols standing for values a compiled program cannot be given (uninitialised storage,
    /// observed object addresses): a path whose condition mentions one cannot be replayed.
    pub uninitialised: Vector<TermId>,
    /// The function the path starts in, and the choices taken at branches since.
    pub start: FuncId,
    pub path: PathLog,
    /// Edges taken.
    pub steps: u64,
    pub depth: u32,
    /// Visits of the entry function's loop heads, counted by k-induction's step case (each
    /// visit begins a segment of its transition system); 0 elsewhere.
    pub segments: u32,
}

impl State {
    pub fn frame(&self) -> &Frame {
        self.frames.last().expect("a running state has a frame")
    }
    pub fn frame_mut(&mut self) -> &mut Frame {
        let top = self.frames.len().checked_sub(1).expect("a running state has a frame");
        self.frame_at_mut(top)
    }
    /// Frame `d` (0: the entry function's), to write: copied first if a fork shares it.
    pub fn frame_at_mut(&mut self, d: usize) -> &mut Frame {
        Rc::make_mut(self.frames.get_mut(d).expect("a frame at that depth"))
    }
    pub fn add_constraint(&mut self, store: &TermStore, c: TermId, origin: Origin) {
        self.path_condition.push(store, c, origin);
    }
    /// Where the top frame is.
    pub fn location(&self) -> (FuncId, LocId) {
        let f = self.frame();
        (f.func, f.loc)
    }
    /// Records an edge taken; `choice` is its index among its location's outgoing edges when
    /// there are several.
    pub fn record(&mut self, choice: Option<u8>) {
        if let Some(c) = choice {
            self.path.push(c);
        }
        self.steps += 1;
    }
    /// The edges taken, first to last: the CFA walked from the start with the recorded choices.
    pub fn path_edges(&self, program: &Program) -> Vec<(FuncId, EdgeId)> {
        let choices = self.choices_in_order();
        let mut next_choice = choices.into_iter();
        let mut stack: Vec<(FuncId, LocId)> = vec![(self.start, program.function(self.start).entry)];
        let mut out = Vec::with_capacity(self.steps as usize);
        while (out.len() as u64) < self.steps {
            let Some(&(f, l)) = stack.last() else { break };
            let func = program.function(f);
            let outs = func.out_edges(l);
            let e = match outs.len() {
                0 => break,
                1 => outs[0],
                _ => match next_choice.next().and_then(|k| outs.get(k as usize)) {
                    Some(&e) => e,
                    None => break,
                },
            };
            out.push((f, e));
            let edge = func.edge(e);
            match &edge.kind {
                EdgeKind::Call { callee, .. } => {
                    stack.last_mut().unwrap().1 = edge.to;
                    stack.push((*callee, program.function(*callee).entry));
                }
                EdgeKind::Return(_) => {
                    stack.pop();
                }
                _ => stack.last_mut().unwrap().1 = edge.to,
            }
        }
        out
    }

    fn choices_in_order(&self) -> Vec<u8> {
        self.path.choices()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use effigy_smt::{Op, Sort};

    #[test]
    fn objects_are_found_by_address_one_past_the_end_included() {
        let mut store = TermStore::new();
        let zero = store.bv_const(8, 0);
        let sort = Sort::Array { index: 32, element: 8 };
        let bytes = store.const_array(sort, zero);
        let mut m = Memory::new();
        let a = m.allocate(4, 4, bytes, false, "a".into());
        let b = m.allocate(10, 1, bytes, true, "b".into());
        let (ba, bb) = (m.get(a).base, m.get(b).base);
        assert!(ba >= FIRST_ADDRESS && bb > ba + 4, "objects do not touch");
        assert_eq!(m.containing(ba), Some(a));
        assert_eq!(m.containing(ba + 4), Some(a), "one past the end names the object");
        assert_eq!(m.containing(ba + 5), None, "the gap between objects is no object");
        assert_eq!(m.containing(bb + 9), Some(b));
        assert_eq!(m.containing(FIRST_ADDRESS - 1), None);
        assert_eq!((m.get(a).align, m.get(b).align), (4, 1));
    }

    #[test]
    fn path_condition_groups_conjuncts_by_shared_symbols() {
        let mut s = TermStore::new();
        let [x, y, z, w] = ["x", "y", "z", "w"].map(|n| s.fresh_symbol(n, Sort::BitVec(8)));
        let k = s.bv_const(8, 3);
        let origin = (FuncId(0), EdgeId(0));
        let c1 = s.bv_binop(Op::BvUlt, x, k);
        let c2 = s.bv_binop(Op::BvUlt, y, k);
        let c3 = s.eq(x, z);
        let mut pc = PathCondition::default();
        for c in [c1, c2, c3] {
            pc.push(&s, c, origin);
        }
        let sorted = |mut v: Vec<TermId>| {
            v.sort();
            v
        };
        assert_eq!(sorted(pc.relevant(&s, &[z])), sorted(vec![c1, c3]));
        assert_eq!(pc.relevant(&s, &[y]), vec![c2]);
        assert!(pc.relevant(&s, &[w]).is_empty());
        // A fork shares the condition; what one side adds the other does not see.
        let mut fork = pc.clone();
        let c4 = s.eq(y, z);
        fork.push(&s, c4, origin);
        assert_eq!(sorted(fork.relevant(&s, &[x])), sorted(vec![c1, c2, c3, c4]), "c4 merges the groups of y and x/z");
        assert_eq!(pc.relevant(&s, &[y]), vec![c2]);
        assert_eq!(pc.to_vec(), vec![c1, c2, c3]);
        assert_eq!(fork.len(), 4);
        assert_eq!(fork.last(), Some(c4));
    }

    /// `relevant` against connected components computed by brute force, for conditions
    /// longer than the unindexed tail (so that queries meet indexed groups, tail conjuncts,
    /// and tail conjuncts that join indexed groups), and for forks of them.
    #[test]
    fn path_condition_relevant_is_the_connected_component_of_the_query() {
        let mut s = TermStore::new();
        let syms: Vec<TermId> = (0..24).map(|i| s.fresh_symbol(&format!("v{i}"), Sort::BitVec(8))).collect();
        let origin = (FuncId(0), EdgeId(0));
        // A fixed pseudo-random sequence of conjuncts over one or two symbols.
        let mut seed = 0x2545_f491u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut pairs = Vec::new();
        for _ in 0..70 {
            let (a, b) = (syms[next(syms.len())], syms[next(syms.len())]);
            let k = s.bv_const(8, next(200) as u64 + 1);
            let c = if next(3) == 0 { s.bv_binop(Op::BvUlt, a, k) } else { s.bv_binop(Op::BvUlt, a, b) };
            pairs.push(c);
        }
        let brute = |s: &TermStore, cs: &[TermId], query: TermId| -> Vec<TermId> {
            let sym_of = |c: TermId| {
                let mut v = Vec::new();
                s.symbols(c, &mut v);
                v
            };
            let mut wanted = vec![query];
            let mut taken = vec![false; cs.len()];
            loop {
                let mut changed = false;
                for (i, &c) in cs.iter().enumerate() {
                    let v = sym_of(c);
                    // Conjuncts without symbols (here `v <u v`, folded to false) join every query.
                    if !taken[i] && (v.is_empty() || v.iter().any(|x| wanted.contains(x))) {
                        taken[i] = true;
                        changed = true;
                        wanted.extend(v);
                    }
                }
                if !changed {
                    break;
                }
            }
            let mut out: Vec<TermId> = cs.iter().zip(&taken).filter(|(_, t)| **t).map(|(c, _)| *c).collect();
            out.sort();
            out.dedup();
            out
        };
        let mut pc = PathCondition::default();
        let mut forks = Vec::new();
        for (n, &c) in pairs.iter().enumerate() {
            pc.push(&s, c, origin);
            if n % 9 == 4 {
                forks.push((n + 1, pc.clone()));
            }
            assert_eq!(pc.len(), n + 1);
            assert_eq!(pc.last(), Some(c));
            for &q in &syms {
                let mut got = pc.relevant(&s, &[q]);
                got.sort();
                got.dedup();
                assert_eq!(got, brute(&s, &pairs[..=n], q), "after {} conjuncts, query {q:?}", n + 1);
            }
        }
        // Forks kept their own conditions while the original grew.
        for (n, f) in forks {
            assert_eq!(f.to_vec(), pairs[..n].to_vec());
            assert_eq!(f.since(n.saturating_sub(3)).collect::<Vec<_>>(), pairs[n.saturating_sub(3)..n].to_vec());
            for &q in &syms {
                let mut got = f.relevant(&s, &[q]);
                got.sort();
                got.dedup();
                assert_eq!(got, brute(&s, &pairs[..n], q));
            }
        }
    }

    #[test]
    fn path_log_keeps_choices_in_order_across_forks() {
        let mut a = PathLog::default();
        for i in 0..150u32 {
            a.push((i % 2) as u8);
        }
        let mut b = a.clone();
        a.push(1);
        b.push(0);
        b.push(0);
        let ca = a.choices();
        let cb = b.choices();
        assert_eq!(ca.len(), 151);
        assert_eq!(cb.len(), 152);
        assert_eq!(&ca[..150], &cb[..150]);
        assert_eq!((ca[150], cb[150], cb[151]), (1, 0, 0));
        assert!(ca[..150].iter().enumerate().all(|(i, &c)| c == (i % 2) as u8));
    }
}
