//! `<math.h>`: the functions and type-generic macros (glibc expands `isnan`, `signbit`,
//! `fpclassify`, `INFINITY`, `NAN` to gcc built-ins) that effigy computes exactly, as IR
//! expressions — the IR's float operations, comparisons, and bit views (`bitcast`) of the IEEE
//! pattern. `fmin`, `fmax` and `fdim` are C in the library model (`libc_model.c`). The
//! floating-point environment (`fesetround`, exception flags) is rejected: effigy computes in
//! the default mode, round to nearest even. Other functions of `<math.h>` (`sin`, `exp`,
//! `pow`, …) are unknown external functions: their result is an input (sound, imprecise).

use super::*;
use effigy_ir::expr::Rounding;
use effigy_ir::types::FloatKind;
use effigy_ir::{BinOp, Expr, ExprKind, TypeTable, UnOp};

/// What a modelled name computes.
#[derive(Clone, Copy, Debug)]
enum Math {
    /// `f(x)` on one float of the given format: an IR unary operation.
    Unary(FloatKind, UnOp),
    Fabs(FloatKind),
    Copysign(FloatKind),
    /// Type-generic classifications (the argument keeps its float type; an integer becomes a
    /// double), all returning `int`.
    IsNan,
    /// 1 for +∞, -1 for −∞, else 0 (glibc's `isinf`, gcc's `__builtin_isinf_sign`).
    IsInfSign,
    /// 1 for ±∞, else 0 (`__builtin_isinf`).
    IsInf,
    IsFinite,
    IsNormal,
    /// 1 when the sign bit is set (also for −0 and negative NaNs), else 0.
    SignBit,
    /// `__builtin_fpclassify(nan, inf, normal, subnormal, zero, x)`.
    FpClassify,
    /// glibc's `__fpclassify(x)`: FP_NAN 0, FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4.
    GlibcFpClassify,
    /// `isgreater` & co.: comparisons without the invalid exception (effigy models no flags).
    Compare(BinOp),
    IsLessGreater,
    IsUnordered,
    /// `__builtin_inf()`, `HUGE_VAL`.
    Infinity(FloatKind),
    /// `__builtin_nan("")`, `nan("")`: the quiet NaN with a zero payload, sign clear.
    Nan(FloatKind),
    /// The floating-point environment: not modelled.
    Environment,
}

fn lookup(name: &str) -> Option<Math> {
    use FloatKind::{F32, F64};
    let plain = name.strip_prefix("__builtin_").unwrap_or(name);
    let by_base = |base: &str, kind: FloatKind| {
        let unary = |op| Some(Math::Unary(kind, op));
        match base {
            "sqrt" => unary(UnOp::Sqrt),
            "floor" => unary(UnOp::RoundIntegral(Rounding::Down)),
            "ceil" => unary(UnOp::RoundIntegral(Rounding::Up)),
            "trunc" => unary(UnOp::RoundIntegral(Rounding::TowardZero)),
            "round" => unary(UnOp::RoundIntegral(Rounding::NearestAway)),
            "rint" | "nearbyint" => unary(UnOp::RoundIntegral(Rounding::NearestEven)),
            "fabs" => Some(Math::Fabs(kind)),
            "copysign" => Some(Math::Copysign(kind)),
            "inf" | "huge_val" => Some(Math::Infinity(kind)),
            "nan" => Some(Math::Nan(kind)),
            _ => None,
        }
    };
    // `sqrtf` is the float version of `sqrt` (but `inf` is not `in` of float).
    if let Some(m) = plain.strip_suffix('f').and_then(|b| by_base(b, F32)).or_else(|| by_base(plain, F64)) {
        return Some(m);
    }
    Some(match plain {
        "isnan" | "__isnan" | "__isnanf" | "isnanf" => Math::IsNan,
        "isinf_sign" | "__isinf" | "__isinff" | "isinff" => Math::IsInfSign,
        // glibc's `isinf` function returns the sign; gcc's built-in only 0/1.
        "isinf" if name == plain => Math::IsInfSign,
        "isinf" => Math::IsInf,
        "isfinite" | "finite" | "finitef" | "__finite" | "__finitef" => Math::IsFinite,
        "isnormal" => Math::IsNormal,
        "signbit" | "signbitf" | "__signbit" | "__signbitf" => Math::SignBit,
        "fpclassify" if name != plain => Math::FpClassify,
        "__fpclassify" | "__fpclassifyf" => Math::GlibcFpClassify,
        "isgreater" => Math::Compare(BinOp::Gt),
        "isgreaterequal" => Math::Compare(BinOp::Ge),
        "isless" => Math::Compare(BinOp::Lt),
        "islessequal" => Math::Compare(BinOp::Le),
        "islessgreater" => Math::IsLessGreater,
        "isunordered" => Math::IsUnordered,
        "fesetround" | "fegetround" | "feclearexcept" | "fetestexcept" | "feraiseexcept" | "fesetenv" | "fegetenv" | "feholdexcept"
        | "feupdateenv" | "fesetexceptflag" | "fegetexceptflag" => Math::Environment,
        _ => return None,
    })
}

/// Whether effigy computes `name` itself (it then has no address).
pub(crate) fn is_math_builtin(name: &str) -> bool {
    lookup(name).is_some()
}

fn bits_type(k: FloatKind) -> TypeId {
    match k {
        FloatKind::F32 => TypeTable::U32,
        FloatKind::F64 => TypeTable::U64,
    }
}

impl Lowerer<'_> {
    /// A call of a `<math.h>` function or built-in effigy computes; `Ok(None)` when `name` is
    /// not one of them.
    pub(crate) fn math_call(&mut self, name: &str, args: &[Node<c::Expression>], span: CSpan) -> LResult<Option<Expr>> {
        let Some(m) = lookup(name) else { return Ok(None) };
        let want = |lw: &Self, n: usize| -> LResult<()> {
            if args.len() == n {
                Ok(())
            } else {
                Err(lw.error(span, format!("'{name}' takes {n} argument{}, {} given", if n == 1 { "" } else { "s" }, args.len())))
            }
        };
        let int = |b: Expr| b.cast(TypeTable::I32);
        Ok(Some(match m {
            Math::Environment => {
                return Err(self.unsupported(
                    span,
                    &format!("'{name}': the floating-point environment (effigy computes in the default mode, round to nearest even, and models no exception flags)"),
                ))
            }
            Math::Infinity(k) => {
                want(self, 0)?;
                Expr::constant(TypeTable::float_type(k), infinity(k))
            }
            Math::Nan(k) => {
                want(self, 1)?;
                let payload = match &args[0].node {
                    c::Expression::StringLiteral(s) => self.string_bytes(&s.node, args[0].span)?,
                    _ => return Err(self.unsupported(args[0].span, &format!("'{name}' with an argument other than a string literal"))),
                };
                if payload.iter().any(|&b| b != 0) {
                    return Err(self.unsupported(args[0].span, &format!("'{name}' with a NaN payload")));
                }
                Expr::constant(TypeTable::float_type(k), if k == FloatKind::F32 { 0x7fc0_0000 } else { 0x7ff8_0000_0000_0000 })
            }
            Math::Unary(k, op) => {
                want(self, 1)?;
                let x = self.float_argument(&args[0], Some(k))?;
                Expr::unary(x.ty, op, x)
            }
            Math::Fabs(k) => {
                want(self, 1)?;
                let x = self.float_argument(&args[0], Some(k))?;
                self.with_sign(x, None)
            }
            Math::Copysign(k) => {
                want(self, 2)?;
                let x = self.float_argument(&args[0], Some(k))?;
                let y = self.float_argument(&args[1], Some(k))?;
                let y = self.stable(y, span)?;
                let sign = self.sign_bit(y);
                self.with_sign(x, Some(sign))
            }
            Math::IsNan => {
                want(self, 1)?;
                let x = self.float_argument(&args[0], None)?;
                let x = self.stable(x, span)?;
                int(is_nan(x))
            }
            Math::IsInf | Math::IsInfSign => {
                want(self, 1)?;
                let x = self.float_argument(&args[0], None)?;
                let x = self.stable(x, span)?;
                let k = self.p.types.as_float(x.ty).unwrap();
                let inf = Expr::constant(x.ty, infinity(k));
                let minus_inf = Expr::constant(x.ty, inf.as_const().unwrap() | (1u64 << (k.bits() - 1)));
                let pos = int(Expr::binary(TypeTable::BOOL, BinOp::Eq, x.clone(), inf));
                let neg = int(Expr::binary(TypeTable::BOOL, BinOp::Eq, x, minus_inf));
                if matches!(m, Math::IsInf) {
                    Expr::binary(TypeTable::I32, BinOp::BitOr, pos, neg)
                } else {
                    Expr::binary(TypeTable::I32, BinOp::Sub, pos, neg)
                }
            }
            Math::IsFinite | Math::IsNormal => {
                want(self, 1)?;
                let x = self.float_argument(&args[0], None)?;
                let k = self.p.types.as_float(x.ty).unwrap();
                let (max, min_normal) = limits(k);
                let a = self.with_sign(x, None);
                let a = self.stable(a, span)?;
                let le_max = Expr::binary(TypeTable::BOOL, BinOp::Le, a.clone(), Expr::constant(a.ty, max));
                if matches!(m, Math::IsFinite) {
                    int(le_max)
                } else {
                    let ge_min = Expr::binary(TypeTable::BOOL, BinOp::Ge, a.clone(), Expr::constant(a.ty, min_normal));
                    int(Expr::binary(TypeTable::BOOL, BinOp::And, le_max, ge_min))
                }
            }
            Math::SignBit => {
                want(self, 1)?;
                let x = self.float_argument(&args[0], None)?;
                int(self.sign_bit(x))
            }
            Math::FpClassify | Math::GlibcFpClassify => {
                let (codes, x) = if matches!(m, Math::FpClassify) {
                    want(self, 6)?;
                    let mut codes = Vec::new();
                    for a in &args[..5] {
                        let v = self.scalar(a)?;
                        let v = self.convert(v, TypeTable::I32, a.span)?;
                        codes.push(self.stable(v, span)?);
                    }
                    (codes, &args[5])
                } else {
                    want(self, 1)?;
                    let c = |v| Expr::constant(TypeTable::I32, v);
                    // glibc: FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO.
                    (vec![c(0), c(1), c(4), c(3), c(2)], &args[0])
                };
                let x = self.float_argument(x, None)?;
                let x = self.stable(x, span)?;
                let k = self.p.types.as_float(x.ty).unwrap();
                let (max, min_normal) = limits(k);
                let a = self.with_sign(x.clone(), None);
                let a = self.stable(a, span)?;
                let cmp = |op, v| Expr::binary(TypeTable::BOOL, op, a.clone(), Expr::constant(a.ty, v));
                let nan = is_nan(x);
                let inf = cmp(BinOp::Gt, max);
                let normal = Expr::binary(TypeTable::BOOL, BinOp::And, cmp(BinOp::Le, max), cmp(BinOp::Ge, min_normal));
                let subnormal = Expr::binary(TypeTable::BOOL, BinOp::And, cmp(BinOp::Lt, min_normal), cmp(BinOp::Ne, 0));
                let zero = cmp(BinOp::Eq, 0);
                // Exactly one class holds: Σ code_i · [class_i].
                let mut sum: Option<Expr> = None;
                for (code, class) in codes.into_iter().zip([nan, inf, normal, subnormal, zero]) {
                    let term = Expr::binary(TypeTable::I32, BinOp::Mul, code, int(class));
                    sum = Some(match sum {
                        None => term,
                        Some(s) => Expr::binary(TypeTable::I32, BinOp::Add, s, term),
                    });
                }
                sum.unwrap()
            }
            Math::Compare(_) | Math::IsLessGreater | Math::IsUnordered => {
                want(self, 2)?;
                let (a, b) = (self.scalar(&args[0])?, self.scalar(&args[1])?);
                let t = if self.p.types.as_float(a.ty) == Some(FloatKind::F64) || self.p.types.as_float(b.ty) == Some(FloatKind::F64) {
                    TypeTable::F64
                } else if self.p.types.is_float(a.ty) || self.p.types.is_float(b.ty) {
                    TypeTable::F32
                } else {
                    TypeTable::F64
                };
                let a = self.convert(a, t, args[0].span)?;
                let b = self.convert(b, t, args[1].span)?;
                let (a, b) = (self.stable(a, span)?, self.stable(b, span)?);
                let c = |op, x: &Expr, y: &Expr| Expr::binary(TypeTable::BOOL, op, x.clone(), y.clone());
                int(match m {
                    Math::Compare(op) => c(op, &a, &b),
                    Math::IsLessGreater => Expr::binary(TypeTable::BOOL, BinOp::Or, c(BinOp::Lt, &a, &b), c(BinOp::Gt, &a, &b)),
                    _ => Expr::binary(TypeTable::BOOL, BinOp::Or, is_nan(a), is_nan(b)),
                })
            }
        }))
    }

    /// The argument of a math function as a float: converted to `k` when the function has a
    /// prototype, kept (an integer: as a double) when it is type-generic.
    fn float_argument(&mut self, a: &Node<c::Expression>, k: Option<FloatKind>) -> LResult<Expr> {
        let v = self.scalar(a)?;
        let target = match k {
            Some(k) => TypeTable::float_type(k),
            None if self.p.types.is_float(v.ty) => v.ty,
            None => TypeTable::F64,
        };
        self.convert(v, target, a.span)
    }

    /// `e` itself when evaluating it twice is free (a constant or a variable), else a
    /// temporary holding its value.
    fn stable(&mut self, e: Expr, span: CSpan) -> LResult<Expr> {
        if matches!(e.kind, ExprKind::Const(_) | ExprKind::Var(_)) {
            return Ok(e);
        }
        let t = self.temp(e.ty, span)?;
        self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: e }, span)?;
        Ok(t)
    }

    /// Whether the sign bit of the float `x` is set, as a `bool`.
    fn sign_bit(&mut self, x: Expr) -> Expr {
        let k = self.p.types.as_float(x.ty).unwrap();
        let bt = bits_type(k);
        let bits = Expr::new(bt, ExprKind::Reinterpret(Box::new(x)));
        let shifted = Expr::binary(bt, BinOp::Shr, bits, Expr::constant(bt, (k.bits() - 1) as u64));
        Expr::binary(TypeTable::BOOL, BinOp::Ne, shifted, Expr::constant(bt, 0))
    }

    /// `x` with its sign bit cleared (`fabs`), or set from the `bool` `sign` (`copysign`).
    fn with_sign(&mut self, x: Expr, sign: Option<Expr>) -> Expr {
        let k = self.p.types.as_float(x.ty).unwrap();
        let (ft, bt) = (x.ty, bits_type(k));
        let top = 1u64 << (k.bits() - 1);
        let bits = Expr::new(bt, ExprKind::Reinterpret(Box::new(x)));
        let magnitude = Expr::binary(bt, BinOp::BitAnd, bits, Expr::constant(bt, top - 1));
        let result = match sign {
            None => magnitude,
            Some(s) => {
                let set = Expr::binary(bt, BinOp::Mul, s.cast(bt), Expr::constant(bt, top));
                Expr::binary(bt, BinOp::BitOr, magnitude, set)
            }
        };
        Expr::new(ft, ExprKind::Reinterpret(Box::new(result)))
    }
}

/// `x != x`: true exactly for NaNs.
fn is_nan(x: Expr) -> Expr {
    Expr::binary(TypeTable::BOOL, BinOp::Ne, x.clone(), x)
}

/// The bits of +∞.
fn infinity(k: FloatKind) -> u64 {
    match k {
        FloatKind::F32 => 0x7f80_0000,
        FloatKind::F64 => 0x7ff0_0000_0000_0000,
    }
}

/// The bits of the largest finite value and of the smallest normal one.
fn limits(k: FloatKind) -> (u64, u64) {
    match k {
        FloatKind::F32 => (0x7f7f_ffff, 0x0080_0000),
        FloatKind::F64 => (0x7fef_ffff_ffff_ffff, 0x0010_0000_0000_0000),
    }
}
