//! Hash-consed terms: one [`TermStore`], structurally equal terms have equal [`TermId`]s.
//!
//! Construction goes through the simplifying builders (`bv_add`, `and`, `ite`, …): constants
//! fold, identities vanish, and bit-vector sums are kept in a canonical linear form — a sorted
//! list of atoms with coefficients plus one constant — so that King's `a + b + c` stays
//! readable and `x + y - b` with `y = b + c` cancels to `x + c`.

use std::collections::HashMap;
use std::fmt;

use crate::float::{self, FpArith, FpFormat, FpRounding};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TermId(pub u32);

impl fmt::Display for TermId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "t{}", self.0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sort {
    Bool,
    BitVec(u32),
    /// Mathematical integers (`--math-ints`).
    Int,
    /// Arrays from bit-vectors of `index` bits to bit-vectors of `element` bits (memory).
    Array {
        index: u32,
        element: u32,
    },
}

impl Sort {
    pub fn width(self) -> u32 {
        match self {
            Sort::BitVec(w) => w,
            _ => panic!("width of a non-bit-vector sort {self:?}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    Not,
    And,
    Or,
    Eq,
    Ite,
    /// n-ary, canonical: sorted non-constant operands, then at most one constant.
    BvAdd,
    BvMul,
    BvUDiv,
    BvSDiv,
    BvURem,
    BvSRem,
    BvShl,
    BvLShr,
    BvAShr,
    BvAnd,
    BvOr,
    BvXor,
    BvNot,
    BvUlt,
    BvUle,
    BvSlt,
    BvSle,
    Concat,
    Extract {
        hi: u32,
        lo: u32,
    },
    ZeroExt(u32),
    SignExt(u32),
    Select,
    Store,
    IntAdd,
    IntMul,
    IntDiv,
    IntMod,
    IntLt,
    IntLe,
    /// Integer → bit-vector of the given width and back (math-ints boundaries).
    Int2Bv(u32),
    Bv2Int {
        signed: bool,
    },
    /// Application of a declared uninterpreted function ([`TermStore::declare_fun`]). Never
    /// simplified: the store knows nothing of what the function means.
    Apply(FuncId),
    // ---- IEEE floating point on bit patterns (see [`crate::float`]): operands and results
    // are bit-vectors of the format's width, NaN results are the canonical NaN. ----
    /// `a + b`, `a - b`, `a * b`, `a / b`, rounded to nearest even.
    Fp(FpArith, FpFormat),
    FpSqrt(FpFormat),
    /// Rounding to an integral value of the same format.
    FpRound(FpFormat, FpRounding),
    /// IEEE `<`, `<=`, `==` (false on NaN operands; `-0 == +0`) and "is a NaN": Bool.
    FpLt(FpFormat),
    FpLe(FpFormat),
    FpEq(FpFormat),
    FpIsNan(FpFormat),
    /// An integer (the operand's width; two's complement when `signed`) rounded to the format.
    FpFromInt {
        fmt: FpFormat,
        signed: bool,
    },
    /// A float truncated to an integer of `width` bits; where that does not fit (undefined in
    /// C, guarded by the engines), the signed minimum or 0 ([`crate::float::to_int`]).
    FpToInt {
        fmt: FpFormat,
        width: u32,
        signed: bool,
    },
    /// Conversion between formats (rounding to nearest even).
    FpConvert {
        from: FpFormat,
        to: FpFormat,
    },
}

impl Op {
    /// Whether the operation is one of the floating-point operations.
    pub fn is_fp(&self) -> bool {
        matches!(
            self,
            Op::Fp(..)
                | Op::FpSqrt(_)
                | Op::FpRound(..)
                | Op::FpLt(_)
                | Op::FpLe(_)
                | Op::FpEq(_)
                | Op::FpIsNan(_)
                | Op::FpFromInt { .. }
                | Op::FpToInt { .. }
                | Op::FpConvert { .. }
        )
    }
}

/// A declared uninterpreted sort (`(declare-sort Snap 0)`).
///
/// [`Sort`] is matched exhaustively by the engines, so terms of an uninterpreted sort carry the
/// *nominal* sort [`Sort::Int`] in [`TermStore::sort`] and their real sort in a side table,
/// [`TermStore::uninterpreted_sort`]. No builder folds them (they are never constants), and the
/// Z3 backend and the SMT-LIB printer declare them with their real sort.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UninterpretedSort(pub u32);

/// A declared uninterpreted function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// The sort of a function's argument or result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FunSort {
    Builtin(Sort),
    Uninterpreted(UninterpretedSort),
}

/// The signature of an uninterpreted function (quantifier-free: no axioms are attached).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncDecl {
    pub name: String,
    pub domain: Vec<FunSort>,
    pub range: FunSort,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TermData {
    Bool(bool),
    /// A bit-vector constant of at most 64 bits (`value` masked to `width`).
    Bv {
        width: u32,
        value: u64,
    },
    Int(i128),
    /// A free symbol; names are unique in the store.
    Symbol(String, Sort),
    /// The array mapping every index to `value`.
    ConstArray(Sort, TermId),
    App(Op, Vec<TermId>),
}

/// The arena of terms.
#[derive(Default, Clone)]
pub struct TermStore {
    data: Vec<TermData>,
    sorts: Vec<Sort>,
    /// The hash-consing index: ids of `data`, found by their data's hash. Each term's data is
    /// kept once, in `data` (a map from data to id held a second copy of every term and of its
    /// argument list: half of the store's memory on long paths).
    map: hashbrown::HashTable<TermId>,
    symbol_counts: HashMap<String, u32>,
    /// Names of the declared uninterpreted sorts, indexed by [`UninterpretedSort`].
    sort_names: Vec<String>,
    /// Declared uninterpreted functions, indexed by [`FuncId`].
    funcs: Vec<FuncDecl>,
    /// The real sort of every term of an uninterpreted sort (its nominal sort is `Int`).
    uninterpreted: crate::hash::FxHashMap<TermId, UninterpretedSort>,
    /// Per term: bounds on its unsigned value (bit-vectors; `(0, 0)` for other sorts),
    /// computed from its operands' when it is made ([`TermStore::unsigned_range`]).
    ranges: Vec<(u64, u64)>,
    /// Per term: whether a floating-point operation occurs in it ([`TermStore::mentions_fp`]).
    fp: Vec<bool>,
    /// For arrays read at constant indices after long chains of constant-index stores: the
    /// chain's stores by index (newest wins) and the array below them, so that a read costs
    /// O(log n) instead of a walk down n stores (a loop that fills an array and then reads it
    /// back was quadratic). Built at reads, each from the nearest indexed array below.
    store_index: crate::hash::FxHashMap<TermId, (TermId, rpds::RedBlackTreeMap<u64, TermId>)>,
}

fn hash_data(data: &TermData) -> u64 {
    use std::hash::BuildHasher;
    std::hash::BuildHasherDefault::<crate::hash::FxHasher>::default().hash_one(data)
}

pub fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

/// A bit-vector value read as signed.
pub fn signed_value(width: u32, v: u64) -> i128 {
    signed(width, v)
}

fn signed(width: u32, v: u64) -> i128 {
    let v = v & mask(width);
    if width > 0 && (v >> (width - 1)) & 1 == 1 {
        v as i128 - (1i128 << width)
    } else {
        v as i128
    }
}

impl TermStore {
    pub fn new() -> TermStore {
        TermStore::default()
    }

    pub fn get(&self, t: TermId) -> &TermData {
        &self.data[t.0 as usize]
    }
    pub fn sort(&self, t: TermId) -> Sort {
        self.sorts[t.0 as usize]
    }
    /// Whether a floating-point operation occurs in `t` (such queries go to a fresh solver:
    /// Z3 bit-blasts floating point far faster outside its incremental mode).
    pub fn mentions_fp(&self, t: TermId) -> bool {
        self.fp[t.0 as usize]
    }
    pub fn len(&self) -> usize {
        self.data.len()
    }
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    fn lookup(&self, data: &TermData) -> (u64, Option<TermId>) {
        let hash = hash_data(data);
        (hash, self.map.find(hash, |id| self.data[id.0 as usize] == *data).copied())
    }

    fn intern(&mut self, data: TermData, sort: Sort) -> TermId {
        let (hash, found) = self.lookup(&data);
        if let Some(id) = found {
            return id;
        }
        let id = TermId(self.data.len() as u32);
        let range = self.range_of(&data, sort);
        self.ranges.push(range);
        let fp = match &data {
            TermData::App(op, args) => op.is_fp() || args.iter().any(|a| self.fp[a.0 as usize]),
            TermData::ConstArray(_, v) => self.fp[v.0 as usize],
            _ => false,
        };
        self.fp.push(fp);
        self.data.push(data);
        self.sorts.push(sort);
        let data = &self.data;
        self.map.insert_unique(hash, id, |id| hash_data(&data[id.0 as usize]));
        id
    }

    /// Bounds `(lo, hi)` on the unsigned value of a bit-vector term: an interval abstraction
    /// kept beside every term (constant time per term, from its operands' bounds), which
    /// decides comparisons whose operands' ranges do not overlap without a solver — such as
    /// the bounds check of `a[x % 3]`, which would otherwise make the solver bit-blast a
    /// 32-bit division.
    pub fn unsigned_range(&self, t: TermId) -> (u64, u64) {
        self.ranges[t.0 as usize]
    }

    fn range_of(&self, data: &TermData, sort: Sort) -> (u64, u64) {
        let Sort::BitVec(w) = sort else { return (0, 0) };
        let full = (0, mask(w));
        let r = |t: &TermId| self.ranges[t.0 as usize];
        match data {
            TermData::Bv { value, .. } => (*value, *value),
            TermData::App(op, args) => match op {
                Op::ZeroExt(_) => r(&args[0]),
                Op::Extract { hi, lo: 0 } => {
                    let (a, b) = r(&args[0]);
                    if b <= mask(hi + 1) {
                        (a, b)
                    } else {
                        full
                    }
                }
                Op::Extract { .. } => full,
                Op::Concat => {
                    let wl = self.sorts[args[1].0 as usize].width();
                    let ((h0, h1), (_, _)) = (r(&args[0]), r(&args[1]));
                    if w > 64 {
                        return full;
                    }
                    (h0 << wl, (h1 << wl) | mask(wl))
                }
                Op::BvAdd => {
                    let (mut lo, mut hi) = (0u128, 0u128);
                    for a in args {
                        let (x, y) = r(a);
                        lo += x as u128;
                        hi += y as u128;
                    }
                    if hi <= mask(w) as u128 {
                        (lo as u64, hi as u64)
                    } else {
                        full
                    }
                }
                Op::BvMul => {
                    let (mut lo, mut hi) = (1u128, 1u128);
                    for a in args {
                        let (x, y) = r(a);
                        lo = lo.saturating_mul(x as u128);
                        hi = hi.saturating_mul(y as u128);
                    }
                    if hi <= mask(w) as u128 {
                        (lo as u64, hi as u64)
                    } else {
                        full
                    }
                }
                Op::BvUDiv => {
                    let ((a0, a1), (b0, b1)) = (r(&args[0]), r(&args[1]));
                    if b0 == 0 {
                        // Division by zero gives all ones.
                        if b1 == 0 {
                            (mask(w), mask(w))
                        } else {
                            (0, mask(w))
                        }
                    } else {
                        (a0 / b1, a1 / b0)
                    }
                }
                Op::BvURem => {
                    let ((_, a1), (b0, b1)) = (r(&args[0]), r(&args[1]));
                    // x mod 0 = x; otherwise below the divisor and at most x.
                    if b0 == 0 {
                        (0, a1)
                    } else {
                        (0, a1.min(b1 - 1))
                    }
                }
                Op::BvLShr => match self.as_bv(args[1]) {
                    Some(k) if k < w as u64 => {
                        let (a0, a1) = r(&args[0]);
                        (a0 >> k, a1 >> k)
                    }
                    Some(_) => (0, 0),
                    None => (0, r(&args[0]).1),
                },
                Op::BvShl => match self.as_bv(args[1]) {
                    Some(k) if k < w as u64 => {
                        let (a0, a1) = r(&args[0]);
                        if (a1 as u128) << k <= mask(w) as u128 {
                            (a0 << k, a1 << k)
                        } else {
                            full
                        }
                    }
                    _ => full,
                },
                Op::BvAnd => (0, args.iter().map(|a| r(a).1).min().unwrap_or(mask(w))),
                Op::BvOr => {
                    let lo = args.iter().map(|a| r(a).0).max().unwrap_or(0);
                    let top = args.iter().map(|a| r(a).1).max().unwrap_or(0);
                    let bits = 64 - top.leading_zeros();
                    (lo, mask(bits.max(1)).min(mask(w)))
                }
                Op::BvXor => {
                    let top = args.iter().map(|a| r(a).1).max().unwrap_or(0);
                    let bits = 64 - top.leading_zeros();
                    (0, mask(bits.max(1)).min(mask(w)))
                }
                Op::Ite => {
                    let ((a0, a1), (b0, b1)) = (r(&args[1]), r(&args[2]));
                    (a0.min(b0), a1.max(b1))
                }
                _ => full,
            },
            _ => full,
        }
    }

    /// Bounds on the signed value of a bit-vector term, when its unsigned bounds lie in one
    /// half of the range.
    fn signed_range(&self, t: TermId) -> Option<(i128, i128)> {
        let w = self.sort(t).width();
        let (lo, hi) = self.unsigned_range(t);
        if hi <= mask(w) >> 1 || lo > mask(w) >> 1 {
            Some((signed(w, lo), signed(w, hi)))
        } else {
            None
        }
    }

    /// The width `t` is an extension of (`sign`: a sign extension, else a zero extension): an
    /// extension's operand width, or for a constant the fewest bits that extend to it; `None`
    /// for any other term.
    fn extension_width(&self, t: TermId, sign: bool) -> Option<u32> {
        let w = self.sort(t).width();
        match self.get(t) {
            // The value's bits without its leading copies of the sign bit (or zeros).
            TermData::Bv { value, .. } if sign => {
                let s = signed(w, *value);
                let magnitude = if s < 0 { !s } else { s };
                Some((129 - magnitude.leading_zeros()).min(w))
            }
            TermData::Bv { value, .. } => Some((64 - value.leading_zeros()).clamp(1, w)),
            TermData::App(Op::SignExt(e), _) if sign => Some(w - e),
            TermData::App(Op::ZeroExt(e), _) if !sign => Some(w - e),
            _ => None,
        }
    }

    /// An extension of at most `n` bits (or such a constant) as `n` bits.
    fn narrowed(&mut self, t: TermId, n: u32, sign: bool) -> TermId {
        match self.get(t).clone() {
            TermData::App(Op::SignExt(_) | Op::ZeroExt(_), args) => {
                let extra = n - self.sort(args[0]).width();
                if sign {
                    self.sign_ext(extra, args[0])
                } else {
                    self.zero_ext(extra, args[0])
                }
            }
            _ => {
                let v = self.as_bv(t).expect("an extension or a constant");
                self.bv_const(n, v)
            }
        }
    }

    /// Two operands that are both extensions of the same kind (or constants that are), as
    /// operands of the narrowest width holding both: C's promotions widen every `char` and
    /// `short` to `int` before arithmetic, and a solver bit-blasts a division circuit per bit
    /// of width (32-bit remainders of promoted `signed char`s made gcd's 8-bit Euclid a query
    /// neither Z3 nor Bitwuzla decided in 15 s).
    fn narrow_pair(&mut self, a: TermId, b: TermId, sign: bool) -> Option<(TermId, TermId, u32)> {
        let w = self.sort(a).width();
        let n = self.extension_width(a, sign)?.max(self.extension_width(b, sign)?);
        if n >= w {
            return None;
        }
        Some((self.narrowed(a, n, sign), self.narrowed(b, n, sign), n))
    }

    /// A comparison decided by its operands' ranges.
    fn compare_by_ranges(&self, op: Op, a: TermId, b: TermId) -> Option<bool> {
        let (lo_a, hi_a, lo_b, hi_b) = match op {
            Op::BvUlt | Op::BvUle => {
                let ((a0, a1), (b0, b1)) = (self.unsigned_range(a), self.unsigned_range(b));
                (a0 as i128, a1 as i128, b0 as i128, b1 as i128)
            }
            Op::BvSlt | Op::BvSle => {
                let ((a0, a1), (b0, b1)) = (self.signed_range(a)?, self.signed_range(b)?);
                (a0, a1, b0, b1)
            }
            _ => return None,
        };
        match op {
            Op::BvUlt | Op::BvSlt if hi_a < lo_b => Some(true),
            Op::BvUlt | Op::BvSlt if lo_a >= hi_b => Some(false),
            Op::BvUle | Op::BvSle if hi_a <= lo_b => Some(true),
            Op::BvUle | Op::BvSle if lo_a > hi_b => Some(false),
            _ => None,
        }
    }

    fn app(&mut self, op: Op, args: Vec<TermId>, sort: Sort) -> TermId {
        self.intern(TermData::App(op, args), sort)
    }

    // ---- leaves ----

    pub fn bool_const(&mut self, b: bool) -> TermId {
        self.intern(TermData::Bool(b), Sort::Bool)
    }
    pub fn tru(&mut self) -> TermId {
        self.bool_const(true)
    }
    pub fn fls(&mut self) -> TermId {
        self.bool_const(false)
    }
    pub fn bv_const(&mut self, width: u32, value: u64) -> TermId {
        assert!((1..=64).contains(&width), "bit-vector width {width}");
        self.intern(TermData::Bv { width, value: value & mask(width) }, Sort::BitVec(width))
    }
    pub fn int_const(&mut self, v: i128) -> TermId {
        self.intern(TermData::Int(v), Sort::Int)
    }
    /// A fresh symbol: `base` if unused, else `base_1`, `base_2`, …
    pub fn fresh_symbol(&mut self, base: &str, sort: Sort) -> TermId {
        let n = self.symbol_counts.entry(base.to_string()).or_insert(0);
        let name = if *n == 0 { base.to_string() } else { format!("{base}_{n}") };
        *n += 1;
        if self.lookup(&TermData::Symbol(name.clone(), sort)).1.is_some() {
            return self.fresh_symbol(base, sort);
        }
        self.intern(TermData::Symbol(name, sort), sort)
    }
    pub fn const_array(&mut self, sort: Sort, value: TermId) -> TermId {
        self.intern(TermData::ConstArray(sort, value), sort)
    }

    // ---- uninterpreted sorts and functions ----

    /// Declares an uninterpreted sort; declaring a name twice returns the same sort.
    pub fn declare_sort(&mut self, name: &str) -> UninterpretedSort {
        if let Some(i) = self.sort_names.iter().position(|n| n == name) {
            return UninterpretedSort(i as u32);
        }
        self.sort_names.push(name.to_string());
        UninterpretedSort(self.sort_names.len() as u32 - 1)
    }
    pub fn sort_name(&self, s: UninterpretedSort) -> &str {
        &self.sort_names[s.0 as usize]
    }
    pub fn uninterpreted_sorts(&self) -> impl Iterator<Item = (UninterpretedSort, &str)> {
        self.sort_names.iter().enumerate().map(|(i, n)| (UninterpretedSort(i as u32), n.as_str()))
    }
    /// The uninterpreted sort of `t`, if it has one (its [`TermStore::sort`] is then nominal).
    pub fn uninterpreted_sort(&self, t: TermId) -> Option<UninterpretedSort> {
        self.uninterpreted.get(&t).copied()
    }
    /// The sort of `t` as a function argument sees it.
    pub fn fun_sort(&self, t: TermId) -> FunSort {
        match self.uninterpreted_sort(t) {
            Some(u) => FunSort::Uninterpreted(u),
            None => FunSort::Builtin(self.sort(t)),
        }
    }

    /// Declares an uninterpreted function; declaring a name twice with the same signature
    /// returns the same function (a different signature is a caller bug and panics).
    pub fn declare_fun(&mut self, name: &str, domain: Vec<FunSort>, range: FunSort) -> FuncId {
        if let Some(i) = self.funcs.iter().position(|f| f.name == name) {
            assert!(self.funcs[i].domain == domain && self.funcs[i].range == range, "function {name} redeclared with another signature");
            return FuncId(i as u32);
        }
        self.funcs.push(FuncDecl { name: name.to_string(), domain, range });
        FuncId(self.funcs.len() as u32 - 1)
    }
    pub fn func(&self, f: FuncId) -> &FuncDecl {
        &self.funcs[f.0 as usize]
    }
    pub fn funcs(&self) -> impl Iterator<Item = (FuncId, &FuncDecl)> {
        self.funcs.iter().enumerate().map(|(i, d)| (FuncId(i as u32), d))
    }

    /// A fresh symbol of an uninterpreted sort (named as [`TermStore::fresh_symbol`] names).
    pub fn fresh_uninterpreted(&mut self, base: &str, sort: UninterpretedSort) -> TermId {
        let t = self.fresh_symbol(base, Sort::Int);
        self.uninterpreted.insert(t, sort);
        t
    }

    /// `f(args)`, as is: the store does not simplify uninterpreted applications.
    pub fn apply_fun(&mut self, f: FuncId, args: Vec<TermId>) -> TermId {
        let decl = &self.funcs[f.0 as usize];
        assert_eq!(decl.domain.len(), args.len(), "arity of {}", decl.name);
        debug_assert!(decl.domain.iter().zip(&args).all(|(d, &a)| *d == self.fun_sort(a)), "argument sorts of {}", decl.name);
        let range = decl.range;
        let nominal = match range {
            FunSort::Builtin(s) => s,
            FunSort::Uninterpreted(_) => Sort::Int,
        };
        let t = self.app(Op::Apply(f), args, nominal);
        if let FunSort::Uninterpreted(u) = range {
            self.uninterpreted.insert(t, u);
        }
        t
    }

    pub fn as_bool(&self, t: TermId) -> Option<bool> {
        match self.get(t) {
            TermData::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn as_bv(&self, t: TermId) -> Option<u64> {
        match self.get(t) {
            TermData::Bv { value, .. } => Some(*value),
            _ => None,
        }
    }
    pub fn as_int(&self, t: TermId) -> Option<i128> {
        match self.get(t) {
            TermData::Int(v) => Some(*v),
            _ => None,
        }
    }
    pub fn is_const(&self, t: TermId) -> bool {
        matches!(self.get(t), TermData::Bool(_) | TermData::Bv { .. } | TermData::Int(_))
    }

    // ---- Boolean ----

    pub fn not(&mut self, a: TermId) -> TermId {
        match self.get(a).clone() {
            TermData::Bool(b) => self.bool_const(!b),
            TermData::App(Op::Not, args) => args[0],
            _ => self.app(Op::Not, vec![a], Sort::Bool),
        }
    }

    pub fn and(&mut self, a: TermId, b: TermId) -> TermId {
        self.and_all([a, b])
    }
    pub fn or(&mut self, a: TermId, b: TermId) -> TermId {
        self.or_all([a, b])
    }

    /// Conjunction, flattened, deduplicated and sorted; `false` absorbs, `true` vanishes.
    pub fn and_all(&mut self, terms: impl IntoIterator<Item = TermId>) -> TermId {
        self.junction(Op::And, terms)
    }
    pub fn or_all(&mut self, terms: impl IntoIterator<Item = TermId>) -> TermId {
        self.junction(Op::Or, terms)
    }

    fn junction(&mut self, op: Op, terms: impl IntoIterator<Item = TermId>) -> TermId {
        let unit = op == Op::And;
        let mut flat = Vec::new();
        for t in terms {
            match self.get(t).clone() {
                TermData::Bool(b) if b == unit => {}
                TermData::Bool(_) => return self.bool_const(!unit),
                TermData::App(o, args) if o == op => flat.extend(args),
                _ => flat.push(t),
            }
        }
        flat.sort();
        flat.dedup();
        // x ∧ ¬x
        for &t in &flat {
            if let TermData::App(Op::Not, args) = self.get(t) {
                if flat.binary_search(&args[0]).is_ok() {
                    return self.bool_const(!unit);
                }
            }
        }
        match flat.len() {
            0 => self.bool_const(unit),
            1 => flat[0],
            _ => self.app(op, flat, Sort::Bool),
        }
    }

    pub fn implies(&mut self, a: TermId, b: TermId) -> TermId {
        let na = self.not(a);
        self.or(na, b)
    }

    pub fn eq(&mut self, a: TermId, b: TermId) -> TermId {
        if a == b {
            return self.tru();
        }
        if self.is_const(a) && self.is_const(b) {
            return self.fls();
        }
        if self.sort(a) == Sort::Bool {
            if let Some(x) = self.as_bool(a) {
                return if x { b } else { self.not(b) };
            }
            if let Some(x) = self.as_bool(b) {
                return if x { a } else { self.not(a) };
            }
        }
        // Extensions compared at their operands' width; a constant outside what an extension
        // can take is never equal to it (a promoted `signed char` is never INT_MIN).
        if matches!(self.sort(a), Sort::BitVec(_)) {
            for sign in [true, false] {
                if let (Some(m), Some(n)) = (self.extension_width(a, sign), self.extension_width(b, sign)) {
                    let (ca, cb) = (self.is_const(a), self.is_const(b));
                    if (ca && !cb && m > n) || (cb && !ca && n > m) {
                        return self.fls();
                    }
                    if let Some((x, y, _)) = self.narrow_pair(a, b, sign) {
                        return self.eq(x, y);
                    }
                }
            }
        }
        // a + k1 == b + k2  →  (a - b) == k2 - k1 keeps equalities over sums canonical.
        if let Sort::BitVec(w) = self.sort(a) {
            let ((a0, a1), (b0, b1)) = (self.unsigned_range(a), self.unsigned_range(b));
            if a1 < b0 || b1 < a0 {
                return self.fls();
            }
            let diff = self.bv_sub(a, b);
            if let Some(v) = self.as_bv(diff) {
                return self.bool_const(v == 0);
            }
            let (k, rest) = self.split_constant(diff);
            if k != 0 || rest != diff {
                let rhs = self.bv_const(w, k.wrapping_neg());
                let (x, y) = if rest < rhs { (rest, rhs) } else { (rhs, rest) };
                return self.app(Op::Eq, vec![x, y], Sort::Bool);
            }
        }
        let (x, y) = if a < b { (a, b) } else { (b, a) };
        self.app(Op::Eq, vec![x, y], Sort::Bool)
    }

    pub fn ite(&mut self, c: TermId, t: TermId, e: TermId) -> TermId {
        if t == e {
            return t;
        }
        match self.as_bool(c) {
            Some(true) => return t,
            Some(false) => return e,
            None => {}
        }
        if self.sort(t) == Sort::Bool {
            match (self.as_bool(t), self.as_bool(e)) {
                (Some(true), Some(false)) => return c,
                (Some(false), Some(true)) => return self.not(c),
                _ => {}
            }
        }
        if let TermData::App(Op::Not, args) = self.get(c).clone() {
            return self.ite(args[0], e, t);
        }
        let sort = self.sort(t);
        let r = self.app(Op::Ite, vec![c, t, e], sort);
        if let Some(u) = self.uninterpreted_sort(t) {
            self.uninterpreted.insert(r, u);
        }
        r
    }

    // ---- bit-vector arithmetic: canonical linear sums ----

    /// The linear form of a term: (coefficient, atom) pairs and a constant.
    fn linear(&self, t: TermId, w: u32) -> (Vec<(TermId, u64)>, u64) {
        match self.get(t) {
            TermData::Bv { value, .. } => (Vec::new(), *value),
            TermData::App(Op::BvAdd, args) => {
                let mut atoms = Vec::new();
                let mut k = 0u64;
                for &a in args {
                    let (sub, c) = self.linear(a, w);
                    atoms.extend(sub);
                    k = k.wrapping_add(c) & mask(w);
                }
                (atoms, k)
            }
            TermData::App(Op::BvMul, args) if args.len() == 2 && self.as_bv(args[0]).is_some() => {
                (vec![(args[1], self.as_bv(args[0]).unwrap())], 0)
            }
            _ => (vec![(t, 1)], 0),
        }
    }

    fn from_linear(&mut self, w: u32, atoms: Vec<(TermId, u64)>, k: u64) -> TermId {
        let mut coef: Vec<(TermId, u64)> = Vec::new();
        let mut sorted = atoms;
        sorted.sort_by_key(|x| x.0);
        for (a, c) in sorted {
            match coef.last_mut() {
                Some(last) if last.0 == a => last.1 = last.1.wrapping_add(c) & mask(w),
                _ => coef.push((a, c & mask(w))),
            }
        }
        let mut args: Vec<TermId> = Vec::new();
        for (a, c) in coef {
            if c == 0 {
                continue;
            }
            if c == 1 {
                args.push(a);
            } else {
                let kc = self.bv_const(w, c);
                args.push(self.app(Op::BvMul, vec![kc, a], Sort::BitVec(w)));
            }
        }
        let k = k & mask(w);
        if k != 0 || args.is_empty() {
            args.push(self.bv_const(w, k));
        }
        if args.len() == 1 {
            return args[0];
        }
        self.app(Op::BvAdd, args, Sort::BitVec(w))
    }

    /// The terms a bit-vector term may be, with if-then-else pushed out of linear sums
    /// (`ite(c, a, b) + 4` → `a + 4`, `b + 4`), as merged paths (bounded model checking)
    /// build pointers; `None` beyond `limit` of them. Each is the term under some
    /// assignment of the conditions; which is not said.
    pub fn ite_leaves(&mut self, t: TermId, limit: usize) -> Option<Vec<TermId>> {
        let w = self.sort(t).width();
        let mut leaves = Vec::new();
        let mut pending = vec![t];
        while let Some(t) = pending.pop() {
            let (atoms, k) = self.linear(t, w);
            let split = atoms.iter().position(|&(a, _)| matches!(self.get(a), TermData::App(Op::Ite, _)));
            let Some(i) = split else {
                if leaves.len() == limit {
                    return None;
                }
                leaves.push(t);
                continue;
            };
            let (ite, c) = atoms[i];
            let TermData::App(Op::Ite, args) = self.get(ite) else { unreachable!() };
            let (then, other) = (args[1], args[2]);
            for branch in [then, other] {
                let mut sum = atoms.clone();
                sum[i] = (branch, c);
                let leaf = self.from_linear(w, sum, k);
                pending.push(leaf);
            }
            if pending.len() + leaves.len() > limit {
                return None;
            }
        }
        Some(leaves)
    }

    /// The linear form of a bit-vector term: (atom, coefficient) pairs (an atom may repeat)
    /// and a constant, modulo 2^width.
    pub fn linear_form(&self, t: TermId) -> (Vec<(TermId, u64)>, u64) {
        let w = self.sort(t).width();
        self.linear(t, w)
    }

    /// Splits a term into its constant part and the rest (`x + 3` → (3, x)).
    pub fn split_constant(&mut self, t: TermId) -> (u64, TermId) {
        let w = self.sort(t).width();
        let (atoms, k) = self.linear(t, w);
        let rest = self.from_linear(w, atoms, 0);
        (k, rest)
    }

    pub fn bv_add(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.sort(a).width();
        let (mut xa, ka) = self.linear(a, w);
        let (xb, kb) = self.linear(b, w);
        xa.extend(xb);
        self.from_linear(w, xa, ka.wrapping_add(kb))
    }
    pub fn bv_neg(&mut self, a: TermId) -> TermId {
        let w = self.sort(a).width();
        let (atoms, k) = self.linear(a, w);
        let atoms = atoms.into_iter().map(|(t, c)| (t, c.wrapping_neg())).collect();
        self.from_linear(w, atoms, k.wrapping_neg())
    }
    pub fn bv_sub(&mut self, a: TermId, b: TermId) -> TermId {
        let nb = self.bv_neg(b);
        self.bv_add(a, nb)
    }
    pub fn bv_mul(&mut self, a: TermId, b: TermId) -> TermId {
        let w = self.sort(a).width();
        let (a, b) = if self.as_bv(b).is_some() { (b, a) } else { (a, b) };
        if let Some(k) = self.as_bv(a) {
            // A constant times a linear form distributes.
            let (atoms, c) = self.linear(b, w);
            let atoms = atoms.into_iter().map(|(t, x)| (t, x.wrapping_mul(k))).collect();
            return self.from_linear(w, atoms, c.wrapping_mul(k));
        }
        // A product of non-constant factors is n-ary, flattened and sorted: `x*x*x`.
        let mut factors = Vec::new();
        for t in [a, b] {
            match self.get(t) {
                TermData::App(Op::BvMul, args) if self.as_bv(args[0]).is_none() => factors.extend(args.iter().copied()),
                _ => factors.push(t),
            }
        }
        factors.sort();
        self.app(Op::BvMul, factors, Sort::BitVec(w))
    }

    /// Division and remainder; division by zero follows SMT-LIB (the solver's semantics), the
    /// engines check for it before.
    pub fn bv_binop(&mut self, op: Op, a: TermId, b: TermId) -> TermId {
        let w = self.sort(a).width();
        if let (Some(x), Some(y)) = (self.as_bv(a), self.as_bv(b)) {
            if let Some(v) = fold_bv(op, w, x, y) {
                return match v {
                    Folded::Bv(v) => self.bv_const(w, v),
                    Folded::Bool(b) => self.bool_const(b),
                };
            }
        }
        match op {
            Op::BvAdd => return self.bv_add(a, b),
            Op::BvMul => return self.bv_mul(a, b),
            Op::BvUlt | Op::BvSlt if a == b => return self.fls(),
            Op::BvUle | Op::BvSle if a == b => return self.tru(),
            Op::BvAnd | Op::BvOr if a == b => return a,
            Op::BvXor if a == b => return self.bv_const(w, 0),
            Op::BvShl | Op::BvLShr | Op::BvAShr if self.as_bv(b) == Some(0) => return a,
            Op::BvUDiv | Op::BvSDiv if self.as_bv(b) == Some(1) => return a,
            Op::BvAnd if self.as_bv(b) == Some(mask(w)) => return a,
            Op::BvAnd if self.as_bv(a) == Some(mask(w)) => return b,
            Op::BvAnd if self.as_bv(a) == Some(0) || self.as_bv(b) == Some(0) => return self.bv_const(w, 0),
            Op::BvOr | Op::BvXor if self.as_bv(b) == Some(0) => return a,
            Op::BvOr | Op::BvXor if self.as_bv(a) == Some(0) => return b,
            _ => {}
        }
        // Operations on extended operands computed at the operands' width, where the result is
        // the same: a remainder is smaller than its operands (also SMT-LIB's remainder by zero,
        // the dividend), and extensions keep the order of values. (Not division: a quotient
        // by zero and the signed quotient MIN / -1 differ between widths.)
        match op {
            Op::BvSRem | Op::BvURem => {
                let sign = op == Op::BvSRem;
                if let Some((x, y, n)) = self.narrow_pair(a, b, sign) {
                    let r = self.bv_binop(op, x, y);
                    return if sign { self.sign_ext(w - n, r) } else { self.zero_ext(w - n, r) };
                }
            }
            Op::BvSlt | Op::BvSle => {
                if let Some((x, y, _)) = self.narrow_pair(a, b, true) {
                    return self.bv_binop(op, x, y);
                }
            }
            Op::BvUlt | Op::BvUle => {
                if let Some((x, y, _)) = self.narrow_pair(a, b, false).or_else(|| self.narrow_pair(a, b, true)) {
                    return self.bv_binop(op, x, y);
                }
            }
            _ => {}
        }
        if let Some(v) = self.compare_by_ranges(op, a, b) {
            return self.bool_const(v);
        }
        let sort = match op {
            Op::BvUlt | Op::BvUle | Op::BvSlt | Op::BvSle => Sort::Bool,
            _ => Sort::BitVec(w),
        };
        let commutative = matches!(op, Op::BvAnd | Op::BvOr | Op::BvXor);
        let (a, b) = if commutative && b < a { (b, a) } else { (a, b) };
        self.app(op, vec![a, b], sort)
    }

    pub fn bv_not(&mut self, a: TermId) -> TermId {
        let w = self.sort(a).width();
        if let Some(v) = self.as_bv(a) {
            return self.bv_const(w, !v);
        }
        if let TermData::App(Op::BvNot, args) = self.get(a) {
            return args[0];
        }
        self.app(Op::BvNot, vec![a], Sort::BitVec(w))
    }

    pub fn extract(&mut self, hi: u32, lo: u32, a: TermId) -> TermId {
        let w = self.sort(a).width();
        assert!(hi < w && lo <= hi, "extract [{hi}:{lo}] of {w} bits");
        if lo == 0 && hi == w - 1 {
            return a;
        }
        if let Some(v) = self.as_bv(a) {
            return self.bv_const(hi - lo + 1, v >> lo);
        }
        // Only an operation is looked into (a symbol's clone would copy its name, once per byte
        // of every stored input).
        let TermData::App(op, args) = self.get(a) else {
            return self.app(Op::Extract { hi, lo }, vec![a], Sort::BitVec(hi - lo + 1));
        };
        match TermData::App(*op, args.clone()) {
            TermData::App(Op::Extract { lo: lo2, .. }, args) => return self.extract(hi + lo2, lo + lo2, args[0]),
            TermData::App(Op::ZeroExt(_) | Op::SignExt(_), args) => {
                let inner = self.sort(args[0]).width();
                if hi < inner {
                    return self.extract(hi, lo, args[0]);
                }
            }
            // The low bits of a sum, product or bitwise operation are the operation on its
            // operands' low bits: taken where each operand's low bits are at hand (an
            // extension or a constant), so that a `char`'s arithmetic promoted to `int` and
            // stored back is `char` arithmetic.
            TermData::App(op @ (Op::BvAdd | Op::BvMul | Op::BvAnd | Op::BvOr | Op::BvXor | Op::BvNot), args)
                if lo == 0
                    && args.iter().all(|&x| match self.get(x) {
                        TermData::Bv { .. } => true,
                        TermData::App(Op::ZeroExt(_) | Op::SignExt(_), inner) => hi < self.sort(inner[0]).width(),
                        _ => false,
                    }) =>
            {
                let low: Vec<TermId> = args.iter().map(|&x| self.extract(hi, 0, x)).collect();
                return match op {
                    Op::BvNot => self.bv_not(low[0]),
                    Op::BvAdd => low[1..].iter().fold(low[0], |acc, &x| self.bv_add(acc, x)),
                    Op::BvMul => low[1..].iter().fold(low[0], |acc, &x| self.bv_mul(acc, x)),
                    _ => low[1..].iter().fold(low[0], |acc, &x| self.bv_binop(op, acc, x)),
                };
            }
            TermData::App(Op::Concat, args) => {
                let low_w = self.sort(args[1]).width();
                if hi < low_w {
                    return self.extract(hi, lo, args[1]);
                }
                if lo >= low_w {
                    return self.extract(hi - low_w, lo - low_w, args[0]);
                }
            }
            _ => {}
        }
        self.app(Op::Extract { hi, lo }, vec![a], Sort::BitVec(hi - lo + 1))
    }

    pub fn zero_ext(&mut self, extra: u32, a: TermId) -> TermId {
        if extra == 0 {
            return a;
        }
        let w = self.sort(a).width();
        if let Some(v) = self.as_bv(a) {
            return self.bv_const(w + extra, v);
        }
        self.app(Op::ZeroExt(extra), vec![a], Sort::BitVec(w + extra))
    }

    pub fn sign_ext(&mut self, extra: u32, a: TermId) -> TermId {
        if extra == 0 {
            return a;
        }
        let w = self.sort(a).width();
        if let Some(v) = self.as_bv(a) {
            return self.bv_const(w + extra, signed(w, v) as u64);
        }
        self.app(Op::SignExt(extra), vec![a], Sort::BitVec(w + extra))
    }

    /// `hi ++ lo`.
    pub fn concat(&mut self, hi: TermId, lo: TermId) -> TermId {
        let (wh, wl) = (self.sort(hi).width(), self.sort(lo).width());
        if let (Some(x), Some(y)) = (self.as_bv(hi), self.as_bv(lo)) {
            if wh + wl <= 64 {
                return self.bv_const(wh + wl, (x << wl) | y);
            }
        }
        // extract[a:b+1](x) ++ extract[b:c](x) = extract[a:c](x)
        if let (&TermData::App(Op::Extract { hi: h1, lo: l1 }, ref a1), &TermData::App(Op::Extract { hi: h2, lo: l2 }, ref a2)) =
            (self.get(hi), self.get(lo))
        {
            if a1[0] == a2[0] && l1 == h2 + 1 {
                let x = a1[0];
                return self.extract(h1, l2, x);
            }
        }
        self.app(Op::Concat, vec![hi, lo], Sort::BitVec(wh + wl))
    }

    // ---- arrays ----

    pub fn select(&mut self, array: TermId, index: TermId) -> TermId {
        let Sort::Array { element, .. } = self.sort(array) else { panic!("select from a non-array") };
        let mut a = array;
        if let Some(k) = self.as_bv(index) {
            if let Some((below, map)) = self.indexed(array) {
                if let Some(&v) = map.get(&k) {
                    return v;
                }
                a = below;
            }
        }
        // Walk down the store chain (iteratively: chains grow with loop iterations).
        loop {
            match self.get(a) {
                TermData::ConstArray(_, v) => return *v,
                TermData::App(Op::Store, args) => {
                    if args[1] == index {
                        return args[2];
                    }
                    // Distinct constant indices: look through the store.
                    if self.as_bv(args[1]).is_some() && self.as_bv(index).is_some() {
                        a = args[0];
                        continue;
                    }
                    break;
                }
                _ => break,
            }
        }
        self.app(Op::Select, vec![a, index], Sort::BitVec(element))
    }

    /// Stores below which an index is worth building.
    const INDEX_AFTER: usize = 16;

    /// The index of `array`'s chain of constant-index stores (see `store_index`), built if the
    /// chain is long or reaches an indexed array; None for a short chain.
    fn indexed(&mut self, array: TermId) -> Option<(TermId, rpds::RedBlackTreeMap<u64, TermId>)> {
        if let Some(e) = self.store_index.get(&array) {
            return Some(e.clone());
        }
        let mut pending: Vec<(u64, TermId)> = Vec::new();
        let mut a = array;
        let (below, mut map) = loop {
            if let Some((below, map)) = self.store_index.get(&a) {
                break (*below, map.clone());
            }
            match self.get(a) {
                TermData::App(Op::Store, args) => match self.as_bv(args[1]) {
                    Some(k) => {
                        pending.push((k, args[2]));
                        a = args[0];
                    }
                    None => break (a, rpds::RedBlackTreeMap::new()),
                },
                _ => break (a, rpds::RedBlackTreeMap::new()),
            }
        };
        if pending.len() < Self::INDEX_AFTER && !self.store_index.contains_key(&a) {
            return None;
        }
        // Oldest first, so that a newer store of an index replaces an older one.
        for (k, v) in pending.into_iter().rev() {
            map.insert_mut(k, v);
        }
        self.store_index.insert(array, (below, map.clone()));
        Some((below, map))
    }

    pub fn store(&mut self, array: TermId, index: TermId, value: TermId) -> TermId {
        let sort = self.sort(array);
        // Overwriting the same constant index drops the older store (read in place: a clone
        // of the operands cost an allocation per byte a program writes).
        if let TermData::App(Op::Store, args) = self.get(array) {
            if args[1] == index {
                let below = args[0];
                return self.store(below, index, value);
            }
        }
        self.app(Op::Store, vec![array, index, value], sort)
    }

    // ---- mathematical integers ----

    /// Comparison, division and modulo of integers (sums and products: `int_add`, `int_mul`).
    pub fn int_op(&mut self, op: Op, a: TermId, b: TermId) -> TermId {
        match op {
            Op::IntAdd => return self.int_add(a, b),
            Op::IntMul => return self.int_mul(a, b),
            _ => {}
        }
        if let (Some(x), Some(y)) = (self.as_int(a), self.as_int(b)) {
            match op {
                Op::IntLt => return self.bool_const(x < y),
                Op::IntLe => return self.bool_const(x <= y),
                Op::IntDiv if y != 0 => return self.int_const(x.div_euclid(y)),
                Op::IntMod if y != 0 => return self.int_const(x.rem_euclid(y)),
                _ => {}
            }
        }
        if a == b && matches!(op, Op::IntLe | Op::IntLt) {
            return self.bool_const(op == Op::IntLe);
        }
        let sort = match op {
            Op::IntLt | Op::IntLe => Sort::Bool,
            _ => Sort::Int,
        };
        self.app(op, vec![a, b], sort)
    }

    /// The linear form of an integer term: (atom, coefficient) pairs and a constant.
    fn int_linear(&self, t: TermId) -> (Vec<(TermId, i128)>, i128) {
        match self.get(t) {
            TermData::Int(v) => (Vec::new(), *v),
            TermData::App(Op::IntAdd, args) => {
                let mut atoms = Vec::new();
                let mut k = 0i128;
                for &a in args {
                    let (sub, c) = self.int_linear(a);
                    atoms.extend(sub);
                    k = k.wrapping_add(c);
                }
                (atoms, k)
            }
            TermData::App(Op::IntMul, args) if args.len() == 2 && self.as_int(args[0]).is_some() => {
                (vec![(args[1], self.as_int(args[0]).unwrap())], 0)
            }
            _ => (vec![(t, 1)], 0),
        }
    }

    fn int_from_linear(&mut self, mut atoms: Vec<(TermId, i128)>, k: i128) -> TermId {
        atoms.sort_by_key(|x| x.0);
        let mut merged: Vec<(TermId, i128)> = Vec::new();
        for (a, c) in atoms {
            match merged.last_mut() {
                Some(last) if last.0 == a => last.1 = last.1.wrapping_add(c),
                _ => merged.push((a, c)),
            }
        }
        let mut args = Vec::new();
        for (a, c) in merged {
            match c {
                0 => {}
                1 => args.push(a),
                _ => {
                    let kc = self.int_const(c);
                    args.push(self.app(Op::IntMul, vec![kc, a], Sort::Int));
                }
            }
        }
        if k != 0 || args.is_empty() {
            args.push(self.int_const(k));
        }
        if args.len() == 1 {
            return args[0];
        }
        self.app(Op::IntAdd, args, Sort::Int)
    }

    pub fn int_add(&mut self, a: TermId, b: TermId) -> TermId {
        let (mut x, ka) = self.int_linear(a);
        let (y, kb) = self.int_linear(b);
        x.extend(y);
        self.int_from_linear(x, ka.wrapping_add(kb))
    }
    pub fn int_neg(&mut self, a: TermId) -> TermId {
        let (x, k) = self.int_linear(a);
        let x = x.into_iter().map(|(t, c)| (t, c.wrapping_neg())).collect();
        self.int_from_linear(x, k.wrapping_neg())
    }
    pub fn int_sub(&mut self, a: TermId, b: TermId) -> TermId {
        let nb = self.int_neg(b);
        self.int_add(a, nb)
    }
    pub fn int_mul(&mut self, a: TermId, b: TermId) -> TermId {
        let (a, b) = if self.as_int(b).is_some() { (b, a) } else { (a, b) };
        if let Some(k) = self.as_int(a) {
            let (x, c) = self.int_linear(b);
            let x = x.into_iter().map(|(t, v)| (t, v.wrapping_mul(k))).collect();
            return self.int_from_linear(x, c.wrapping_mul(k));
        }
        let mut factors = Vec::new();
        for t in [a, b] {
            match self.get(t) {
                TermData::App(Op::IntMul, args) if self.as_int(args[0]).is_none() => factors.extend(args.iter().copied()),
                _ => factors.push(t),
            }
        }
        factors.sort();
        self.app(Op::IntMul, factors, Sort::Int)
    }

    /// Integer → bit-vector of `width` bits (two's complement) and back.
    pub fn int_to_bv(&mut self, a: TermId, width: u32) -> TermId {
        if let Some(v) = self.as_int(a) {
            return self.bv_const(width, v as u64);
        }
        if let TermData::App(Op::Bv2Int { .. }, args) = self.get(a) {
            if self.sort(args[0]) == Sort::BitVec(width) {
                return args[0];
            }
        }
        self.app(Op::Int2Bv(width), vec![a], Sort::BitVec(width))
    }
    pub fn bv_to_int(&mut self, a: TermId, signed_view: bool) -> TermId {
        let w = self.sort(a).width();
        if let Some(v) = self.as_bv(a) {
            return self.int_const(if signed_view { signed(w, v) } else { v as i128 });
        }
        self.app(Op::Bv2Int { signed: signed_view }, vec![a], Sort::Int)
    }

    /// A floating-point operation ([`Op::is_fp`]) on bit-vector operands, folded when they are
    /// constants.
    pub fn fp(&mut self, op: Op, args: &[TermId]) -> TermId {
        let consts: Option<Vec<u64>> = args.iter().map(|&a| self.as_bv(a)).collect();
        let sort = match op {
            Op::Fp(_, f) | Op::FpSqrt(f) | Op::FpRound(f, _) => Sort::BitVec(f.width()),
            Op::FpFromInt { fmt, .. } => Sort::BitVec(fmt.width()),
            Op::FpConvert { to, .. } => Sort::BitVec(to.width()),
            Op::FpToInt { width, .. } => Sort::BitVec(width),
            Op::FpLt(_) | Op::FpLe(_) | Op::FpEq(_) | Op::FpIsNan(_) => Sort::Bool,
            _ => panic!("not a floating-point operation: {op:?}"),
        };
        if let Some(c) = consts {
            let bits = |s: &mut TermStore, v: u64| s.bv_const(sort.width(), v);
            return match op {
                Op::Fp(a, f) => bits(self, float::arith(f, a, c[0], c[1])),
                Op::FpSqrt(f) => bits(self, float::sqrt(f, c[0])),
                Op::FpRound(f, m) => bits(self, float::round_integral(f, m, c[0])),
                Op::FpFromInt { fmt, signed } => {
                    let w = self.sort(args[0]).width();
                    bits(self, float::from_int(fmt, c[0], w, signed))
                }
                Op::FpToInt { fmt, width, signed } => bits(self, float::to_int(fmt, c[0], width, signed)),
                Op::FpConvert { from, to } => bits(self, float::convert(from, to, c[0])),
                Op::FpLt(f) => self.bool_const(float::lt(f, c[0], c[1])),
                Op::FpLe(f) => self.bool_const(float::le(f, c[0], c[1])),
                Op::FpEq(f) => self.bool_const(float::eq(f, c[0], c[1])),
                Op::FpIsNan(f) => self.bool_const(float::is_nan(f, c[0])),
                _ => unreachable!(),
            };
        }
        self.app(op, args.to_vec(), sort)
    }

    /// Rebuilds an application through the simplifying builders.
    pub fn apply(&mut self, op: Op, args: &[TermId]) -> TermId {
        let fold = |s: &mut TermStore, f: fn(&mut TermStore, TermId, TermId) -> TermId| {
            let mut it = args.iter().copied();
            let first = it.next().expect("an n-ary application has operands");
            it.fold(first, |acc, x| f(s, acc, x))
        };
        match op {
            Op::Not => self.not(args[0]),
            Op::And => self.and_all(args.iter().copied()),
            Op::Or => self.or_all(args.iter().copied()),
            Op::Eq => self.eq(args[0], args[1]),
            Op::Ite => self.ite(args[0], args[1], args[2]),
            Op::BvAdd => fold(self, TermStore::bv_add),
            Op::BvMul => fold(self, TermStore::bv_mul),
            Op::IntAdd => fold(self, TermStore::int_add),
            Op::IntMul => fold(self, TermStore::int_mul),
            Op::BvNot => self.bv_not(args[0]),
            Op::Concat => self.concat(args[0], args[1]),
            Op::Extract { hi, lo } => self.extract(hi, lo, args[0]),
            Op::ZeroExt(n) => self.zero_ext(n, args[0]),
            Op::SignExt(n) => self.sign_ext(n, args[0]),
            Op::Select => self.select(args[0], args[1]),
            Op::Store => self.store(args[0], args[1], args[2]),
            Op::IntDiv | Op::IntMod | Op::IntLt | Op::IntLe => self.int_op(op, args[0], args[1]),
            Op::Int2Bv(w) => self.int_to_bv(args[0], w),
            Op::Bv2Int { signed } => self.bv_to_int(args[0], signed),
            Op::Apply(f) => self.apply_fun(f, args.to_vec()),
            op if op.is_fp() => self.fp(op, args),
            _ => self.bv_binop(op, args[0], args[1]),
        }
    }

    /// `t` with the symbols of `map` replaced by their terms, simplified on the way.
    pub fn substitute(&mut self, t: TermId, map: &HashMap<TermId, TermId>) -> TermId {
        let mut memo: HashMap<TermId, TermId> = HashMap::new();
        self.substitute_memo(t, map, &mut memo)
    }

    /// [`TermStore::substitute`] sharing `memo` across several terms of one state.
    pub fn substitute_memo(&mut self, t: TermId, map: &HashMap<TermId, TermId>, memo: &mut HashMap<TermId, TermId>) -> TermId {
        // Iterative post-order: terms can be deeper than the stack.
        let mut stack = vec![(t, false)];
        while let Some((x, expanded)) = stack.pop() {
            if memo.contains_key(&x) {
                continue;
            }
            match self.get(x).clone() {
                TermData::Symbol(..) => {
                    memo.insert(x, map.get(&x).copied().unwrap_or(x));
                }
                TermData::ConstArray(sort, v) => {
                    if expanded {
                        let nv = memo[&v];
                        let r = if nv == v { x } else { self.const_array(sort, nv) };
                        memo.insert(x, r);
                    } else {
                        stack.push((x, true));
                        stack.push((v, false));
                    }
                }
                TermData::App(op, args) => {
                    if expanded {
                        let new: Vec<TermId> = args.iter().map(|a| memo[a]).collect();
                        let r = if new == args { x } else { self.apply(op, &new) };
                        memo.insert(x, r);
                    } else {
                        stack.push((x, true));
                        for &a in args.iter() {
                            stack.push((a, false));
                        }
                    }
                }
                _ => {
                    memo.insert(x, x);
                }
            }
        }
        memo[&t]
    }

    /// The free symbols of a term, in order of first occurrence.
    pub fn symbols(&self, t: TermId, out: &mut Vec<TermId>) {
        self.symbols_into(&[t], out);
    }

    /// The symbols below any of `roots`, each once, found by one walk over their shared DAG.
    pub fn symbols_in(&self, roots: &[TermId]) -> Vec<TermId> {
        let mut out = Vec::new();
        self.symbols_into(roots, &mut out);
        out
    }

    /// Appends the symbols below `roots` to `out`, in order of first occurrence (one walk: a
    /// node shared by several roots is visited once).
    fn symbols_into(&self, roots: &[TermId], out: &mut Vec<TermId>) {
        let mut stack: Vec<TermId> = roots.iter().rev().copied().collect();
        let mut seen = crate::hash::FxHashSet::default();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            match self.get(x) {
                TermData::Symbol(..) => out.push(x),
                TermData::App(_, args) => stack.extend(args.iter().rev()),
                TermData::ConstArray(_, v) => stack.push(*v),
                _ => {}
            }
        }
    }

    /// Displays a term readably: infix, sums as `a + b - c`, signed constants.
    pub fn display(&self, t: TermId) -> TermDisplay<'_> {
        TermDisplay { store: self, t, conjunct: false }
    }

    /// Displays a term as one conjunct among others joined by `∧`: a disjunction in
    /// parentheses, so that `(a ∨ b) ∧ c` does not read as `a ∨ (b ∧ c)`.
    pub fn display_conjunct(&self, t: TermId) -> TermDisplay<'_> {
        TermDisplay { store: self, t, conjunct: true }
    }
}

enum Folded {
    Bv(u64),
    Bool(bool),
}

fn fold_bv(op: Op, w: u32, x: u64, y: u64) -> Option<Folded> {
    let m = mask(w);
    let (sx, sy) = (signed(w, x), signed(w, y));
    Some(match op {
        Op::BvAdd => Folded::Bv(x.wrapping_add(y) & m),
        Op::BvMul => Folded::Bv(x.wrapping_mul(y) & m),
        // SMT-LIB: x / 0 = all ones, x % 0 = x.
        Op::BvUDiv => Folded::Bv(if y == 0 { m } else { x / y }),
        Op::BvURem => Folded::Bv(if y == 0 { x } else { x % y }),
        Op::BvSDiv => {
            if y == 0 {
                Folded::Bv(if sx < 0 { 1 } else { m })
            } else {
                Folded::Bv((sx.wrapping_div(sy)) as u64 & m)
            }
        }
        Op::BvSRem => {
            if y == 0 {
                Folded::Bv(x)
            } else {
                Folded::Bv((sx.wrapping_rem(sy)) as u64 & m)
            }
        }
        Op::BvShl => Folded::Bv(if y >= w as u64 { 0 } else { (x << y) & m }),
        Op::BvLShr => Folded::Bv(if y >= w as u64 { 0 } else { x >> y }),
        Op::BvAShr => Folded::Bv(if y >= w as u64 {
            if sx < 0 {
                m
            } else {
                0
            }
        } else {
            (sx >> y) as u64 & m
        }),
        Op::BvAnd => Folded::Bv(x & y),
        Op::BvOr => Folded::Bv(x | y),
        Op::BvXor => Folded::Bv(x ^ y),
        Op::BvUlt => Folded::Bool(x < y),
        Op::BvUle => Folded::Bool(x <= y),
        Op::BvSlt => Folded::Bool(sx < sy),
        Op::BvSle => Folded::Bool(sx <= sy),
        _ => return None,
    })
}

pub struct TermDisplay<'a> {
    store: &'a TermStore,
    t: TermId,
    /// Shown among conjuncts: a disjunction is parenthesised.
    conjunct: bool,
}

impl fmt::Display for TermDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let disjunction = matches!(self.store.get(self.t), TermData::App(Op::Or, _));
        write_term(f, self.store, self.t, !(self.conjunct && disjunction))
    }
}

/// `((a[i+n-1] ++ …) ++ a[i+1]) ++ a[i]`, a little-endian load of `n` bytes of the array `a` at
/// the index `i` (`base + first`; `base` `None` when the index is a constant): `(a, base,
/// first, last)`.
fn byte_run(s: &TermStore, t: TermId) -> Option<(TermId, Option<TermId>, u64, u64)> {
    // The leaves, most significant first.
    fn leaves(s: &TermStore, t: TermId, out: &mut Vec<TermId>) {
        match s.get(t) {
            TermData::App(Op::Concat, args) => args.iter().for_each(|&a| leaves(s, a, out)),
            _ => out.push(t),
        }
    }
    // An index as a base and a constant offset.
    let split = |i: TermId| -> (Option<TermId>, u64) {
        match s.get(i) {
            TermData::Bv { value, .. } => (None, *value),
            TermData::App(Op::BvAdd, a) if a.len() == 2 => match (s.get(a[0]), s.get(a[1])) {
                (_, TermData::Bv { value, .. }) => (Some(a[0]), *value),
                (TermData::Bv { value, .. }, _) => (Some(a[1]), *value),
                _ => (Some(i), 0),
            },
            _ => (Some(i), 0),
        }
    };
    let mut all = Vec::new();
    leaves(s, t, &mut all);
    let mut array = None;
    let mut base = None;
    let mut offsets = Vec::new();
    for (k, &l) in all.iter().enumerate() {
        let TermData::App(Op::Select, args) = s.get(l) else { return None };
        let (b, off) = split(args[1]);
        if *array.get_or_insert(args[0]) != args[0] || (k > 0 && base != b) {
            return None;
        }
        base = b;
        offsets.push(off);
    }
    let last = *offsets.first()?;
    let first = *offsets.last()?;
    let consecutive = offsets.windows(2).all(|w| w[0] == w[1] + 1);
    (all.len() > 1 && consecutive).then_some((array?, base, first, last))
}

/// An array that is a sequence of symbols stored byte by byte, little-endian, from index 0
/// (`const(0){0 := a[0][7:0]}{1 := a[0][15:8]}…`, how a symbolic array argument is laid out):
/// the symbols and their width in bytes.
fn word_array(s: &TermStore, arr: TermId) -> Option<(Vec<TermId>, u64)> {
    let mut stores = Vec::new();
    let mut at = arr;
    loop {
        match s.get(at) {
            TermData::App(Op::Store, a) => {
                stores.push((s.as_bv(a[1])?, a[2]));
                at = a[0];
            }
            TermData::ConstArray(..) => break,
            _ => return None,
        }
    }
    stores.reverse();
    let mut words: Vec<TermId> = Vec::new();
    let mut width = 0;
    for (i, &(index, value)) in stores.iter().enumerate() {
        let TermData::App(Op::Extract { hi, lo }, x) = s.get(value) else { return None };
        if index != i as u64 || hi - lo != 7 {
            return None;
        }
        let TermData::Symbol(_, crate::Sort::BitVec(w)) = s.get(x[0]) else { return None };
        if width == 0 {
            width = u64::from(*w / 8);
        }
        if width == 0 || u64::from(*w) != width * 8 || u64::from(*lo) != 8 * (i as u64 % width) {
            return None;
        }
        if i as u64 % width == 0 {
            words.push(x[0]);
        } else if words.last() != Some(&x[0]) {
            return None;
        }
    }
    (!words.is_empty() && stores.len() as u64 == words.len() as u64 * width).then_some((words, width))
}

/// A load of `bytes` bytes at `index` = `width * k` of a [`word_array`] whose symbols are named
/// `a[0]`, `a[1]`, …: element `k` of `a`, written `a[k]`: the name `a` and `k`.
fn element_of<'s>(s: &'s TermStore, arr: TermId, index: TermId, bytes: u64) -> Option<(&'s str, TermId)> {
    let (words, width) = word_array(s, arr)?;
    if width != bytes {
        return None;
    }
    let TermData::App(Op::BvMul, m) = s.get(index) else { return None };
    let k = match (m.len(), s.as_bv(m[0])) {
        (2, Some(w)) if w == width => m[1],
        _ => return None,
    };
    let name = |t: TermId| match s.get(t) {
        TermData::Symbol(n, _) => Some(n.as_str()),
        _ => None,
    };
    let prefix = name(words[0])?.strip_suffix("[0]")?;
    let named = words.iter().enumerate().all(|(i, &w)| name(w) == Some(&format!("{prefix}[{i}]")));
    named.then_some((prefix, k))
}

fn write_term(f: &mut fmt::Formatter<'_>, s: &TermStore, t: TermId, top: bool) -> fmt::Result {
    let open = |f: &mut fmt::Formatter<'_>| if top { Ok(()) } else { f.write_str("(") };
    let close = |f: &mut fmt::Formatter<'_>| if top { Ok(()) } else { f.write_str(")") };
    match s.get(t) {
        TermData::Bool(b) => write!(f, "{b}"),
        TermData::Bv { width, value } => write!(f, "{}", signed(*width, *value)),
        TermData::Int(v) => write!(f, "{v}"),
        TermData::Symbol(name, _) => f.write_str(name),
        TermData::ConstArray(_, v) => {
            f.write_str("const(")?;
            write_term(f, s, *v, true)?;
            f.write_str(")")
        }
        TermData::App(op, args) => {
            let infix = |f: &mut fmt::Formatter<'_>, sym: &str| -> fmt::Result {
                open(f)?;
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        write!(f, " {sym} ")?;
                    }
                    write_term(f, s, a, false)?;
                }
                close(f)
            };
            match op {
                Op::BvAdd | Op::IntAdd => {
                    // Positive terms first, then `- term` and `- k*term`, the constant last:
                    // `B - A + 3` rather than `-1*A + B + 3`.
                    let negated = |a: TermId| -> Option<(Option<TermId>, i128)> {
                        match s.get(a) {
                            TermData::Bv { width, value } if signed(*width, *value) < 0 => Some((None, -signed(*width, *value))),
                            TermData::Int(v) if *v < 0 => Some((None, -*v)),
                            TermData::App(Op::BvMul | Op::IntMul, m) if m.len() == 2 => match s.get(m[0]) {
                                TermData::Bv { width, value } if signed(*width, *value) < 0 => Some((Some(m[1]), -signed(*width, *value))),
                                TermData::Int(v) if *v < 0 => Some((Some(m[1]), -*v)),
                                _ => None,
                            },
                            _ => None,
                        }
                    };
                    let is_const = |a: TermId| matches!(s.get(a), TermData::Bv { .. } | TermData::Int(_));
                    let mut order: Vec<TermId> = args.iter().copied().filter(|&a| negated(a).is_none() && !is_const(a)).collect();
                    order.extend(args.iter().copied().filter(|&a| negated(a).is_some() && !is_const(a)));
                    order.extend(args.iter().copied().filter(|&a| is_const(a)));
                    open(f)?;
                    for (i, &a) in order.iter().enumerate() {
                        match negated(a) {
                            Some((atom, k)) => {
                                f.write_str(if i == 0 { "-" } else { " - " })?;
                                match atom {
                                    Some(atom) => {
                                        if k != 1 {
                                            write!(f, "{k}*")?;
                                        }
                                        write_term(f, s, atom, false)?;
                                    }
                                    None => write!(f, "{k}")?,
                                }
                            }
                            None => {
                                if i > 0 {
                                    f.write_str(" + ")?;
                                }
                                write_term(f, s, a, false)?;
                            }
                        }
                    }
                    close(f)
                }
                Op::BvMul | Op::IntMul => infix(f, "*"),
                Op::And => infix(f, "∧"),
                Op::Or => infix(f, "∨"),
                Op::Eq => infix(f, "="),
                Op::BvUDiv | Op::BvSDiv | Op::IntDiv => infix(f, "/"),
                Op::BvURem | Op::BvSRem | Op::IntMod => infix(f, "%"),
                Op::BvShl => infix(f, "<<"),
                Op::BvLShr | Op::BvAShr => infix(f, ">>"),
                Op::BvAnd => infix(f, "&"),
                Op::BvOr => infix(f, "|"),
                Op::BvXor => infix(f, "^"),
                Op::BvUlt | Op::BvSlt | Op::IntLt => infix(f, "<"),
                Op::BvUle | Op::BvSle | Op::IntLe => infix(f, "≤"),
                Op::Not => {
                    f.write_str("¬")?;
                    write_term(f, s, args[0], false)
                }
                Op::BvNot => {
                    f.write_str("~")?;
                    write_term(f, s, args[0], false)
                }
                Op::Ite => {
                    open(f)?;
                    write_term(f, s, args[0], false)?;
                    f.write_str(" ? ")?;
                    write_term(f, s, args[1], false)?;
                    f.write_str(" : ")?;
                    write_term(f, s, args[2], false)?;
                    close(f)
                }
                Op::Apply(func) => {
                    f.write_str(&s.func(*func).name)?;
                    f.write_str("(")?;
                    for (i, &a) in args.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write_term(f, s, a, true)?;
                    }
                    f.write_str(")")
                }
                Op::Fp(a, _) => infix(f, a.symbol()),
                Op::FpLt(_) => infix(f, "<."),
                Op::FpLe(_) => infix(f, "≤."),
                Op::FpEq(_) => infix(f, "=."),
                Op::FpSqrt(_) | Op::FpRound(..) | Op::FpIsNan(_) => {
                    let name = match op {
                        Op::FpRound(_, m) => m.name(),
                        Op::FpIsNan(_) => "isnan",
                        _ => "sqrt",
                    };
                    write!(f, "{name}(")?;
                    write_term(f, s, args[0], true)?;
                    f.write_str(")")
                }
                // Conversions as C casts: `(f32)x`, `(i32)d`.
                Op::FpFromInt { fmt: to, .. } | Op::FpConvert { to, .. } => {
                    write!(f, "({})", to.name())?;
                    write_term(f, s, args[0], false)
                }
                Op::FpToInt { width, signed, .. } => {
                    write!(f, "({}{width})", if *signed { 'i' } else { 'u' })?;
                    write_term(f, s, args[0], false)
                }
                // Width changes are not shown: the reader thinks in C values.
                Op::ZeroExt(_) | Op::SignExt(_) | Op::Int2Bv(_) | Op::Bv2Int { .. } => write_term(f, s, args[0], top),
                Op::Extract { hi, lo } => {
                    write_term(f, s, args[0], false)?;
                    write!(f, "[{hi}:{lo}]")
                }
                Op::Concat => match byte_run(s, t).map(|r| (r, r.1.filter(|_| r.2 == 0).and_then(|b| element_of(s, r.0, b, r.3 + 1)))) {
                    // The bytes `k..k+n-1` of one array read as one little-endian value.
                    Some(((array, None, first, last), _)) => {
                        write_term(f, s, array, false)?;
                        write!(f, "[bytes {first}..{last}]")
                    }
                    // An element at a symbolic index of a symbolic array argument: `a[j]`.
                    Some((_, Some((name, k)))) => {
                        write!(f, "{name}[")?;
                        write_term(f, s, k, true)?;
                        f.write_str("]")
                    }
                    Some(((array, Some(base), first, last), None)) => {
                        write_term(f, s, array, false)?;
                        f.write_str("[bytes ")?;
                        write_term(f, s, base, false)?;
                        write!(f, " + {first}..{last}]")
                    }
                    None => infix(f, "++"),
                },
                Op::Select => {
                    write_term(f, s, args[0], false)?;
                    f.write_str("[")?;
                    write_term(f, s, args[1], true)?;
                    f.write_str("]")
                }
                Op::Store => {
                    write_term(f, s, args[0], false)?;
                    f.write_str("{")?;
                    write_term(f, s, args[1], true)?;
                    f.write_str(" := ")?;
                    write_term(f, s, args[2], true)?;
                    f.write_str("}")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kings_sum_stays_readable() {
        let mut s = TermStore::new();
        let (a, b, c) =
            (s.fresh_symbol("A", Sort::BitVec(32)), s.fresh_symbol("B", Sort::BitVec(32)), s.fresh_symbol("C", Sort::BitVec(32)));
        let x = s.bv_add(a, b);
        let y = s.bv_add(b, c);
        let xy = s.bv_add(x, y);
        let z = s.bv_sub(xy, b);
        assert_eq!(s.display(z).to_string(), "A + B + C");
        let abc = s.bv_add(a, b);
        let abc = s.bv_add(abc, c);
        assert_eq!(z, abc, "hash-consing: equal sums are one term");
    }

    /// The rewrites that compute on extensions at their operands' width agree with the wide
    /// operation on every value: 3-bit symbols extended to 8 bits, against each other and
    /// against every 8-bit constant, for remainders, comparisons, equalities and the low bits
    /// of sums, products and bitwise operations.
    #[test]
    fn narrowed_extensions_agree_with_the_wide_operations() {
        let mut s = TermStore::new();
        let (x, y) = (s.fresh_symbol("x", Sort::BitVec(3)), s.fresh_symbol("y", Sort::BitVec(3)));
        let ext = |s: &mut TermStore, sign: bool, t: TermId| if sign { s.sign_ext(5, t) } else { s.zero_ext(5, t) };
        let wide = |sign: bool, v: u64| if sign { signed(3, v) as u64 & mask(8) } else { v };
        let ops = [Op::BvSRem, Op::BvURem, Op::BvSlt, Op::BvSle, Op::BvUlt, Op::BvUle, Op::Eq, Op::BvAdd, Op::BvMul, Op::BvAnd, Op::BvXor];
        for sign in [true, false] {
            for k in 0..256u64 {
                for op in ops {
                    let (ex, ey) = (ext(&mut s, sign, x), ext(&mut s, sign, y));
                    let kc = s.bv_const(8, k);
                    for (lhs, rhs, right_is_y) in [(ex, ey, true), (ex, kc, false), (kc, ex, false)] {
                        let t = match op {
                            Op::Eq => s.eq(lhs, rhs),
                            Op::BvAdd => {
                                let sum = s.bv_add(lhs, rhs);
                                s.extract(2, 0, sum)
                            }
                            Op::BvMul => {
                                let p = s.bv_mul(lhs, rhs);
                                s.extract(3, 0, p)
                            }
                            Op::BvAnd | Op::BvXor => {
                                let b = s.bv_binop(op, lhs, rhs);
                                s.extract(1, 0, b)
                            }
                            _ => s.bv_binop(op, lhs, rhs),
                        };
                        // Rewritten, not only kept equal: no operation is left at 8 bits.
                        if right_is_y && !(sign && op == Op::BvURem) && (sign || !matches!(op, Op::BvSRem | Op::BvSlt | Op::BvSle)) {
                            let text = s.display(t).to_string();
                            let narrow = match s.get(t) {
                                TermData::App(o, args) if *o == op => s.sort(args[0]).width() < 8,
                                TermData::App(Op::SignExt(_) | Op::ZeroExt(_), args) => s.sort(args[0]).width() == 3,
                                _ => !matches!(op, Op::BvSRem | Op::BvURem),
                            };
                            assert!(narrow, "{op:?} sign={sign}: {text}");
                        }
                        for a in 0..8u64 {
                            for b in 0..8u64 {
                                let model = crate::Model { values: [(x, a as i128), (y, b as i128)].into_iter().collect() };
                                let got = crate::eval::eval(&s, t, &model).expect("every symbol has a value");
                                let (va, vb) = (wide(sign, a), if right_is_y { wide(sign, b) } else { k });
                                let (l, r) = if lhs == kc { (k, va) } else { (va, vb) };
                                let want = match op {
                                    Op::Eq => (l == r) as i128,
                                    Op::BvAdd => (l.wrapping_add(r) & 7) as i128,
                                    Op::BvMul => (l.wrapping_mul(r) & 15) as i128,
                                    Op::BvAnd => (l & r & 3) as i128,
                                    Op::BvXor => ((l ^ r) & 3) as i128,
                                    _ => match fold_bv(op, 8, l, r).expect("a defined operation") {
                                        Folded::Bv(v) => v as i128,
                                        Folded::Bool(b) => b as i128,
                                    },
                                };
                                assert_eq!(got, want, "{op:?} sign={sign} k={k} x={a} y={b}: {}", s.display(t));
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn constants_fold_and_equalities_normalise() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(8));
        let k3 = s.bv_const(8, 3);
        let x3 = s.bv_add(x, k3);
        let k5 = s.bv_const(8, 5);
        let e1 = s.eq(x3, k5);
        let k2 = s.bv_const(8, 2);
        let e2 = s.eq(x, k2);
        assert_eq!(e1, e2);
        let t = s.bv_sub(x3, x);
        assert_eq!(s.as_bv(t), Some(3));
        let k200 = s.bv_const(8, 200);
        let k100 = s.bv_const(8, 100);
        let sum = s.bv_add(k200, k100);
        assert_eq!(s.as_bv(sum), Some(44));
        let m1 = s.bv_const(8, 0xff);
        let d = s.bv_binop(Op::BvSDiv, m1, k2);
        assert_eq!(s.as_bv(d), Some(0));
    }

    #[test]
    fn reads_after_long_store_chains_see_the_newest_store() {
        let mut s = TermStore::new();
        let sort = Sort::Array { index: 32, element: 8 };
        let zero = s.bv_const(8, 0);
        let mut a = s.const_array(sort, zero);
        let mut newest = std::collections::HashMap::new();
        let mut x: u64 = 12345;
        let sym = s.fresh_symbol("i", Sort::BitVec(32));
        let mut symbolic_at = None;
        for step in 0..2000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            if step == 1000 {
                // A store at a symbolic index: reads of indices not stored since cannot look
                // through it.
                let v = s.bv_const(8, 99);
                a = s.store(a, sym, v);
                symbolic_at = Some(newest.clone());
                newest.clear();
                continue;
            }
            let (k, v) = (x % 300, x % 256);
            let (kt, vt) = (s.bv_const(32, k), s.bv_const(8, v));
            a = s.store(a, kt, vt);
            newest.insert(k, v);
            if step % 97 == 0 {
                for probe in [k, (x >> 20) % 300] {
                    let pt = s.bv_const(32, probe);
                    let r = s.select(a, pt);
                    match newest.get(&probe) {
                        Some(&want) => assert_eq!(s.as_bv(r), Some(want), "step {step}, index {probe}"),
                        None if symbolic_at.is_some() => {
                            assert!(s.as_bv(r).is_none(), "step {step}, index {probe}: below a symbolic store")
                        }
                        None => assert_eq!(s.as_bv(r), Some(0), "step {step}, index {probe}: never stored"),
                    }
                }
            }
        }
        assert!(symbolic_at.is_some());
    }

    #[test]
    fn extract_of_concat_and_select_of_store() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(32));
        let lo = s.extract(15, 0, x);
        let hi = s.extract(31, 16, x);
        assert_eq!(s.concat(hi, lo), x);
        let arr = s.fresh_symbol("mem", Sort::Array { index: 32, element: 8 });
        let i = s.bv_const(32, 4);
        let v = s.bv_const(8, 7);
        let st = s.store(arr, i, v);
        assert_eq!(s.select(st, i), v);
        let j = s.bv_const(32, 5);
        assert_eq!(s.select(st, j), s.select(arr, j));
    }

    /// A little-endian load of consecutive bytes of one array is shown as that run of bytes;
    /// any other concatenation as `++`.
    #[test]
    fn a_load_of_consecutive_bytes_is_shown_as_their_run() {
        let mut s = TermStore::new();
        let arr = s.fresh_symbol("b", Sort::Array { index: 32, element: 8 });
        let byte = |s: &mut TermStore, k: u64| {
            let i = s.bv_const(32, k);
            s.select(arr, i)
        };
        let load = |s: &mut TermStore, ks: &[u64]| {
            let mut t = byte(s, ks[0]);
            for &k in &ks[1..] {
                let b = byte(s, k);
                t = s.concat(t, b);
            }
            t
        };
        let t = load(&mut s, &[7, 6, 5, 4]);
        assert_eq!(s.display(t).to_string(), "b[bytes 4..7]");
        let t = load(&mut s, &[4, 5]);
        assert_eq!(s.display(t).to_string(), "b[4] ++ b[5]");
        let other = s.fresh_symbol("c", Sort::Array { index: 32, element: 8 });
        let i = s.bv_const(32, 0);
        let c0 = s.select(other, i);
        let b1 = byte(&mut s, 1);
        let t = s.concat(b1, c0);
        assert_eq!(s.display(t).to_string(), "b[1] ++ c[0]");
    }

    /// An int at a symbolic index of a symbolic array argument (`a[0]`, `a[1]` stored byte by
    /// byte) is shown as the element `a[j]`.
    #[test]
    fn an_element_at_a_symbolic_index_is_shown_as_such() {
        let mut s = TermStore::new();
        let zero = s.bv_const(8, 0);
        let mut arr = s.const_array(Sort::Array { index: 32, element: 8 }, zero);
        for e in 0..2u64 {
            let a = s.fresh_symbol(&format!("a[{e}]"), Sort::BitVec(32));
            for b in 0..4u64 {
                let byte = s.extract(8 * b as u32 + 7, 8 * b as u32, a);
                let i = s.bv_const(32, 4 * e + b);
                arr = s.store(arr, i, byte);
            }
        }
        let j = s.fresh_symbol("j", Sort::BitVec(32));
        let four = s.bv_const(32, 4);
        let at = s.bv_mul(four, j);
        let mut load = None;
        for b in (0..4u64).rev() {
            let k = s.bv_const(32, b);
            let i = if b == 0 { at } else { s.bv_add(at, k) };
            let byte = s.select(arr, i);
            load = Some(match load {
                None => byte,
                Some(hi) => s.concat(hi, byte),
            });
        }
        assert_eq!(s.display(load.unwrap()).to_string(), "a[j]");
    }
}
