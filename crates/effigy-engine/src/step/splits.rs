//! Which edges may need a case split: only those keep a copy of the state before them.

use super::*;

/// Which edges may need a case split when executed, per function (indexed by edge).
pub(super) fn split_table(program: &Program, overflow_ub: bool) -> Vec<Vec<bool>> {
    let types = &program.types;
    // A return writes the caller's destination, which may be any call's.
    let any_dest = program.functions.iter().flat_map(|f| &f.edges).any(|edge| match &edge.kind {
        EdgeKind::Call { dest: Some(d), .. } => expr_may_split(types, d, overflow_ub),
        _ => false,
    });
    program
        .functions
        .iter()
        .map(|f| f.edges.iter().map(|edge| edge_may_split(types, &edge.kind, any_dest, overflow_ub)).collect())
        .collect()
}

/// Whether executing an edge may need a case split: a memory access at a symbolic address,
/// an operation whose definedness depends on its operands (division, shifts), pointer
/// comparison, subtraction and conversion, allocation and `free`. Conservative: `false` only
/// when evaluation cannot ask the solver to decide anything.
fn edge_may_split(types: &TypeTable, kind: &EdgeKind, any_dest: bool, overflow_ub: bool) -> bool {
    let x = |e: &Expr| expr_may_split(types, e, overflow_ub);
    match kind {
        EdgeKind::Skip | EdgeKind::Error(_) | EdgeKind::Terminate(Termination::Abort) => false,
        EdgeKind::Assume(c) => x(c),
        EdgeKind::Assign { lhs, rhs } => x(lhs) || x(rhs),
        EdgeKind::Havoc { lhs, .. } => x(lhs),
        EdgeKind::Call { dest, args, .. } => args.iter().any(x) || dest.as_ref().is_some_and(x),
        EdgeKind::Return(v) => any_dest || v.as_ref().is_some_and(x),
        EdgeKind::Alloc { .. } | EdgeKind::Free(_) => true,
        EdgeKind::Terminate(Termination::Exit(code)) => x(code),
    }
}

fn expr_may_split(types: &TypeTable, e: &Expr, overflow_ub: bool) -> bool {
    let x = |e: &Expr| expr_may_split(types, e, overflow_ub);
    // Signed arithmetic that may overflow (when overflow is undefined behaviour).
    let signed = |t| overflow_ub && types.as_int(t).is_some_and(|it| it.signed);
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) => false,
        ExprKind::Deref(_) | ExprKind::PtrDiff(..) => true,
        ExprKind::Index(b, i) => i.as_const().is_none() || x(b),
        ExprKind::Unary(effigy_ir::UnOp::Neg, b) => signed(e.ty) || x(b),
        ExprKind::Field(b, _) | ExprKind::AddrOf(b) | ExprKind::Unary(_, b) => x(b),
        ExprKind::Cast(a) => types.is_pointer(a.ty) != types.is_pointer(e.ty) && e.ty != TypeTable::BOOL || x(a),
        ExprKind::PtrAdd(a, b) => b.as_const().is_none() || x(a) || x(b),
        ExprKind::Binary(op, a, b) => {
            let risky = match op {
                // A constant divisor other than 0 and -1 (all ones) cannot fail.
                BinOp::Div | BinOp::Rem => {
                    b.as_const().is_none_or(|k| k == 0 || k == effigy_ir::types::mask(types.size_of(b.ty) as u32 * 8))
                }
                // A constant shift amount is decided without the solver (an out-of-range one
                // is undefined, not split).
                BinOp::Shl => b.as_const().is_none() || signed(a.ty),
                BinOp::Shr => b.as_const().is_none(),
                BinOp::Add | BinOp::Sub | BinOp::Mul => signed(a.ty),
                BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => types.is_pointer(a.ty),
                _ => false,
            };
            risky || x(a) || x(b)
        }
    }
}
