//! Invariants that a proof yields at the loop heads of the entry function, for correctness
//! witnesses: what every state reaching a head satisfies, as facts over program variables
//! (values as bit patterns). The engines only state them; printing them as C is the report's.
//!
//! - CEGAR: the reached set at a head, explored to the end, covers every reachable state
//!   there; each abstract state gives the conjunction of the variables it holds concrete, and
//!   the head's invariant is their disjunction (a hull per variable when there are many).
//! - k-induction: what the loop around a head cannot write keeps its value from the first
//!   visit, which is complete when the proof uses it.

use effigy_ir::{FuncId, LocId, TypeData, VarId};
use effigy_smt::{Solver, TermStore};

use crate::state::{Slot, State};
use crate::step::Executor;

/// At loop head `head` of `func`, every reachable state satisfies one of `disjuncts`, each a
/// conjunction of `variable == value` (integer and `_Bool` variables only; the value as the
/// variable's type reads its bit pattern: signed types sign-extended).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeadInvariant {
    pub func: FuncId,
    pub head: LocId,
    pub disjuncts: Vec<Vec<(VarId, i128)>>,
    /// With many disjuncts, the per-variable ranges `lo <= v <= hi` that hold instead.
    pub ranges: Vec<(VarId, i128, i128)>,
    /// Relations that hold besides (k-induction's Houdini invariants), all of them.
    pub relations: Vec<Relation>,
}

impl HeadInvariant {
    /// What the invariant says of the variables `keep` accepts (a weaker invariant: the
    /// others' equalities, ranges and relations are left out).
    pub fn restricted(mut self, keep: impl Fn(VarId) -> bool) -> HeadInvariant {
        for d in &mut self.disjuncts {
            d.retain(|&(v, _)| keep(v));
        }
        if self.disjuncts.iter().any(Vec::is_empty) {
            // A disjunct with nothing left says nothing: neither does their disjunction.
            self.disjuncts.clear();
        }
        self.ranges.retain(|&(v, _, _)| keep(v));
        self.relations.retain(|r| match r {
            Relation::AtLeast(v, _) | Relation::AtMost(v, _) | Relation::LowBits(v, _, _) => keep(*v),
            Relation::Difference(a, b, _, _) => keep(*a) && keep(*b),
            Relation::Linear(f) => f.vars().into_iter().all(&keep),
        });
        self
    }
}

/// A relation over variables at a loop head (values as the variable's type reads them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Relation {
    /// `v >= value` in the variable's own order.
    AtLeast(VarId, i128),
    /// `v <= value`.
    AtMost(VarId, i128),
    /// `(v & mask) == value`.
    LowBits(VarId, u64, u64),
    /// `a - b == value`, modulo 2^width (the variables' common width).
    Difference(VarId, VarId, u64, u32),
    /// A formula of linear arithmetic over the variables' values as integers (no wrap-around:
    /// what k-induction's invariants from Horn clauses state).
    Linear(Formula),
}

/// A Boolean combination of comparisons of integer expressions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Formula {
    Not(Box<Formula>),
    And(Vec<Formula>),
    Or(Vec<Formula>),
    Le(IntExpr, IntExpr),
    Lt(IntExpr, IntExpr),
    Eq(IntExpr, IntExpr),
}

/// An integer expression over variables' values: sums, products by constants, and the
/// Euclidean remainder by a positive constant. Its values (and those of its subexpressions)
/// stay below 2^62 in magnitude for every value of the variables (of at most 32 bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntExpr {
    Var(VarId),
    Const(i128),
    Add(Vec<IntExpr>),
    Mul(i128, Box<IntExpr>),
    Mod(Box<IntExpr>, i128),
}

impl Formula {
    /// The variables it mentions.
    pub fn vars(&self) -> Vec<VarId> {
        fn int(e: &IntExpr, out: &mut Vec<VarId>) {
            match e {
                IntExpr::Var(v) => out.push(*v),
                IntExpr::Const(_) => {}
                IntExpr::Add(xs) => xs.iter().for_each(|x| int(x, out)),
                IntExpr::Mul(_, x) | IntExpr::Mod(x, _) => int(x, out),
            }
        }
        fn walk(f: &Formula, out: &mut Vec<VarId>) {
            match f {
                Formula::Not(x) => walk(x, out),
                Formula::And(xs) | Formula::Or(xs) => xs.iter().for_each(|x| walk(x, out)),
                Formula::Le(a, b) | Formula::Lt(a, b) | Formula::Eq(a, b) => {
                    int(a, out);
                    int(b, out);
                }
            }
        }
        let mut out = Vec::new();
        walk(self, &mut out);
        out
    }
}

/// Disjuncts kept as such; more become ranges.
const MAX_DISJUNCTS: usize = 8;

/// The variables of the entry frame (its registers) and the globals that `st` holds concrete.
pub(crate) fn concrete_registers<S: Solver>(ex: &Executor<'_, S>, st: &State) -> Vec<(VarId, i128)> {
    let program = ex.program;
    let mut out = Vec::new();
    let mut add = |v: VarId, slot: &Slot, terms: &TermStore| {
        let bits = match slot {
            Slot::Value(x) => Some(*x),
            Slot::Register(t) if !ex.is_undefined(*t) => terms.as_bv(*t).or_else(|| terms.as_bool(*t).map(u64::from)),
            _ => None,
        };
        if let Some(value) = bits.and_then(|b| typed_value(program, v, b)) {
            out.push((v, value));
        }
    };
    if let Some(frame) = st.frames.first() {
        for (&v, slot) in frame.vars.iter() {
            add(v, slot, &ex.terms);
        }
    }
    for (&v, slot) in st.globals.iter() {
        add(v, slot, &ex.terms);
    }
    out.sort();
    out
}

/// The value of bit pattern `bits` in `v`'s type (integers and `_Bool` only).
pub(crate) fn typed_value(program: &effigy_ir::Program, v: VarId, bits: u64) -> Option<i128> {
    match program.types.get(program.var(v).ty) {
        TypeData::Bool => Some((bits & 1) as i128),
        TypeData::Int(it) if it.bits <= 64 => {
            let x = bits & effigy_ir::types::mask(it.bits);
            Some(if it.signed && x >> (it.bits - 1) & 1 == 1 { x as i128 - (1i128 << it.bits) } else { x as i128 })
        }
        _ => None,
    }
}

/// The invariant of a head from the conjunctions of its states; `None` when some state holds
/// nothing concrete (the invariant would be `true`).
pub(crate) fn head_invariant(func: FuncId, head: LocId, mut states: Vec<Vec<(VarId, i128)>>) -> Option<HeadInvariant> {
    if states.is_empty() || states.iter().any(Vec::is_empty) {
        return None;
    }
    states.sort();
    states.dedup();
    if states.len() <= MAX_DISJUNCTS {
        return Some(HeadInvariant { func, head, disjuncts: states, ranges: Vec::new(), relations: Vec::new() });
    }
    // A hull: the variables every state holds, each between its smallest and largest value.
    let mut ranges: Vec<(VarId, i128, i128)> = Vec::new();
    for &(v, x) in &states[0] {
        let mut lo = x;
        let mut hi = x;
        let mut everywhere = true;
        for s in &states[1..] {
            match s.binary_search_by_key(&v, |p| p.0) {
                Ok(i) => {
                    lo = lo.min(s[i].1);
                    hi = hi.max(s[i].1);
                }
                Err(_) => {
                    everywhere = false;
                    break;
                }
            }
        }
        if everywhere {
            ranges.push((v, lo, hi));
        }
    }
    (!ranges.is_empty()).then_some(HeadInvariant { func, head, disjuncts: Vec::new(), ranges, relations: Vec::new() })
}
