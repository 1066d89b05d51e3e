//! Floating point in the step: IEEE binary32/binary64 values are bit patterns (registers,
//! memory bytes and terms alike), and only the operations know them as floats — the term
//! layer's `Fp*` operations, or, on concrete operands, the same functions the term builders
//! fold with ([`effigy_smt::float`]), so the fast path and the solver agree bit for bit.
//! A float → integer conversion whose truncated value does not fit is undefined (C11
//! 6.3.1.4p1); division by zero and overflow are not (IEEE infinities and NaNs, Annex F).

use super::*;
use effigy_ir::expr::Rounding;
use effigy_ir::types::FloatKind;
use effigy_smt::float::{self as fp, FpArith, FpFormat, FpRounding};

const FLOAT_TO_INT: &str = "conversion of a float to an integer type that cannot represent it";

/// The term layer's format of an IR float type.
pub fn format(k: FloatKind) -> FpFormat {
    match k {
        FloatKind::F32 => FpFormat::F32,
        FloatKind::F64 => FpFormat::F64,
    }
}

fn rounding(r: Rounding) -> FpRounding {
    match r {
        Rounding::Down => FpRounding::Down,
        Rounding::Up => FpRounding::Up,
        Rounding::TowardZero => FpRounding::TowardZero,
        Rounding::NearestAway => FpRounding::NearestAway,
        Rounding::NearestEven => FpRounding::NearestEven,
    }
}

fn arith(op: BinOp) -> Option<FpArith> {
    Some(match op {
        BinOp::Add => FpArith::Add,
        BinOp::Sub => FpArith::Sub,
        BinOp::Mul => FpArith::Mul,
        BinOp::Div => FpArith::Div,
        _ => return None,
    })
}

impl<'p, S: Solver> Executor<'p, S> {
    /// A float as its bits may be seen (stored into memory, or read through a bit view): the
    /// same value, except that a NaN's sign and payload become those of *any* NaN — a fresh
    /// symbol no compiled program can be given. C leaves them unspecified, and gcc's program
    /// does change them: constant folding gives +NaN where the same operation at run time gives
    /// -NaN, an i386 return through the x87 quiets a signalling NaN, conversions keep payloads.
    /// So no verdict depends on the canonical NaN the operations compute with.
    pub(super) fn unspecified_nan_bits(&mut self, state: &mut State, k: FloatKind, x: TermId) -> TermId {
        let f = format(k);
        if self.terms.as_bv(x).is_some_and(|b| !fp::is_nan(f, b)) {
            return x;
        }
        let is_nan = self.terms.fp(Op::FpIsNan(f), &[x]);
        if self.terms.as_bool(is_nan) == Some(false) {
            return x;
        }
        let w = f.width();
        let sym = self.terms.fresh_symbol("nan_bits", Sort::BitVec(w));
        state.uninitialised.push_back_mut(sym);
        // Exponent all ones, sign and significand from the symbol; a zero significand (an
        // infinity) stands for the canonical NaN instead.
        let (eb, _) = f.ebits_sbits();
        let mantissa_bits = w - 1 - eb;
        let exponent = self.terms.bv_const(w, ((1u64 << eb) - 1) << mantissa_bits);
        let mantissa_mask = self.terms.bv_const(w, (1u64 << mantissa_bits) - 1);
        let nan = self.terms.bv_binop(Op::BvOr, sym, exponent);
        let mantissa = self.terms.bv_binop(Op::BvAnd, sym, mantissa_mask);
        let zero = self.terms.bv_const(w, 0);
        let infinite = self.terms.eq(mantissa, zero);
        let canonical = self.terms.bv_const(w, f.nan());
        let any_nan = self.terms.ite(infinite, canonical, nan);
        self.terms.ite(is_nan, any_nan, x)
    }

    /// A unary operation on a float (`-x` flips the sign bit, NaN or not).
    pub(super) fn float_unary(&mut self, op: UnOp, k: FloatKind, x: Val) -> Val {
        let f = format(k);
        if let Val::Bits(b) = x {
            return Val::Bits(match op {
                UnOp::Neg => b ^ f.sign_bit(),
                UnOp::Sqrt => fp::sqrt(f, b),
                UnOp::RoundIntegral(r) => fp::round_integral(f, rounding(r), b),
                UnOp::Not | UnOp::BitNot => unreachable!("the IR verifier rejects {op:?} on floats"),
            });
        }
        let t = self.val_term(x, TypeTable::float_type(k));
        let r = match op {
            UnOp::Neg => {
                let sign = self.terms.bv_const(f.width(), f.sign_bit());
                self.terms.bv_binop(Op::BvXor, t, sign)
            }
            UnOp::Sqrt => self.terms.fp(Op::FpSqrt(f), &[t]),
            UnOp::RoundIntegral(r) => self.terms.fp(Op::FpRound(f, rounding(r)), &[t]),
            UnOp::Not | UnOp::BitNot => unreachable!("the IR verifier rejects {op:?} on floats"),
        };
        self.as_val(r)
    }

    /// An arithmetic operation or comparison of two floats, concrete operands folded.
    pub(super) fn float_binary(&mut self, op: BinOp, k: FloatKind, x: Val, y: Val) -> Val {
        let f = format(k);
        if let (Val::Bits(a), Val::Bits(b)) = (x, y) {
            return match arith(op) {
                Some(a_op) => Val::Bits(fp::arith(f, a_op, a, b)),
                None => Val::Bool(match op {
                    BinOp::Eq => fp::eq(f, a, b),
                    BinOp::Ne => !fp::eq(f, a, b),
                    BinOp::Lt => fp::lt(f, a, b),
                    BinOp::Le => fp::le(f, a, b),
                    BinOp::Gt => fp::lt(f, b, a),
                    BinOp::Ge => fp::le(f, b, a),
                    _ => unreachable!("the IR verifier rejects '{}' on floats", op.symbol()),
                }),
            };
        }
        let ty = TypeTable::float_type(k);
        let (a, b) = (self.val_term(x, ty), self.val_term(y, ty));
        let t = &mut self.terms;
        let r = match (arith(op), op) {
            (Some(a_op), _) => t.fp(Op::Fp(a_op, f), &[a, b]),
            (None, BinOp::Eq) => t.fp(Op::FpEq(f), &[a, b]),
            (None, BinOp::Ne) => {
                let e = t.fp(Op::FpEq(f), &[a, b]);
                t.not(e)
            }
            (None, BinOp::Lt) => t.fp(Op::FpLt(f), &[a, b]),
            (None, BinOp::Le) => t.fp(Op::FpLe(f), &[a, b]),
            (None, BinOp::Gt) => t.fp(Op::FpLt(f), &[b, a]),
            (None, BinOp::Ge) => t.fp(Op::FpLe(f), &[b, a]),
            _ => unreachable!("the IR verifier rejects '{}' on floats", op.symbol()),
        };
        self.as_val(r)
    }

    /// A conversion from or to a float type (`None`: neither type is a float).
    pub(super) fn float_cast(&mut self, state: &State, x: Val, from: TypeId, to: TypeId) -> EResult<Option<Val>> {
        let types = &self.program.types;
        let (kf, kt) = (types.as_float(from), types.as_float(to));
        if kf.is_none() && kt.is_none() {
            return Ok(None);
        }
        if self.limits.math_ints {
            return Err(Stop::Unknown("floating point under --math-ints".into()));
        }
        let (tf, tt) = (types.get(from).clone(), types.get(to).clone());
        if let Val::Bits(b) = x {
            return Ok(Some(match (tf, tt) {
                (TypeData::Float(k), TypeData::Bool) => Val::Bool(!fp::eq(format(k), b, 0)),
                (TypeData::Float(k), TypeData::Float(t)) => Val::Bits(fp::convert(format(k), format(t), b)),
                (TypeData::Float(k), TypeData::Int(it)) => {
                    if !fp::fits_int(format(k), b, it.bits, it.signed) {
                        return Err(Stop::Undefined(FLOAT_TO_INT.into()));
                    }
                    Val::Bits(fp::to_int(format(k), b, it.bits, it.signed))
                }
                (TypeData::Int(it), TypeData::Float(k)) => Val::Bits(fp::from_int(format(k), b, it.bits, it.signed)),
                (from, to) => unreachable!("the IR verifier rejects a cast from {from:?} to {to:?}"),
            }));
        }
        if let Val::Bool(b) = x {
            let k = kt.expect("bool converts to a float");
            return Ok(Some(Val::Bits(fp::from_int(format(k), b as u64, 8, false))));
        }
        let t = self.val_term(x, from);
        let r = match (tf, tt) {
            (TypeData::Float(k), TypeData::Bool) => {
                let f = format(k);
                let zero = self.terms.bv_const(f.width(), 0);
                let e = self.terms.fp(Op::FpEq(f), &[t, zero]);
                self.terms.not(e)
            }
            (TypeData::Float(k), TypeData::Float(kt)) => self.terms.fp(Op::FpConvert { from: format(k), to: format(kt) }, &[t]),
            (TypeData::Float(k), TypeData::Int(it)) => {
                let f = format(k);
                let (lo, hi) = fp::int_bound_bits(f, it.bits, it.signed);
                let (lo, hi) = (self.terms.bv_const(f.width(), lo), self.terms.bv_const(f.width(), hi));
                let truncated = self.terms.fp(Op::FpRound(f, FpRounding::TowardZero), &[t]);
                let above = self.terms.fp(Op::FpLe(f), &[lo, truncated]);
                let below = self.terms.fp(Op::FpLt(f), &[truncated, hi]);
                let fits = self.terms.and(above, below);
                self.require(state, fits, FLOAT_TO_INT)?;
                self.terms.fp(Op::FpToInt { fmt: f, width: it.bits, signed: it.signed }, &[t])
            }
            (TypeData::Int(it), TypeData::Float(k)) => self.terms.fp(Op::FpFromInt { fmt: format(k), signed: it.signed }, &[t]),
            (TypeData::Bool, TypeData::Float(k)) => {
                let f = format(k);
                let one = self.terms.bv_const(f.width(), fp::from_int(f, 1, 8, false));
                let zero = self.terms.bv_const(f.width(), 0);
                self.terms.ite(t, one, zero)
            }
            (from, to) => unreachable!("the IR verifier rejects a cast from {from:?} to {to:?}"),
        };
        Ok(Some(self.as_val(r)))
    }
}
