//! The symbolic state of SPEC §3: σ = (H, G, Γ, Σ), with H and G multisets of chunks.
//!
//! Everything forks cheaply: the heap is a shared vector copied on write, the store and the path
//! condition are persistent lists (a fork shares its parent's tail). The path condition carries,
//! per fact, the ground prelude instances its snapshot terms need and a small Bloom mask of its
//! symbols (for the prover's independence test).

use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use effigy_smt::{Op, TermData, TermId, TermStore};

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

/// A symbolic heap: a multiset of chunks, in insertion order.
#[derive(Clone, Debug, Default)]
pub struct Heap(Rc<Vec<Chunk>>);

impl Heap {
    pub fn chunks(&self) -> &[Chunk] {
        &self.0
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn with(&self, c: Chunk) -> Heap {
        let mut v = self.0.clone();
        Rc::make_mut(&mut v).push(c);
        Heap(v)
    }
    pub fn without(&self, i: usize) -> Heap {
        let mut v = self.0.clone();
        Rc::make_mut(&mut v).remove(i);
        Heap(v)
    }
    pub fn replaced(&self, i: usize, c: Chunk) -> Heap {
        let mut v = self.0.clone();
        Rc::make_mut(&mut v)[i] = c;
        Heap(v)
    }
    /// H ⊎ H'.
    pub fn union(&self, other: &Heap) -> Heap {
        if other.is_empty() {
            return self.clone();
        }
        if self.is_empty() {
            return other.clone();
        }
        let mut v = self.0.clone();
        Rc::make_mut(&mut v).extend(other.0.iter().cloned());
        Heap(v)
    }
    pub fn render(&self, terms: &TermStore) -> Vec<String> {
        self.0.iter().map(|c| c.render(terms)).collect()
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
