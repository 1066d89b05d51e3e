//! The symbolic execution judgments of SPEC §4 — eval (Figure 5), produce (Figure 6), consume
//! (Figure 7), exec (Figure 8) — with the errata applied, and the Section 4 inference rules
//! (auto-use, auto-close, auto-open) when `infer` is on.
//!
//! Every judgment is in continuation-passing style and returns an [`Outcome`]: `Ok` when every
//! path from here verifies, the first [`Failure`] otherwise. An ∧ of branches runs each branch
//! in turn; an ∃ over matching chunks tries the syntactic matches first, then the chunks the
//! path condition proves equal, and succeeds at the first that makes the rest succeed.
//!
//! **Pruning is lazy where the paper prunes eagerly.** P-Eq, P-Acc and P-Untouched add their
//! facts without asking whether Σ stays satisfiable; instead, before any failure is reported, Σ
//! is checked, and a failure on a path whose Σ is unsatisfiable counts as success (the path is
//! infeasible; the paper would have pruned it earlier). Where core-mode eval drops Σ additions
//! (`opening`, `using`) the check is made eagerly, so nothing the paper prunes is lost.

use std::rc::Rc;

use effigy_smt::{Sort, TermId, TermStore};

use crate::check::constructor_name;
use crate::prover::Prover;
use crate::report::{Failure, FailureKind, StateView};
use crate::snapshot::Vocabulary;
use crate::state::{Chunk, ChunkId, Heap, PathCondition, State, Store, TraceNode};
use crate::syntax::*;
use crate::verify::Prepared;
use crate::{pretty, Options};

pub type Outcome = Result<(), Box<Failure>>;

/// What a consumption is checking, for the failure message.
pub struct Ctx {
    /// `postcondition`, `precondition of c.setX(5)`, `join assertion`, …
    pub what: String,
    /// The statement the check belongs to (a call, a join); else the conjunct's own span.
    pub site: Option<Span>,
    /// Overrides the failure kind (join).
    pub kind: Option<FailureKind>,
    /// An `open` statement: a missing predicate is "cannot open …: no such predicate instance".
    pub open: bool,
}

impl Ctx {
    pub fn new(what: impl Into<String>, site: Option<Span>) -> Ctx {
        Ctx { what: what.into(), site, kind: None, open: false }
    }
}

type K<'k, 'p> = &'k mut dyn FnMut(&mut Exec<'p>, State) -> Outcome;
type KV<'k, 'p> = &'k mut dyn FnMut(&mut Exec<'p>, PathCondition, TermId) -> Outcome;
type KArgs<'k, 'p> = &'k mut dyn FnMut(&mut Exec<'p>, PathCondition, TermId, Vec<TermId>) -> Outcome;
type KC<'k, 'p> = &'k mut dyn FnMut(&mut Exec<'p>, Heap, PathCondition, TermId) -> Outcome;
type KS<'k, 'p> = &'k mut dyn FnMut(&mut Exec<'p>, State, TermId) -> Outcome;

pub struct Exec<'p> {
    pub prep: &'p Prepared,
    pub terms: TermStore,
    pub voc: Vocabulary,
    pub prover: Prover,
    pub options: Options,
    /// What is being verified (for failure records).
    pub phase: String,
    /// Inside the body of an auto-use: no nested auto-use.
    auto_use_depth: u32,
    /// The textual order of the pure method whose Definition 5 is being checked (Section 3.6).
    pub termination: Option<usize>,
    /// Nesting of `opening … in e` bodies during that check.
    opening_depth: u32,
    /// Nesting of automatic closes (bounded by `options.close_bound`).
    close_depth: u32,
}

/// The chunks [`Exec::find_chunks`] considers beyond those of the receiver.
#[derive(Clone, Copy)]
enum Scope<'a> {
    /// The chunks of one field or predicate (`Class.name`).
    Named(&'a str),
    /// Every predicate chunk (auto-open).
    AnyPredicate,
}

pub fn field_key(class: &str, field: &str) -> Rc<str> {
    format!("{class}.{field}").into()
}

fn split_key(key: &str) -> (&str, &str) {
    key.split_once('.').expect("keys are Class.name")
}

impl<'p> Exec<'p> {
    pub fn new(prep: &'p Prepared, options: Options) -> Exec<'p> {
        let mut terms = TermStore::new();
        let voc = Vocabulary::new(&mut terms);
        let prover = Prover::new(options.solver_timeout);
        Exec {
            prep,
            terms,
            voc,
            prover,
            options,
            phase: String::new(),
            auto_use_depth: 0,
            termination: None,
            opening_depth: 0,
            close_depth: 0,
        }
    }

    // ---- small helpers ----

    fn not_null(&mut self, t: TermId) -> TermId {
        let eq = self.terms.eq(t, self.voc.null);
        self.terms.not(eq)
    }

    fn valid(&mut self, pc: &PathCondition, psi: TermId) -> bool {
        self.prover.valid(&mut self.terms, &self.voc, pc, psi)
    }

    fn feasible(&mut self, pc: &PathCondition, psi: TermId) -> bool {
        self.prover.feasible(&mut self.terms, &self.voc, pc, psi)
    }

    fn add(&mut self, pc: &PathCondition, fact: TermId) -> PathCondition {
        // Duplicates are harmless; looking only at the newest facts keeps adding O(1).
        if pc.recently_contains(fact, 16) {
            return pc.clone();
        }
        pc.add(&mut self.terms, &self.voc, fact)
    }

    pub fn default_value(&mut self, ty: &Type) -> TermId {
        if ty.is_ref() {
            self.voc.null
        } else {
            self.terms.int_const(0)
        }
    }

    /// A fresh value of type `ty` (a bool is 0 or 1).
    pub fn fresh_value(&mut self, name: &str, ty: &Type, pc: &PathCondition) -> (TermId, PathCondition) {
        let v = self.terms.fresh_symbol(name, Sort::Int);
        if *ty == Type::Bool {
            let zero = self.terms.int_const(0);
            let one = self.terms.int_const(1);
            let lo = self.terms.int_op(effigy_smt::Op::IntLe, zero, v);
            let hi = self.terms.int_op(effigy_smt::Op::IntLe, v, one);
            let range = self.terms.and(lo, hi);
            return (v, self.add(pc, range));
        }
        (v, pc.clone())
    }

    pub fn fresh_snap(&mut self) -> TermId {
        self.voc.fresh_snap(&mut self.terms, "s")
    }

    /// Γc = [this ↦ t0, x1 ↦ t1, …].
    fn callee_store(&self, m: &Method, t0: TermId, ts: &[TermId]) -> Store {
        let mut s = Store::default().bind("this", t0);
        for (p, &t) in m.params.iter().zip(ts) {
            s = s.bind(&p.name, t);
        }
        s
    }

    pub fn view(&self, label: &str, st: &State) -> StateView {
        StateView {
            label: label.to_string(),
            heap: st.heap.render(&self.terms),
            old: st.old.render(&self.terms),
            store: st.store.bindings().into_iter().map(|(k, v)| (k.to_string(), self.terms.display(v).to_string())).collect(),
            path_condition: st.pc.render(&self.terms),
        }
    }

    /// A verification failure at `span`, unless the path is infeasible.
    pub fn fail(&mut self, st: &State, kind: FailureKind, span: Span, message: String) -> Outcome {
        if !self.prover.consistent(&mut self.terms, &st.pc) {
            return Ok(());
        }
        let mut states = Vec::new();
        let mut cur = st.trace.clone();
        while let Some(n) = cur {
            states.push(self.view(&n.label, &n.state));
            cur = n.parent.clone();
        }
        states.reverse();
        states.push(self.view("failure", st));
        Err(Box::new(Failure { kind, message, span, phase: self.phase.clone(), path: st.path_labels(), states }))
    }

    fn internal(&mut self, st: &State, span: Span, what: &str) -> Outcome {
        // Unreachable after a successful check; reported, never a panic.
        Err(Box::new(Failure {
            kind: FailureKind::IllDefinedContract,
            message: format!("internal error: {what}"),
            span,
            phase: self.phase.clone(),
            path: st.path_labels(),
            states: vec![self.view("failure", st)],
        }))
    }

    /// The ∃ of E-Field, C-Acc, C-Pred, X-FieldUpd: chunks of `heap` for which `matcher` gives
    /// pairs of terms that are equal — syntactically first, then provably under `pc` — each in
    /// heap order. `None` when no chunk matches at all.
    ///
    /// The first pair `matcher` gives is always (the chunk's receiver, `receiver`), so the
    /// syntactic matches are among the chunks indexed under `receiver`, and the search costs
    /// O(chunks of that receiver), not O(heap). Only when none of them leads to success are the
    /// other candidates (`scope`) visited; each of those costs a prover query anyway.
    fn find_chunks(
        &mut self,
        pc: &PathCondition,
        heap: &Heap,
        receiver: TermId,
        scope: Scope<'_>,
        matcher: &dyn Fn(&Chunk) -> Option<Vec<(TermId, TermId)>>,
        k: &mut dyn FnMut(&mut Exec<'p>, ChunkId) -> Outcome,
    ) -> Option<Outcome> {
        let mut first_err: Option<Box<Failure>> = None;
        let mut any = false;
        for (i, c) in heap.with_receiver(receiver) {
            let Some(pairs) = matcher(c) else { continue };
            debug_assert_eq!(pairs.first(), Some(&(c.receiver(), receiver)), "the receiver pair comes first");
            if pairs.iter().all(|(a, b)| a == b) {
                any = true;
                match k(self, i) {
                    Ok(()) => return Some(Ok(())),
                    Err(e) => {
                        first_err.get_or_insert(e);
                    }
                }
            }
        }
        let candidates: Vec<(ChunkId, Vec<(TermId, TermId)>)> = match scope {
            Scope::Named(name) => heap.named(name).filter_map(|(i, c)| Some((i, matcher(c)?))).collect(),
            Scope::AnyPredicate => {
                heap.iter().filter(|(_, c)| matches!(c, Chunk::Pred { .. })).filter_map(|(i, c)| Some((i, matcher(c)?))).collect()
            }
        };
        let deferred = candidates.into_iter().filter(|(_, pairs)| !pairs.iter().all(|(a, b)| a == b));
        for (i, pairs) in deferred {
            let eqs: Vec<TermId> = pairs.iter().map(|&(a, b)| self.terms.eq(a, b)).collect();
            let all = self.terms.and_all(eqs);
            if self.terms.as_bool(all) == Some(false) || !self.valid(pc, all) {
                continue;
            }
            any = true;
            match k(self, i) {
                Ok(()) => return Some(Ok(())),
                Err(e) => {
                    first_err.get_or_insert(e);
                }
            }
        }
        if any {
            Some(Err(first_err.expect("a tried candidate failed")))
        } else {
            None
        }
    }

    // ---- eval (Figure 5) ----

    /// eval(σ, e, Q). In core mode Q continues with σ's own path condition (Figure 5 hands Q
    /// only a term); in infer mode with the path condition eval built (Section 4).
    pub fn eval(&mut self, st: &State, e: &Expr, k: KV<'_, 'p>) -> Outcome {
        if self.options.infer {
            return self.eval_inner(st, e, k);
        }
        let pc0 = st.pc.clone();
        self.eval_inner(st, e, &mut |me, _pc, t| k(me, pc0.clone(), t))
    }

    fn eval_list(
        &mut self,
        st: &State,
        es: &[Expr],
        acc: Vec<TermId>,
        k: &mut dyn FnMut(&mut Exec<'p>, PathCondition, Vec<TermId>) -> Outcome,
    ) -> Outcome {
        match es.split_first() {
            None => k(self, st.pc.clone(), acc),
            Some((e, rest)) => self.eval(st, e, &mut |me, pc, t| {
                let mut acc2 = acc.clone();
                acc2.push(t);
                me.eval_list(&st.with_pc(pc), rest, acc2, k)
            }),
        }
    }

    /// Evaluates a call's receiver and arguments, left to right.
    fn eval_call_parts(&mut self, st: &State, call: &Call, k: KArgs<'_, 'p>) -> Outcome {
        let Some(recv) = call.receiver.as_deref() else { return self.internal(st, call.span, "call without receiver") };
        self.eval(st, recv, &mut |me, pc, t0| me.eval_list(&st.with_pc(pc), &call.args, Vec::new(), &mut |me, pc2, ts| k(me, pc2, t0, ts)))
    }

    fn eval_inner(&mut self, st: &State, e: &Expr, k: KV<'_, 'p>) -> Outcome {
        match &e.kind {
            ExprKind::Null => k(self, st.pc.clone(), self.voc.null),
            ExprKind::Bool(b) => {
                let t = self.terms.int_const(*b as i128);
                k(self, st.pc.clone(), t)
            }
            ExprKind::Int(v) => {
                let t = self.terms.int_const(*v);
                k(self, st.pc.clone(), t)
            }
            ExprKind::This => match st.store.get("this") {
                Some(t) => k(self, st.pc.clone(), t),
                None => self.internal(st, e.span, "`this` unbound"),
            },
            ExprKind::Var(x) | ExprKind::Name(x) => match st.store.get(x) {
                Some(t) => k(self, st.pc.clone(), t),
                None => self.internal(st, e.span, &format!("{x} unbound")),
            },
            ExprKind::Field(recv, f, class) => {
                let key = field_key(class, f);
                self.eval(st, recv, &mut |me, pc, t| me.read_field(&st.with_pc(pc), t, &key, e, 0, k))
            }
            ExprKind::Call(call) => self.eval_call_parts(st, call, &mut |me, pc, t0, ts| me.pure_call(&st.with_pc(pc), call, t0, ts, k)),
            ExprKind::Cond(l, r, a, b) => self.eval(st, l, &mut |me, pc1, t1| {
                me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                    let eq = me.terms.eq(t1, t2);
                    let ne = me.terms.not(eq);
                    let base = st.with_pc(pc2.clone());
                    let (may_eq, may_ne) = (me.feasible(&pc2, eq), me.feasible(&pc2, ne));
                    match (may_eq, may_ne) {
                        (true, true) => {
                            let s_eq = base.with_pc(me.add(&pc2, eq));
                            me.eval(&s_eq, a, &mut |me, _, t3| {
                                let s_ne = base.with_pc(me.add(&pc2, ne));
                                me.eval(&s_ne, b, &mut |me, _, t4| {
                                    let v = me.terms.ite(eq, t3, t4);
                                    k(me, pc2.clone(), v)
                                })
                            })
                        }
                        (true, false) => me.eval_inner(&base, a, k),
                        (false, true) => me.eval_inner(&base, b, k),
                        (false, false) => Ok(()),
                    }
                })
            }),
            ExprKind::Binary(op, l, r) => {
                let op = *op;
                self.eval(st, l, &mut |me, pc1, t1| {
                    me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                        let v = me.binary(op, t1, t2);
                        k(me, pc2, v)
                    })
                })
            }
            ExprKind::Old(inner) => {
                let old = State { heap: st.old.clone(), ..st.clone() };
                self.eval_inner(&old, inner, k)
            }
            ExprKind::Opening(call, body) => self.eval_call_parts(st, call, &mut |me, pc, t0, ts| {
                let st1 = st.with_pc(pc);
                let ctx = Ctx::new(format!("opening {}", pretty::call(call)), Some(call.span));
                let key = field_key(&call.class, &call.name);
                me.consume_pred(&st1, st1.heap.clone(), &key, call, t0, &ts, &ctx, &mut |me, rest, pc2, snap| {
                    let pred = me.prep.method(&call.class, &call.name);
                    let Body::Assertion(def) = &pred.body else { return me.internal(&st1, call.span, "predicate without body") };
                    let inner = State { heap: rest, store: me.callee_store(pred, t0, &ts), pc: pc2.clone(), ..st1.clone() };
                    me.produce(&inner, snap, def, &ctx, &mut |me, st3| {
                        if !me.options.infer && st3.pc.id() != pc2.id() && !me.prover.consistent(&mut me.terms, &st3.pc) {
                            return Ok(());
                        }
                        let st4 = State { heap: st3.heap, old: st.old.clone(), store: st.store.clone(), pc: st3.pc, ..st.clone() };
                        me.opening_depth += 1;
                        let r = me.eval(&st4, body, &mut |me, pc, t| {
                            me.opening_depth -= 1;
                            let r = k(me, pc, t);
                            me.opening_depth += 1;
                            r
                        });
                        me.opening_depth -= 1;
                        r
                    })
                })
            }),
            ExprKind::Using(call, body) => self.eval_call_parts(st, call, &mut |me, pc, t0, ts| {
                let st1 = st.with_pc(pc);
                me.pure_call(&st1, call, t0, ts.clone(), &mut |me, pc2, tcall| {
                    let callee = me.prep.method(&call.class, &call.name);
                    let Body::Expr(def) = &callee.body else { return me.internal(&st1, call.span, "pure method without body") };
                    let st_c = State { store: me.callee_store(callee, t0, &ts), pc: pc2.clone(), ..st1.clone() };
                    me.eval(&st_c, def, &mut |me, pc3, tbody| {
                        let eq = me.terms.eq(tcall, tbody);
                        if !me.feasible(&pc3, eq) {
                            return Ok(());
                        }
                        let st5 = st1.with_pc(me.add(&pc3, eq));
                        me.eval(&st5, body, k)
                    })
                })
            }),
        }
    }

    fn binary(&mut self, op: BinOp, a: TermId, b: TermId) -> TermId {
        let one = self.terms.int_const(1);
        let zero = self.terms.int_const(0);
        match op {
            BinOp::Add => self.terms.int_add(a, b),
            _ => {
                let f = self.comparison(op, a, b);
                self.terms.ite(f, one, zero)
            }
        }
    }

    fn comparison(&mut self, op: BinOp, a: TermId, b: TermId) -> TermId {
        match op {
            BinOp::Eq => self.terms.eq(a, b),
            BinOp::Ne => {
                let eq = self.terms.eq(a, b);
                self.terms.not(eq)
            }
            BinOp::Lt => self.terms.int_op(effigy_smt::Op::IntLt, a, b),
            BinOp::Le => self.terms.int_op(effigy_smt::Op::IntLe, a, b),
            BinOp::Add => unreachable!("not a comparison"),
        }
    }

    /// The formula a boolean expression asserts (`e = true`; comparisons directly).
    fn formula(&mut self, st: &State, e: &Expr, k: KV<'_, 'p>) -> Outcome {
        if let ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le), l, r) = &e.kind {
            let op = *op;
            return self.eval(st, l, &mut |me, pc1, t1| {
                me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                    let f = me.comparison(op, t1, t2);
                    k(me, pc2, f)
                })
            });
        }
        self.eval(st, e, &mut |me, pc, t| {
            let one = me.terms.int_const(1);
            let f = me.terms.eq(t, one);
            k(me, pc, f)
        })
    }

    /// E-Field's ∃, with auto-open (non-destructive, as `opening`) in infer mode.
    fn read_field(&mut self, st: &State, t: TermId, key: &Rc<str>, e: &Expr, depth: u32, k: KV<'_, 'p>) -> Outcome {
        let heap = st.heap.clone();
        let matcher = |c: &Chunk| match c {
            Chunk::Field { receiver, field, .. } if field == key => Some(vec![(*receiver, t)]),
            _ => None,
        };
        let r = self.find_chunks(&st.pc, &heap, t, Scope::Named(key), &matcher, &mut |me, i| {
            let Chunk::Field { value, .. } = heap.get(i) else { unreachable!() };
            k(me, st.pc.clone(), *value)
        });
        if let Some(r) = r {
            return r;
        }
        if self.options.infer && depth < self.options.close_bound {
            let r = self.auto_open(st, &heap, t, &mut |me, pc, h, _, _| {
                me.read_field(&State { heap: h, pc, ..st.clone() }, t, key, e, depth + 1, k)
            });
            if let Some(r) = r {
                return r;
            }
        }
        self.fail(st, FailureKind::NoPermissionRead, e.span, format!("insufficient permission to read {}", pretty::expr(e)))
    }

    /// Auto-open: some predicate chunk of `heap` whose receiver is `t`, replaced by its body.
    fn auto_open(
        &mut self,
        st: &State,
        heap: &Heap,
        t: TermId,
        k: &mut dyn FnMut(&mut Exec<'p>, PathCondition, Heap, &Chunk, &Heap) -> Outcome,
    ) -> Option<Outcome> {
        let matcher = |c: &Chunk| match c {
            Chunk::Pred { receiver, .. } => Some(vec![(*receiver, t)]),
            _ => None,
        };
        let heap2 = heap.clone();
        self.find_chunks(&st.pc, heap, t, Scope::AnyPredicate, &matcher, &mut |me, i| {
            let Chunk::Pred { receiver, pred, args, snap } = heap2.get(i).clone() else { unreachable!() };
            let (class, name) = split_key(&pred);
            let m = me.prep.method(class, name);
            let Body::Assertion(def) = &m.body else { return me.internal(st, m.span, "predicate without body") };
            let opened = heap2.get(i).clone();
            let rest = heap2.without(i);
            let inner = State { heap: Heap::default(), store: me.callee_store(m, receiver, &args), ..st.clone() };
            let ctx = Ctx::new(format!("opening {name}"), None);
            // Produced into an empty heap, then added: the caller learns which chunks replaced
            // the opened one (consume' applies the same opening to its evaluation heap).
            me.produce(&inner, snap, def, &ctx, &mut |me, st2| {
                let added = st2.heap.clone();
                k(me, st2.pc, rest.union(&added), &opened, &added)
            })
        })
    }

    /// E-Pure: the precondition is consumed from a copy of the heap; the value is the
    /// uninterpreted C.p(snapshot, receiver, args). In infer mode, auto-use.
    fn pure_call(&mut self, st: &State, call: &Call, t0: TermId, ts: Vec<TermId>, k: KV<'_, 'p>) -> Outcome {
        let shown = pretty::call(call);
        let nn = self.not_null(t0);
        if !self.valid(&st.pc, nn) {
            return self.fail(st, FailureKind::ReceiverMaybeNull, call.span, format!("the receiver of {shown} may be null"));
        }
        let callee = self.prep.method(&call.class, &call.name);
        let store_c = self.callee_store(callee, t0, &ts);
        let st_c = State { store: store_c.clone(), ..st.clone() };
        let ctx = Ctx::new(format!("precondition of {shown}"), Some(call.span));
        let pre = self.prep.pre(&call.class, &call.name);
        self.consume(&st_c, pre, &ctx, &mut |me, st2, snap| {
            if let Some(order) = me.termination {
                if callee.order >= order && me.opening_depth == 0 && st2.heap.is_empty() {
                    return me.fail(
                        &st2,
                        FailureKind::PureTermination,
                        call.span,
                        format!(
                            "{shown} may not terminate: {}.{} is not declared earlier, the call is not inside `opening`, and its precondition consumes the whole heap",
                            call.class, call.name
                        ),
                    );
                }
            }
            let f = me.voc.pure_function(&mut me.terms, &call.class, &call.name, ts.len());
            let mut args = vec![snap, t0];
            args.extend(&ts);
            let tcall = me.terms.apply_fun(f, args);
            let mut pc = st2.pc.clone();
            if me.options.infer && me.auto_use_depth == 0 {
                let body_state = State { pc: pc.clone(), store: store_c.clone(), ..st.clone() };
                if let Some((pc_b, tbody)) = me.body_value(&body_state, callee) {
                    let eq = me.terms.eq(tcall, tbody);
                    pc = me.add(&pc_b, eq);
                }
            }
            k(me, pc, tcall)
        })
    }

    /// The value of a pure method's body in `st` (for auto-use): only when its evaluation
    /// succeeds on exactly one path.
    fn body_value(&mut self, st: &State, callee: &Method) -> Option<(PathCondition, TermId)> {
        let Body::Expr(body) = &callee.body else { return None };
        let saved = self.termination.take();
        let saved_opening = self.opening_depth;
        self.auto_use_depth += 1;
        let mut got: Vec<(PathCondition, TermId)> = Vec::new();
        let r = self.eval_inner(st, body, &mut |_, pc, t| {
            got.push((pc, t));
            Ok(())
        });
        self.auto_use_depth -= 1;
        self.termination = saved;
        self.opening_depth = saved_opening;
        if r.is_ok() && got.len() == 1 {
            got.pop()
        } else {
            None
        }
    }

    // ---- produce (Figure 6) ----

    /// produce(σ, s, φ, Q): φ's chunks are produced into an empty accumulated heap (so φ must
    /// frame itself) and then added to σ's heap.
    pub fn produce(&mut self, st: &State, snap: TermId, a: &Assertion, ctx: &Ctx, k: K<'_, 'p>) -> Outcome {
        let base = st.heap.clone();
        let acc = State { heap: Heap::default(), ..st.clone() };
        self.produce_acc(&acc, snap, a, ctx, &mut |me, st2| {
            let heap = base.union(&st2.heap);
            k(me, State { heap, ..st2 })
        })
    }

    /// produce': `st.heap` is the heap accumulated so far in this assertion.
    fn produce_acc(&mut self, st: &State, snap: TermId, a: &Assertion, ctx: &Ctx, k: K<'_, 'p>) -> Outcome {
        match &a.kind {
            AssertionKind::True => k(self, st.clone()),
            AssertionKind::False => Ok(()),
            AssertionKind::Acc(recv, f, class) => self.eval(st, recv, &mut |me, pc, t| {
                let st1 = st.with_pc(pc);
                let nn = me.not_null(t);
                if !me.valid(&st1.pc, nn) {
                    return me.fail(
                        &st1,
                        FailureKind::ProduceAccMaybeNull,
                        a.span,
                        format!("{} is not provably non-null in {}", pretty::expr(recv), pretty::assertion(a)),
                    );
                }
                let key = field_key(class, f);
                let mut pc = st1.pc.clone();
                for (_, c) in st1.heap.named(&key) {
                    if let Chunk::Field { receiver, .. } = c {
                        if *receiver == t {
                            return Ok(()); // acc(e.f) * acc(e.f): unreachable
                        }
                        let eq = me.terms.eq(*receiver, t);
                        let ne = me.terms.not(eq);
                        pc = me.add(&pc, ne);
                    }
                }
                let value = me.voc.to_ref(&mut me.terms, snap);
                let heap = st1.heap.with(Chunk::Field { receiver: t, field: key, value });
                k(me, State { heap, pc, ..st1 })
            }),
            AssertionKind::Eq(l, r) | AssertionKind::Ne(l, r) => {
                let is_eq = matches!(a.kind, AssertionKind::Eq(..));
                self.eval(st, l, &mut |me, pc1, t1| {
                    me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                        let eq = me.terms.eq(t1, t2);
                        let fact = if is_eq { eq } else { me.terms.not(eq) };
                        if me.terms.as_bool(fact) == Some(false) {
                            return Ok(());
                        }
                        let pc = me.add(&pc2, fact);
                        k(me, st.with_pc(pc))
                    })
                })
            }
            AssertionKind::Holds(e) => self.formula(st, e, &mut |me, pc, f| {
                if me.terms.as_bool(f) == Some(false) {
                    return Ok(());
                }
                let pc = me.add(&pc, f);
                k(me, st.with_pc(pc))
            }),
            AssertionKind::Star(x, y) => {
                let s1 = self.voc.first(&mut self.terms, snap);
                let s2 = self.voc.second(&mut self.terms, snap);
                self.produce_acc(st, s1, x, ctx, &mut |me, st1| me.produce_acc(&st1, s2, y, ctx, &mut *k))
            }
            AssertionKind::Pred(call) => self.eval_call_parts(st, call, &mut |me, pc, t0, ts| {
                let st1 = st.with_pc(pc);
                let nn = me.not_null(t0);
                if !me.valid(&st1.pc, nn) {
                    return me.fail(
                        &st1,
                        FailureKind::ProduceAccMaybeNull,
                        a.span,
                        format!("the receiver of {} is not provably non-null", pretty::call(call)),
                    );
                }
                let chunk = Chunk::Pred { receiver: t0, pred: field_key(&call.class, &call.name), args: ts.into(), snap };
                let heap = st1.heap.with(chunk);
                k(me, State { heap, ..st1 })
            }),
            AssertionKind::Cond(l, r, x, y) => self.eval(st, l, &mut |me, pc1, t1| {
                me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                    let eq = me.terms.eq(t1, t2);
                    let ne = me.terms.not(eq);
                    if me.feasible(&pc2, eq) {
                        let s = st.with_pc(me.add(&pc2, eq));
                        me.produce_acc(&s, snap, x, ctx, &mut *k)?;
                    }
                    if me.feasible(&pc2, ne) {
                        let s = st.with_pc(me.add(&pc2, ne));
                        me.produce_acc(&s, snap, y, ctx, &mut *k)?;
                    }
                    Ok(())
                })
            }),
            AssertionKind::Untouched(inner) => {
                // [ERRATUM] assume that φ has the same snapshot in the accumulated and the old heap.
                let wd = Ctx::new(format!("{} (its footprint)", pretty::assertion(a)), ctx.site);
                self.consume_(st, st.heap.clone(), inner, &wd, &mut |me, _, pc1, s1| {
                    let old = State { heap: st.old.clone(), pc: pc1.clone(), ..st.clone() };
                    me.consume_(&old, st.old.clone(), inner, &wd, &mut |me, _, pc2, s2| {
                        let eq = me.terms.eq(s1, s2);
                        let pc = me.add(&pc2, eq);
                        k(me, st.with_pc(pc))
                    })
                })
            }
            AssertionKind::CallOrPred(c) => self.internal(st, c.span, "unresolved call in an assertion"),
        }
    }

    // ---- consume (Figure 7) ----

    /// consume(σ, φ, Q): Q gets σ with φ's chunks removed and the snapshot of the removed part.
    pub fn consume(&mut self, st: &State, a: &Assertion, ctx: &Ctx, k: KS<'_, 'p>) -> Outcome {
        self.consume_(st, st.heap.clone(), a, ctx, &mut |me, rest, pc, snap| k(me, State { heap: rest, pc, ..st.clone() }, snap))
    }

    fn span_of(ctx: &Ctx, a: &Assertion) -> Span {
        ctx.site.unwrap_or(a.span)
    }

    /// consume': expressions are evaluated in `st` (the heap before consumption), chunks are
    /// removed from `rest`.
    fn consume_(&mut self, st: &State, rest: Heap, a: &Assertion, ctx: &Ctx, k: KC<'_, 'p>) -> Outcome {
        let span = Self::span_of(ctx, a);
        match &a.kind {
            AssertionKind::True => k(self, rest, st.pc.clone(), self.voc.unit),
            AssertionKind::False => {
                let kind = ctx.kind.unwrap_or(FailureKind::ConsumeFalse);
                self.fail(st, kind, span, format!("{} may not hold: false", ctx.what))
            }
            AssertionKind::Acc(recv, f, class) => {
                let key = field_key(class, f);
                self.eval(st, recv, &mut |me, pc, t| me.consume_field(&st.with_pc(pc), rest.clone(), t, &key, a, ctx, 0, &mut *k))
            }
            AssertionKind::Eq(..) | AssertionKind::Ne(..) | AssertionKind::Holds(..) => {
                let mut check = |me: &mut Exec<'p>, pc: PathCondition, f: TermId| -> Outcome {
                    if me.valid(&pc, f) {
                        k(me, rest.clone(), pc, me.voc.unit)
                    } else {
                        let kind = ctx.kind.unwrap_or(FailureKind::NotProvable);
                        me.fail(&st.with_pc(pc), kind, span, format!("{} may not hold: {}", ctx.what, pretty::assertion(a)))
                    }
                };
                match &a.kind {
                    AssertionKind::Holds(e) => self.formula(st, e, &mut check),
                    AssertionKind::Eq(l, r) | AssertionKind::Ne(l, r) => {
                        let is_eq = matches!(a.kind, AssertionKind::Eq(..));
                        self.eval(st, l, &mut |me, pc1, t1| {
                            me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                                let eq = me.terms.eq(t1, t2);
                                let f = if is_eq { eq } else { me.terms.not(eq) };
                                check(me, pc2, f)
                            })
                        })
                    }
                    _ => unreachable!(),
                }
            }
            AssertionKind::Star(x, y) => self.consume_(st, rest, x, ctx, &mut |me, rest2, pc1, s1| {
                me.consume_(&st.with_pc(pc1), rest2, y, ctx, &mut |me, rest3, pc2, s2| {
                    let s = me.voc.combine(&mut me.terms, s1, s2);
                    k(me, rest3, pc2, s)
                })
            }),
            AssertionKind::Pred(call) => self.eval_call_parts(st, call, &mut |me, pc, t0, ts| {
                let key = field_key(&call.class, &call.name);
                me.consume_pred(&st.with_pc(pc), rest.clone(), &key, call, t0, &ts, ctx, &mut *k)
            }),
            AssertionKind::Cond(l, r, x, y) => self.eval(st, l, &mut |me, pc1, t1| {
                me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                    let eq = me.terms.eq(t1, t2);
                    let ne = me.terms.not(eq);
                    if me.feasible(&pc2, eq) {
                        let s = st.with_pc(me.add(&pc2, eq));
                        me.consume_(&s, rest.clone(), x, ctx, &mut *k)?;
                    }
                    if me.feasible(&pc2, ne) {
                        let s = st.with_pc(me.add(&pc2, ne));
                        me.consume_(&s, rest.clone(), y, ctx, &mut *k)?;
                    }
                    Ok(())
                })
            }),
            AssertionKind::Untouched(inner) => {
                // Compare φ's snapshot in the full current heap with that in the old heap;
                // consumes no permission.
                let wd = Ctx::new(format!("{} may not hold: {}", ctx.what, pretty::assertion(a)), ctx.site);
                self.consume_(st, st.heap.clone(), inner, &wd, &mut |me, _, pc1, s1| {
                    let old = State { heap: st.old.clone(), pc: pc1.clone(), ..st.clone() };
                    me.consume_(&old, st.old.clone(), inner, &wd, &mut |me, _, pc2, s2| {
                        let eq = me.terms.eq(s1, s2);
                        if me.valid(&pc2, eq) {
                            Ok(())
                        } else {
                            me.fail(
                                &st.with_pc(pc2),
                                FailureKind::UntouchedViolated,
                                span,
                                format!("{} may not hold: {}", ctx.what, pretty::assertion(a)),
                            )
                        }
                    })
                })?;
                k(self, rest, st.pc.clone(), self.voc.unit)
            }
            AssertionKind::CallOrPred(c) => self.internal(st, c.span, "unresolved call in an assertion"),
        }
    }

    /// C-Acc's ∃ over field chunks of `rest`, with auto-open (persistent) in infer mode.
    #[allow(clippy::too_many_arguments)]
    fn consume_field(
        &mut self,
        st: &State,
        rest: Heap,
        t: TermId,
        key: &Rc<str>,
        a: &Assertion,
        ctx: &Ctx,
        depth: u32,
        k: KC<'_, 'p>,
    ) -> Outcome {
        let matcher = |c: &Chunk| match c {
            Chunk::Field { receiver, field, .. } if field == key => Some(vec![(*receiver, t)]),
            _ => None,
        };
        let r = self.find_chunks(&st.pc, &rest, t, Scope::Named(key), &matcher, &mut |me, i| {
            let Chunk::Field { value, .. } = rest.get(i) else { unreachable!() };
            let s = me.voc.from_ref(&mut me.terms, *value);
            k(me, rest.without(i), st.pc.clone(), s)
        });
        if let Some(r) = r {
            return r;
        }
        if self.options.infer && depth < self.options.close_bound {
            let r = self.auto_open(st, &rest, t, &mut |me, pc, h, opened, added| {
                // The evaluation heap sees the same opening, so that later conjuncts can read
                // (and pure calls consume) what the predicate held.
                let eval_heap = match st.heap.position(opened) {
                    Some(j) => st.heap.without(j).union(added),
                    None => st.heap.clone(),
                };
                me.consume_field(&State { heap: eval_heap, pc, ..st.clone() }, h, t, key, a, ctx, depth + 1, &mut *k)
            });
            if let Some(r) = r {
                return r;
            }
        }
        let AssertionKind::Acc(recv, f, _) = &a.kind else { unreachable!() };
        let kind = ctx.kind.unwrap_or(FailureKind::MissingChunk);
        let field = format!("{}.{f}", pretty::expr(recv));
        self.fail(st, kind, Self::span_of(ctx, a), format!("{} may not hold: insufficient permission for {field}", ctx.what))
    }

    /// C-Pred's ∃ over predicate chunks of `rest`; in infer mode, auto-close when none matches.
    #[allow(clippy::too_many_arguments)]
    fn consume_pred(
        &mut self,
        st: &State,
        rest: Heap,
        key: &Rc<str>,
        call: &Call,
        t0: TermId,
        ts: &[TermId],
        ctx: &Ctx,
        k: KC<'_, 'p>,
    ) -> Outcome {
        let matcher = |c: &Chunk| match c {
            Chunk::Pred { receiver, pred, args, .. } if pred == key && args.len() == ts.len() => {
                let mut pairs = vec![(*receiver, t0)];
                pairs.extend(args.iter().copied().zip(ts.iter().copied()));
                Some(pairs)
            }
            _ => None,
        };
        let r = self.find_chunks(&st.pc, &rest, t0, Scope::Named(key), &matcher, &mut |me, i| {
            let Chunk::Pred { snap, .. } = rest.get(i) else { unreachable!() };
            k(me, rest.without(i), st.pc.clone(), *snap)
        });
        if let Some(r) = r {
            return r;
        }
        let shown = pretty::call(call);
        // In infer mode an `open` may meet a predicate already unfolded (contract unfolding):
        // closing it first makes the `open` the no-op it then is.
        if self.options.infer && self.close_depth < self.options.close_bound {
            let nn = self.not_null(t0);
            if self.valid(&st.pc, nn) {
                // Auto-close: consume the body from `rest` and hand its snapshot on, as if the
                // closed chunk had been there.
                let pred = self.prep.method(&call.class, &call.name);
                if let Body::Assertion(def) = &pred.body {
                    let st_c = State { heap: rest.clone(), store: self.callee_store(pred, t0, ts), ..st.clone() };
                    let close_ctx = Ctx::new(format!("closing {shown}"), ctx.site);
                    let mut reached = false;
                    self.close_depth += 1;
                    let r = self.consume_(&st_c, rest.clone(), def, &close_ctx, &mut |me, rest2, pc2, s| {
                        reached = true;
                        me.close_depth -= 1;
                        let r = k(me, rest2, pc2, s);
                        me.close_depth += 1;
                        r
                    });
                    self.close_depth -= 1;
                    if r.is_ok() || reached {
                        return r;
                    }
                }
            }
        }
        let kind = ctx.kind.unwrap_or(FailureKind::MissingChunk);
        let span = ctx.site.unwrap_or(call.span);
        if ctx.open {
            return self.fail(st, kind, span, format!("cannot open {shown}: no such predicate instance"));
        }
        self.fail(st, kind, span, format!("{} may not hold: no predicate instance {shown}", ctx.what))
    }

    // ---- exec (Figure 8) ----

    pub fn exec_seq(&mut self, st: State, stmts: &[Stmt], k: K<'_, 'p>) -> Outcome {
        match stmts.split_first() {
            None => k(self, st),
            Some((s, rest)) => {
                let st = if self.options.trace { self.record(st, s.span) } else { st };
                self.exec_stmt(st, s, &mut |me, st2| me.exec_seq(st2, rest, &mut *k))
            }
        }
    }

    fn record(&self, st: State, span: Span) -> State {
        let lc = self.prep.line_col(span.start);
        let text = self.prep.source[span.start as usize..span.end as usize].lines().next().unwrap_or("").trim().to_string();
        let label = format!("{}:{} {text}", lc.line, lc.column);
        let node = TraceNode { label, state: State { trace: None, ..st.clone() }, parent: st.trace.clone() };
        State { trace: Some(Rc::new(node)), ..st }
    }

    /// A method body or the main routine, split at top-level `join`s (SPEC §7.1).
    pub fn exec_body(&mut self, st0: State, stmts: &[Stmt], k: K<'_, 'p>) -> Outcome {
        let Some(j) = stmts.iter().position(|s| matches!(s.kind, StmtKind::Join(_))) else {
            return self.exec_seq(st0, stmts, k);
        };
        let StmtKind::Join(phi) = &stmts[j].kind else { unreachable!() };
        let span = stmts[j].span;
        let ctx = Ctx { what: "join assertion".into(), site: Some(span), kind: Some(FailureKind::JoinNotEstablished), open: false };
        self.exec_seq(st0.clone(), &stmts[..j], &mut |me, st1| me.consume(&st1, phi, &ctx, &mut |_, _, _| Ok(())))?;
        let mut store = st0.store.clone();
        let mut pc = st0.pc.clone();
        for s in &stmts[..j] {
            if let StmtKind::Decl(ty, y, _) = &s.kind {
                let (v, pc2) = self.fresh_value(y, ty, &pc);
                pc = pc2;
                store = store.bind(y, v);
            }
        }
        let st2 = State { heap: Heap::default(), old: st0.old.clone(), store, pc, path: st0.path.clone(), trace: st0.trace.clone() };
        let st2 = st2.branch(format!("after join at line {}", self.prep.line_col(span.start).line));
        let snap = self.fresh_snap();
        let pctx = Ctx::new("join assertion", Some(span));
        self.produce(&st2, snap, phi, &pctx, &mut |me, st3| me.exec_body(st3, &stmts[j + 1..], &mut *k))
    }

    fn exec_stmt(&mut self, st: State, s: &Stmt, k: K<'_, 'p>) -> Outcome {
        match &s.kind {
            StmtKind::Decl(ty, x, init) => {
                let d = self.default_value(ty);
                let st1 = State { store: st.store.bind(x, d), ..st };
                match init {
                    None => k(self, st1),
                    Some(rhs) => self.assign(st1, x, rhs, k),
                }
            }
            StmtKind::Assign(x, rhs) => self.assign(st, x, rhs, k),
            StmtKind::FieldUpdate(recv, f, class, value) => {
                let key = field_key(class, f);
                self.eval(&st, recv, &mut |me, pc1, t1| {
                    me.eval(&st.with_pc(pc1), value, &mut |me, pc2, t2| {
                        let shown = format!("{}.{f}", pretty::expr(recv));
                        me.write_field(&st.with_pc(pc2), t1, &key, t2, s.span, &shown, 0, &mut *k)
                    })
                })
            }
            StmtKind::Call(call) => self.eval_call_parts(&st, call, &mut |me, pc, t0, ts| {
                me.call_mutator(st.with_pc(pc), &call.class, &call.name, t0, ts, call.span, &pretty::call(call), &mut *k)
            }),
            StmtKind::If { left, is_eq, right, then_branch, else_branch } => self.eval(&st, left, &mut |me, pc1, t1| {
                me.eval(&st.with_pc(pc1), right, &mut |me, pc2, t2| {
                    let eq = me.terms.eq(t1, t2);
                    let cond = if *is_eq { eq } else { me.terms.not(eq) };
                    let ncond = me.terms.not(cond);
                    let line = me.prep.line_col(s.span.start).line;
                    if me.feasible(&pc2, cond) {
                        let st_t = st.branch(format!("then at line {line}")).with_pc(me.add(&pc2, cond));
                        me.exec_seq(st_t, then_branch, &mut *k)?;
                    }
                    if me.feasible(&pc2, ncond) {
                        let st_e = st.branch(format!("else at line {line}")).with_pc(me.add(&pc2, ncond));
                        me.exec_seq(st_e, else_branch, &mut *k)?;
                    }
                    Ok(())
                })
            }),
            StmtKind::Assert(l, r) => self.eval(&st, l, &mut |me, pc1, t1| {
                me.eval(&st.with_pc(pc1), r, &mut |me, pc2, t2| {
                    let eq = me.terms.eq(t1, t2);
                    let st2 = st.with_pc(pc2);
                    if me.valid(&st2.pc, eq) {
                        k(me, st2)
                    } else {
                        me.fail(
                            &st2,
                            FailureKind::NotProvable,
                            s.span,
                            format!("assertion may not hold: {} = {}", pretty::expr(l), pretty::expr(r)),
                        )
                    }
                })
            }),
            StmtKind::Open(call) => self.eval_call_parts(&st, call, &mut |me, pc, t0, ts| {
                let st1 = st.with_pc(pc);
                let key = field_key(&call.class, &call.name);
                let ctx = Ctx { what: format!("open {}", pretty::call(call)), site: Some(s.span), kind: None, open: true };
                me.consume_pred(&st1, st1.heap.clone(), &key, call, t0, &ts, &ctx, &mut |me, rest, pc2, snap| {
                    let pred = me.prep.method(&call.class, &call.name);
                    let Body::Assertion(def) = &pred.body else { return me.internal(&st1, s.span, "predicate without body") };
                    let inner = State { heap: rest, store: me.callee_store(pred, t0, &ts), pc: pc2, ..st1.clone() };
                    me.produce(&inner, snap, def, &ctx, &mut |me, st3| k(me, State { store: st1.store.clone(), ..st3 }))
                })
            }),
            StmtKind::Close(call) => self.eval_call_parts(&st, call, &mut |me, pc, t0, ts| {
                let st1 = st.with_pc(pc);
                let shown = pretty::call(call);
                let nn = me.not_null(t0);
                if !me.valid(&st1.pc, nn) {
                    return me.fail(&st1, FailureKind::ReceiverMaybeNull, s.span, format!("the receiver of close {shown} may be null"));
                }
                let pred = me.prep.method(&call.class, &call.name);
                let Body::Assertion(def) = &pred.body else { return me.internal(&st1, s.span, "predicate without body") };
                let st_c = State { store: me.callee_store(pred, t0, &ts), ..st1.clone() };
                let ctx = Ctx::new(format!("cannot close {shown}: its body"), Some(s.span));
                let key = field_key(&call.class, &call.name);
                me.consume(&st_c, def, &ctx, &mut |me, st2, snap| {
                    let chunk = Chunk::Pred { receiver: t0, pred: key.clone(), args: ts.clone().into(), snap };
                    k(me, State { heap: st2.heap.with(chunk), store: st1.store.clone(), ..st2 })
                })
            }),
            StmtKind::Use(call) => self.eval_call_parts(&st, call, &mut |me, pc, t0, ts| {
                let st1 = st.with_pc(pc.clone());
                me.pure_call(&st1, call, t0, ts.clone(), &mut |me, pc2, tcall| {
                    let pc2 = if me.options.infer { pc2 } else { pc.clone() };
                    let callee = me.prep.method(&call.class, &call.name);
                    let Body::Expr(def) = &callee.body else { return me.internal(&st1, s.span, "pure method without body") };
                    let st_c = State { store: me.callee_store(callee, t0, &ts), pc: pc2, ..st1.clone() };
                    me.eval(&st_c, def, &mut |me, pc3, tbody| {
                        let eq = me.terms.eq(tcall, tbody);
                        let pc4 = me.add(&pc3, eq);
                        k(me, st1.with_pc(pc4))
                    })
                })
            }),
            StmtKind::Join(_) => self.internal(&st, s.span, "join below the top level"),
        }
    }

    fn assign(&mut self, st: State, x: &str, rhs: &Rhs, k: K<'_, 'p>) -> Outcome {
        match rhs {
            Rhs::Expr(e) => self.eval(&st, e, &mut |me, pc, t| k(me, State { store: st.store.bind(x, t), pc, ..st.clone() })),
            Rhs::New { class, args, span } => {
                let o = self.terms.fresh_symbol(x, Sort::Int);
                let cls = self.prep.class(class);
                let mut heap = st.heap.clone();
                for f in &cls.fields {
                    let value = self.default_value(&f.ty);
                    heap = heap.with(Chunk::Field { receiver: o, field: field_key(class, &f.name), value });
                }
                let nn = self.not_null(o);
                let pc = self.add(&st.pc, nn);
                let st1 = State { heap, store: st.store.bind(x, o), pc, ..st };
                match args {
                    None => k(self, st1),
                    Some(args) => self.eval_list(&st1, args, Vec::new(), &mut |me, pc, ts| {
                        let shown = format!("new {class}(…)");
                        me.call_mutator(st1.with_pc(pc), class, &constructor_name(class), o, ts, *span, &shown, &mut *k)
                    }),
                }
            }
        }
    }

    /// X-FieldUpd's ∃, with auto-open (persistent) in infer mode.
    #[allow(clippy::too_many_arguments)]
    fn write_field(
        &mut self,
        st: &State,
        t1: TermId,
        key: &Rc<str>,
        t2: TermId,
        span: Span,
        shown: &str,
        depth: u32,
        k: K<'_, 'p>,
    ) -> Outcome {
        let heap = st.heap.clone();
        let matcher = |c: &Chunk| match c {
            Chunk::Field { receiver, field, .. } if field == key => Some(vec![(*receiver, t1)]),
            _ => None,
        };
        let r = self.find_chunks(&st.pc, &heap, t1, Scope::Named(key), &matcher, &mut |me, i| {
            let Chunk::Field { receiver, field, .. } = heap.get(i) else { unreachable!() };
            let chunk = Chunk::Field { receiver: *receiver, field: field.clone(), value: t2 };
            k(me, st.with_heap(heap.replaced(i, chunk)))
        });
        if let Some(r) = r {
            return r;
        }
        if self.options.infer && depth < self.options.close_bound {
            let r = self.auto_open(st, &heap, t1, &mut |me, pc, h, _, _| {
                me.write_field(&State { heap: h, pc, ..st.clone() }, t1, key, t2, span, shown, depth + 1, &mut *k)
            });
            if let Some(r) = r {
                return r;
            }
        }
        self.fail(st, FailureKind::NoPermissionWrite, span, format!("insufficient permission to write {shown}"))
    }

    /// X-Call: receiver non-null, consume the precondition, produce the postcondition with a
    /// fresh snapshot and the pre-call heap as old heap.
    #[allow(clippy::too_many_arguments)]
    fn call_mutator(
        &mut self,
        st: State,
        class: &str,
        name: &str,
        t0: TermId,
        ts: Vec<TermId>,
        span: Span,
        shown: &str,
        k: K<'_, 'p>,
    ) -> Outcome {
        let nn = self.not_null(t0);
        if !self.valid(&st.pc, nn) {
            return self.fail(&st, FailureKind::ReceiverMaybeNull, span, format!("the receiver of {shown} may be null"));
        }
        let m = self.prep.method(class, name);
        let store_c = self.callee_store(m, t0, &ts);
        let (pre, post) = (self.prep.pre(class, name), self.prep.post(class, name));
        let ctx = Ctx::new(format!("precondition of {shown}"), Some(span));
        let post_ctx = Ctx::new(format!("postcondition of {shown}"), Some(span));
        let st_c = State { store: store_c.clone(), ..st.clone() };
        let mut stage = 0; // 0: consuming the precondition, 1: producing the postcondition, 2: after
        let r = self.consume(&st_c, pre, &ctx, &mut |me, st2, _| {
            stage = 1;
            let snap = me.fresh_snap();
            let st3 = State { old: st.heap.clone(), ..st2 };
            me.produce(&st3, snap, post, &post_ctx, &mut |me, st4| {
                stage = 2;
                k(me, State { old: st.old.clone(), store: st.store.clone(), ..st4 })
            })
        });
        // A failure inside the callee's contract is reported at the call site.
        match (r, stage) {
            (Err(mut f), 0 | 1) => {
                let what = if stage == 0 { &ctx.what } else { &post_ctx.what };
                if !f.message.starts_with(what.as_str()) {
                    let lc = self.prep.line_col(f.span.start);
                    f.message = format!("{what} is ill-defined: {} (at {}:{})", f.message, lc.line, lc.column);
                    f.span = span;
                }
                Err(f)
            }
            (r, _) => r,
        }
    }
}
