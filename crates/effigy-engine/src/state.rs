//! Symbolic states: King's triple (location, store, path condition) plus memory.
//!
//! Scalars whose address is never taken live in registers (a map from variable to term per
//! frame); everything else — address-taken variables, arrays, structs, heap blocks — is a
//! memory [`Object`] with a concrete base address and byte contents as an SMT array indexed by
//! the offset. Pointers are bit-vector addresses, exactly as in the concrete interpreter, so the
//! two agree on pointer arithmetic, comparisons and casts. States are cloned on every fork:
//! everything large is behind `Rc` (copy on write), the path is a shared linked list.

use std::collections::HashMap;
use std::rc::Rc;

use effigy_ir::{EdgeId, FuncId, LocId, TypeId, VarId};
use effigy_smt::TermId;

/// An index into [`Memory::objects`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjId(pub u32);

#[derive(Clone, Debug)]
pub struct Object {
    pub base: u64,
    pub size: u64,
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
        let base = self.next_base;
        self.next_base = (base + size.max(1) + GAP).div_ceil(ALIGN) * ALIGN;
        let id = ObjId(self.objects.len() as u32);
        self.objects.push(Rc::new(Object { base, size, bytes, alive: true, heap, name, align: align.max(1), address: None }));
        id
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
    Memory(ObjId),
}

#[derive(Clone, Debug)]
pub struct Frame {
    pub func: FuncId,
    pub loc: LocId,
    pub vars: HashMap<VarId, Slot>,
    /// Where the caller wants the return value (an lvalue of the caller), and the call edge.
    pub return_to: Option<(FuncId, EdgeId)>,
    /// Visits of loop heads in this activation (for the unwinding bound).
    pub loop_visits: HashMap<LocId, u32>,
}

/// The edge a path-condition conjunct comes from.
pub type Origin = (FuncId, EdgeId);

/// An input read by a `__VERIFIER_nondet_*` call (or an uninitialised variable).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// The function read (`__VERIFIER_nondet_int`), or `uninitialised x`.
    pub function: String,
    pub ty: TypeId,
    pub symbol: TermId,
}

/// A persistent list of the edges taken, shared between forks.
#[derive(Debug)]
pub struct PathNode {
    pub func: FuncId,
    pub edge: EdgeId,
    pub prev: Option<Rc<PathNode>>,
}

#[derive(Clone, Debug)]
pub struct State {
    pub frames: Vec<Frame>,
    pub globals: Rc<HashMap<VarId, Slot>>,
    pub memory: Memory,
    /// The path condition: ordered conjuncts, each feasible together with its prefix.
    pub path_condition: Rc<Vec<TermId>>,
    /// For each conjunct, the edge whose evaluation produced it (a branch, or the operation
    /// whose undefined behaviour or pointer resolution split the state): what a constraint
    /// precision tracks.
    pub origins: Rc<Vec<Origin>>,
    pub inputs: Rc<Vec<Input>>,
    /// Symbols standing for uninitialised storage (named after the variable): a path whose
    /// condition mentions one cannot be replayed on a compiled program.
    pub uninitialised: Rc<Vec<TermId>>,
    pub path: Option<Rc<PathNode>>,
    pub steps: u64,
    pub depth: u32,
}

impl State {
    pub fn frame(&self) -> &Frame {
        self.frames.last().expect("a running state has a frame")
    }
    pub fn frame_mut(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("a running state has a frame")
    }
    pub fn add_constraint(&mut self, c: TermId, origin: Origin) {
        Rc::make_mut(&mut self.path_condition).push(c);
        Rc::make_mut(&mut self.origins).push(origin);
    }
    /// Where the top frame is.
    pub fn location(&self) -> (FuncId, LocId) {
        let f = self.frame();
        (f.func, f.loc)
    }
    /// The last edge taken.
    pub fn last_edge(&self) -> Option<(FuncId, EdgeId)> {
        self.path.as_ref().map(|n| (n.func, n.edge))
    }
    pub fn record(&mut self, func: FuncId, edge: EdgeId) {
        let prev = self.path.take();
        self.path = Some(Rc::new(PathNode { func, edge, prev }));
        self.steps += 1;
    }
    /// The edges taken, first to last.
    pub fn path_edges(&self) -> Vec<(FuncId, EdgeId)> {
        let mut out = Vec::new();
        let mut cur = self.path.as_deref();
        while let Some(n) = cur {
            out.push((n.func, n.edge));
            cur = n.prev.as_deref();
        }
        out.reverse();
        out
    }
}
