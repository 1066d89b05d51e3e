//! Evaluation of integer constant expressions (array sizes, `case` labels, enumerators) over
//! the lowered IR expression, with the same wrap-around semantics as the interpreter.

use effigy_ir::{BinOp, Expr, ExprKind, TypeData, TypeTable, UnOp};

/// The value of a constant integer or `bool` expression, in its type; `None` when it is not
/// constant or its evaluation is undefined (division by zero, shift out of range).
pub fn const_value(types: &TypeTable, e: &Expr) -> Option<i128> {
    let bits = const_bits(types, e)?;
    let it = types.scalar_int(e.ty)?;
    Some(it.value(bits))
}

fn const_bits(types: &TypeTable, e: &Expr) -> Option<u64> {
    let it = types.scalar_int(e.ty)?;
    let mask = it.mask();
    match &e.kind {
        ExprKind::Const(c) => Some(*c),
        ExprKind::Cast(inner) => {
            let v = const_value(types, inner)?;
            if *types.get(e.ty) == TypeData::Bool {
                Some((v != 0) as u64)
            } else {
                Some((v as u64) & mask)
            }
        }
        ExprKind::Unary(op, inner) => {
            let v = const_bits(types, inner)?;
            Some(match op {
                UnOp::Neg => v.wrapping_neg() & mask,
                UnOp::BitNot => !v & mask,
                UnOp::Not => (v == 0) as u64,
                UnOp::Sqrt | UnOp::RoundIntegral(_) => return None,
            })
        }
        ExprKind::Binary(op, a, b) => {
            let oa = types.scalar_int(a.ty)?;
            let ob = types.scalar_int(b.ty)?;
            let x = const_bits(types, a)?;
            let y = const_bits(types, b)?;
            let (sx, sy) = (oa.value(x), ob.value(y));
            let r: u64 = match op {
                BinOp::Add => x.wrapping_add(y),
                BinOp::Sub => x.wrapping_sub(y),
                BinOp::Mul => x.wrapping_mul(y),
                BinOp::Div | BinOp::Rem => {
                    if sy == 0 {
                        return None;
                    }
                    let q = if *op == BinOp::Div { sx / sy } else { sx % sy };
                    let (lo, hi) = oa.range();
                    if q < lo || q > hi {
                        return None;
                    }
                    q as u64
                }
                BinOp::Shl | BinOp::Shr => {
                    if sy < 0 || sy >= oa.bits as i128 {
                        return None;
                    }
                    if *op == BinOp::Shl {
                        x << sy
                    } else {
                        (sx >> sy) as u64
                    }
                }
                BinOp::BitAnd => x & y,
                BinOp::BitOr => x | y,
                BinOp::BitXor => x ^ y,
                BinOp::Eq => (sx == sy) as u64,
                BinOp::Ne => (sx != sy) as u64,
                BinOp::Lt => (sx < sy) as u64,
                BinOp::Le => (sx <= sy) as u64,
                BinOp::Gt => (sx > sy) as u64,
                BinOp::Ge => (sx >= sy) as u64,
                BinOp::And => (x != 0 && y != 0) as u64,
                BinOp::Or => (x != 0 || y != 0) as u64,
            };
            Some(r & mask)
        }
        _ => None,
    }
}
