//! Constrained Horn clauses, solved by Z3's Spacer (the fixed-point engine of the linked Z3),
//! and the integer abstraction of bit-vector terms that makes such systems easy for it.
//!
//! Spacer decides Horn clauses over linear integer arithmetic quickly and over bit-vectors
//! hardly at all (a loop's `x += y` over 32 bits keeps it busy for minutes where the same
//! clauses over integers take milliseconds). So an engine states its clauses over bit-vector
//! terms, maps them to integers with [`IntAbstraction`] (each bit-vector as an unbounded
//! integer: no wrap-around, operations it cannot follow as unconstrained values), and reads
//! what Spacer finds as *candidates*: [`to_wide_bv`] turns an integer invariant back into an
//! exact bit-vector statement about the integer values of the variables, which the engine
//! must check bit-precisely before it trusts it. Nothing here is a proof of a C program.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use z3::ast::{Ast, Bool, Dynamic};

use crate::solver::Z3Solver;
use crate::term::{Op, Sort, TermData, TermId, TermStore};

/// `constraint ∧ body₁(args) ∧ … → head(args)` (or `→ false` without a head); every symbol the
/// clause mentions is universally quantified in it.
#[derive(Clone, Debug, Default)]
pub struct HornClause {
    pub constraint: Vec<TermId>,
    /// Predicate applications: the predicate's index and its arguments.
    pub body: Vec<(usize, Vec<TermId>)>,
    pub head: Option<(usize, Vec<TermId>)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HornAnswer {
    /// The clauses are satisfiable: per predicate, its parameters (fresh symbols) and its
    /// interpretation, a formula over them.
    Solved(Vec<(Vec<TermId>, TermId)>),
    /// No interpretation satisfies them: a derivation of `false` exists.
    Refuted,
    Unknown(String),
}

static SYSTEMS: AtomicU64 = AtomicU64::new(0);

/// Solves the clauses over predicates of the given parameter sorts with Spacer, within Z3's
/// resource limit `rlimit` (its count of elementary steps: the same answer under any load;
/// about a million a second on this project's machines) and `timeout` (the caller's time
/// left). The interpretations of a solution are read back into the store.
///
/// Spacer runs in the `z3` binary that `make deps` installs (a current Z3, as the solver
/// portfolio's racer): the linked Z3 4.8.12 lacks Spacer's global guidance (Krishnan, Chen,
/// Shoham and Gurfinkel, CAV 2020), without which it misses invariants as plain as `k >= j`
/// across two loops for minutes; with it, it finds them in milliseconds.
///
/// With `dump`, the script is also written there (`horn-N.smt2`, as `--dump-queries` does).
pub fn solve(
    store: &mut TermStore,
    predicates: &[Vec<Sort>],
    clauses: &[HornClause],
    rlimit: u32,
    timeout: Duration,
    dump: Option<&std::path::Path>,
) -> HornAnswer {
    let n = SYSTEMS.fetch_add(1, Ordering::Relaxed);
    let names: Vec<String> = (0..predicates.len()).map(|i| format!("effigy_inv_{n}_{i}")).collect();
    let text = script(store, predicates, &names, clauses);
    if let Some(dir) = dump {
        let _ = std::fs::write(dir.join(format!("horn-{n:06}.smt2")), &text);
    }
    // A new file (never one that is there, nor a link planted under its name; one an earlier
    // process of the same number left is removed first).
    let file = std::env::temp_dir().join(format!("effigy-horn-{}-{n}.smt2", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&file)
        .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()));
    if let Err(e) = written {
        return HornAnswer::Unknown(format!("cannot write {}: {e}", file.display()));
    }
    let secs = timeout.as_secs().max(1);
    let mut command = std::process::Command::new(crate::process::find_z3());
    command.args(["-smt2", "fp.spacer.global=true", &format!("rlimit={rlimit}"), &format!("-T:{secs}")]).arg(&file);
    let out = crate::process::run_counted(command);
    let _ = std::fs::remove_file(&file);
    let out = match out {
        Ok(o) => o,
        Err(e) => return HornAnswer::Unknown(format!("cannot run z3 for Spacer: {e}")),
    };
    let mut lines = out.lines();
    match lines.next().map(str::trim) {
        Some("unsat") => HornAnswer::Refuted,
        Some("sat") => {
            let model: String = lines.collect::<Vec<_>>().join("\n");
            read_model(store, predicates, &names, &model, n)
        }
        Some(other) => HornAnswer::Unknown(format!("Spacer: {other}")),
        None => HornAnswer::Unknown("Spacer printed nothing".into()),
    }
}

/// The clauses as an SMT-LIB script in the HORN logic (printed by the linked Z3 from its own
/// terms, so that the text is the one the translation builds), with `check-sat` and `get-model`.
fn script(store: &TermStore, predicates: &[Vec<Sort>], names: &[String], clauses: &[HornClause]) -> String {
    let mut translator = Z3Solver::new(None);
    let decls: Vec<z3::FuncDecl> = predicates
        .iter()
        .zip(names)
        .map(|(domain, name)| {
            let sorts: Vec<z3::Sort> = domain.iter().map(|&s| Z3Solver::sort(s)).collect();
            let refs: Vec<&z3::Sort> = sorts.iter().collect();
            z3::FuncDecl::new(name.as_str(), &refs, &z3::Sort::bool())
        })
        .collect();
    let printer = z3::Solver::new();
    let apply = |translator: &mut Z3Solver, p: usize, args: &[TermId]| -> Bool {
        let args: Vec<Dynamic> = args.iter().map(|&a| translator.translate(store, a)).collect();
        let refs: Vec<&dyn Ast> = args.iter().map(|a| a as &dyn Ast).collect();
        decls[p].apply(&refs).as_bool().expect("a predicate is Boolean")
    };
    for c in clauses {
        for (p, args) in c.body.iter().chain(&c.head) {
            let got: Vec<Sort> = args.iter().map(|&a| store.sort(a)).collect();
            assert_eq!(got, predicates[*p], "a predicate applied to arguments of other sorts");
        }
        let mut parts: Vec<Bool> =
            c.constraint.iter().map(|&t| translator.translate(store, t).as_bool().expect("a Boolean constraint")).collect();
        for (p, args) in &c.body {
            parts.push(apply(&mut translator, *p, args));
        }
        let head = match &c.head {
            Some((p, args)) => apply(&mut translator, *p, args),
            None => Bool::from_bool(false),
        };
        let implication = Bool::and(&parts).implies(&head);
        let mut roots = c.constraint.clone();
        roots.extend(c.body.iter().chain(&c.head).flat_map(|(_, a)| a.iter().copied()));
        let symbols: Vec<Dynamic> = store.symbols_in(&roots).into_iter().map(|s| translator.translate(store, s)).collect();
        let bound: Vec<&dyn Ast> = symbols.iter().map(|s| s as &dyn Ast).collect();
        let clause = if bound.is_empty() { implication } else { z3::ast::forall_const(&bound, &[], &implication) };
        printer.assert(&clause);
    }
    format!("(set-logic HORN)\n{printer}\n(check-sat)\n(get-model)\n")
}

/// Spacer's model: per predicate, `(define-fun NAME ((x!0 Int) …) Bool BODY)`, read back as a
/// formula over fresh parameter symbols.
fn read_model(store: &mut TermStore, predicates: &[Vec<Sort>], names: &[String], model: &str, n: u64) -> HornAnswer {
    let mut definitions: HashMap<String, (Vec<String>, String)> = HashMap::new();
    let Some(body) = model.trim().strip_prefix('(').and_then(|m| m.strip_suffix(')')) else {
        return HornAnswer::Unknown("Spacer's model is not a list".into());
    };
    for item in items(body) {
        let parts = match item.strip_prefix('(').and_then(|m| m.strip_suffix(')')) {
            Some(inner) => items(inner),
            None => continue,
        };
        if let [head, name, params, _, value] = &parts[..] {
            if head != "define-fun" {
                continue;
            }
            let params = params.strip_prefix('(').and_then(|p| p.strip_suffix(')')).map(items).unwrap_or_default();
            let params: Vec<String> = params
                .iter()
                .filter_map(|p| p.strip_prefix('(').and_then(|p| p.strip_suffix(')')).map(items))
                .filter_map(|p| p.first().cloned())
                .collect();
            definitions.insert(name.clone(), (params, value.clone()));
        }
    }
    let mut out = Vec::with_capacity(predicates.len());
    for (i, (domain, name)) in predicates.iter().zip(names).enumerate() {
        let ours: Vec<String> = (0..domain.len()).map(|j| format!("effigy_horn_{n}_{i}_{j}")).collect();
        let Some((theirs, value)) = definitions.get(name) else {
            // Not in the model: any interpretation does; `true` says nothing.
            let ps = ours.iter().zip(domain).map(|(o, &s)| store.fresh_symbol(o, s)).collect();
            out.push((ps, store.tru()));
            continue;
        };
        if theirs.len() != domain.len() {
            return HornAnswer::Unknown(format!("Spacer's {name} has {} parameters", theirs.len()));
        }
        let mut text = String::new();
        for (o, &s) in ours.iter().zip(domain) {
            text.push_str(&format!("(declare-const {o} {})\n", crate::smtlib::sort_text(s)));
        }
        // The body with its parameters renamed (a `let` inside binds names of the form a!1).
        let renamed = items_renamed(value, theirs, &ours);
        text.push_str(&format!("(assert {renamed})\n"));
        let read = match crate::smtlib_read::read_script(store, &text) {
            Ok(r) => r,
            Err(e) => return HornAnswer::Unknown(format!("Spacer's invariant could not be read: {e:?}")),
        };
        let body = store.and_all(read.conjuncts.iter().copied());
        let named: HashMap<String, TermId> = read
            .symbols
            .iter()
            .filter_map(|&s| match store.get(s) {
                TermData::Symbol(name, _) => Some((name.clone(), s)),
                _ => None,
            })
            .collect();
        let ps = ours.iter().zip(domain).map(|(o, &s)| named.get(o).copied().unwrap_or_else(|| store.fresh_symbol(o, s))).collect();
        out.push((ps, body));
    }
    HornAnswer::Solved(out)
}

/// The top-level items of an S-expression list's inside: atoms and parenthesised lists.
fn items(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut current = String::new();
    let mut in_bar = false;
    for ch in text.chars() {
        if in_bar {
            current.push(ch);
            in_bar = ch != '|';
            continue;
        }
        match ch {
            '|' => {
                current.push(ch);
                in_bar = true;
            }
            '(' => {
                depth += 1;
                current.push(ch);
            }
            ')' => {
                depth = depth.saturating_sub(1);
                current.push(ch);
                if depth == 0 {
                    out.push(std::mem::take(&mut current));
                }
            }
            c if c.is_whitespace() && depth == 0 => {
                if !current.is_empty() {
                    out.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if !current.trim().is_empty() {
        out.push(current);
    }
    out
}

/// `text` with each whole symbol of `from` replaced by the same position's of `to`.
fn items_renamed(text: &str, from: &[String], to: &[String]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut token = String::new();
    let flush = |token: &mut String, out: &mut String| {
        match from.iter().position(|f| f == token) {
            Some(k) => out.push_str(&to[k]),
            None => out.push_str(token),
        }
        token.clear();
    };
    for ch in text.chars() {
        if ch == '(' || ch == ')' || ch.is_whitespace() {
            flush(&mut token, &mut out);
            out.push(ch);
        } else {
            token.push(ch);
        }
    }
    flush(&mut token, &mut out);
    out
}

/// The integer abstraction of bit-vector terms: every bit-vector becomes an unbounded integer
/// (constants by their signed value, sums and differences as integers — no wrap-around —,
/// products and quotients by constants, remainders by positive constants, masks of low bits
/// as remainders, comparisons signed or not as integer comparisons, extensions and the low
/// part of an extraction as the value itself); what it cannot follow (other bit operations,
/// products of variables, memory, floating point, uninterpreted functions) becomes an
/// unconstrained integer or Boolean, the same one for the same term. Booleans stay Booleans.
/// Not sound for C (no overflow): what it yields serves as a candidate only.
#[derive(Default)]
pub struct IntAbstraction {
    memo: HashMap<TermId, TermId>,
}

impl IntAbstraction {
    pub fn new() -> IntAbstraction {
        IntAbstraction::default()
    }

    /// The abstraction of `t`: an integer for a bit-vector, a Boolean for a Boolean (arrays
    /// are not abstracted: `None`).
    pub fn term(&mut self, store: &mut TermStore, t: TermId) -> Option<TermId> {
        if matches!(store.sort(t), Sort::Array { .. }) {
            return None;
        }
        let mut stack = vec![(t, false)];
        while let Some((x, expanded)) = stack.pop() {
            if self.memo.contains_key(&x) {
                continue;
            }
            let children: Vec<TermId> = match store.get(x) {
                TermData::App(op, args) if follows(op) => args.clone(),
                _ => Vec::new(),
            };
            let pending: Vec<TermId> =
                children.iter().copied().filter(|c| !self.memo.contains_key(c) && !matches!(store.sort(*c), Sort::Array { .. })).collect();
            if !expanded && !pending.is_empty() {
                stack.push((x, true));
                stack.extend(pending.into_iter().map(|c| (c, false)));
                continue;
            }
            let a = self.build(store, x);
            self.memo.insert(x, a);
        }
        self.memo.get(&t).copied()
    }

    fn opaque(store: &mut TermStore, t: TermId) -> TermId {
        let sort = if store.sort(t) == Sort::Bool { Sort::Bool } else { Sort::Int };
        store.fresh_symbol("horn_opaque", sort)
    }

    fn build(&mut self, store: &mut TermStore, t: TermId) -> TermId {
        let (op, args) = match store.get(t).clone() {
            TermData::Bool(_) => return t,
            TermData::Bv { width, value } => {
                let v = if width > 1 && value >> (width - 1) & 1 == 1 { value as i128 - (1i128 << width) } else { value as i128 };
                return store.int_const(v);
            }
            TermData::Symbol(name, Sort::BitVec(_)) => return store.fresh_symbol(&format!("{name}_int"), Sort::Int),
            TermData::Symbol(_, Sort::Bool) => return t,
            TermData::App(op, args) if follows(&op) => (op, args),
            _ => return Self::opaque(store, t),
        };
        let a: Vec<TermId> = args.iter().map(|c| self.memo.get(c).copied().unwrap_or(*c)).collect();
        let constant = |store: &TermStore, x: TermId| store.as_int(x);
        match op {
            Op::Not => store.not(a[0]),
            Op::And => store.and_all(a),
            Op::Or => store.or_all(a),
            Op::Eq if !a.iter().any(|&x| is_array(store, x)) => store.eq(a[0], a[1]),
            Op::Ite if !is_array(store, a[1]) => store.ite(a[0], a[1], a[2]),
            Op::BvAdd => a.into_iter().reduce(|x, y| store.int_add(x, y)).expect("a sum has operands"),
            Op::BvMul => {
                let variables = a.iter().filter(|&&x| constant(store, x).is_none()).count();
                if variables <= 1 {
                    a.into_iter().reduce(|x, y| store.int_mul(x, y)).expect("a product has operands")
                } else {
                    Self::opaque(store, t)
                }
            }
            Op::BvSDiv | Op::BvUDiv if constant(store, a[1]).is_some_and(|k| k > 0) => store.int_op(Op::IntDiv, a[0], a[1]),
            Op::BvSRem | Op::BvURem if constant(store, a[1]).is_some_and(|k| k > 0) => store.int_op(Op::IntMod, a[0], a[1]),
            Op::BvAnd => {
                // A mask of the low k bits: the remainder by 2^k.
                let mask = constant(store, a[1]).or_else(|| constant(store, a[0]));
                let other = if constant(store, a[1]).is_some() { a[0] } else { a[1] };
                match mask {
                    Some(m) if m > 0 && (m + 1) & m == 0 => {
                        let k = store.int_const(m + 1);
                        store.int_op(Op::IntMod, other, k)
                    }
                    _ => Self::opaque(store, t),
                }
            }
            Op::BvShl if constant(store, a[1]).is_some_and(|k| (0..62).contains(&k)) => {
                let k = store.int_const(1i128 << constant(store, a[1]).unwrap_or(0));
                store.int_mul(a[0], k)
            }
            Op::BvAShr | Op::BvLShr if constant(store, a[1]).is_some_and(|k| (0..62).contains(&k)) => {
                let k = store.int_const(1i128 << constant(store, a[1]).unwrap_or(0));
                store.int_op(Op::IntDiv, a[0], k)
            }
            Op::BvSlt | Op::BvUlt => store.int_op(Op::IntLt, a[0], a[1]),
            Op::BvSle | Op::BvUle => store.int_op(Op::IntLe, a[0], a[1]),
            Op::ZeroExt(_) | Op::SignExt(_) => a[0],
            Op::Extract { lo: 0, .. } => a[0],
            _ => Self::opaque(store, t),
        }
    }
}

fn is_array(store: &TermStore, t: TermId) -> bool {
    matches!(store.sort(t), Sort::Array { .. })
}

/// The operations whose operands the abstraction looks at.
fn follows(op: &Op) -> bool {
    matches!(
        op,
        Op::Not
            | Op::And
            | Op::Or
            | Op::Eq
            | Op::Ite
            | Op::BvAdd
            | Op::BvMul
            | Op::BvSDiv
            | Op::BvUDiv
            | Op::BvSRem
            | Op::BvURem
            | Op::BvAnd
            | Op::BvShl
            | Op::BvAShr
            | Op::BvLShr
            | Op::BvSlt
            | Op::BvUlt
            | Op::BvSle
            | Op::BvUle
            | Op::ZeroExt(_)
            | Op::SignExt(_)
            | Op::Extract { .. }
    )
}

/// The width [`to_wide_bv`] computes in.
const WIDE: u32 = 64;

/// An integer formula over `params` as an exact statement about bit-vectors: each parameter
/// is the integer value of its bit-vector (read as signed or not), and the integer arithmetic
/// is carried out on 64-bit vectors wide enough that it never wraps (checked from the bounds
/// of the operands). `None` when the formula uses what this cannot state exactly (products of
/// variables, values that may not fit, other sorts).
pub fn to_wide_bv(store: &mut TermStore, formula: TermId, params: &HashMap<TermId, (TermId, bool)>) -> Option<TermId> {
    let (t, _) = wide(store, formula, params)?;
    (store.sort(t) == Sort::Bool).then_some(t)
}

/// Bits a value of the wide arithmetic may use (its magnitude is below 2^this).
const LIMIT: u32 = WIDE - 2;

/// The wide term and a bound on the magnitude of its value, as a power of two (Booleans: 0).
fn wide(store: &mut TermStore, t: TermId, params: &HashMap<TermId, (TermId, bool)>) -> Option<(TermId, u32)> {
    if let Some(&(bv, signed)) = params.get(&t) {
        let w = store.sort(bv).width();
        if w > LIMIT || w == 0 {
            return None;
        }
        let x = if signed { store.sign_ext(WIDE - w, bv) } else { store.zero_ext(WIDE - w, bv) };
        return Some((x, w));
    }
    let bits = |v: i128| 128 - v.unsigned_abs().leading_zeros();
    match store.get(t).clone() {
        TermData::Bool(_) => Some((t, 0)),
        TermData::Int(v) => {
            let b = bits(v);
            (b <= LIMIT).then(|| (store.bv_const(WIDE, v as i64 as u64), b))
        }
        TermData::App(op, args) => {
            let mut sub = Vec::with_capacity(args.len());
            for &a in &args {
                sub.push(wide(store, a, params)?);
            }
            let ts: Vec<TermId> = sub.iter().map(|s| s.0).collect();
            let max = sub.iter().map(|s| s.1).max().unwrap_or(0);
            let r = match op {
                Op::Not => (store.not(ts[0]), 0),
                Op::And => (store.and_all(ts), 0),
                Op::Or => (store.or_all(ts), 0),
                Op::Eq => (store.eq(ts[0], ts[1]), 0),
                Op::Ite => (store.ite(ts[0], ts[1], ts[2]), sub[1].1.max(sub[2].1)),
                Op::IntLt => (store.bv_binop(Op::BvSlt, ts[0], ts[1]), 0),
                Op::IntLe => (store.bv_binop(Op::BvSle, ts[0], ts[1]), 0),
                Op::IntAdd => {
                    // n operands below 2^max: the sum is below n·2^max.
                    let b = max + (64 - (args.len() as u64).leading_zeros());
                    (ts.into_iter().reduce(|x, y| store.bv_add(x, y))?, b)
                }
                Op::IntMul => {
                    // At most one operand is not a constant; magnitudes multiply.
                    if args.iter().filter(|&&a| store.as_int(a).is_none()).count() > 1 {
                        return None;
                    }
                    (ts.into_iter().reduce(|x, y| store.bv_mul(x, y))?, sub.iter().map(|s| s.1).sum())
                }
                Op::IntMod | Op::IntDiv => {
                    // Euclidean, by a positive constant: the remainder of bvsmod (whose sign is
                    // the divisor's), and the exact quotient of what is left.
                    let k = store.as_int(args[1]).filter(|&k| k > 0)?;
                    let m = store.bv_binop(Op::BvSRem, ts[0], ts[1]);
                    let zero = store.bv_const(WIDE, 0);
                    let negative = store.bv_binop(Op::BvSlt, m, zero);
                    let lifted = store.bv_add(m, ts[1]);
                    let r = store.ite(negative, lifted, m);
                    if op == Op::IntMod {
                        (r, bits(k))
                    } else {
                        let exact = store.bv_sub(ts[0], r);
                        (store.bv_binop(Op::BvSDiv, exact, ts[1]), sub[0].1)
                    }
                }
                _ => return None,
            };
            (r.1 <= LIMIT).then_some(r)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{CheckResult, Solver};

    /// `i = 0; while (i < n) i++;` with `0 <= n <= 1000`, error when `i != n` after the loop:
    /// over 32-bit vectors abstracted to integers, Spacer finds an invariant, and the invariant
    /// read back as bit-vectors holds at the start and is preserved by the (bit-precise) loop.
    #[test]
    fn a_counting_loop_gets_an_invariant_that_holds_bit_precisely() {
        let mut s = TermStore::new();
        let n = s.fresh_symbol("n", Sort::BitVec(32));
        let i = s.fresh_symbol("i", Sort::BitVec(32));
        let zero = s.bv_const(32, 0);
        let one = s.bv_const(32, 1);
        let thousand = s.bv_const(32, 1000);
        let mut abs = IntAbstraction::new();
        let mut a = |s: &mut TermStore, t| abs.term(s, t).expect("abstracted");
        let (an, ai, a0, a1) = (a(&mut s, n), a(&mut s, i), a(&mut s, zero), a(&mut s, one));
        let lo = s.bv_binop(Op::BvSle, zero, n);
        let hi = s.bv_binop(Op::BvSle, n, thousand);
        let (alo, ahi) = (a(&mut s, lo), a(&mut s, hi));
        let runs = s.bv_binop(Op::BvSlt, i, n);
        let aruns = a(&mut s, runs);
        let next = s.bv_add(i, one);
        let anext = a(&mut s, next);
        assert_eq!(anext, s.int_add(ai, a1));
        let stops = s.not(aruns);
        let differs = s.eq(ai, an);
        let wrong = s.not(differs);
        let clauses = vec![
            HornClause { constraint: vec![alo, ahi], body: vec![], head: Some((0, vec![a0, an])) },
            HornClause { constraint: vec![aruns], body: vec![(0, vec![ai, an])], head: Some((0, vec![anext, an])) },
            HornClause { constraint: vec![stops, wrong], body: vec![(0, vec![ai, an])], head: None },
        ];
        let HornAnswer::Solved(sol) = solve(&mut s, &[vec![Sort::Int, Sort::Int]], &clauses, 50_000_000, Duration::from_secs(60), None)
        else {
            panic!("Spacer solves the counting loop")
        };
        let (params, inv) = &sol[0];
        let at = |s: &mut TermStore, iv: TermId| {
            let map: HashMap<TermId, (TermId, bool)> = [(params[0], (iv, true)), (params[1], (n, true))].into_iter().collect();
            to_wide_bv(s, *inv, &map).expect("linear")
        };
        let now = at(&mut s, i);
        let later = at(&mut s, next);
        let start = at(&mut s, zero);
        let mut z3 = crate::solver::Z3Solver::new(None);
        // Initiation: 0 <= n <= 1000 implies Inv(0, n).
        let broken = s.not(start);
        assert_eq!(z3.check_alone(&s, &[lo, hi, broken], &[]), CheckResult::Unsat);
        // Consecution with 32-bit arithmetic.
        let broken = s.not(later);
        assert_eq!(z3.check_alone(&s, &[lo, hi, now, runs, broken], &[]), CheckResult::Unsat);
        // Safety.
        let exits = s.not(runs);
        let bad = s.eq(i, n);
        let bad = s.not(bad);
        assert_eq!(z3.check_alone(&s, &[now, exits, bad], &[]), CheckResult::Unsat);
    }

    #[test]
    fn refuted_clauses_are_refuted() {
        let mut s = TermStore::new();
        let x = s.fresh_symbol("x", Sort::Int);
        let five = s.int_const(5);
        let is5 = s.eq(x, five);
        let clauses = vec![
            HornClause { constraint: vec![is5], body: vec![], head: Some((0, vec![x])) },
            HornClause { constraint: vec![is5], body: vec![(0, vec![x])], head: None },
        ];
        assert_eq!(solve(&mut s, &[vec![Sort::Int]], &clauses, 50_000_000, Duration::from_secs(60), None), HornAnswer::Refuted);
    }

    /// A model as `z3 -smt2` prints it: predicates in any order, `let`s, negative numbers, a
    /// predicate left out (it says nothing).
    #[test]
    fn spacer_models_are_read_back_over_our_parameters() {
        let mut s = TermStore::new();
        let model = "(\n  (define-fun effigy_inv_7_1 ((x!0 Int) (x!1 Int)) Bool\n    (let ((a!1 (+ x!0 (* (- 1) x!1))))\n      (and (<= a!1 0) (>= x!1 (- 3)))))\n  (define-fun effigy_inv_7_0 ((x!0 Int)) Bool\n    (= (mod x!0 4) 0))\n)";
        let names: Vec<String> = (0..3).map(|i| format!("effigy_inv_7_{i}")).collect();
        let preds = [vec![Sort::Int], vec![Sort::Int, Sort::Int], vec![Sort::Int]];
        let HornAnswer::Solved(sol) = read_model(&mut s, &preds, &names, model, 7) else { panic!("read") };
        let value = |s: &mut TermStore, (ps, body): &(Vec<TermId>, TermId), args: &[i128]| {
            let map: std::collections::HashMap<TermId, TermId> = ps.iter().zip(args).map(|(&p, &a)| (p, s.int_const(a))).collect();
            let t = s.substitute(*body, &map);
            s.as_bool(t).expect("closed")
        };
        assert!(value(&mut s, &sol[0], &[8]));
        assert!(!value(&mut s, &sol[0], &[-3]));
        assert!(value(&mut s, &sol[1], &[2, 5]));
        assert!(!value(&mut s, &sol[1], &[6, 5]));
        assert!(!value(&mut s, &sol[1], &[-9, -4]));
        assert_eq!(s.as_bool(sol[2].1), Some(true));
    }

    /// The remainder and the quotient of the wide form are Euclidean, as the integers'.
    #[test]
    fn wide_division_is_euclidean() {
        let mut s = TermStore::new();
        let p = s.fresh_symbol("p", Sort::Int);
        let x = s.fresh_symbol("x", Sort::BitVec(8));
        let four = s.int_const(4);
        let m = s.int_op(Op::IntMod, p, four);
        let d = s.int_op(Op::IntDiv, p, four);
        let map: HashMap<TermId, (TermId, bool)> = [(p, (x, true))].into_iter().collect();
        for v in [-7i64, -4, -1, 0, 3, 9, 127, -128] {
            let k = s.bv_const(8, v as u8 as u64);
            let mut one = HashMap::new();
            one.insert(x, k);
            for (f, want) in [(m, v.rem_euclid(4)), (d, v.div_euclid(4))] {
                let wantc = s.int_const(want as i128);
                let eq = s.eq(f, wantc);
                let t = to_wide_bv(&mut s, eq, &map).expect("exact");
                let t = s.substitute(t, &one);
                assert_eq!(s.as_bool(t), Some(true), "{v}: {}", s.display(t));
            }
        }
    }
}
