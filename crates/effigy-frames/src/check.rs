//! Name resolution, typing and the static well-formedness checks of SPEC §1.6, done in place on
//! the parsed [`Program`]; constructors are desugared to `init_C` mutators (SPEC §1.4.4).
//!
//! After a successful check every `Name` is a `Var` or a field of `this`, every call has its
//! receiver and static class, every field access its declaring class, and every bare call in an
//! assertion is a predicate instance or a boolean pure call. The executor relies on this.

use std::collections::HashMap;

use crate::syntax::*;

/// The signature of a method, as callers see it.
#[derive(Clone, Debug)]
struct MethodSig {
    kind: MethodKind,
    params: Vec<Type>,
    result: Type,
}

#[derive(Clone, Debug, Default)]
struct ClassSig {
    fields: HashMap<String, Type>,
    methods: HashMap<String, MethodSig>,
}

/// The name of the mutator a constructor of `class` desugars to.
pub fn constructor_name(class: &str) -> String {
    format!("init_{class}")
}

/// Checks and resolves `program`; returns every error found.
pub fn check_program(program: &mut Program) -> Result<(), Vec<Diagnostic>> {
    let mut c = Checker { sigs: HashMap::new(), diags: Vec::new() };
    c.collect(program);
    for class in &mut program.classes {
        let name = class.name.clone();
        let fields: Vec<Field> = class.fields.clone();
        for m in &mut class.methods {
            c.method(&name, &fields, m);
        }
    }
    let mut sc = Scope::new(None, true);
    let main = std::mem::take(&mut program.main);
    let mut main = main;
    c.stmts(&mut sc, &mut main, true);
    program.main = main;
    if c.diags.is_empty() {
        Ok(())
    } else {
        c.diags.sort_by_key(|d| d.span.start);
        Err(c.diags)
    }
}

struct Checker {
    sigs: HashMap<String, ClassSig>,
    diags: Vec<Diagnostic>,
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    ty: Type,
    assignable: bool,
}

struct Scope {
    class: Option<String>,
    /// The variables in scope by name: for each, the declarations of the enclosing blocks that
    /// declare it, innermost last, as (block depth, variable). A map, not a list of blocks
    /// searched linearly: a main routine of n declarations would otherwise be checked in O(n²).
    vars: HashMap<String, Vec<(usize, Var)>>,
    /// The names declared in each open block, innermost last (to forget them at its end).
    blocks: Vec<Vec<String>>,
    in_ensures: bool,
    /// Implementation code (mutator bodies, main): assignments and calls are allowed.
    in_code: bool,
}

impl Scope {
    fn new(class: Option<String>, in_code: bool) -> Scope {
        Scope { class, vars: HashMap::new(), blocks: vec![Vec::new()], in_ensures: false, in_code }
    }

    /// The innermost declaration of `name`; within one block the first (a redeclaration is an
    /// error, reported where it is made).
    fn lookup(&self, name: &str) -> Option<&Var> {
        self.vars.get(name).and_then(|ds| ds.last()).map(|(_, v)| v)
    }

    fn declare(&mut self, var: Var) {
        let depth = self.blocks.len();
        let ds = self.vars.entry(var.name.clone()).or_default();
        if ds.last().is_some_and(|(d, _)| *d == depth) {
            return;
        }
        self.blocks.last_mut().expect("a block").push(var.name.clone());
        ds.push((depth, var));
    }

    fn open_block(&mut self) {
        self.blocks.push(Vec::new());
    }

    fn close_block(&mut self) {
        let depth = self.blocks.len();
        for name in self.blocks.pop().expect("a block") {
            let ds = self.vars.get_mut(&name).expect("declared");
            debug_assert_eq!(ds.last().map(|(d, _)| *d), Some(depth));
            ds.pop();
            if ds.is_empty() {
                self.vars.remove(&name);
            }
        }
    }
}

fn assignable(to: &Type, from: &Type) -> bool {
    to == from || (from == &Type::Null && to.is_ref()) || (to == &Type::Object && from.is_ref())
}

fn compatible(a: &Type, b: &Type) -> bool {
    assignable(a, b) || assignable(b, a)
}

impl Checker {
    fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new(span, msg));
    }

    fn collect(&mut self, program: &mut Program) {
        for class in &program.classes {
            if self.sigs.contains_key(&class.name) {
                self.err(class.span, format!("class {} is declared twice", class.name));
            }
            self.sigs.insert(class.name.clone(), ClassSig::default());
        }
        for class in &mut program.classes {
            let mut sig = ClassSig::default();
            for f in &class.fields {
                if sig.fields.insert(f.name.clone(), f.ty.clone()).is_some() {
                    self.diags.push(Diagnostic::new(f.span, format!("field {} is declared twice", f.name)));
                }
                self.known_type(&f.ty, f.span);
            }
            let mut ctors = 0;
            for m in &mut class.methods {
                if m.kind == MethodKind::Constructor {
                    ctors += 1;
                    if ctors > 1 {
                        self.diags.push(Diagnostic::new(m.span, format!("class {} has more than one constructor", class.name)));
                    }
                    m.name = constructor_name(&class.name);
                }
                for p in &m.params {
                    self.known_type(&p.ty, p.span);
                }
                if m.kind == MethodKind::Pure {
                    self.known_type(&m.result, m.span);
                }
                let s = MethodSig { kind: m.kind, params: m.params.iter().map(|p| p.ty.clone()).collect(), result: m.result.clone() };
                if sig.methods.insert(m.name.clone(), s).is_some() {
                    self.diags.push(Diagnostic::new(m.span, format!("{}.{} is declared twice (no overloading)", class.name, m.name)));
                }
                if sig.fields.contains_key(&m.name) {
                    self.diags.push(Diagnostic::new(m.span, format!("{} is both a field and a method of {}", m.name, class.name)));
                }
            }
            self.sigs.insert(class.name.clone(), sig);
        }
    }

    fn known_type(&mut self, t: &Type, span: Span) {
        if let Type::Class(c) = t {
            if !self.sigs.contains_key(c) {
                self.err(span, format!("unknown class {c}"));
            }
        }
    }

    fn method(&mut self, class: &str, fields: &[Field], m: &mut Method) {
        let mut sc = Scope::new(Some(class.to_string()), false);
        sc.declare(Var { name: "this".into(), ty: Type::Class(class.to_string()), assignable: false });
        for p in &m.params {
            if sc.lookup(&p.name).is_some() {
                self.err(p.span, format!("parameter {} is declared twice", p.name));
            }
            sc.declare(Var { name: p.name.clone(), ty: p.ty.clone(), assignable: false });
        }
        for a in &mut m.requires {
            self.assertion(&mut sc, a);
        }
        sc.in_ensures = true;
        for a in &mut m.ensures {
            self.assertion(&mut sc, a);
        }
        sc.in_ensures = false;
        match &mut m.body {
            Body::Stmts(stmts) => {
                sc.in_code = true;
                sc.open_block();
                self.stmts(&mut sc, stmts, true);
            }
            Body::Expr(e) => {
                if let Some(t) = self.expr(&mut sc, e) {
                    if !assignable(&m.result, &t) {
                        self.err(e.span, format!("the body of {} has type {t}, not {}", m.name, m.result));
                    }
                }
            }
            Body::Assertion(a) => self.assertion(&mut sc, a),
        }
        if m.kind == MethodKind::Constructor {
            // C(…) requires φ1 ensures φ2 { s } ≡ void init_C(…) requires acc(f1) * … * acc(fn) * φ1 …
            let accs = fields.iter().map(|f| Assertion {
                kind: AssertionKind::Acc(Expr { kind: ExprKind::This, span: m.span }, f.name.clone(), class.to_string()),
                span: m.span,
            });
            let mut requires: Vec<Assertion> = accs.collect();
            requires.append(&mut m.requires);
            m.requires = requires;
        }
    }

    fn stmts(&mut self, sc: &mut Scope, stmts: &mut [Stmt], top_level: bool) {
        for s in stmts {
            self.stmt(sc, s, top_level);
        }
    }

    fn block(&mut self, sc: &mut Scope, stmts: &mut [Stmt]) {
        sc.open_block();
        self.stmts(sc, stmts, false);
        sc.close_block();
    }

    fn rhs(&mut self, sc: &mut Scope, rhs: &mut Rhs) -> Option<Type> {
        match rhs {
            Rhs::Expr(e) => self.expr(sc, e),
            Rhs::New { class, args, span } => {
                let Some(sig) = self.sigs.get(class.as_str()).cloned() else {
                    self.err(*span, format!("unknown class {class}"));
                    return None;
                };
                if let Some(args) = args {
                    match sig.methods.get(&constructor_name(class)) {
                        Some(ctor) => self.args(sc, args, &ctor.params, *span, &format!("the constructor of {class}")),
                        None => self.err(*span, format!("class {class} has no constructor; `new {class};` allocates without one")),
                    }
                }
                Some(Type::Class(class.clone()))
            }
        }
    }

    fn stmt(&mut self, sc: &mut Scope, s: &mut Stmt, top_level: bool) {
        let span = s.span;
        match &mut s.kind {
            StmtKind::Decl(ty, name, init) => {
                self.known_type(ty, span);
                if sc.lookup(name).is_some() {
                    self.err(span, format!("{name} is already declared (no shadowing)"));
                }
                if let Some(rhs) = init {
                    if let Some(t) = self.rhs(sc, rhs) {
                        if !assignable(ty, &t) {
                            self.err(span, format!("cannot assign a value of type {t} to {name} of type {ty}"));
                        }
                    }
                }
                sc.declare(Var { name: name.clone(), ty: ty.clone(), assignable: true });
            }
            StmtKind::Assign(name, rhs) => {
                if let Some(v) = sc.lookup(name).cloned() {
                    if !v.assignable {
                        self.err(span, format!("{name} is a parameter (or this) and cannot be assigned"));
                    }
                    if let Some(t) = self.rhs(sc, rhs) {
                        if !assignable(&v.ty, &t) {
                            self.err(span, format!("cannot assign a value of type {t} to {name} of type {}", v.ty));
                        }
                    }
                    return;
                }
                let field = sc.class.as_ref().and_then(|c| self.sigs[c].fields.get(name.as_str()).cloned().map(|t| (c.clone(), t)));
                match (field, rhs) {
                    (Some((class, fty)), Rhs::Expr(e)) => {
                        let mut e = e.clone();
                        if let Some(t) = self.expr(sc, &mut e) {
                            if !assignable(&fty, &t) {
                                self.err(span, format!("cannot assign a value of type {t} to field {name} of type {fty}"));
                            }
                        }
                        let this = Expr { kind: ExprKind::This, span };
                        s.kind = StmtKind::FieldUpdate(this, name.clone(), class, e);
                    }
                    (Some(_), Rhs::New { span, .. }) => {
                        self.err(*span, format!("`new` must be assigned to a local variable, not to the field {name}"))
                    }
                    (None, _) => self.err(span, format!("unknown variable {name}")),
                }
            }
            StmtKind::FieldUpdate(recv, f, class, value) => {
                if let Some((c, fty)) = self.field_of(sc, recv, f, span) {
                    *class = c;
                    if let Some(t) = self.expr(sc, value) {
                        if !assignable(&fty, &t) {
                            self.err(span, format!("cannot assign a value of type {t} to field {f} of type {fty}"));
                        }
                    }
                }
            }
            StmtKind::Call(call) => {
                self.call(sc, call, &[MethodKind::Mutator], "a mutator");
            }
            StmtKind::If { left, right, then_branch, else_branch, .. } => {
                self.comparable(sc, left, right);
                self.block(sc, then_branch);
                self.block(sc, else_branch);
            }
            StmtKind::Assert(l, r) => self.comparable(sc, l, r),
            StmtKind::Open(call) | StmtKind::Close(call) => {
                self.call(sc, call, &[MethodKind::Predicate], "a predicate");
            }
            StmtKind::Use(call) => {
                self.call(sc, call, &[MethodKind::Pure], "a pure method");
            }
            StmtKind::Join(a) => {
                if !top_level {
                    self.err(span, "`join` is allowed only at the top level of a method body or of the main routine");
                }
                self.assertion(sc, a);
            }
        }
    }

    fn comparable(&mut self, sc: &mut Scope, l: &mut Expr, r: &mut Expr) {
        if let (Some(a), Some(b)) = (self.expr(sc, l), self.expr(sc, r)) {
            if !compatible(&a, &b) {
                self.err(l.span.to(r.span), format!("cannot compare a value of type {a} with one of type {b}"));
            }
        }
    }

    /// Resolves `recv.f`: the declaring class and the field's type.
    fn field_of(&mut self, sc: &mut Scope, recv: &mut Expr, f: &str, span: Span) -> Option<(String, Type)> {
        let t = self.expr(sc, recv)?;
        let Type::Class(c) = &t else {
            self.err(span, format!("{t} has no field {f}"));
            return None;
        };
        match self.sigs[c].fields.get(f) {
            Some(ft) => Some((c.clone(), ft.clone())),
            None => {
                self.err(span, format!("class {c} has no field {f}"));
                None
            }
        }
    }

    fn args(&mut self, sc: &mut Scope, args: &mut [Expr], params: &[Type], span: Span, what: &str) {
        if args.len() != params.len() {
            self.err(span, format!("{what} takes {} argument(s), {} given", params.len(), args.len()));
        }
        for (a, p) in args.iter_mut().zip(params) {
            if let Some(t) = self.expr(sc, a) {
                if !assignable(p, &t) {
                    self.err(a.span, format!("argument of type {t} where {p} is expected"));
                }
            }
        }
    }

    /// Resolves a call: supplies `this`, fills the class, checks the kind and the arguments.
    fn call(&mut self, sc: &mut Scope, call: &mut Call, kinds: &[MethodKind], what: &str) -> Option<(MethodKind, Type)> {
        if call.receiver.is_none() {
            if sc.class.is_none() {
                self.err(call.span, format!("{}(…) without a receiver outside a class", call.name));
                return None;
            }
            call.receiver = Some(Box::new(Expr { kind: ExprKind::This, span: call.span }));
        }
        let t = self.expr(sc, call.receiver.as_deref_mut().expect("receiver"))?;
        let Type::Class(c) = &t else {
            self.err(call.span, format!("{t} has no method {}", call.name));
            return None;
        };
        call.class = c.clone();
        let Some(sig) = self.sigs[c].methods.get(&call.name).cloned() else {
            self.err(call.span, format!("class {c} has no method {}", call.name));
            return None;
        };
        if !kinds.contains(&sig.kind) {
            let is = match sig.kind {
                MethodKind::Constructor => "a constructor (called only by `new`)",
                MethodKind::Mutator => "a mutator (called only as a statement)",
                MethodKind::Pure => "a pure method",
                MethodKind::Predicate => "a predicate (used only in assertions, open, close and opening)",
            };
            self.err(call.span, format!("{c}.{} is {is}; {what} is expected here", call.name));
            return None;
        }
        let what = format!("{c}.{}", call.name);
        self.args(sc, &mut call.args, &sig.params, call.span, &what);
        Some((sig.kind, sig.result))
    }

    fn expr(&mut self, sc: &mut Scope, e: &mut Expr) -> Option<Type> {
        let span = e.span;
        match &mut e.kind {
            ExprKind::Null => Some(Type::Null),
            ExprKind::Bool(_) => Some(Type::Bool),
            ExprKind::Int(_) => Some(Type::Int),
            ExprKind::This => match &sc.class {
                Some(c) => Some(Type::Class(c.clone())),
                None => {
                    self.err(span, "`this` in the main routine");
                    None
                }
            },
            ExprKind::Var(x) => sc.lookup(x).map(|v| v.ty.clone()),
            ExprKind::Name(x) => {
                if let Some(v) = sc.lookup(x) {
                    let t = v.ty.clone();
                    e.kind = ExprKind::Var(x.clone());
                    return Some(t);
                }
                let field = sc.class.as_ref().and_then(|c| self.sigs[c].fields.get(x.as_str()).cloned().map(|t| (c.clone(), t)));
                match field {
                    Some((c, t)) => {
                        e.kind = ExprKind::Field(Box::new(Expr { kind: ExprKind::This, span }), x.clone(), c);
                        Some(t)
                    }
                    None => {
                        self.err(span, format!("unknown name {x}"));
                        None
                    }
                }
            }
            ExprKind::Field(recv, f, class) => {
                let f = f.clone();
                let (c, t) = self.field_of(sc, recv, &f, span)?;
                *class = c;
                Some(t)
            }
            ExprKind::Call(call) => self.call(sc, call, &[MethodKind::Pure], "a pure method").map(|x| x.1),
            ExprKind::Cond(l, r, a, b) => {
                self.comparable(sc, l, r);
                let (ta, tb) = (self.expr(sc, a)?, self.expr(sc, b)?);
                if !compatible(&ta, &tb) {
                    self.err(span, format!("the branches of `? :` have types {ta} and {tb}"));
                }
                Some(if ta == Type::Null { tb } else { ta })
            }
            ExprKind::Binary(op, l, r) => {
                let op = *op;
                let (tl, tr) = (self.expr(sc, l)?, self.expr(sc, r)?);
                match op {
                    BinOp::Add | BinOp::Lt | BinOp::Le => {
                        if tl != Type::Int || tr != Type::Int {
                            self.err(span, format!("arithmetic and ordering need int operands, not {tl} and {tr}"));
                        }
                        Some(if op == BinOp::Add { Type::Int } else { Type::Bool })
                    }
                    BinOp::Eq | BinOp::Ne => {
                        if !compatible(&tl, &tr) {
                            self.err(span, format!("cannot compare a value of type {tl} with one of type {tr}"));
                        }
                        Some(Type::Bool)
                    }
                }
            }
            ExprKind::Old(inner) => {
                if !sc.in_ensures {
                    self.err(span, "`old` may only be used in postconditions");
                }
                self.expr(sc, inner)
            }
            ExprKind::Opening(call, body) => {
                self.call(sc, call, &[MethodKind::Predicate], "a predicate")?;
                self.expr(sc, body)
            }
            ExprKind::Using(call, body) => {
                self.call(sc, call, &[MethodKind::Pure], "a pure method")?;
                self.expr(sc, body)
            }
        }
    }

    fn assertion(&mut self, sc: &mut Scope, a: &mut Assertion) {
        let span = a.span;
        match &mut a.kind {
            AssertionKind::True | AssertionKind::False => {}
            AssertionKind::Acc(recv, f, class) => {
                let f = f.clone();
                if let Some((c, _)) = self.field_of(sc, recv, &f, span) {
                    *class = c;
                }
            }
            AssertionKind::Eq(l, r) | AssertionKind::Ne(l, r) => self.comparable(sc, l, r),
            AssertionKind::Star(x, y) => {
                self.assertion(sc, x);
                self.assertion(sc, y);
            }
            AssertionKind::Pred(call) => {
                self.call(sc, call, &[MethodKind::Predicate], "a predicate");
            }
            AssertionKind::Cond(l, r, x, y) => {
                self.comparable(sc, l, r);
                self.assertion(sc, x);
                self.assertion(sc, y);
            }
            AssertionKind::Untouched(inner) => {
                if !sc.in_ensures {
                    self.err(span, "`untouched` may only be used in postconditions");
                }
                self.assertion(sc, inner);
            }
            AssertionKind::Holds(e) => {
                if let Some(t) = self.expr(sc, e) {
                    if t != Type::Bool {
                        self.err(span, format!("an assertion needs a boolean, not a value of type {t}"));
                    }
                }
            }
            AssertionKind::CallOrPred(call) => {
                let mut c = call.clone();
                match self.call(sc, &mut c, &[MethodKind::Predicate, MethodKind::Pure], "a predicate or a pure bool method") {
                    Some((MethodKind::Predicate, _)) => a.kind = AssertionKind::Pred(c),
                    Some((_, Type::Bool)) => {
                        a.kind = AssertionKind::Holds(Expr { kind: ExprKind::Call(c), span });
                    }
                    Some((_, t)) => self.err(span, format!("{}.{} returns {t}; an assertion needs a predicate or a bool", c.class, c.name)),
                    None => {}
                }
            }
        }
        let _ = sc.in_code;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_program;

    fn errors(src: &str) -> Vec<String> {
        let mut p = parse_program(src).unwrap();
        check_program(&mut p).err().unwrap_or_default().into_iter().map(|d| d.message).collect()
    }

    #[test]
    fn parameters_are_not_assignable_and_old_is_postcondition_only() {
        let e = errors("class C { int x; void m(int v) requires old(v) = 1; { v := 2; } }");
        assert!(e.iter().any(|m| m.contains("`old` may only be used in postconditions")), "{e:?}");
        assert!(e.iter().any(|m| m.contains("v is a parameter")), "{e:?}");
    }

    #[test]
    fn predicates_are_not_expressions_and_join_is_top_level() {
        let e = errors("class C { int x; predicate p() { return acc(x); } void m() { int y := p(); if (1 = 1) { join true; } else {} } }");
        assert!(e.iter().any(|m| m.contains("is a predicate")), "{e:?}");
        assert!(e.iter().any(|m| m.contains("`join` is allowed only at the top level")), "{e:?}");
    }

    #[test]
    fn block_scoping_and_redeclarations() {
        // A block's variables end with it: a sibling block may declare the name again, and a use
        // after the block is an error.
        let e = errors("class C { void m(int v) { if (v = 0) { int y := 1; } else { int y := 2; } y := 3; } }");
        assert_eq!(e, vec!["unknown variable y".to_string()]);
        // No shadowing of parameters or outer variables; inside the inner block the inner
        // declaration is the one seen (bool), after it the outer one (int) again.
        let e = errors("class C { void m(int v) { int v := 1; int x := 0; if (v = 0) { bool x := true; x := true; } else {} x := 1; } }");
        assert_eq!(e, vec!["v is already declared (no shadowing)".to_string(), "x is already declared (no shadowing)".to_string()]);
        // Within one block, the first declaration stands.
        let e = errors("class C { void m() { int x := 0; bool x := true; x := 1; } }");
        assert_eq!(e, vec!["x is already declared (no shadowing)".to_string()]);
        let e = errors("class C { void m(int a, bool a) { } }");
        assert_eq!(e, vec!["parameter a is declared twice".to_string()]);
    }

    #[test]
    fn implicit_this_resolves_fields_and_methods() {
        let mut p = parse_program("class C { int x; pure int get() requires acc(x); { return x; } }").unwrap();
        check_program(&mut p).unwrap();
        let Body::Expr(e) = &p.classes[0].methods[0].body else { panic!() };
        assert!(matches!(&e.kind, ExprKind::Field(r, f, c) if matches!(r.kind, ExprKind::This) && f == "x" && c == "C"));
    }
}
