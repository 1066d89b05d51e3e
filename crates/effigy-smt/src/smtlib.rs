//! SMT-LIB 2 printing of queries, so that any query replays in `z3` or `cvc5`.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use crate::term::{FunSort, Op, Sort, TermData, TermId, TermStore};

pub fn sort_text(s: Sort) -> String {
    match s {
        Sort::Bool => "Bool".into(),
        Sort::BitVec(w) => format!("(_ BitVec {w})"),
        Sort::Int => "Int".into(),
        Sort::Array { index, element } => format!("(Array (_ BitVec {index}) (_ BitVec {element}))"),
    }
}

/// A complete script: declarations of the symbols, one `assert` per conjunct, `check-sat`.
pub fn query_script(store: &TermStore, conjuncts: &[TermId]) -> String {
    let mut out = problem_script(store, conjuncts);
    out.push_str("(check-sat)\n");
    out
}

/// Nodes used more than once get a name of their own (`define-fun`), so that a query prints in
/// the size of its DAG, not of its tree; so does a node nested deeper than this, so that
/// printing (and the solver's parser) never recurses deeply.
const MAX_INLINE_DEPTH: u32 = 64;

/// The declarations, definitions and assertions of a query, without commands, in standard
/// SMT-LIB 2.6 that Z3, Bitwuzla and cvc5 all read: subterms used more than once are defined
/// once; a floating-point result (a bit pattern in effigy's terms) is a constant of its own
/// defined by `to_fp` of it (SMT-LIB has no `fp.to_ieee_bv`: the bits of a non-NaN value are the
/// unique pattern that converts to it, and a NaN result is the canonical NaN).
pub fn problem_script(store: &TermStore, conjuncts: &[TermId]) -> String {
    // Post-order of the DAG below the conjuncts, with each node's number of parents.
    let mut order = Vec::new();
    let mut parents: HashMap<TermId, u32> = HashMap::new();
    let mut stack: Vec<(TermId, bool)> = conjuncts.iter().rev().map(|&c| (c, false)).collect();
    for &c in conjuncts {
        *parents.entry(c).or_default() += 1;
    }
    let mut visited = HashSet::new();
    while let Some((t, done)) = stack.pop() {
        if done {
            order.push(t);
            continue;
        }
        if !visited.insert(t) {
            continue;
        }
        stack.push((t, true));
        let children: &[TermId] = match store.get(t) {
            TermData::App(_, args) => args,
            TermData::ConstArray(_, v) => std::slice::from_ref(v),
            _ => &[],
        };
        for &a in children.iter().rev() {
            *parents.entry(a).or_default() += 1;
            if !visited.contains(&a) {
                stack.push((a, false));
            }
        }
    }
    // Which nodes get names: shared applications, floating-point results, deep ones.
    let mut names: HashMap<TermId, String> = HashMap::new();
    let mut depth: HashMap<TermId, u32> = HashMap::new();
    for &t in &order {
        let TermData::App(op, args) = store.get(t) else {
            depth.insert(t, 0);
            continue;
        };
        let d = 1 + args.iter().map(|a| if names.contains_key(a) { 0 } else { depth[a] }).max().unwrap_or(0);
        if fp_result(op) || parents[&t] > 1 || d > MAX_INLINE_DEPTH {
            names.insert(t, format!("|effigy!t{}|", t.0));
            depth.insert(t, 0);
        } else {
            depth.insert(t, d);
        }
    }

    let mut out = String::from("(set-logic ALL)\n");
    for (_, name) in store.uninterpreted_sorts() {
        let _ = writeln!(out, "(declare-sort {} 0)", quote_symbol(name));
    }
    for (_, decl) in store.funcs() {
        let domain: Vec<String> = decl.domain.iter().map(|d| fun_sort_text(store, *d)).collect();
        let _ = writeln!(out, "(declare-fun {} ({}) {})", quote_symbol(&decl.name), domain.join(" "), fun_sort_text(store, decl.range));
    }
    for &t in &order {
        if let TermData::Symbol(name, sort) = store.get(t) {
            let sort = match store.uninterpreted_sort(t) {
                Some(u) => quote_symbol(store.sort_name(u)),
                None => sort_text(*sort),
            };
            let _ = writeln!(out, "(declare-const {} {})", quote_symbol(name), sort);
        }
    }
    let w = Writer { store, names: &names };
    for &t in &order {
        let Some(name) = names.get(&t) else { continue };
        let TermData::App(op, args) = store.get(t) else { continue };
        if fp_result(op) {
            let fmt = fp_result_format(op);
            let _ = writeln!(out, "(declare-const {name} (_ BitVec {}))", fmt.width());
            out.push_str("(assert (let ((|fp r| ");
            w.fp_value(&mut out, op, args);
            let (e, b) = fmt.ebits_sbits();
            let _ = writeln!(
                out,
                ")) (ite (fp.isNaN |fp r|) (= {name} (_ bv{} {})) (= ((_ to_fp {e} {b}) {name}) |fp r|))))",
                fmt.nan(),
                fmt.width()
            );
        } else {
            let sort = match store.uninterpreted_sort(t) {
                Some(u) => quote_symbol(store.sort_name(u)),
                None => sort_text(store.sort(t)),
            };
            let _ = write!(out, "(define-fun {name} () {sort} ");
            w.app(&mut out, op, args);
            out.push_str(")\n");
        }
    }
    for &c in conjuncts {
        out.push_str("(assert ");
        w.term(&mut out, c);
        out.push_str(")\n");
    }
    out
}

/// Operations whose result is a floating-point value (as bits).
fn fp_result(op: &Op) -> bool {
    matches!(op, Op::Fp(..) | Op::FpSqrt(_) | Op::FpRound(..) | Op::FpFromInt { .. } | Op::FpConvert { .. })
}

fn fp_result_format(op: &Op) -> crate::float::FpFormat {
    match *op {
        Op::Fp(_, f) | Op::FpSqrt(f) | Op::FpRound(f, _) => f,
        Op::FpFromInt { fmt, .. } => fmt,
        Op::FpConvert { to, .. } => to,
        _ => unreachable!("not a floating-point result: {op:?}"),
    }
}

fn fun_sort_text(store: &TermStore, s: FunSort) -> String {
    match s {
        FunSort::Builtin(s) => sort_text(s),
        FunSort::Uninterpreted(u) => quote_symbol(store.sort_name(u)),
    }
}

pub(crate) fn quote_symbol(name: &str) -> String {
    let simple = name.chars().all(|c| c.is_ascii_alphanumeric() || "_.$~!@%^&*+-<>?/".contains(c))
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if simple {
        name.to_string()
    } else {
        format!("|{}|", name.replace('|', "_"))
    }
}

/// One term as an SMT-LIB expression (shared subterms are repeated).
pub fn term_text(store: &TermStore, t: TermId) -> String {
    let mut out = String::new();
    Writer { store, names: &HashMap::new() }.term(&mut out, t);
    out
}

/// Prints terms, referring to the named ones by their names.
struct Writer<'a> {
    store: &'a TermStore,
    names: &'a HashMap<TermId, String>,
}

impl Writer<'_> {
    fn term(&self, out: &mut String, t: TermId) {
        if let Some(name) = self.names.get(&t) {
            out.push_str(name);
            return;
        }
        let s = self.store;
        match s.get(t) {
            TermData::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            TermData::Bv { width, value } => {
                let _ = write!(out, "(_ bv{value} {width})");
            }
            TermData::Int(v) if *v < 0 => {
                let _ = write!(out, "(- {})", v.unsigned_abs());
            }
            TermData::Int(v) => {
                let _ = write!(out, "{v}");
            }
            TermData::Symbol(name, _) => out.push_str(&quote_symbol(name)),
            TermData::ConstArray(sort, v) => {
                let _ = write!(out, "((as const {}) ", sort_text(*sort));
                self.term(out, *v);
                out.push(')');
            }
            TermData::App(op, args) => self.app(out, op, args),
        }
    }

    /// An application, its arguments by name or inline.
    fn app(&self, out: &mut String, op: &Op, args: &[TermId]) {
        let s = self.store;
        if op.is_fp() {
            return self.fp(out, op, args);
        }
        {
            {
                let head = match op {
                    Op::Not => "not".to_string(),
                    Op::And => "and".into(),
                    Op::Or => "or".into(),
                    Op::Eq => "=".into(),
                    Op::Ite => "ite".into(),
                    Op::BvAdd => "bvadd".into(),
                    Op::BvMul => "bvmul".into(),
                    Op::BvUDiv => "bvudiv".into(),
                    Op::BvSDiv => "bvsdiv".into(),
                    Op::BvURem => "bvurem".into(),
                    Op::BvSRem => "bvsrem".into(),
                    Op::BvShl => "bvshl".into(),
                    Op::BvLShr => "bvlshr".into(),
                    Op::BvAShr => "bvashr".into(),
                    Op::BvAnd => "bvand".into(),
                    Op::BvOr => "bvor".into(),
                    Op::BvXor => "bvxor".into(),
                    Op::BvNot => "bvnot".into(),
                    Op::BvUlt => "bvult".into(),
                    Op::BvUle => "bvule".into(),
                    Op::BvSlt => "bvslt".into(),
                    Op::BvSle => "bvsle".into(),
                    Op::Concat => "concat".into(),
                    Op::Extract { hi, lo } => format!("(_ extract {hi} {lo})"),
                    Op::ZeroExt(n) => format!("(_ zero_extend {n})"),
                    Op::SignExt(n) => format!("(_ sign_extend {n})"),
                    Op::Select => "select".into(),
                    Op::Store => "store".into(),
                    Op::IntAdd => "+".into(),
                    Op::IntMul => "*".into(),
                    Op::IntDiv => "div".into(),
                    Op::IntMod => "mod".into(),
                    Op::IntLt => "<".into(),
                    Op::IntLe => "<=".into(),
                    Op::Int2Bv(w) => format!("(_ int2bv {w})"),
                    Op::Bv2Int { .. } => "bv2nat".into(),
                    Op::Apply(f) => quote_symbol(&s.func(*f).name),
                    _ => unreachable!("floating-point operations are written by write_fp"),
                };
                // bvadd and bvmul are n-ary in the store but binary in SMT-LIB 2.6.
                if matches!(op, Op::IntAdd | Op::IntMul) {
                    let _ = write!(out, "({head}");
                    for &a in args {
                        out.push(' ');
                        self.term(out, a);
                    }
                    out.push(')');
                    return;
                }
                if matches!(op, Op::BvAdd | Op::BvMul) && args.len() > 2 {
                    for _ in 0..args.len() - 1 {
                        out.push_str(if *op == Op::BvAdd { "(bvadd " } else { "(bvmul " });
                    }
                    self.term(out, args[0]);
                    for &a in &args[1..] {
                        out.push(' ');
                        self.term(out, a);
                        out.push(')');
                    }
                    return;
                }
                if let Op::Bv2Int { signed: true } = op {
                    // Signed view: bv2nat(x) - 2^w if the sign bit is set.
                    let w = s.sort(args[0]).width();
                    out.push_str("(let ((n (bv2nat ");
                    self.term(out, args[0]);
                    let _ = write!(out, "))) (ite (>= n {}) (- n {}) n))", 1u128 << (w - 1), 1u128 << w);
                    return;
                }
                if args.is_empty() {
                    out.push_str(&head);
                    return;
                }
                let _ = write!(out, "({head}");
                for &a in args {
                    out.push(' ');
                    self.term(out, a);
                }
                out.push(')');
            }
        }
    }

    /// A floating-point operation on IEEE bit patterns in SMT-LIB's FloatingPoint theory. A result
    /// that is a floating-point value is written back as bits with Z3's `fp.to_ieee_bv` (not in
    /// the standard: a script from [`problem_script`] names such results and defines them by
    /// `to_fp` instead) — a NaN as the canonical NaN.
    fn fp(&self, out: &mut String, op: &Op, args: &[TermId]) {
        if fp_result(op) {
            let f = fp_result_format(op);
            out.push_str("(let ((|fp r| ");
            self.fp_value(out, op, args);
            let _ = write!(out, ")) (ite (fp.isNaN |fp r|) (_ bv{} {}) (fp.to_ieee_bv |fp r|)))", f.nan(), f.width());
            return;
        }
        self.fp_value(out, op, args)
    }

    /// A floating-point operation as SMT-LIB's FloatingPoint theory sees it: a result that is a
    /// floating-point value stays one (not bits).
    fn fp_value(&self, out: &mut String, op: &Op, args: &[TermId]) {
        use crate::float::{FpArith, FpFormat, FpRounding};
        let eb_sb = |f: FpFormat| {
            let (e, b) = f.ebits_sbits();
            format!("{e} {b}")
        };
        let float = |out: &mut String, f: FpFormat, a: TermId| {
            let _ = write!(out, "((_ to_fp {}) ", eb_sb(f));
            self.term(out, a);
            out.push(')');
        };
        let mode = |r: FpRounding| match r {
            FpRounding::Down => "RTN",
            FpRounding::Up => "RTP",
            FpRounding::TowardZero => "RTZ",
            FpRounding::NearestAway => "RNA",
            FpRounding::NearestEven => "RNE",
        };
        match *op {
            Op::Fp(a, f) => {
                let name = match a {
                    FpArith::Add => "fp.add",
                    FpArith::Sub => "fp.sub",
                    FpArith::Mul => "fp.mul",
                    FpArith::Div => "fp.div",
                };
                let _ = write!(out, "({name} RNE ");
                float(out, f, args[0]);
                out.push(' ');
                float(out, f, args[1]);
                out.push(')');
            }
            Op::FpSqrt(f) | Op::FpRound(f, _) => {
                let head = match op {
                    Op::FpRound(_, r) => format!("fp.roundToIntegral {}", mode(*r)),
                    _ => "fp.sqrt RNE".to_string(),
                };
                let _ = write!(out, "({head} ");
                float(out, f, args[0]);
                out.push(')');
            }
            Op::FpLt(f) | Op::FpLe(f) | Op::FpEq(f) => {
                let name = match op {
                    Op::FpLt(_) => "fp.lt",
                    Op::FpLe(_) => "fp.leq",
                    _ => "fp.eq",
                };
                let _ = write!(out, "({name} ");
                float(out, f, args[0]);
                out.push(' ');
                float(out, f, args[1]);
                out.push(')');
            }
            Op::FpIsNan(f) => {
                out.push_str("(fp.isNaN ");
                float(out, f, args[0]);
                out.push(')');
            }
            Op::FpFromInt { fmt, signed } => {
                let _ = write!(out, "((_ {} {}) RNE ", if signed { "to_fp" } else { "to_fp_unsigned" }, eb_sb(fmt));
                self.term(out, args[0]);
                out.push(')');
            }
            Op::FpConvert { from, to } => {
                let _ = write!(out, "((_ to_fp {}) RNE ", eb_sb(to));
                float(out, from, args[0]);
                out.push(')');
            }
            Op::FpToInt { fmt, width, signed } => {
                let (lo, hi) = crate::float::int_bound_bits(fmt, width, signed);
                let w = fmt.width();
                out.push_str("(let ((|fp v| ");
                float(out, fmt, args[0]);
                let e = eb_sb(fmt);
                let _ = write!(
                    out,
                    ")) (ite (and (fp.leq ((_ to_fp {e}) (_ bv{lo} {w})) (fp.roundToIntegral RTZ |fp v|)) \
                 (fp.lt (fp.roundToIntegral RTZ |fp v|) ((_ to_fp {e}) (_ bv{hi} {w})))) \
                 ((_ {} {width}) RTZ |fp v|) (_ bv{} {width})))",
                    if signed { "fp.to_sbv" } else { "fp.to_ubv" },
                    if signed { 1u64 << (width - 1) } else { 0 },
                );
            }
            _ => unreachable!(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_declarations_and_assertions() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::BitVec(8));
        let y = s.fresh_symbol("y", Sort::BitVec(8));
        let k = s.bv_const(8, 1);
        let sum = s.bv_add(x, y);
        let sum = s.bv_add(sum, k);
        let zero = s.bv_const(8, 0);
        let e = s.eq(sum, zero);
        let script = query_script(&s, &[e]);
        assert!(script.contains("(declare-const x (_ BitVec 8))"), "{script}");
        assert!(script.contains("(declare-const y (_ BitVec 8))"), "{script}");
        assert!(script.contains("(assert (= "), "{script}");
        assert!(script.ends_with("(check-sat)\n"));
    }
}
