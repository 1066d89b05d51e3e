//! Quantified facts about the cells of arrays — `∀k. k < i → a2[k] == a1[k]`, `∀k. k < i →
//! a[k] != e` — the invariants of loops that fill, copy or search arrays, which no fact about
//! registers states (the array families of SV-COMP: a loop copies 100 000 cells, a later loop
//! asserts each one).
//!
//! A fact speaks of cells: the bytes `stride·k + offset .. + width` of an object's byte array
//! (an array's elements, or one field of an array of structs), read as memory reads them
//! (little-endian). It is never given to the solver as a quantifier. It is assumed by
//! *instantiation*, as SMT solvers' E-matching and the array decision procedures of Bradley,
//! Manna and Sipma do: for every cell some term of the query reads from one of the fact's
//! arrays, the fact at that cell's index is added. An instance is a consequence of the fact,
//! so adding some instances assumes less than the fact, never more: a query found unsatisfiable
//! with them is unsatisfiable with the fact. Where a fact is to be *proved* (Houdini's check
//! that a candidate holds again after one iteration), its negation is Skolemised: the body at a
//! fresh index.

use effigy_smt::hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use effigy_smt::{Op, Sort, TermData, TermId, TermStore};

/// Where the cells of an object lie: cell `k` is the `width` bytes at `stride·k + offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Geometry {
    pub stride: u64,
    pub offset: u64,
    pub width: u64,
    /// Cells `0 .. count` lie within the object.
    pub count: u64,
}

/// `∀k. body`, with `k` a pointer-width bit-vector symbol (the cell index), `body` reading
/// cells of `arrays` (byte arrays) at `k` with one geometry.
#[derive(Clone, Debug)]
pub(crate) struct Forall {
    pub k: TermId,
    pub body: TermId,
    pub arrays: Vec<TermId>,
    pub geometry: Geometry,
}

impl Forall {
    /// The body at index `at`.
    pub(crate) fn at(&self, terms: &mut TermStore, at: TermId) -> TermId {
        let mut map = std::collections::HashMap::new();
        map.insert(self.k, at);
        terms.substitute(self.body, &map)
    }
}

/// Cell `k` of the byte array `bytes` (a bit-vector of `8·width` bits).
pub(crate) fn cell(terms: &mut TermStore, bytes: TermId, k: TermId, g: Geometry) -> TermId {
    let Sort::Array { index, .. } = terms.sort(bytes) else { panic!("cells of a non-array") };
    let stride = terms.bv_const(index, g.stride);
    let base = terms.bv_mul(stride, k);
    let mut value = None;
    for j in (0..g.width).rev() {
        let c = terms.bv_const(index, g.offset + j);
        let at = terms.bv_add(base, c);
        let b = terms.select(bytes, at);
        value = Some(match value {
            None => b,
            Some(hi) => terms.concat(hi, b),
        });
    }
    value.expect("cells have at least one byte")
}

/// The index of the cell holding byte `index` (a pointer-width term), when the index is a
/// linear form whose coefficients are multiples of the stride (`4·i + 8`, a row and a column
/// `400·i + 4·j`): the cell's index is then a linear form too, where a quotient would cost the
/// solver a divider. `None` when it is not, or when the byte is in no cell (padding between
/// fields): no instance is needed there, as none ever is for soundness.
fn cell_of(terms: &mut TermStore, index: TermId, g: Geometry) -> Option<TermId> {
    let w = terms.sort(index).width();
    let m = effigy_ir::types::mask(w);
    let (atoms, c) = terms.linear_form(index);
    if atoms.iter().any(|&(_, coef)| coef % g.stride != 0) {
        return None;
    }
    // index - offset = stride·(Σ (coef/stride)·x + q) + rest, rest in [0, stride), modulo 2^w.
    let r = c.wrapping_sub(g.offset) & m;
    let signed = if w < 64 && r >> (w - 1) == 1 { r as i128 - (1i128 << w) } else { r as i64 as i128 };
    let q = signed.div_euclid(g.stride as i128);
    let rest = signed.rem_euclid(g.stride as i128) as u64;
    if rest >= g.width {
        return None;
    }
    let mut k = terms.bv_const(w, (q as u64) & m);
    for (x, coef) in atoms {
        let f = terms.bv_const(w, coef / g.stride);
        let term = terms.bv_mul(f, x);
        k = terms.bv_add(k, term);
    }
    Some(k)
}

/// The most instances one query gets (fewer assume less: still sound).
const MAX_INSTANCES: usize = 4096;

/// Instances of `facts` at the cells `roots` read from the facts' arrays (and, transitively,
/// at the cells the instances read from other facts' arrays): consequences of the facts that
/// a query over `roots` may assume.
pub(crate) fn instances(terms: &mut TermStore, facts: &[Forall], roots: &[TermId]) -> Vec<TermId> {
    if facts.is_empty() {
        return Vec::new();
    }
    let mut by_array: HashMap<TermId, Vec<usize>> = HashMap::default();
    for (i, f) in facts.iter().enumerate() {
        for &a in &f.arrays {
            by_array.entry(a).or_default().push(i);
        }
    }
    // The byte indices read from (an array built over) one of the facts' arrays.
    let mut reads: Vec<(usize, TermId)> = Vec::new();
    let mut seen: HashSet<TermId> = HashSet::default();
    let mut stack: Vec<TermId> = roots.to_vec();
    while let Some(t) = stack.pop() {
        if !seen.insert(t) {
            continue;
        }
        match terms.get(t) {
            TermData::App(op, args) => {
                if *op == Op::Select {
                    let (array, index) = (args[0], args[1]);
                    // Every array the read may read through: a store's, an ite's both sides.
                    let mut under = vec![array];
                    let mut visited: HashSet<TermId> = HashSet::default();
                    while let Some(a) = under.pop() {
                        if !visited.insert(a) {
                            continue;
                        }
                        if let Some(fs) = by_array.get(&a) {
                            reads.extend(fs.iter().map(|&f| (f, index)));
                        }
                        match terms.get(a) {
                            TermData::App(Op::Store, xs) => under.push(xs[0]),
                            TermData::App(Op::Ite, xs) => under.extend([xs[1], xs[2]]),
                            _ => {}
                        }
                    }
                }
                stack.extend(args.iter().copied());
            }
            TermData::ConstArray(_, v) => stack.push(*v),
            _ => {}
        }
    }
    let mut work: Vec<(usize, TermId)> = Vec::new();
    for (f, index) in reads {
        if let Some(k) = cell_of(terms, index, facts[f].geometry) {
            work.push((f, k));
        }
    }
    let mut done: HashSet<(usize, TermId)> = HashSet::default();
    let mut out = Vec::new();
    while let Some((f, k)) = work.pop() {
        if !done.insert((f, k)) {
            continue;
        }
        if out.len() >= MAX_INSTANCES {
            break;
        }
        out.push(facts[f].at(terms, k));
        // The instance reads the facts' other arrays at cell k: the facts on those arrays hold
        // there too (the chains of copies: a2 = a1, a3 = a2, ...).
        let g = facts[f].geometry;
        for &a in &facts[f].arrays {
            for &other in by_array.get(&a).into_iter().flatten() {
                if other == f {
                    continue;
                }
                let k2 = if facts[other].geometry == g {
                    Some(k)
                } else {
                    let w = terms.sort(k).width();
                    let stride = terms.bv_const(w, g.stride);
                    let at = terms.bv_mul(stride, k);
                    let off = terms.bv_const(w, g.offset);
                    let byte = terms.bv_add(at, off);
                    cell_of(terms, byte, facts[other].geometry)
                };
                work.extend(k2.map(|k2| (other, k2)));
            }
        }
    }
    out
}

// ---- candidates: the quantified invariants k-induction's Houdini tries at a loop head ----

use effigy_ir::types::TypeData;
use effigy_ir::{ExprKind, FuncId, LocId, Program, TypeId, VarId};
use effigy_smt::Solver;

use crate::state::{ObjId, Slot, State};
use crate::step::Executor;

/// What a cell is compared with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Rhs {
    /// The cell of the same index of another object (`a2[k] == a1[k]`).
    Cell(ObjId),
    /// A register (`a[k] != e`).
    Register(VarId),
    /// A constant (`a[k] == 0`), as the cell's bits.
    Const(u64),
    /// The index itself (`a[k] == k`).
    Index,
}

/// `∀k. k < count ∧ [k < below] → cell(obj, k) (==|!=) rhs(k)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Candidate {
    pub obj: ObjId,
    pub geometry: Geometry,
    pub rhs: Rhs,
    pub equal: bool,
    /// Only the cells below a counter's value (read signed or not), or every cell.
    pub below: Option<(VarId, bool)>,
}

/// How the cells of a variable of type `ty` lie: an array's scalar elements (a
/// multidimensional array's, in a row), or each scalar field of an array of structs.
fn layouts(program: &Program, ty: TypeId) -> Vec<Geometry> {
    let TypeData::Array(mut elem, mut n) = *program.types.get(ty) else { return Vec::new() };
    while let TypeData::Array(inner, m) = *program.types.get(elem) {
        let Some(total) = n.checked_mul(m) else { return Vec::new() };
        (elem, n) = (inner, total);
    }
    let scalar = |t: TypeId| matches!(program.types.get(t), TypeData::Int(_) | TypeData::Pointer(_));
    let size = program.types.size_of(elem);
    let fits = |w: u64| matches!(w, 1 | 2 | 4 | 8);
    if size == 0 || n == 0 {
        return Vec::new();
    }
    if scalar(elem) && fits(size) {
        return vec![Geometry { stride: size, offset: 0, width: size, count: n }];
    }
    let Some(def) = program.types.struct_of(elem) else { return Vec::new() };
    if def.is_union {
        return Vec::new();
    }
    def.fields
        .iter()
        .filter(|f| f.bits.is_none() && scalar(f.ty) && fits(program.types.size_of(f.ty)))
        .map(|f| Geometry { stride: size, offset: f.offset, width: program.types.size_of(f.ty), count: n })
        .collect()
}

/// The most cell candidates one head gets (each is a flag and a fresh index in Houdini's
/// queries).
const MAX_CELL_CANDIDATES: usize = 64;

/// The quantified candidates at the head `h` of a loop of `main` in state `start`: for each
/// object the loop writes or reads whose cells are scalars, each of its cells below a counter
/// (`counters`: registers the loop writes, with their widths and signs) equal to the same cell
/// of another such object, to a register the loop reads and does not write, to a constant of
/// the loop, or to its index; or different from such a register or constant.
pub(crate) fn candidates<S: Solver>(
    ex: &Executor<'_, S>,
    main: FuncId,
    h: LocId,
    start: &State,
    written: &dyn Fn(VarId) -> bool,
    counters: &[(VarId, u32, bool)],
) -> Vec<Candidate> {
    let program = ex.program;
    let body = &ex.loops[main.0 as usize].body[h.0 as usize];
    let mut mentioned: Vec<VarId> = Vec::new();
    let mut constants: Vec<(u64, u32)> = vec![(0, 8), (0, 16), (0, 32), (0, 64)];
    fn constants_of(program: &Program, e: &effigy_ir::Expr, out: &mut Vec<(u64, u32)>) {
        if let ExprKind::Const(k) = e.kind {
            if let Some(it) = program.types.as_int(e.ty) {
                out.push((k, it.bits));
            }
        }
        for c in e.children() {
            constants_of(program, c, out);
        }
    }
    for e in &program.function(main).edges {
        if body.binary_search(&e.from).is_err() {
            continue;
        }
        e.kind.for_each_expr(&mut |x| {
            x.for_each_var(&mut |v| {
                if !mentioned.contains(&v) {
                    mentioned.push(v);
                }
            });
            constants_of(program, x, &mut constants);
        });
    }
    // The objects (variables of main, globals) whose cells the loop touches.
    let mut objects: Vec<(VarId, ObjId, Geometry)> = Vec::new();
    let slots = start.frames[0].vars.iter().chain(start.globals.iter());
    let mut vars: Vec<(VarId, ObjId)> =
        slots.filter_map(|(v, slot)| if let Slot::Memory(o) = slot { Some((*v, *o)) } else { None }).collect();
    vars.sort();
    for (v, o) in vars {
        if !(mentioned.contains(&v) || written(v)) || !start.memory.get(o).alive {
            continue;
        }
        for g in layouts(program, program.var(v).ty) {
            objects.push((v, o, g));
        }
    }
    objects.truncate(8);
    // Registers the loop reads and does not write, as comparands.
    let steady: Vec<(VarId, u32)> = mentioned
        .iter()
        .filter(|&&v| !ex.in_memory(v) && !written(v))
        .filter_map(|&v| program.types.as_int(program.var(v).ty).map(|it| (v, it.bits)))
        .take(4)
        .collect();
    let mut ks: Vec<(u64, u32)> = Vec::new();
    for c in constants {
        if !ks.contains(&c) && ks.len() < 8 {
            ks.push(c);
        }
    }
    let mut out = Vec::new();
    for (v, signed) in counters.iter().map(|&(v, _, s)| (v, s)).take(3) {
        let below = Some((v, signed));
        for (i, &(_, obj, g)) in objects.iter().enumerate() {
            let mut push = |rhs: Rhs, equal: bool, geometry: Geometry| {
                out.push(Candidate { obj, geometry, rhs, equal, below });
            };
            for &(_, other, g2) in &objects[i + 1..] {
                if other != obj && (g2.stride, g2.offset, g2.width) == (g.stride, g.offset, g.width) {
                    push(Rhs::Cell(other), true, Geometry { count: g.count.min(g2.count), ..g });
                }
            }
            for &(r, bits) in &steady {
                if bits as u64 == 8 * g.width {
                    push(Rhs::Register(r), true, g);
                    push(Rhs::Register(r), false, g);
                }
            }
            for &(k, bits) in &ks {
                if bits as u64 == 8 * g.width {
                    push(Rhs::Const(k), true, g);
                    push(Rhs::Const(k), false, g);
                }
            }
            push(Rhs::Index, true, g);
        }
    }
    out.truncate(MAX_CELL_CANDIDATES);
    out
}

/// The candidate's body at index `k` over state `s` (`None` when it cannot be said there).
pub(crate) fn body<S: Solver>(ex: &mut Executor<'_, S>, c: &Candidate, s: &State, k: TermId) -> Option<TermId> {
    let g = c.geometry;
    let bits = 8 * g.width as u32;
    let bytes = s.memory.get(c.obj).bytes;
    let lhs = cell(&mut ex.terms, bytes, k, g);
    let pw = ex.terms.sort(k).width();
    // k within `count` < 2^(pw - 1) cells: its value as any wider or narrower bit-vector that
    // holds `count`.
    let resized = |ex: &mut Executor<'_, S>, to: u32| -> Option<TermId> {
        if to < 64 && g.count > (1u64 << (to - 1)) {
            return None;
        }
        Some(match to.cmp(&pw) {
            std::cmp::Ordering::Less => ex.terms.extract(to - 1, 0, k),
            std::cmp::Ordering::Equal => k,
            std::cmp::Ordering::Greater => ex.terms.zero_ext(to - pw, k),
        })
    };
    let rhs = match c.rhs {
        Rhs::Cell(o) => {
            let b = s.memory.get(o).bytes;
            cell(&mut ex.terms, b, k, g)
        }
        Rhs::Register(v) => {
            let t = crate::kind::register_value(ex, s, v)?;
            if ex.terms.sort(t) != Sort::BitVec(bits) {
                return None;
            }
            t
        }
        Rhs::Const(x) => ex.terms.bv_const(bits, x & effigy_ir::types::mask(bits)),
        Rhs::Index => resized(ex, bits)?,
    };
    let eq = ex.terms.eq(lhs, rhs);
    let rel = if c.equal { eq } else { ex.terms.not(eq) };
    if g.count >= 1u64 << (pw - 1) {
        return None;
    }
    let count = ex.terms.bv_const(pw, g.count);
    let mut guard = ex.terms.bv_binop(Op::BvUlt, k, count);
    if let Some((v, signed)) = c.below {
        let t = crate::kind::register_value(ex, s, v)?;
        let Sort::BitVec(cw) = ex.terms.sort(t) else { return None };
        let narrow = resized(ex, cw)?;
        let below = ex.terms.bv_binop(if signed { Op::BvSlt } else { Op::BvUlt }, narrow, t);
        guard = ex.terms.and(guard, below);
    }
    Some(ex.terms.implies(guard, rel))
}

/// One fresh index per layout of cells (stride, offset and width), for Houdini's queries:
/// whether *some* candidate is violated at *some* index needs one index per layout, and each
/// fact the query assumes is then instantiated once per index, not once per candidate.
#[derive(Default)]
pub(crate) struct Indices(Vec<((u64, u64, u64), TermId)>);

impl Indices {
    pub(crate) fn of<S: Solver>(&mut self, ex: &mut Executor<'_, S>, c: &Candidate, s: &State) -> Option<TermId> {
        let key = (c.geometry.stride, c.geometry.offset, c.geometry.width);
        if let Some(&(_, k)) = self.0.iter().find(|x| x.0 == key) {
            return Some(k);
        }
        let k = fresh_index(ex, s)?;
        self.0.push((key, k));
        Some(k)
    }
}

/// A fresh cell index (pointer-width).
pub(crate) fn fresh_index<S: Solver>(ex: &mut Executor<'_, S>, s: &State) -> Option<TermId> {
    let Sort::Array { index, .. } = ex.terms.sort(s.memory.objects.first()?.bytes) else { return None };
    Some(ex.terms.fresh_symbol("cell", Sort::BitVec(index)))
}

/// The candidate as a fact about `s`, to assume.
pub(crate) fn forall<S: Solver>(ex: &mut Executor<'_, S>, c: &Candidate, s: &State) -> Option<Forall> {
    let k = fresh_index(ex, s)?;
    let body = body(ex, c, s, k)?;
    let mut arrays = vec![s.memory.get(c.obj).bytes];
    if let Rhs::Cell(o) = c.rhs {
        arrays.push(s.memory.get(o).bytes);
    }
    Some(Forall { k, body, arrays, geometry: c.geometry })
}
