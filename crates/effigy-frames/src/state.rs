//! The symbolic state of SPEC §3: σ = (H, G, Γ, Σ), with H and G multisets of chunks.
//!
//! Everything forks cheaply: the heap is a persistent ordered map with persistent indices (see
//! [`Heap`]), the store and the path condition are persistent lists (a fork shares its parent's
//! tail). The path condition carries,
//! per fact, the ground prelude instances its snapshot terms need and a small Bloom mask of its
//! symbols (for the prover's independence test).

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use effigy_smt::{Op, TermData, TermId, TermStore};
use rpds::{HashTrieMap, RedBlackTreeMap, RedBlackTreeSet};

use crate::snapshot::Vocabulary;

/// A heap chunk (Definition 1). Fields and predicates are named `Class.name`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chunk {
    /// `receiver.f ↦ value`: permission to access the field, and its value.
    Field { receiver: TermId, field: Rc<str>, value: TermId },
    /// `receiver.q[snap](args)`.
    Pred { receiver: TermId, pred: Rc<str>, args: Rc<[TermId]>, snap: TermId },
}

impl Chunk {
    pub fn receiver(&self) -> TermId {
        match self {
            Chunk::Field { receiver, .. } | Chunk::Pred { receiver, .. } => *receiver,
        }
    }
    pub fn render(&self, terms: &TermStore) -> String {
        let short = |n: &str| n.rsplit('.').next().unwrap_or(n).to_string();
        match self {
            Chunk::Field { receiver, field, value } => {
                format!("{}.{} ↦ {}", terms.display(*receiver), short(field), terms.display(*value))
            }
            Chunk::Pred { receiver, pred, args, snap } => {
                let args: Vec<String> = args.iter().map(|a| terms.display(*a).to_string()).collect();
                format!("{}.{}[{}]({})", terms.display(*receiver), short(pred), terms.display(*snap), args.join(", "))
            }
        }
    }
}

/// Where a chunk sits in its heap's insertion order. Stable: replacing a chunk keeps its id
/// (and so its place), removing one leaves the others' ids unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ChunkId(u64);

/// A symbolic heap: a multiset of chunks, in insertion order.
///
/// The heap is persistent. Every statement produces a new heap from its predecessor, and the
/// continuation-passing executor keeps every earlier state alive until its path ends, so a heap
/// that copied its chunks on write made `n` statements over `n` chunks cost O(n²) time and
/// memory (the paper's n-cells series). Here a version shares all but O(log n) nodes with the
/// one it came from, and two indices — chunks by receiver and chunks by field or predicate
/// name — let the ∃ of E-Field, C-Acc, C-Pred and X-FieldUpd find the syntactic matches without
/// scanning the heap. Both indices are sets of ids, so iterating them visits chunks in heap
/// order, exactly as a scan of the whole heap would (the order of candidates and of the facts
/// P-Acc adds is observable in failure reports).
///
/// States are cloned far more often than their heaps change (every branch, every continuation),
/// so the maps sit behind one shared pointer, and the empty heap (`None`) allocates nothing.
#[derive(Clone, Debug, Default)]
pub struct Heap(Option<Rc<HeapData>>);

#[derive(Clone, Debug, Default)]
struct HeapData {
    chunks: RedBlackTreeMap<ChunkId, Chunk>,
    by_receiver: HashTrieMap<TermId, RedBlackTreeSet<ChunkId>>,
    by_name: HashTrieMap<Rc<str>, RedBlackTreeSet<ChunkId>>,
    /// The id the next added chunk gets: greater than every id in the heap.
    next: u64,
}

fn index_add<K: Eq + std::hash::Hash + Clone>(index: &mut HashTrieMap<K, RedBlackTreeSet<ChunkId>>, key: &K, id: ChunkId) {
    let set = index.get(key).cloned().unwrap_or_default().insert(id);
    index.insert_mut(key.clone(), set);
}

fn index_remove<K: Eq + std::hash::Hash + Clone>(index: &mut HashTrieMap<K, RedBlackTreeSet<ChunkId>>, key: &K, id: ChunkId) {
    let Some(set) = index.get(key) else { return };
    let set = set.remove(&id);
    if set.is_empty() {
        index.remove_mut(key);
    } else {
        index.insert_mut(key.clone(), set);
    }
}

impl Chunk {
    /// The field or predicate name (`Class.name`) the chunk grants.
    pub fn name(&self) -> &Rc<str> {
        match self {
            Chunk::Field { field, .. } => field,
            Chunk::Pred { pred, .. } => pred,
        }
    }
}

impl HeapData {
    fn insert_mut(&mut self, id: ChunkId, c: Chunk) {
        index_add(&mut self.by_receiver, &c.receiver(), id);
        index_add(&mut self.by_name, c.name(), id);
        self.chunks.insert_mut(id, c);
    }
    fn remove_mut(&mut self, id: ChunkId) {
        let Some(c) = self.chunks.get(&id) else { return };
        let (receiver, name) = (c.receiver(), c.name().clone());
        index_remove(&mut self.by_receiver, &receiver, id);
        index_remove(&mut self.by_name, &name, id);
        self.chunks.remove_mut(&id);
    }
    fn push(&mut self, c: Chunk) {
        let id = ChunkId(self.next);
        self.next += 1;
        self.insert_mut(id, c);
    }
}

impl Heap {
    fn data(&self) -> Option<&HeapData> {
        self.0.as_deref()
    }
    /// A copy to modify: shares every map node with `self` until written.
    fn edit(&self, f: impl FnOnce(&mut HeapData)) -> Heap {
        let mut data = self.data().cloned().unwrap_or_default();
        f(&mut data);
        Heap(if data.chunks.is_empty() { None } else { Some(Rc::new(data)) })
    }
    /// The chunks in insertion order, with their ids.
    pub fn iter(&self) -> impl Iterator<Item = (ChunkId, &Chunk)> + '_ {
        self.data().into_iter().flat_map(|d| d.chunks.iter()).map(|(id, c)| (*id, c))
    }
    /// The chunks in insertion order.
    pub fn chunks(&self) -> impl Iterator<Item = &Chunk> + '_ {
        self.iter().map(|(_, c)| c)
    }
    pub fn get(&self, id: ChunkId) -> &Chunk {
        &self.data().expect("a chunk of this heap").chunks[&id]
    }
    /// The chunks whose receiver is literally `receiver`, in heap order.
    pub fn with_receiver(&self, receiver: TermId) -> impl Iterator<Item = (ChunkId, &Chunk)> + '_ {
        self.data().and_then(|d| d.by_receiver.get(&receiver)).into_iter().flat_map(|ids| ids.iter()).map(|id| (*id, self.get(*id)))
    }
    /// The chunks of field or predicate `name`, in heap order.
    pub fn named(&self, name: &str) -> impl Iterator<Item = (ChunkId, &Chunk)> + '_ {
        self.data().and_then(|d| d.by_name.get(name)).into_iter().flat_map(|ids| ids.iter()).map(|id| (*id, self.get(*id)))
    }
    /// The first chunk (in heap order) equal to `c`.
    pub fn position(&self, c: &Chunk) -> Option<ChunkId> {
        self.with_receiver(c.receiver()).find(|(_, d)| *d == c).map(|(id, _)| id)
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }
    pub fn len(&self) -> usize {
        self.data().map_or(0, |d| d.chunks.size())
    }
    /// The heap with `c` added last.
    pub fn with(&self, c: Chunk) -> Heap {
        self.edit(|d| d.push(c))
    }
    pub fn without(&self, id: ChunkId) -> Heap {
        self.edit(|d| d.remove_mut(id))
    }
    /// The heap with the chunk `id` replaced by `c`, in the same place.
    pub fn replaced(&self, id: ChunkId, c: Chunk) -> Heap {
        self.edit(|d| {
            d.remove_mut(id);
            d.insert_mut(id, c);
        })
    }
    /// H ⊎ H': the chunks of `other` after those of `self`, in their order.
    pub fn union(&self, other: &Heap) -> Heap {
        if other.is_empty() {
            return self.clone();
        }
        if self.is_empty() {
            return other.clone();
        }
        self.edit(|d| {
            for c in other.chunks() {
                d.push(c.clone());
            }
        })
    }
    pub fn render(&self, terms: &TermStore) -> Vec<String> {
        self.chunks().map(|c| c.render(terms)).collect()
    }
}

struct StoreNode {
    name: Rc<str>,
    value: TermId,
    next: Store,
}

/// The store Γ: a persistent map from variable names (including `this`) to terms.
#[derive(Clone, Default)]
pub struct Store(Option<Rc<StoreNode>>);

impl Store {
    pub fn get(&self, name: &str) -> Option<TermId> {
        let mut cur = &self.0;
        while let Some(n) = cur {
            if &*n.name == name {
                return Some(n.value);
            }
            cur = &n.next.0;
        }
        None
    }
    pub fn bind(&self, name: &str, value: TermId) -> Store {
        Store(Some(Rc::new(StoreNode { name: name.into(), value, next: self.clone() })))
    }
    /// The bindings, each name once (latest binding), in order of first binding.
    pub fn bindings(&self) -> Vec<(Rc<str>, TermId)> {
        let mut out: Vec<(Rc<str>, TermId)> = Vec::new();
        let mut cur = &self.0;
        while let Some(n) = cur {
            if !out.iter().any(|(k, _)| *k == n.name) {
                out.push((n.name.clone(), n.value));
            }
            cur = &n.next.0;
        }
        out.reverse();
        out
    }
}

pub struct PcNode {
    pub fact: TermId,
    /// Ground prelude instances asserted together with `fact`.
    pub instances: Vec<TermId>,
    pub parent: PathCondition,
    pub depth: u32,
    pub id: u64,
    /// Bloom mask of the symbols of this and every earlier fact.
    pub mask: u128,
}

/// The path condition Σ: a persistent list of facts, the newest first.
#[derive(Clone, Default)]
pub struct PathCondition(pub Option<Rc<PcNode>>);

static NEXT_PC_ID: AtomicU64 = AtomicU64::new(1);

/// A Bloom mask of the symbols of `t`.
pub fn symbol_mask(terms: &TermStore, t: TermId) -> u128 {
    let mut symbols = Vec::new();
    terms.symbols(t, &mut symbols);
    symbols.iter().fold(0u128, |m, s| m | 1u128 << ((s.0.wrapping_mul(2654435761)) >> 7 & 127))
}

impl PathCondition {
    pub fn depth(&self) -> u32 {
        self.0.as_ref().map_or(0, |n| n.depth)
    }
    pub fn id(&self) -> u64 {
        self.0.as_ref().map_or(0, |n| n.id)
    }
    pub fn mask(&self) -> u128 {
        self.0.as_ref().map_or(0, |n| n.mask)
    }
    /// Σ ∪ {fact}. `true` adds nothing.
    pub fn add(&self, terms: &mut TermStore, vocabulary: &Vocabulary, fact: TermId) -> PathCondition {
        if terms.as_bool(fact) == Some(true) {
            return self.clone();
        }
        let mut instances = Vec::new();
        vocabulary.instances(terms, fact, &mut instances);
        let mut mask = self.mask() | symbol_mask(terms, fact);
        for &i in &instances {
            mask |= symbol_mask(terms, i);
        }
        PathCondition(Some(Rc::new(PcNode {
            fact,
            instances,
            parent: self.clone(),
            depth: self.depth() + 1,
            id: NEXT_PC_ID.fetch_add(1, Ordering::Relaxed),
            mask,
        })))
    }
    /// Is `fact` literally one of the facts?
    pub fn contains(&self, fact: TermId) -> bool {
        let mut cur = &self.0;
        while let Some(n) = cur {
            if n.fact == fact {
                return true;
            }
            cur = &n.parent.0;
        }
        false
    }
    /// Is `fact` one of the `n` newest facts?
    pub fn recently_contains(&self, fact: TermId, n: usize) -> bool {
        let mut cur = &self.0;
        for _ in 0..n {
            match cur {
                Some(node) if node.fact == fact => return true,
                Some(node) => cur = &node.parent.0,
                None => return false,
            }
        }
        false
    }
    /// The facts, oldest first.
    pub fn facts(&self) -> Vec<TermId> {
        let mut out = Vec::new();
        let mut cur = &self.0;
        while let Some(n) = cur {
            out.push(n.fact);
            cur = &n.parent.0;
        }
        out.reverse();
        out
    }
    pub fn render(&self, terms: &TermStore) -> Vec<String> {
        self.facts().into_iter().map(|f| render_fact(terms, f)).collect()
    }
}

/// A fact as the paper prints it: `a ≠ b` for `¬(a = b)`.
pub fn render_fact(terms: &TermStore, f: TermId) -> String {
    if let TermData::App(Op::Not, args) = terms.get(f) {
        if let TermData::App(Op::Eq, eq) = terms.get(args[0]) {
            let (a, b) = (terms.display(eq[0]).to_string(), terms.display(eq[1]).to_string());
            // `t ≠ null`, as the paper writes it.
            return if a == "null" { format!("{b} ≠ {a}") } else { format!("{a} ≠ {b}") };
        }
    }
    terms.display(f).to_string()
}

/// A recorded step of a path, for symbolic debugging.
pub struct TraceNode {
    pub label: String,
    pub state: State,
    pub parent: Option<Rc<TraceNode>>,
}

/// σ = (H, G, Γ, Σ), with the branch decisions taken so far and (under `--trace`) the states
/// along the path.
#[derive(Clone, Default)]
pub struct State {
    pub heap: Heap,
    pub old: Heap,
    pub store: Store,
    pub pc: PathCondition,
    pub path: Option<Rc<PathStep>>,
    pub trace: Option<Rc<TraceNode>>,
}

pub struct PathStep {
    pub label: String,
    pub parent: Option<Rc<PathStep>>,
}

impl State {
    pub fn with_pc(&self, pc: PathCondition) -> State {
        State { pc, ..self.clone() }
    }
    pub fn with_heap(&self, heap: Heap) -> State {
        State { heap, ..self.clone() }
    }
    pub fn branch(&self, label: String) -> State {
        State { path: Some(Rc::new(PathStep { label, parent: self.path.clone() })), ..self.clone() }
    }
    pub fn path_labels(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut cur = &self.path;
        while let Some(p) = cur {
            out.push(p.label.clone());
            cur = &p.parent;
        }
        out.reverse();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use effigy_smt::Sort;

    fn field(receiver: TermId, name: &str, value: TermId) -> Chunk {
        Chunk::Field { receiver, field: name.into(), value }
    }

    #[test]
    fn the_heap_keeps_insertion_order_and_its_indices_agree() {
        let mut terms = TermStore::new();
        let [a, b, v, w] = ["a", "b", "v", "w"].map(|n| terms.fresh_symbol(n, Sort::Int));
        let pred = Chunk::Pred { receiver: a, pred: "C.p".into(), args: Rc::from(vec![]), snap: v };
        let h = Heap::default().with(field(a, "C.x", v)).with(field(b, "C.x", v)).with(pred.clone()).with(field(a, "C.y", v));
        let ids: Vec<ChunkId> = h.iter().map(|(i, _)| i).collect();
        // Replacing keeps the place; removing keeps the others' order and ids.
        let h2 = h.replaced(ids[1], field(b, "C.x", w)).without(ids[0]);
        assert_eq!(h2.chunks().cloned().collect::<Vec<_>>(), vec![field(b, "C.x", w), pred.clone(), field(a, "C.y", v)]);
        assert_eq!(h2.get(ids[1]), &field(b, "C.x", w));
        assert_eq!(h2.named("C.x").map(|(i, _)| i).collect::<Vec<_>>(), vec![ids[1]]);
        assert_eq!(h2.with_receiver(a).map(|(i, _)| i).collect::<Vec<_>>(), vec![ids[2], ids[3]]);
        // The original is untouched (persistence).
        assert_eq!(h.len(), 4);
        assert_eq!(h.named("C.x").map(|(_, c)| c.receiver()).collect::<Vec<_>>(), vec![a, b]);
        // Union appends in order; the indices see the appended chunks after the others.
        let u = h2.union(&Heap::default().with(field(a, "C.x", w)).with(field(b, "C.z", v)));
        assert_eq!(u.named("C.x").map(|(_, c)| c.receiver()).collect::<Vec<_>>(), vec![b, a]);
        assert_eq!(u.render(&terms).len(), 5);
        assert_eq!(u.chunks().last(), Some(&field(b, "C.z", v)));
        // `position` finds the first of equal chunks.
        let d = Heap::default().with(field(a, "C.x", v)).with(field(b, "C.x", v)).with(field(a, "C.x", v));
        let first = d.iter().next().map(|(i, _)| i);
        assert_eq!(d.position(&field(a, "C.x", v)), first);
        assert_eq!(d.without(first.unwrap()).chunks().cloned().collect::<Vec<_>>(), vec![field(b, "C.x", v), field(a, "C.x", v)]);
        // An emptied name or receiver leaves no stale index entry.
        let e = d.without(ids_of(&d)[0]).without(ids_of(&d)[2]);
        assert_eq!(e.with_receiver(a).count(), 0);
        assert_eq!(e.named("C.x").count(), 1);
    }

    fn ids_of(h: &Heap) -> Vec<ChunkId> {
        h.iter().map(|(i, _)| i).collect()
    }
}
