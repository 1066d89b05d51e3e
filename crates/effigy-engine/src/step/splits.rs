//! Which edges may need a case split: only those keep a copy of the state before them.

use super::*;

/// Whether an edge may need a case split.
#[derive(Clone, Debug)]
pub(super) enum SplitRisk {
    Never,
    /// Only if one of these variables holds a symbolic value: the edge computes on registers
    /// alone (no memory, no call), so with concrete operands it asks the solver nothing.
    IfSymbolic(Box<[VarId]>),
    Always,
}

/// Which edges may need a case split when executed, per function (indexed by edge).
/// `end_checks`: the property is checked where the program ends (returns, `exit`, `abort` and
/// `__assert_fail` may split on whether a heap block is lost).
pub(super) fn split_table(program: &Program, overflow_ub: bool, end_checks: bool) -> Vec<Vec<SplitRisk>> {
    let types = &program.types;
    // A return writes the caller's destination, which may be any call's.
    let any_dest = program.functions.iter().flat_map(|f| &f.edges).any(|edge| match &edge.kind {
        EdgeKind::Call { dest: Some(d), .. } => expr_may_split(program, d, overflow_ub),
        _ => false,
    });
    program
        .functions
        .iter()
        .map(|f| {
            f.edges
                .iter()
                .map(|edge| {
                    let at_end = end_checks && matches!(edge.kind, EdgeKind::Return(_) | EdgeKind::Terminate(_) | EdgeKind::Error(_));
                    if !at_end && !edge_may_split(program, &edge.kind, any_dest, overflow_ub) {
                        return SplitRisk::Never;
                    }
                    match register_reads(types, &edge.kind) {
                        Some(vars) => SplitRisk::IfSymbolic(vars.into_boxed_slice()),
                        None => SplitRisk::Always,
                    }
                })
                .collect()
        })
        .collect()
}

/// The variables an assume or assignment edge reads, if it computes on variables alone
/// (constants, variables, arithmetic, comparisons, integer casts) and writes a variable.
fn register_reads(types: &TypeTable, kind: &EdgeKind) -> Option<Vec<VarId>> {
    fn plain(types: &TypeTable, e: &Expr, out: &mut Vec<VarId>) -> bool {
        match &e.kind {
            ExprKind::Const(_) => true,
            ExprKind::Var(v) => {
                out.push(*v);
                true
            }
            ExprKind::Unary(_, a) => plain(types, a, out),
            ExprKind::Cast(a) => !types.is_pointer(a.ty) && !types.is_pointer(e.ty) && plain(types, a, out),
            ExprKind::Binary(_, a, b) => !types.is_pointer(a.ty) && !types.is_pointer(b.ty) && plain(types, a, out) && plain(types, b, out),
            _ => false,
        }
    }
    let mut out = Vec::new();
    let ok = match kind {
        EdgeKind::Assume(c) => plain(types, c, &mut out),
        EdgeKind::Assign { lhs, rhs } => matches!(lhs.kind, ExprKind::Var(_)) && plain(types, rhs, &mut out),
        _ => false,
    };
    out.sort();
    out.dedup();
    ok.then_some(out)
}

/// Whether executing an edge may need a case split: a memory access at a symbolic address,
/// an operation whose definedness depends on its operands (division, shifts), pointer
/// comparison, subtraction and conversion, allocation and `free`. Conservative: `false` only
/// when evaluation cannot ask the solver to decide anything.
fn edge_may_split(program: &Program, kind: &EdgeKind, any_dest: bool, overflow_ub: bool) -> bool {
    let x = |e: &Expr| expr_may_split(program, e, overflow_ub);
    match kind {
        EdgeKind::Skip
        | EdgeKind::Lifetime { .. }
        | EdgeKind::Error(_)
        | EdgeKind::Undefined(_)
        | EdgeKind::Terminate(Termination::Abort | Termination::Trap) => false,
        EdgeKind::Assume(c) => x(c),
        EdgeKind::Assign { lhs, rhs } => x(lhs) || x(rhs),
        EdgeKind::Havoc { lhs, .. } => x(lhs),
        EdgeKind::Call { dest, args, .. } => args.iter().any(x) || dest.as_ref().is_some_and(x),
        EdgeKind::Return(v) => any_dest || v.as_ref().is_some_and(x),
        EdgeKind::Alloc { .. } | EdgeKind::Free(_) => true,
        EdgeKind::Extern { args, .. } => args.iter().any(x),
        EdgeKind::Primitive { .. } => true,
        EdgeKind::Terminate(Termination::Exit(code)) => x(code),
    }
}

fn expr_may_split(program: &Program, e: &Expr, overflow_ub: bool) -> bool {
    let types = &program.types;
    let x = |e: &Expr| expr_may_split(program, e, overflow_ub);
    // A _Bool read from memory checks that its byte is 0 or 1.
    if e.ty == TypeTable::BOOL {
        let in_memory = match &e.kind {
            ExprKind::Var(v) => program.var(*v).address_taken,
            ExprKind::Field(..) | ExprKind::Index(..) => true,
            _ => false,
        };
        if in_memory {
            return true;
        }
    }
    // Signed arithmetic that may overflow (when overflow is undefined behaviour).
    let signed = |t| overflow_ub && types.as_int(t).is_some_and(|it| it.signed);
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) => false,
        ExprKind::Deref(_) | ExprKind::PtrDiff(..) | ExprKind::AllocSize(_) => true,
        ExprKind::Index(b, i) => i.as_const().is_none() || x(b),
        ExprKind::Unary(effigy_ir::UnOp::Neg, b) => signed(e.ty) || x(b),
        ExprKind::Field(b, _) | ExprKind::AddrOf(b) | ExprKind::Unary(_, b) => x(b),
        // A float → integer conversion is undefined where the value does not fit.
        ExprKind::Cast(a) if types.is_float(a.ty) && types.is_int(e.ty) => true,
        ExprKind::Cast(a) => types.is_pointer(a.ty) != types.is_pointer(e.ty) && e.ty != TypeTable::BOOL || x(a),
        ExprKind::Reinterpret(a) => x(a),
        // Even by a constant: the object may have a symbolic size, and a pointer of several
        // possible values (a merged state's `ite`) may leave its object on some of them.
        ExprKind::PtrAdd(..) => true,
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
                // Pointer comparisons may split (a pointer into a dead object is checked).
                BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq | BinOp::Ne => types.is_pointer(a.ty),
                _ => false,
            };
            risky || x(a) || x(b)
        }
    }
}
