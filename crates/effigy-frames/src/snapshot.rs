//! The logic of SPEC §2: one value sort V = Int (refs, ints, bools as 1/0; `null` an
//! uninterpreted constant), the uninterpreted sort `Snap` with `unit`, `fromRef`, `toRef`,
//! `combine`, `first`, `second`, and one uninterpreted function per pure method.
//!
//! **The prelude A1–A4 is never asserted as quantified axioms.** Builders rewrite eagerly
//! (`first(combine(a,b)) → a`, `second(combine(a,b)) → b`, `toRef(fromRef(v)) → v`,
//! `fromRef(toRef(s)) → s`: instances of A1–A4), and [`Vocabulary::instances`] supplies, for
//! every `combine`, `fromRef` and `toRef` term a fact mentions, the ground instances of A1–A4 that
//! E-matching with the patterns of SPEC §2.4 would produce. Ground instances of a consistent
//! theory (Snap uninterpreted, V infinite) cannot make the path condition inconsistent, so the
//! encoding is sound; it is the quantifier-free fragment of the paper's prelude.

use std::collections::HashMap;

use effigy_smt::{FunSort, FuncId, Op, Sort, TermData, TermId, TermStore, UninterpretedSort};

pub struct Vocabulary {
    pub snap: UninterpretedSort,
    pub null: TermId,
    pub unit: TermId,
    from_ref: FuncId,
    to_ref: FuncId,
    combine: FuncId,
    first: FuncId,
    second: FuncId,
    pure_functions: HashMap<(String, String), FuncId>,
}

impl Vocabulary {
    pub fn new(terms: &mut TermStore) -> Vocabulary {
        let snap = terms.declare_sort("Snap");
        let s = FunSort::Uninterpreted(snap);
        let v = FunSort::Builtin(Sort::Int);
        let unit_f = terms.declare_fun("unit", vec![], s);
        let unit = terms.apply_fun(unit_f, vec![]);
        let null = terms.fresh_symbol("null", Sort::Int);
        Vocabulary {
            snap,
            null,
            unit,
            from_ref: terms.declare_fun("fromRef", vec![v], s),
            to_ref: terms.declare_fun("toRef", vec![s], v),
            combine: terms.declare_fun("combine", vec![s, s], s),
            first: terms.declare_fun("first", vec![s], s),
            second: terms.declare_fun("second", vec![s], s),
            pure_functions: HashMap::new(),
        }
    }

    fn as_app(terms: &TermStore, t: TermId, f: FuncId) -> Option<&[TermId]> {
        match terms.get(t) {
            TermData::App(Op::Apply(g), args) if *g == f => Some(args),
            _ => None,
        }
    }

    pub fn fresh_snap(&self, terms: &mut TermStore, base: &str) -> TermId {
        terms.fresh_uninterpreted(base, self.snap)
    }

    pub fn first(&self, terms: &mut TermStore, s: TermId) -> TermId {
        if let Some(args) = Self::as_app(terms, s, self.combine) {
            return args[0];
        }
        terms.apply_fun(self.first, vec![s])
    }
    pub fn second(&self, terms: &mut TermStore, s: TermId) -> TermId {
        if let Some(args) = Self::as_app(terms, s, self.combine) {
            return args[1];
        }
        terms.apply_fun(self.second, vec![s])
    }
    pub fn to_ref(&self, terms: &mut TermStore, s: TermId) -> TermId {
        if let Some(args) = Self::as_app(terms, s, self.from_ref) {
            return args[0];
        }
        terms.apply_fun(self.to_ref, vec![s])
    }
    pub fn from_ref(&self, terms: &mut TermStore, v: TermId) -> TermId {
        if let Some(args) = Self::as_app(terms, v, self.to_ref) {
            return args[0];
        }
        terms.apply_fun(self.from_ref, vec![v])
    }
    pub fn combine(&self, terms: &mut TermStore, a: TermId, b: TermId) -> TermId {
        terms.apply_fun(self.combine, vec![a, b])
    }

    /// `C.p : Snap × V × V^n → V`, declared on first use.
    pub fn pure_function(&mut self, terms: &mut TermStore, class: &str, method: &str, params: usize) -> FuncId {
        let key = (class.to_string(), method.to_string());
        if let Some(&f) = self.pure_functions.get(&key) {
            return f;
        }
        let mut domain = vec![FunSort::Uninterpreted(self.snap)];
        domain.extend(std::iter::repeat(FunSort::Builtin(Sort::Int)).take(params + 1));
        let f = terms.declare_fun(&format!("{class}.{method}"), domain, FunSort::Builtin(Sort::Int));
        self.pure_functions.insert(key, f);
        f
    }

    /// The ground instances of A1–A4 for the snapshot terms of `fact`, appended to `out`.
    pub fn instances(&self, terms: &mut TermStore, fact: TermId, out: &mut Vec<TermId>) {
        let mut stack = vec![fact];
        let mut seen = std::collections::HashSet::new();
        let mut found = Vec::new();
        while let Some(t) = stack.pop() {
            if !seen.insert(t) {
                continue;
            }
            if let TermData::App(op, args) = terms.get(t) {
                if let Op::Apply(f) = op {
                    if *f == self.combine || *f == self.from_ref || *f == self.to_ref {
                        found.push((*f, t));
                    }
                }
                stack.extend(args.iter().copied());
            }
        }
        for (f, t) in found {
            if f == self.combine {
                let TermData::App(_, args) = terms.get(t).clone() else { unreachable!() };
                // A1, A2: first(combine(l, r)) = l, second(combine(l, r)) = r.
                let fst = terms.apply_fun(self.first, vec![t]);
                let snd = terms.apply_fun(self.second, vec![t]);
                out.push(terms.eq(fst, args[0]));
                out.push(terms.eq(snd, args[1]));
            } else if f == self.from_ref {
                let TermData::App(_, args) = terms.get(t).clone() else { unreachable!() };
                // A3: toRef(fromRef(v)) = v.
                let back = terms.apply_fun(self.to_ref, vec![t]);
                out.push(terms.eq(back, args[0]));
            } else {
                let TermData::App(_, args) = terms.get(t).clone() else { unreachable!() };
                // A4: fromRef(toRef(s)) = s.
                let back = terms.apply_fun(self.from_ref, vec![t]);
                out.push(terms.eq(back, args[0]));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eager_rewriting_applies_the_prelude() {
        let mut terms = TermStore::new();
        let v = Vocabulary::new(&mut terms);
        let a = v.fresh_snap(&mut terms, "a");
        let b = v.fresh_snap(&mut terms, "b");
        let c = v.combine(&mut terms, a, b);
        assert_eq!(v.first(&mut terms, c), a);
        assert_eq!(v.second(&mut terms, c), b);
        let x = terms.fresh_symbol("x", Sort::Int);
        let fx = v.from_ref(&mut terms, x);
        assert_eq!(v.to_ref(&mut terms, fx), x);
        let ta = v.to_ref(&mut terms, a);
        assert_eq!(v.from_ref(&mut terms, ta), a, "A4 under the uninterpreted sort");
    }
}
