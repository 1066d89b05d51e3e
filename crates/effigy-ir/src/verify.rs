//! The IR verifier: checks the invariants every analysis relies on and collects every
//! violation (it does not stop at the first).
//!
//! Invariants:
//! - locations and edge endpoints are in range; the exit location has no outgoing edges;
//! - `Return` edges go to the exit; `Error` and `Terminate` edges go to locations without
//!   outgoing edges, except a call of `reach_error` (`ErrorKind::ReachError`), which leads on to
//!   what follows it (under a property other than reachability its body may return);
//! - variables are globals or belong to the function that mentions them;
//! - expressions are well typed: `Var` has its variable's type, `Deref` the pointee type,
//!   `Field`/`Index` the field's/element's type, binary operands agree (shifts excepted),
//!   comparisons and `&&`/`||`/`!` are `bool`, `PtrAdd` offsets are pointer-width integers,
//!   constants fit their width, only lvalues are assigned, havocked or have their address taken;
//! - calls pass as many arguments as the callee has parameters, of the parameters' types, and
//!   store the result in an lvalue of the return type; assumptions are `bool`;
//! - side tables (spans, loop heads) have one entry per edge / location;
//! - branching is what the symbolic step assumes: a location has one outgoing edge of any
//!   kind (a lone `Assume` is a `__VERIFIER_assume`), or two `Assume` edges whose conditions
//!   are `c` and `!c` — so that exactly one direction holds in every state.

use crate::cfa::{EdgeKind, FuncId, Program, Termination};
use crate::expr::{BinOp, Expr, ExprKind, UnOp};
use crate::text;
use crate::types::{TypeData, TypeTable};

/// Checks the whole program; returns every violation found, each naming its function and edge.
pub fn verify_program(p: &Program) -> Result<(), Vec<String>> {
    let mut errors = Vec::new();
    for (i, init) in p.global_inits.iter().enumerate() {
        let mut cx = Checker { p, func: None, errors: &mut errors, context: format!("global init #{i}") };
        cx.lvalue(&init.lhs);
        cx.expr(&init.rhs);
        cx.same_type(init.lhs.ty, init.rhs.ty, "initialiser");
    }
    for f in p.func_ids() {
        verify_function(p, f, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn verify_function(p: &Program, fid: FuncId, errors: &mut Vec<String>) {
    let func = p.function(fid);
    let n = func.num_locs() as u32;
    let name = &func.name;
    if func.entry.0 >= n || func.exit.0 >= n {
        errors.push(format!("@{name}: entry or exit out of range"));
        return;
    }
    if !func.out_edges(func.exit).is_empty() {
        errors.push(format!("@{name}: the exit {} has outgoing edges", func.exit));
    }
    if func.edge_spans.len() != func.edges.len() || func.loop_heads.len() != func.num_locs() {
        errors.push(format!("@{name}: side tables do not match the graph"));
    }
    for &v in func.params.iter().chain(&func.locals) {
        if p.var(v).function() != Some(fid) {
            errors.push(format!("@{name}: variable %{} is listed but belongs elsewhere", p.var(v).name));
        }
    }
    for l in 0..n {
        let loc = crate::cfa::LocId(l);
        let out = func.out_edges(loc);
        if out.len() <= 1 {
            continue;
        }
        let conds: Vec<Option<&Expr>> = out
            .iter()
            .map(|&e| match &func.edge(e).kind {
                EdgeKind::Assume(c) => Some(c),
                _ => None,
            })
            .collect();
        match conds.as_slice() {
            [Some(a), Some(b)] if (*a).clone().not() == **b || (*b).clone().not() == **a => {}
            _ => errors.push(format!("@{name}: {loc} branches on {} edges that are not a complementary pair of assumptions", out.len())),
        }
    }
    for (i, edge) in func.edges.iter().enumerate() {
        let context = format!("@{name}: {} -> {}: {}", edge.from, edge.to, text::edge_kind(p, &edge.kind));
        let mut cx = Checker { p, func: Some(fid), errors, context };
        if edge.from.0 >= n || edge.to.0 >= n {
            cx.error(format!("edge {i} has an endpoint out of range"));
            continue;
        }
        let ends_path = |cx: &mut Checker| {
            if !func.out_edges(edge.to).is_empty() {
                cx.error("must lead to a location without outgoing edges".into());
            }
        };
        match &edge.kind {
            EdgeKind::Skip => {}
            EdgeKind::Assign { lhs, rhs } => {
                cx.lvalue(lhs);
                cx.expr(rhs);
                cx.same_type(lhs.ty, rhs.ty, "assignment");
            }
            EdgeKind::Havoc { lhs, .. } => cx.lvalue(lhs),
            EdgeKind::Assume(c) => {
                cx.expr(c);
                cx.same_type(c.ty, TypeTable::BOOL, "assumption");
            }
            EdgeKind::Call { dest, callee, args } => {
                if callee.0 as usize >= p.functions.len() {
                    cx.error("callee out of range".into());
                    continue;
                }
                let target = p.function(*callee);
                if target.params.len() != args.len() {
                    cx.error(format!("@{} takes {} arguments, {} given", target.name, target.params.len(), args.len()));
                }
                for (a, &param) in args.iter().zip(&target.params) {
                    cx.expr(a);
                    cx.same_type(a.ty, p.var(param).ty, "argument");
                }
                if let Some(d) = dest {
                    cx.lvalue(d);
                    cx.same_type(d.ty, target.ret, "call result");
                }
            }
            EdgeKind::Return(v) => {
                if edge.to != func.exit {
                    cx.error("return must go to the exit".into());
                }
                if let Some(v) = v {
                    cx.expr(v);
                    cx.same_type(v.ty, func.ret, "return value");
                }
            }
            EdgeKind::Alloc { dest, size, .. } => {
                cx.lvalue(dest);
                cx.expr(size);
                if !p.types.is_pointer(dest.ty) {
                    cx.error("allocation into a non-pointer".into());
                }
                if !p.types.is_int(size.ty) {
                    cx.error("allocation size is not an integer".into());
                }
            }
            EdgeKind::Extern { args, .. } => {
                for a in args {
                    cx.expr(a);
                }
            }
            EdgeKind::Primitive { dest, op, args } => {
                if let Some(d) = dest {
                    cx.expr(d);
                }
                for a in args {
                    cx.expr(a);
                }
                if args.len() != op.arity() {
                    cx.error(format!("primitive {} takes {} arguments", op.name(), op.arity()));
                }
            }
            EdgeKind::Free(e) => {
                cx.expr(e);
                if !p.types.is_pointer(e.ty) {
                    cx.error("free of a non-pointer".into());
                }
            }
            EdgeKind::Lifetime { vars, starts } => {
                for &v in vars {
                    if p.var(v).function() != Some(fid) {
                        cx.error(format!("lifetime of {}, not a variable of this function", p.var(v).name));
                    } else if *starts && func.scoped.binary_search(&v).is_err() {
                        cx.error(format!("lifetime start of {}, which is not among the scoped locals", p.var(v).name));
                    }
                }
            }
            // A call of reach_error goes on to what follows it (its `abort()`): under a property
            // that does not ask for it, the program runs its body and continues.
            EdgeKind::Error(crate::ErrorKind::ReachError(_)) => {}
            EdgeKind::Error(_) | EdgeKind::Undefined(_) => ends_path(&mut cx),
            EdgeKind::Terminate(t) => {
                if let Termination::Exit(code) = t {
                    cx.expr(code);
                }
                ends_path(&mut cx);
            }
        }
    }
}

struct Checker<'a> {
    p: &'a Program,
    func: Option<FuncId>,
    errors: &'a mut Vec<String>,
    context: String,
}

impl Checker<'_> {
    fn error(&mut self, msg: String) {
        self.errors.push(format!("{}: {}", self.context, msg));
    }

    fn same_type(&mut self, a: crate::types::TypeId, b: crate::types::TypeId, what: &str) {
        if a != b {
            let t = &self.p.types;
            self.error(format!("{what}: type {} expected, {} found", t.display(a), t.display(b)));
        }
    }

    fn lvalue(&mut self, e: &Expr) {
        if !e.is_lvalue() {
            self.error(format!("not an lvalue: {}", text::expr(self.p, e)));
        }
        self.expr(e);
    }

    fn expr(&mut self, e: &Expr) {
        let t = &self.p.types;
        if e.ty.0 as usize >= t.len() {
            self.error("type id out of range".into());
            return;
        }
        match &e.kind {
            ExprKind::Const(c) if t.is_float(e.ty) => {
                if t.size_of(e.ty) == 4 && *c >> 32 != 0 {
                    self.error(format!("constant {c:#x} does not fit f32"));
                }
            }
            ExprKind::Const(c) => match t.scalar_int(e.ty) {
                Some(it) if *c & !it.mask() == 0 => {
                    if t.is_pointer(e.ty) && *c != 0 {
                        self.error("pointer constants must be null".into());
                    }
                    if *t.get(e.ty) == TypeData::Bool && *c > 1 {
                        self.error("bool constant other than 0/1".into());
                    }
                }
                Some(_) => self.error(format!("constant {c} does not fit {}", t.display(e.ty))),
                // `zero<T>`: the all-zero value of an aggregate.
                None if *c == 0 && matches!(t.get(e.ty), TypeData::Array(..) | TypeData::Struct(_)) => {}
                None => self.error(format!("constant of type {}", t.display(e.ty))),
            },
            ExprKind::Var(v) => {
                if v.0 as usize >= self.p.vars.len() {
                    self.error("variable out of range".into());
                    return;
                }
                let info = self.p.var(*v);
                if !info.is_global() && info.function() != self.func {
                    self.error(format!("%{} belongs to another function", info.name));
                }
                if info.ty != e.ty {
                    self.same_type(info.ty, e.ty, "variable");
                }
            }
            ExprKind::Deref(ptr) => {
                self.expr(ptr);
                match t.pointee(ptr.ty) {
                    Some(pt) => self.same_type(pt, e.ty, "dereference"),
                    None => self.error("dereference of a non-pointer".into()),
                }
            }
            ExprKind::Field(base, i) => {
                self.lvalue(base);
                match t.struct_of(base.ty).and_then(|s| s.fields.get(*i as usize)) {
                    Some(field) => {
                        let fty = field.ty;
                        self.same_type(fty, e.ty, "field")
                    }
                    None => self.error("field of a non-struct or index out of range".into()),
                }
            }
            ExprKind::Index(base, idx) => {
                self.lvalue(base);
                self.expr(idx);
                match t.array_elem(base.ty) {
                    Some((elem, _)) => self.same_type(elem, e.ty, "element"),
                    None => self.error("index of a non-array".into()),
                }
                if !t.is_int(idx.ty) {
                    self.error("index is not an integer".into());
                }
            }
            ExprKind::AddrOf(inner) => {
                self.lvalue(inner);
                if t.pointee(e.ty) != Some(inner.ty) {
                    self.error("address-of has the wrong pointer type".into());
                }
            }
            ExprKind::Unary(op, a) => {
                self.expr(a);
                match op {
                    UnOp::Not => {
                        self.same_type(a.ty, TypeTable::BOOL, "negation");
                        self.same_type(e.ty, TypeTable::BOOL, "negation");
                    }
                    UnOp::Neg => {
                        if !t.is_arithmetic(a.ty) {
                            self.error("negation of a non-arithmetic value".into());
                        }
                        self.same_type(a.ty, e.ty, "unary operation");
                    }
                    UnOp::BitNot => {
                        if !t.is_int(a.ty) {
                            self.error("arithmetic on a non-integer".into());
                        }
                        self.same_type(a.ty, e.ty, "unary operation");
                    }
                    UnOp::Sqrt | UnOp::RoundIntegral(_) => {
                        if !t.is_float(a.ty) {
                            self.error("floating-point function of a non-float".into());
                        }
                        self.same_type(a.ty, e.ty, "unary operation");
                    }
                }
            }
            ExprKind::Binary(op, a, b) => {
                self.expr(a);
                self.expr(b);
                if op.is_logical() {
                    self.same_type(a.ty, TypeTable::BOOL, "logical operand");
                    self.same_type(b.ty, TypeTable::BOOL, "logical operand");
                    self.same_type(e.ty, TypeTable::BOOL, "logical result");
                } else if op.is_comparison() {
                    if !t.is_scalar(a.ty) {
                        self.error("comparison of non-scalars".into());
                    }
                    self.same_type(a.ty, b.ty, "comparison operands");
                    self.same_type(e.ty, TypeTable::BOOL, "comparison result");
                } else if t.is_float(a.ty) {
                    if !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div) {
                        self.error(format!("'{}' on floats", op.symbol()));
                    }
                    self.same_type(a.ty, b.ty, "operands");
                    self.same_type(a.ty, e.ty, "result");
                } else {
                    if !t.is_int(a.ty) || !t.is_int(b.ty) {
                        self.error(format!("'{}' on a non-integer", op.symbol()));
                    }
                    if !op.is_shift() {
                        self.same_type(a.ty, b.ty, "operands");
                    }
                    self.same_type(a.ty, e.ty, "result");
                }
                if matches!(op, BinOp::And | BinOp::Or) && !t.is_scalar(a.ty) {
                    self.error("logical operation on non-scalars".into());
                }
            }
            ExprKind::Cast(a) => {
                self.expr(a);
                if !t.is_scalar(a.ty) || !(t.is_scalar(e.ty) || e.ty == TypeTable::VOID) {
                    self.error(format!("cast from {} to {}", t.display(a.ty), t.display(e.ty)));
                }
                let pointer_float = |x, y| t.is_float(x) && t.is_pointer(y);
                if pointer_float(a.ty, e.ty) || pointer_float(e.ty, a.ty) {
                    self.error(format!("cast from {} to {}", t.display(a.ty), t.display(e.ty)));
                }
            }
            ExprKind::Reinterpret(a) => {
                self.expr(a);
                let arithmetic = |x| t.is_int(x) || t.is_float(x);
                if !arithmetic(a.ty) || !arithmetic(e.ty) || t.size_of(a.ty) != t.size_of(e.ty) {
                    self.error(format!("bitcast from {} to {}", t.display(a.ty), t.display(e.ty)));
                }
            }
            ExprKind::PtrAdd(ptr, off) => {
                self.expr(ptr);
                self.expr(off);
                if !t.is_pointer(ptr.ty) {
                    self.error("pointer addition on a non-pointer".into());
                }
                self.same_type(off.ty, t.intptr(), "pointer offset");
                self.same_type(ptr.ty, e.ty, "pointer addition");
            }
            ExprKind::PtrDiff(a, b) => {
                self.expr(a);
                self.expr(b);
                if !t.is_pointer(a.ty) || !t.is_pointer(b.ty) {
                    self.error("pointer difference of non-pointers".into());
                }
                self.same_type(e.ty, t.intptr(), "pointer difference");
            }
            ExprKind::AllocSize(a) => {
                self.expr(a);
                if !t.is_pointer(a.ty) {
                    self.error("allocsize of a non-pointer".into());
                }
                self.same_type(e.ty, t.uintptr(), "allocsize");
            }
        }
    }
}
