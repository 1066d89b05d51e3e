//! Validity (SPEC §5): Definitions 3–7 per member, the Section 3.6 termination check, and the
//! contract unfolding of mode infer (SPEC §6.1).

use std::collections::HashMap;
use std::time::Instant;

use effigy_smt::Sort;

use crate::exec::{Ctx, Exec, Outcome};
use crate::report::{MemberResult, Report, Statistics};
use crate::state::{Heap, PathCondition, State, Store};
use crate::syntax::*;
use crate::Options;

/// A checked program with its contracts combined (`requires φ1; requires φ2;` ≡ `φ1 * φ2`).
pub struct Prepared {
    pub program: Program,
    pub source: String,
    lines: LineIndex,
    index: HashMap<String, (usize, HashMap<String, usize>)>,
    pre: HashMap<String, HashMap<String, Assertion>>,
    post: HashMap<String, HashMap<String, Assertion>>,
    /// Contracts unfolded one level for verifying the method's own body (infer).
    unfolded_pre: HashMap<String, HashMap<String, Assertion>>,
    unfolded_post: HashMap<String, HashMap<String, Assertion>>,
}

fn conjunction(list: &[Assertion], span: Span) -> Assertion {
    let mut it = list.iter().cloned();
    match it.next() {
        None => Assertion { kind: AssertionKind::True, span },
        Some(first) => it.fold(first, |a, b| Assertion { span: a.span.to(b.span), kind: AssertionKind::Star(Box::new(a), Box::new(b)) }),
    }
}

impl Prepared {
    pub fn new(program: Program, source: String) -> Prepared {
        let mut p = Prepared {
            program,
            lines: LineIndex::new(&source),
            source,
            index: HashMap::new(),
            pre: HashMap::new(),
            post: HashMap::new(),
            unfolded_pre: HashMap::new(),
            unfolded_post: HashMap::new(),
        };
        for (ci, c) in p.program.classes.iter().enumerate() {
            let methods = c.methods.iter().enumerate().map(|(mi, m)| (m.name.clone(), mi)).collect();
            p.index.insert(c.name.clone(), (ci, methods));
            for m in &c.methods {
                p.pre.entry(c.name.clone()).or_default().insert(m.name.clone(), conjunction(&m.requires, m.span));
                p.post.entry(c.name.clone()).or_default().insert(m.name.clone(), conjunction(&m.ensures, m.span));
            }
        }
        let mut upre = HashMap::new();
        let mut upost = HashMap::new();
        for c in &p.program.classes {
            for m in &c.methods {
                let pre = unfold_assertion(&p, &c.name, p.pre(&c.name, &m.name));
                let post = unfold_assertion(&p, &c.name, p.post(&c.name, &m.name));
                upre.entry(c.name.clone()).or_insert_with(HashMap::new).insert(m.name.clone(), pre);
                upost.entry(c.name.clone()).or_insert_with(HashMap::new).insert(m.name.clone(), post);
            }
        }
        p.unfolded_pre = upre;
        p.unfolded_post = upost;
        p
    }

    /// The line and column of an offset of `source`.
    pub fn line_col(&self, offset: u32) -> LineCol {
        self.lines.line_col(&self.source, offset)
    }

    pub fn class(&self, name: &str) -> &Class {
        &self.program.classes[self.index[name].0]
    }
    pub fn method(&self, class: &str, name: &str) -> &Method {
        let (ci, ms) = &self.index[class];
        &self.program.classes[*ci].methods[ms[name]]
    }
    pub fn pre(&self, class: &str, name: &str) -> &Assertion {
        &self.pre[class][name]
    }
    pub fn post(&self, class: &str, name: &str) -> &Assertion {
        &self.post[class][name]
    }
}

// ---- contract unfolding (Section 4, technique 1) ----

fn subst_expr(e: &Expr, this: &Expr, params: &HashMap<&str, &Expr>) -> Expr {
    let kind = match &e.kind {
        ExprKind::This => return Expr { kind: this.kind.clone(), span: e.span },
        ExprKind::Var(x) => match params.get(x.as_str()) {
            Some(a) => return Expr { kind: a.kind.clone(), span: e.span },
            None => e.kind.clone(),
        },
        ExprKind::Field(r, f, c) => ExprKind::Field(Box::new(subst_expr(r, this, params)), f.clone(), c.clone()),
        ExprKind::Call(c) => ExprKind::Call(subst_call(c, this, params)),
        ExprKind::Cond(l, r, a, b) => ExprKind::Cond(
            Box::new(subst_expr(l, this, params)),
            Box::new(subst_expr(r, this, params)),
            Box::new(subst_expr(a, this, params)),
            Box::new(subst_expr(b, this, params)),
        ),
        ExprKind::Binary(op, l, r) => ExprKind::Binary(*op, Box::new(subst_expr(l, this, params)), Box::new(subst_expr(r, this, params))),
        ExprKind::Old(x) => ExprKind::Old(Box::new(subst_expr(x, this, params))),
        ExprKind::Opening(c, x) => ExprKind::Opening(subst_call(c, this, params), Box::new(subst_expr(x, this, params))),
        ExprKind::Using(c, x) => ExprKind::Using(subst_call(c, this, params), Box::new(subst_expr(x, this, params))),
        k => k.clone(),
    };
    Expr { kind, span: e.span }
}

fn subst_call(c: &Call, this: &Expr, params: &HashMap<&str, &Expr>) -> Call {
    Call {
        receiver: c.receiver.as_ref().map(|r| Box::new(subst_expr(r, this, params))),
        name: c.name.clone(),
        args: c.args.iter().map(|a| subst_expr(a, this, params)).collect(),
        span: c.span,
        class: c.class.clone(),
    }
}

fn subst_assertion(a: &Assertion, this: &Expr, params: &HashMap<&str, &Expr>) -> Assertion {
    let s = |e: &Expr| subst_expr(e, this, params);
    let kind = match &a.kind {
        AssertionKind::Acc(r, f, c) => AssertionKind::Acc(s(r), f.clone(), c.clone()),
        AssertionKind::Eq(l, r) => AssertionKind::Eq(s(l), s(r)),
        AssertionKind::Ne(l, r) => AssertionKind::Ne(s(l), s(r)),
        AssertionKind::Star(x, y) => {
            AssertionKind::Star(Box::new(subst_assertion(x, this, params)), Box::new(subst_assertion(y, this, params)))
        }
        AssertionKind::Pred(c) => AssertionKind::Pred(subst_call(c, this, params)),
        AssertionKind::CallOrPred(c) => AssertionKind::CallOrPred(subst_call(c, this, params)),
        AssertionKind::Cond(l, r, x, y) => {
            AssertionKind::Cond(s(l), s(r), Box::new(subst_assertion(x, this, params)), Box::new(subst_assertion(y, this, params)))
        }
        AssertionKind::Untouched(x) => AssertionKind::Untouched(Box::new(subst_assertion(x, this, params))),
        AssertionKind::Holds(e) => AssertionKind::Holds(s(e)),
        k => k.clone(),
    };
    Assertion { kind, span: a.span }
}

fn bindings<'a>(m: &'a Method, args: &'a [Expr]) -> HashMap<&'a str, &'a Expr> {
    m.params.iter().map(|p| p.name.as_str()).zip(args.iter()).collect()
}

/// One level of unfolding: predicate instances and pure calls of `class` become their bodies,
/// and `opening` of a predicate of `class` disappears (that predicate is unfolded too).
fn unfold_expr(p: &Prepared, class: &str, e: &Expr) -> Expr {
    let kind = match &e.kind {
        ExprKind::Call(c) if c.class == class => {
            let m = p.method(class, &c.name);
            if let Body::Expr(body) = &m.body {
                let recv = unfold_expr(p, class, c.receiver());
                let args: Vec<Expr> = c.args.iter().map(|a| unfold_expr(p, class, a)).collect();
                let body = subst_expr(body, &recv, &bindings(m, &args));
                return Expr { kind: strip_openings(class, &body).kind, span: e.span };
            }
            e.kind.clone()
        }
        ExprKind::Opening(c, x) if c.class == class => return unfold_expr(p, class, x),
        ExprKind::Field(r, f, c) => ExprKind::Field(Box::new(unfold_expr(p, class, r)), f.clone(), c.clone()),
        ExprKind::Call(c) => ExprKind::Call(Call {
            receiver: c.receiver.as_ref().map(|r| Box::new(unfold_expr(p, class, r))),
            args: c.args.iter().map(|a| unfold_expr(p, class, a)).collect(),
            ..c.clone()
        }),
        ExprKind::Cond(l, r, a, b) => ExprKind::Cond(
            Box::new(unfold_expr(p, class, l)),
            Box::new(unfold_expr(p, class, r)),
            Box::new(unfold_expr(p, class, a)),
            Box::new(unfold_expr(p, class, b)),
        ),
        ExprKind::Binary(op, l, r) => ExprKind::Binary(*op, Box::new(unfold_expr(p, class, l)), Box::new(unfold_expr(p, class, r))),
        ExprKind::Old(x) => ExprKind::Old(Box::new(unfold_expr(p, class, x))),
        k => k.clone(),
    };
    Expr { kind, span: e.span }
}

fn strip_openings(class: &str, e: &Expr) -> Expr {
    match &e.kind {
        ExprKind::Opening(c, x) if c.class == class => strip_openings(class, x),
        _ => e.clone(),
    }
}

fn unfold_assertion(p: &Prepared, class: &str, a: &Assertion) -> Assertion {
    let u = |e: &Expr| unfold_expr(p, class, e);
    let kind = match &a.kind {
        AssertionKind::Pred(c) if c.class == class => {
            let m = p.method(class, &c.name);
            if let Body::Assertion(body) = &m.body {
                let recv = u(c.receiver());
                let args: Vec<Expr> = c.args.iter().map(u).collect();
                let mut b = subst_assertion(body, &recv, &bindings(m, &args));
                b.span = a.span;
                return b;
            }
            a.kind.clone()
        }
        AssertionKind::Pred(c) => AssertionKind::Pred(Call {
            receiver: c.receiver.as_ref().map(|r| Box::new(u(r))),
            args: c.args.iter().map(u).collect(),
            ..c.clone()
        }),
        AssertionKind::Acc(r, f, c) => AssertionKind::Acc(u(r), f.clone(), c.clone()),
        AssertionKind::Eq(l, r) => AssertionKind::Eq(u(l), u(r)),
        AssertionKind::Ne(l, r) => AssertionKind::Ne(u(l), u(r)),
        AssertionKind::Star(x, y) => AssertionKind::Star(Box::new(unfold_assertion(p, class, x)), Box::new(unfold_assertion(p, class, y))),
        AssertionKind::Cond(l, r, x, y) => {
            AssertionKind::Cond(u(l), u(r), Box::new(unfold_assertion(p, class, x)), Box::new(unfold_assertion(p, class, y)))
        }
        AssertionKind::Untouched(x) => AssertionKind::Untouched(Box::new(unfold_assertion(p, class, x))),
        AssertionKind::Holds(e) => AssertionKind::Holds(u(e)),
        k => k.clone(),
    };
    Assertion { kind, span: a.span }
}

// ---- the members ----

impl<'p> Exec<'p> {
    /// Γ0 = [this ↦ fresh, x1 ↦ fresh, …] and Σ0 = {this ≠ null} (plus 0 ≤ b ≤ 1 for bools).
    fn entry_state(&mut self, m: &Method) -> State {
        let this = self.terms.fresh_symbol("this", Sort::Int);
        let eq = self.terms.eq(this, self.voc.null);
        let nn = self.terms.not(eq);
        let mut pc = PathCondition::default().add(&mut self.terms, &self.voc, nn);
        let mut store = Store::default().bind("this", this);
        for p in &m.params {
            let (v, pc2) = self.fresh_value(&p.name, &p.ty, &pc);
            pc = pc2;
            store = store.bind(&p.name, v);
        }
        State { store, pc, ..State::default() }
    }

    fn verify_mutator(&mut self, class: &str, m: &'p Method) -> Outcome {
        let prep = self.prep;
        let (pre, post) = (prep.pre(class, &m.name), prep.post(class, &m.name));
        let st0 = self.entry_state(m);
        // Definition 3 (1): the contract is well-defined.
        self.phase = "well-definedness of the contract (Definition 3)".into();
        let ctx = Ctx::new("contract", None);
        let s1 = self.fresh_snap();
        self.produce(&st0, s1, pre, &ctx, &mut |me, st1| {
            let st2 = State { heap: Heap::default(), old: st1.heap.clone(), ..st1 };
            let s2 = me.fresh_snap();
            me.produce(&st2, s2, post, &ctx, &mut |_, _| Ok(()))
        })?;
        // Definition 3 (2): the body establishes the postcondition.
        self.phase = "body (Definition 3)".into();
        let (pre_u, post_u) =
            if self.options.infer { (&prep.unfolded_pre[class][&m.name], &prep.unfolded_post[class][&m.name]) } else { (pre, post) };
        let Body::Stmts(body) = &m.body else { return Ok(()) };
        let post_ctx = Ctx::new("postcondition", None);
        let s = self.fresh_snap();
        self.produce(&st0, s, pre_u, &ctx, &mut |me, st1| {
            let st1 = State { old: st1.heap.clone(), ..st1 };
            me.exec_body(st1, body, &mut |me, st2| me.consume(&st2, post_u, &post_ctx, &mut |_, _, _| Ok(())))
        })
    }

    fn verify_pure(&mut self, class: &str, m: &'p Method) -> Outcome {
        let prep = self.prep;
        let pre = if self.options.infer { &prep.unfolded_pre[class][&m.name] } else { prep.pre(class, &m.name) };
        let Body::Expr(body) = &m.body else { return Ok(()) };
        self.phase = "well-definedness of the pure method (Definition 5)".into();
        let st0 = self.entry_state(m);
        let ctx = Ctx::new("precondition", None);
        let s = self.fresh_snap();
        self.termination = Some(m.order);
        let r = self.produce(&st0, s, pre, &ctx, &mut |me, st1| {
            let st1 = State { old: Heap::default(), ..st1 };
            me.eval(&st1, body, &mut |_, _, _| Ok(()))
        });
        self.termination = None;
        r
    }

    fn verify_predicate(&mut self, m: &'p Method) -> Outcome {
        let Body::Assertion(body) = &m.body else { return Ok(()) };
        self.phase = "well-definedness of the predicate (Definition 4)".into();
        let st0 = self.entry_state(m);
        let ctx = Ctx::new("predicate body", None);
        let s = self.fresh_snap();
        self.produce(&st0, s, body, &ctx, &mut |_, _| Ok(()))
    }

    fn verify_main(&mut self) -> Outcome {
        self.phase = "main routine (Definition 6)".into();
        let main = &self.prep.program.main;
        self.exec_body(State::default(), main, &mut |_, _| Ok(()))
    }
}

/// Definition 7: every member and the main routine.
pub fn verify_prepared(prep: &Prepared, options: &Options) -> Report {
    let start = Instant::now();
    let mut ex = Exec::new(prep, options.clone());
    let mut members = Vec::new();
    for c in &prep.program.classes {
        for m in &c.methods {
            let t = Instant::now();
            let (name, r) = match m.kind {
                MethodKind::Constructor => (format!("{}.{}", c.name, c.name), ex.verify_mutator(&c.name, m)),
                MethodKind::Mutator => (format!("{}.{}", c.name, m.name), ex.verify_mutator(&c.name, m)),
                MethodKind::Pure => (format!("{}.{}", c.name, m.name), ex.verify_pure(&c.name, m)),
                MethodKind::Predicate => (format!("{}.{}", c.name, m.name), ex.verify_predicate(m)),
            };
            members.push(MemberResult { name, span: m.span, failure: r.err().map(|b| *b), seconds: t.elapsed().as_secs_f64() });
        }
    }
    if !prep.program.main.is_empty() {
        let t = Instant::now();
        let r = ex.verify_main();
        let span = prep.program.main[0].span;
        members.push(MemberResult { name: "main".into(), span, failure: r.err().map(|b| *b), seconds: t.elapsed().as_secs_f64() });
    }
    let statistics = Statistics {
        solver_calls: ex.prover.stats.solver_calls,
        shortcuts: ex.prover.stats.shortcuts,
        seconds: start.elapsed().as_secs_f64(),
    };
    Report { members, statistics }
}
