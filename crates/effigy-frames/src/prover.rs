//! The provability oracle of SPEC §2.5: `Σ ⊢ ψ` iff Z3 reports unsat for `Σ ∧ ¬ψ`; unknown and
//! timeout count as "not provable". Feasibility (`Σ ⊬ ¬ψ`) is its dual and may err towards
//! "feasible": exploring too much is always sound.
//!
//! Z3's assertion stack mirrors the path condition lazily: before a query the solver pops to the
//! longest common prefix of its stack and Σ and pushes the rest, one scope per fact, so that the
//! depth-first executor (whose continuations may resume with an older Σ) reuses almost all work.

use std::time::Duration;

use effigy_smt::hash::FxHashMap;
use effigy_smt::{CheckResult, Solver, TermId, TermStore, Z3Solver};

use crate::state::{symbol_mask, PathCondition, PcNode};

#[derive(Clone, Copy, Debug, Default)]
pub struct ProverStats {
    /// Queries answered by Z3.
    pub solver_calls: u64,
    /// Queries answered without Z3 (syntactic, membership, independence, cache).
    pub shortcuts: u64,
}

pub struct Prover {
    z3: Z3Solver,
    /// Ids of the path-condition nodes asserted in the solver, one scope each.
    stack: Vec<u64>,
    /// (Σ id, ψ) → Σ ∧ ψ may be satisfiable.
    cache: FxHashMap<(u64, TermId), bool>,
    pub stats: ProverStats,
}

impl Prover {
    pub fn new(timeout: Duration) -> Prover {
        Prover { z3: Z3Solver::new(Some(timeout)), stack: Vec::new(), cache: FxHashMap::default(), stats: ProverStats::default() }
    }

    fn sync(&mut self, terms: &TermStore, pc: &PathCondition) {
        // Nodes of Σ not yet in the solver, newest first.
        let mut missing: Vec<&PcNode> = Vec::new();
        let mut cur = &pc.0;
        let keep = loop {
            match cur {
                None => break 0,
                Some(n) => {
                    let d = n.depth as usize;
                    if d <= self.stack.len() && self.stack[d - 1] == n.id {
                        break d;
                    }
                    missing.push(n);
                    cur = &n.parent.0;
                }
            }
        };
        while self.stack.len() > keep {
            self.z3.pop();
            self.stack.pop();
        }
        for n in missing.into_iter().rev() {
            self.z3.push();
            self.z3.assert(terms, n.fact);
            for &i in &n.instances {
                self.z3.assert(terms, i);
            }
            self.stack.push(n.id);
        }
    }

    /// May Σ ∧ ψ be satisfiable? (`instances`: the prelude instances ψ's snapshot terms need.)
    fn satisfiable_raw(&mut self, terms: &TermStore, pc: &PathCondition, psi: TermId, instances: &[TermId]) -> bool {
        if let Some(&r) = self.cache.get(&(pc.id(), psi)) {
            self.stats.shortcuts += 1;
            return r;
        }
        self.sync(terms, pc);
        self.stats.solver_calls += 1;
        let mut assumptions = vec![psi];
        assumptions.extend_from_slice(instances);
        let r = !matches!(self.z3.check(terms, &assumptions, &[]), CheckResult::Unsat);
        self.cache.insert((pc.id(), psi), r);
        r
    }

    /// Σ ⊢ ψ.
    pub fn valid(&mut self, terms: &mut TermStore, vocabulary: &crate::snapshot::Vocabulary, pc: &PathCondition, psi: TermId) -> bool {
        if terms.as_bool(psi) == Some(true) || pc.contains(psi) {
            self.stats.shortcuts += 1;
            return true;
        }
        let neg = terms.not(psi);
        let mut inst = Vec::new();
        vocabulary.instances(terms, neg, &mut inst);
        !self.satisfiable_raw(terms, pc, neg, &inst)
    }

    /// Σ ⊬ ¬ψ: may the branch ψ be feasible? Errs towards "feasible".
    pub fn feasible(&mut self, terms: &mut TermStore, vocabulary: &crate::snapshot::Vocabulary, pc: &PathCondition, psi: TermId) -> bool {
        match terms.as_bool(psi) {
            Some(b) => {
                self.stats.shortcuts += 1;
                return b;
            }
            None => {}
        }
        let neg = terms.not(psi);
        if pc.contains(neg) {
            self.stats.shortcuts += 1;
            return false;
        }
        let mut inst = Vec::new();
        vocabulary.instances(terms, psi, &mut inst);
        let mut mask = symbol_mask(terms, psi);
        for &i in &inst {
            mask |= symbol_mask(terms, i);
        }
        if mask & pc.mask() == 0 {
            // ψ shares no symbol with Σ: if Σ is satisfiable, Σ ∧ ψ is iff ψ is (and if Σ is
            // not, the path is infeasible and exploring it is harmless).
            return self.satisfiable_raw(terms, &PathCondition::default(), psi, &inst);
        }
        self.satisfiable_raw(terms, pc, psi, &inst)
    }

    /// May Σ be satisfiable? (A failure on a path whose Σ is unsatisfiable is no failure.)
    pub fn consistent(&mut self, terms: &mut TermStore, pc: &PathCondition) -> bool {
        let t = terms.tru();
        self.satisfiable_raw(terms, pc, t, &[])
    }
}
