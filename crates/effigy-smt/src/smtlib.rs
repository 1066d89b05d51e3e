//! SMT-LIB 2 printing of queries, so that any query replays in `z3` or `cvc5`.

use std::collections::HashSet;
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
    let mut out = String::from("(set-logic ALL)\n");
    let mut symbols = Vec::new();
    for &c in conjuncts {
        store.symbols(c, &mut symbols);
    }
    for (_, name) in store.uninterpreted_sorts() {
        let _ = writeln!(out, "(declare-sort {} 0)", quote_symbol(name));
    }
    for (_, decl) in store.funcs() {
        let domain: Vec<String> = decl.domain.iter().map(|d| fun_sort_text(store, *d)).collect();
        let _ = writeln!(out, "(declare-fun {} ({}) {})", quote_symbol(&decl.name), domain.join(" "), fun_sort_text(store, decl.range));
    }
    let mut seen = HashSet::new();
    for s in symbols {
        if seen.insert(s) {
            if let TermData::Symbol(name, sort) = store.get(s) {
                let sort = match store.uninterpreted_sort(s) {
                    Some(u) => quote_symbol(store.sort_name(u)),
                    None => sort_text(*sort),
                };
                let _ = writeln!(out, "(declare-const {} {})", quote_symbol(name), sort);
            }
        }
    }
    for &c in conjuncts {
        let _ = writeln!(out, "(assert {})", term_text(store, c));
    }
    out.push_str("(check-sat)\n");
    out
}

fn fun_sort_text(store: &TermStore, s: FunSort) -> String {
    match s {
        FunSort::Builtin(s) => sort_text(s),
        FunSort::Uninterpreted(u) => quote_symbol(store.sort_name(u)),
    }
}

fn quote_symbol(name: &str) -> String {
    let simple = name.chars().all(|c| c.is_ascii_alphanumeric() || "_.$~!@%^&*+-<>?/".contains(c))
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if simple {
        name.to_string()
    } else {
        format!("|{}|", name.replace('|', "_"))
    }
}

/// One term as an SMT-LIB expression (shared subterms are repeated; queries are small).
pub fn term_text(store: &TermStore, t: TermId) -> String {
    let mut out = String::new();
    write_term(&mut out, store, t);
    out
}

fn write_term(out: &mut String, s: &TermStore, t: TermId) {
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
            write_term(out, s, *v);
            out.push(')');
        }
        TermData::App(op, args) if op.is_fp() => write_fp(out, s, op, args),
        TermData::App(op, args) => {
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
                    write_term(out, s, a);
                }
                out.push(')');
                return;
            }
            if matches!(op, Op::BvAdd | Op::BvMul) && args.len() > 2 {
                for _ in 0..args.len() - 1 {
                    out.push_str(if *op == Op::BvAdd { "(bvadd " } else { "(bvmul " });
                }
                write_term(out, s, args[0]);
                for &a in &args[1..] {
                    out.push(' ');
                    write_term(out, s, a);
                    out.push(')');
                }
                return;
            }
            if let Op::Bv2Int { signed: true } = op {
                // Signed view: bv2nat(x) - 2^w if the sign bit is set.
                let w = s.sort(args[0]).width();
                out.push_str("(let ((n (bv2nat ");
                write_term(out, s, args[0]);
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
                write_term(out, s, a);
            }
            out.push(')');
        }
    }
}

/// A floating-point operation on IEEE bit patterns in SMT-LIB's FloatingPoint theory, with
/// Z3's `fp.to_ieee_bv` (not in the standard: it has no total inverse of `to_fp`) to write
/// results back as bits — a NaN as the canonical NaN.
fn write_fp(out: &mut String, s: &TermStore, op: &Op, args: &[TermId]) {
    use crate::float::{FpArith, FpFormat, FpRounding};
    let eb_sb = |f: FpFormat| {
        let (e, b) = f.ebits_sbits();
        format!("{e} {b}")
    };
    let float = |out: &mut String, f: FpFormat, a: TermId| {
        let _ = write!(out, "((_ to_fp {}) ", eb_sb(f));
        write_term(out, s, a);
        out.push(')');
    };
    let bits_open = |out: &mut String| out.push_str("(let ((|fp r| ");
    let bits_close = |out: &mut String, f: FpFormat| {
        let _ = write!(out, ")) (ite (fp.isNaN |fp r|) (_ bv{} {}) (fp.to_ieee_bv |fp r|)))", f.nan(), f.width());
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
            bits_open(out);
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
            bits_close(out, f);
        }
        Op::FpSqrt(f) | Op::FpRound(f, _) => {
            bits_open(out);
            let head = match op {
                Op::FpRound(_, r) => format!("fp.roundToIntegral {}", mode(*r)),
                _ => "fp.sqrt RNE".to_string(),
            };
            let _ = write!(out, "({head} ");
            float(out, f, args[0]);
            out.push(')');
            bits_close(out, f);
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
            bits_open(out);
            let _ = write!(out, "((_ {} {}) RNE ", if signed { "to_fp" } else { "to_fp_unsigned" }, eb_sb(fmt));
            write_term(out, s, args[0]);
            out.push(')');
            bits_close(out, fmt);
        }
        Op::FpConvert { from, to } => {
            bits_open(out);
            let _ = write!(out, "((_ to_fp {}) RNE ", eb_sb(to));
            float(out, from, args[0]);
            out.push(')');
            bits_close(out, to);
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
