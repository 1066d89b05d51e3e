//! Source-like printing of expressions and assertions for failure messages (`postcondition may
//! not hold: getX() = v`). Implicit `this.` is omitted before method names, kept before fields.

use crate::syntax::*;

pub fn expr(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Null => "null".into(),
        ExprKind::This => "this".into(),
        ExprKind::Bool(b) => b.to_string(),
        ExprKind::Int(v) => v.to_string(),
        ExprKind::Name(x) | ExprKind::Var(x) => x.clone(),
        ExprKind::Field(r, f, _) => format!("{}.{f}", atom(r)),
        ExprKind::Call(c) => call(c),
        ExprKind::Cond(l, r, a, b) => format!("({} = {} ? {} : {})", expr(l), expr(r), expr(a), expr(b)),
        ExprKind::Binary(op, l, r) => {
            let o = match op {
                BinOp::Add => "+",
                BinOp::Eq => "=",
                BinOp::Ne => "≠",
                BinOp::Lt => "<",
                BinOp::Le => "≤",
            };
            format!("{} {o} {}", atom(l), atom(r))
        }
        ExprKind::Old(x) => format!("old({})", expr(x)),
        ExprKind::Opening(c, x) => format!("opening {} in {}", call(c), expr(x)),
        ExprKind::Using(c, x) => format!("using {} in {}", call(c), expr(x)),
    }
}

fn atom(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Binary(..) | ExprKind::Opening(..) | ExprKind::Using(..) => format!("({})", expr(e)),
        _ => expr(e),
    }
}

pub fn call(c: &Call) -> String {
    let args: Vec<String> = c.args.iter().map(expr).collect();
    match c.receiver.as_deref() {
        None => format!("{}({})", c.name, args.join(", ")),
        Some(Expr { kind: ExprKind::This, .. }) => format!("{}({})", c.name, args.join(", ")),
        Some(r) => format!("{}.{}({})", atom(r), c.name, args.join(", ")),
    }
}

pub fn assertion(a: &Assertion) -> String {
    match &a.kind {
        AssertionKind::True => "true".into(),
        AssertionKind::False => "false".into(),
        AssertionKind::Acc(r, f, _) => format!("acc({}.{f})", atom(r)),
        AssertionKind::Eq(l, r) => format!("{} = {}", expr(l), expr(r)),
        AssertionKind::Ne(l, r) => format!("{} ≠ {}", expr(l), expr(r)),
        AssertionKind::Star(x, y) => format!("{} * {}", assertion(x), assertion(y)),
        AssertionKind::Pred(c) | AssertionKind::CallOrPred(c) => call(c),
        AssertionKind::Cond(l, r, x, y) => format!("({} = {} ? {} : {})", expr(l), expr(r), assertion(x), assertion(y)),
        AssertionKind::Untouched(x) => format!("untouched({})", assertion(x)),
        AssertionKind::Holds(e) => expr(e),
    }
}
