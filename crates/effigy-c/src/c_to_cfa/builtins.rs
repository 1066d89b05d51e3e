//! gcc's built-in functions (`__builtin_*`) with an arithmetic or control meaning, lowered to IR
//! expressions and edges: `__builtin_expect`, `__builtin_unreachable`, `__builtin_trap`,
//! `__builtin_constant_p`, `__builtin_choose_expr`, `__builtin_prefetch`,
//! `__builtin_assume_aligned`, the overflow-checking arithmetic (`__builtin_add_overflow` and
//! its typed and `_p` forms), the bit operations (`ffs`, `clz`, `ctz`, `clrsb`, `popcount`,
//! `parity` with their `l`/`ll` forms) and the byte swaps (`bswap16/32/64`).
//!
//! A `__builtin_` name that is a C library function with another spelling
//! (`__builtin_memcpy`, `__builtin_abort`, `__builtin_printf`, …) is that function
//! ([`library_alias`]). Built-ins about the machine's state (`__builtin_return_address`,
//! `__builtin_frame_address`, `__builtin_apply`) are rejected; `__builtin_setjmp`/`__builtin_longjmp` are setjmp/longjmp.
//!
//! The bit operations are branch-free expressions (SWAR population counts), so every engine
//! sees them as arithmetic; `clz`/`ctz` of 0 are undefined (gcc's documentation), an
//! `Undefined` edge.

use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind, IntType, Termination, TypeData, TypeId, TypeTable, UnOp};

use super::{LResult, Lowerer};
use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};

/// The C library function a `__builtin_` name stands for, if it is one of those gcc documents
/// as the library function under another name (ISO C90/C99 functions and a few POSIX ones).
pub(crate) fn library_alias(name: &str) -> Option<&str> {
    let plain = name.strip_prefix("__builtin_")?;
    const ALIASED: &[&str] = &[
        "abort",
        "exit",
        "_exit",
        "_Exit",
        "malloc",
        "calloc",
        "realloc",
        "free",
        "alloca",
        "memcpy",
        "memmove",
        "memset",
        "memcmp",
        "memchr",
        "mempcpy",
        "strlen",
        "strcpy",
        "strncpy",
        "strcat",
        "strncat",
        "strcmp",
        "strncmp",
        "strchr",
        "strrchr",
        "strstr",
        "strspn",
        "strcspn",
        "strpbrk",
        "strdup",
        "strndup",
        "stpcpy",
        "bzero",
        "bcmp",
        "bcopy",
        "index",
        "rindex",
        "printf",
        "fprintf",
        "sprintf",
        "snprintf",
        "vprintf",
        "vfprintf",
        "vsprintf",
        "vsnprintf",
        "puts",
        "putchar",
        "fputs",
        "fputc",
        "putc",
        "fwrite",
        "abs",
        "labs",
        "llabs",
        "imaxabs",
        "isalnum",
        "isalpha",
        "isdigit",
        "islower",
        "isupper",
        "isspace",
        "isprint",
        "isxdigit",
        "ispunct",
        "iscntrl",
        "isgraph",
        "isascii",
        "isblank",
        "toupper",
        "tolower",
        "atoi",
        "atol",
        "strtol",
        "strtoul",
        "qsort",
        "fabs",
        "fabsf",
        "sqrt",
        "sqrtf",
        "floor",
        "floorf",
        "ceil",
        "ceilf",
        "trunc",
        "truncf",
        "round",
        "roundf",
        "rint",
        "rintf",
        "copysign",
        "copysignf",
        "signbit",
        "isnan",
        "isinf",
        "isfinite",
        "creal",
        "crealf",
        "cimag",
        "cimagf",
        "conj",
        "conjf",
    ];
    ALIASED.contains(&plain).then_some(plain)
}

/// gcc built-ins that read or change the machine's state rather than compute: not modelled.
const MACHINE_STATE: &[&str] = &[
    "__builtin_return_address",
    "__builtin_frame_address",
    "__builtin_extract_return_addr",
    "__builtin_apply",
    "__builtin_apply_args",
    "__builtin_return",
    "__builtin_eh_return",
    "__builtin_dwarf_cfa",
    "__builtin_stack_save",
    "__builtin_stack_restore",
    "__builtin___clear_cache",
];

/// The bit operations: name without suffix and the operand's width class.
fn bit_operation(name: &str) -> Option<(&str, &str)> {
    let rest = name.strip_prefix("__builtin_")?;
    for op in ["ffs", "clz", "ctz", "clrsb", "popcount", "parity"] {
        if let Some(suffix) = rest.strip_prefix(op) {
            if matches!(suffix, "" | "l" | "ll") {
                return Some((op, suffix));
            }
        }
    }
    None
}

/// The overflow-checking arithmetic: (operation, `_p` form, the typed form's operand type as
/// (signed, suffix)).
fn overflow_operation(name: &str) -> Option<(BinOp, bool, Option<(bool, &str)>)> {
    let rest = name.strip_prefix("__builtin_")?;
    let (typed, rest) = match rest.as_bytes().first() {
        Some(b's') if !rest.starts_with("sub_") => (Some(true), &rest[1..]),
        Some(b'u') => (Some(false), &rest[1..]),
        _ => (None, rest),
    };
    let (op, rest) = if let Some(r) = rest.strip_prefix("add") {
        (BinOp::Add, r)
    } else if let Some(r) = rest.strip_prefix("sub") {
        (BinOp::Sub, r)
    } else if let Some(r) = rest.strip_prefix("mul") {
        (BinOp::Mul, r)
    } else {
        return None;
    };
    match typed {
        None => match rest {
            "_overflow" => Some((op, false, None)),
            "_overflow_p" => Some((op, true, None)),
            _ => None,
        },
        Some(signed) => {
            let suffix = rest.strip_suffix("_overflow")?;
            matches!(suffix, "" | "l" | "ll").then_some((op, false, Some((signed, suffix))))
        }
    }
}

impl Lowerer<'_> {
    /// The integer type of a bit-operation suffix: `unsigned int`, `unsigned long`,
    /// `unsigned long long` (`signed` for `clrsb`).
    fn suffix_type(&mut self, suffix: &str, signed: bool) -> TypeId {
        let bits = match suffix {
            "" => 32,
            "l" => self.p.data_model().long_bits(),
            _ => 64,
        };
        self.p.types.int(IntType::new(bits, signed))
    }

    /// A gcc built-in with an arithmetic or control meaning; `Ok(None)` when `name` is not
    /// one. The value is `Some` only when wanted.
    pub(crate) fn gcc_builtin(
        &mut self,
        name: &str,
        args: &[Node<c::Expression>],
        span: CSpan,
        want_value: bool,
    ) -> LResult<Option<Option<Expr>>> {
        if !name.starts_with("__builtin_") {
            return Ok(None);
        }
        let argc = |lw: &Self, n: usize| -> LResult<()> {
            if args.len() == n {
                Ok(())
            } else {
                Err(lw.error(span, format!("'{name}' takes {n} argument{}, {} given", if n == 1 { "" } else { "s" }, args.len())))
            }
        };
        if MACHINE_STATE.contains(&name) {
            return Err(self.unsupported(span, &format!("'{name}' (the machine's state: return addresses, frames, registers)")));
        }
        if let Some((op, suffix)) = bit_operation(name) {
            argc(self, 1)?;
            let v = self.bit_operation(op, suffix, &args[0], span)?;
            return Ok(Some(want_value.then_some(v)));
        }
        if let Some((op, predicate, typed)) = overflow_operation(name) {
            argc(self, 3)?;
            let v = self.overflow_builtin(name, op, predicate, typed, args, span)?;
            return Ok(Some(want_value.then_some(v)));
        }
        let value = match name {
            "__builtin_expect" | "__builtin_expect_with_probability" => {
                argc(self, if name == "__builtin_expect" { 2 } else { 3 })?;
                // `long __builtin_expect(long exp, long c)`: the value of `exp`.
                let v = self.scalar(&args[0])?;
                for a in &args[1..] {
                    self.effect(a)?;
                }
                let long = self.suffix_type("l", true);
                Some(self.convert(v, long, span)?)
            }
            "__builtin_assume_aligned" => {
                if args.len() < 2 || args.len() > 3 {
                    return Err(self.error(span, format!("'{name}' takes 2 or 3 arguments, {} given", args.len())));
                }
                let v = self.scalar(&args[0])?;
                let t = self.temp(v.ty, span)?;
                self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, span)?;
                for a in &args[1..] {
                    self.effect(a)?;
                }
                let void_ptr = self.p.types.pointer(TypeTable::VOID);
                Some(self.convert(t, void_ptr, span)?)
            }
            "__builtin_unreachable" => {
                argc(self, 0)?;
                self.emit_final(EdgeKind::Undefined("__builtin_unreachable() reached".into()), span)?;
                None
            }
            "__builtin_trap" => {
                argc(self, 0)?;
                self.emit_final(EdgeKind::Terminate(Termination::Trap), span)?;
                None
            }
            "__builtin_prefetch" => {
                if args.is_empty() || args.len() > 3 {
                    return Err(self.error(span, format!("'{name}' takes 1 to 3 arguments, {} given", args.len())));
                }
                for a in args {
                    self.effect(a)?;
                }
                None
            }
            "__builtin_constant_p" => {
                argc(self, 1)?;
                // gcc answers 1 for what its front end folds to a constant (at -O0) and for a
                // string literal, 0 for an address otherwise; the operand is not evaluated.
                let literal = matches!(args[0].node, c::Expression::StringLiteral(_));
                let v = self.dry(|lw| lw.value(&args[0]))?;
                let constant = literal || (matches!(v.kind, ExprKind::Const(_)) && self.p.types.is_scalar(v.ty));
                Some(self.int_const(constant as i128))
            }
            "__builtin_choose_expr" => {
                argc(self, 3)?;
                let c = self.dry(|lw| lw.scalar(&args[0]))?;
                let Some(k) = self.const_int_value(&c) else {
                    return Err(self.error(args[0].span, "the first argument of '__builtin_choose_expr' is not a constant"));
                };
                let chosen = if k != 0 { &args[1] } else { &args[2] };
                let v = self.value(chosen)?;
                if v.ty == TypeTable::VOID {
                    None
                } else {
                    Some(v)
                }
            }
            "__builtin_bswap16" | "__builtin_bswap32" | "__builtin_bswap64" => {
                argc(self, 1)?;
                let bits: u32 = name["__builtin_bswap".len()..].parse().expect("16, 32 or 64");
                let ty = self.p.types.int(IntType::new(bits, false));
                let v = self.scalar(&args[0])?;
                let v = self.convert(v, ty, span)?;
                let x = self.hold(v, span)?;
                let mut acc: Option<Expr> = None;
                for i in 0..bits / 8 {
                    // Byte i moves to byte (n - 1 - i).
                    let from = i * 8;
                    let to = bits - 8 - from;
                    let byte = Expr::binary(
                        ty,
                        BinOp::BitAnd,
                        Expr::binary(ty, BinOp::Shr, x.clone(), self.shift(ty, from)),
                        self.konst(ty, 0xff),
                    );
                    let placed = Expr::binary(ty, BinOp::Shl, byte, self.shift(ty, to));
                    acc = Some(match acc {
                        None => placed,
                        Some(a) => Expr::binary(ty, BinOp::BitOr, a, placed),
                    });
                }
                acc
            }
            _ => {
                if library_alias(name).is_some() {
                    return Ok(None);
                }
                return Ok(None);
            }
        };
        Ok(Some(if want_value { value } else { None }))
    }

    /// A constant of an integer type.
    fn konst(&mut self, ty: TypeId, v: u64) -> Expr {
        let mask = self.p.types.scalar_int(ty).map(|it| it.mask()).unwrap_or(u64::MAX);
        Expr::constant(ty, v & mask)
    }

    /// A shift amount (of the shifted operand's type).
    fn shift(&mut self, ty: TypeId, n: u32) -> Expr {
        self.konst(ty, n as u64)
    }

    /// `v` in a fresh temporary (so that an expression that uses it several times stays small).
    fn hold(&mut self, v: Expr, span: CSpan) -> LResult<Expr> {
        if matches!(v.kind, ExprKind::Var(_) | ExprKind::Const(_)) {
            return Ok(v);
        }
        let t = self.temp(v.ty, span)?;
        self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, span)?;
        Ok(t)
    }

    /// The number of set bits of `x` (an unsigned integer of 8 to 64 bits), as an expression of
    /// `x`'s type: the SWAR reduction, branch-free.
    fn popcount(&mut self, x: Expr, span: CSpan) -> LResult<Expr> {
        let ty = x.ty;
        let bits = self.p.types.scalar_int(ty).expect("an integer").bits;
        let m = |p: u64| -> u64 { p & effigy_ir::types::mask(bits) };
        let x = self.hold(x, span)?;
        // x - ((x >> 1) & 0x55…)
        let k55 = self.konst(ty, m(0x5555_5555_5555_5555));
        let one = self.shift(ty, 1);
        let a = Expr::binary(ty, BinOp::Sub, x.clone(), Expr::binary(ty, BinOp::BitAnd, Expr::binary(ty, BinOp::Shr, x, one), k55));
        let a = self.hold(a, span)?;
        // (a & 0x33…) + ((a >> 2) & 0x33…)
        let k33 = self.konst(ty, m(0x3333_3333_3333_3333));
        let two = self.shift(ty, 2);
        let b = Expr::binary(
            ty,
            BinOp::Add,
            Expr::binary(ty, BinOp::BitAnd, a.clone(), k33.clone()),
            Expr::binary(ty, BinOp::BitAnd, Expr::binary(ty, BinOp::Shr, a, two), k33),
        );
        let b = self.hold(b, span)?;
        // (b + (b >> 4)) & 0x0f…: a count per byte.
        let k0f = self.konst(ty, m(0x0f0f_0f0f_0f0f_0f0f));
        let four = self.shift(ty, 4);
        let c = Expr::binary(ty, BinOp::BitAnd, Expr::binary(ty, BinOp::Add, b.clone(), Expr::binary(ty, BinOp::Shr, b, four)), k0f);
        if bits == 8 {
            return Ok(c);
        }
        // The sum of the bytes ends in the top byte of (c * 0x0101…).
        let c = self.hold(c, span)?;
        let k01 = self.konst(ty, m(0x0101_0101_0101_0101));
        let top = self.shift(ty, bits - 8);
        Ok(Expr::binary(ty, BinOp::Shr, Expr::binary(ty, BinOp::Mul, c, k01), top))
    }

    /// `x | x >> 1 | x >> 2 | …`: every bit below the highest set bit set.
    fn smear_right(&mut self, x: Expr, span: CSpan) -> LResult<Expr> {
        let ty = x.ty;
        let bits = self.p.types.scalar_int(ty).expect("an integer").bits;
        let mut x = self.hold(x, span)?;
        let mut s = 1;
        while s < bits {
            let k = self.shift(ty, s);
            let next = Expr::binary(ty, BinOp::BitOr, x.clone(), Expr::binary(ty, BinOp::Shr, x, k));
            x = self.hold(next, span)?;
            s *= 2;
        }
        Ok(x)
    }

    /// The bit operations of gcc: `ffs`, `clz`, `ctz`, `clrsb`, `popcount`, `parity`; the
    /// result is an `int`.
    fn bit_operation(&mut self, op: &str, suffix: &str, arg: &Node<c::Expression>, span: CSpan) -> LResult<Expr> {
        // ffs and clrsb take signed operands, the others unsigned ones; all are computed on
        // the unsigned bits.
        let signed = matches!(op, "ffs" | "clrsb");
        let declared = self.suffix_type(suffix, signed);
        let uty = self.suffix_type(suffix, false);
        let bits = self.p.types.scalar_int(uty).expect("an integer").bits;
        let v = self.scalar(arg)?;
        let v = self.convert(v, declared, span)?;
        let x = self.hold(fold_cast(v, uty), span)?;
        let zero = self.konst(uty, 0);
        let result = match op {
            "popcount" => self.popcount(x, span)?,
            "parity" => {
                let p = self.popcount(x, span)?;
                let one = self.konst(uty, 1);
                Expr::binary(uty, BinOp::BitAnd, p, one)
            }
            "clz" | "ctz" => {
                // Undefined for 0 (gcc's documentation; x86's bsr/bsf leave it unspecified).
                let is_zero = Expr::binary(TypeTable::BOOL, BinOp::Eq, x.clone(), zero);
                self.undefined_if(is_zero, &format!("__builtin_{op}{suffix}(0)"), span)?;
                if op == "clz" {
                    let s = self.smear_right(x, span)?;
                    self.popcount(Expr::unary(uty, UnOp::BitNot, s), span)?
                } else {
                    // (x & -x) - 1: the bits below the lowest set bit.
                    let neg = Expr::unary(uty, UnOp::Neg, x.clone());
                    let one = self.konst(uty, 1);
                    let below = Expr::binary(uty, BinOp::Sub, Expr::binary(uty, BinOp::BitAnd, x, neg), one);
                    self.popcount(below, span)?
                }
            }
            "ffs" => {
                // popcount(x ^ (x - 1)) is the lowest set bit's index + 1, and the width for 0.
                let one = self.konst(uty, 1);
                let low = Expr::binary(uty, BinOp::BitXor, x.clone(), Expr::binary(uty, BinOp::Sub, x.clone(), one));
                let count = self.popcount(low, span)?;
                let nonzero = Expr::binary(TypeTable::BOOL, BinOp::Ne, x, zero);
                Expr::binary(uty, BinOp::Mul, count, nonzero.cast(uty))
            }
            "clrsb" => {
                // The leading bits equal to the sign bit, minus one: clz(x ^ (x >> (n-1))) - 1
                // with clz(0) = n.
                let top = self.shift(declared, bits - 1);
                let sign = fold_cast(Expr::binary(declared, BinOp::Shr, fold_cast(x.clone(), declared), top), uty);
                let y = Expr::binary(uty, BinOp::BitXor, x, sign);
                let s = self.smear_right(y, span)?;
                let lz = self.popcount(Expr::unary(uty, UnOp::BitNot, s), span)?;
                let one = self.konst(uty, 1);
                Expr::binary(uty, BinOp::Sub, lz, one)
            }
            _ => unreachable!("bit_operation lists the operations"),
        };
        Ok(fold_cast(result, TypeTable::I32))
    }

    /// An `Undefined` edge taken when `cond` holds.
    fn undefined_if(&mut self, cond: Expr, what: &str, span: CSpan) -> LResult<()> {
        if cond.as_const() == Some(0) {
            return Ok(());
        }
        let (bad, ok) = (self.new_loc(), self.new_loc());
        let cur = self.cur();
        self.edge(cur, bad, EdgeKind::Assume(cond.clone()), span);
        self.edge(cur, ok, EdgeKind::Assume(cond.not()), span);
        self.set_cur(bad);
        self.emit_final(EdgeKind::Undefined(what.to_string()), span)?;
        self.set_cur(ok);
        Ok(())
    }

    /// `__builtin_{add,sub,mul}_overflow(a, b, &r)`, its typed forms (`__builtin_sadd_overflow`
    /// …) and `__builtin_{add,sub,mul}_overflow_p(a, b, (T)0)`: the operation on the
    /// mathematical values of `a` and `b`, stored in `r` modulo its width (not for `_p`), and
    /// whether it does not fit `r`'s type (`T` for `_p`): a `bool`.
    ///
    /// The mathematical value is computed exactly in 128 bits (two 64-bit words): operands of up
    /// to 64 bits, sign- or zero-extended, added, subtracted or multiplied modulo 2^128 — exact
    /// for sums and differences, and for products as far as the question needs (a product of
    /// 64-bit operands that wraps modulo 2^128 is far outside every 64-bit range, and the wrapped
    /// value is too).
    fn overflow_builtin(
        &mut self,
        name: &str,
        op: BinOp,
        predicate: bool,
        typed: Option<(bool, &str)>,
        args: &[Node<c::Expression>],
        span: CSpan,
    ) -> LResult<Expr> {
        let mut operands = Vec::new();
        for a in &args[..2] {
            let v = self.scalar(a)?;
            let v = match typed {
                Some((signed, suffix)) => {
                    let t = self.suffix_type(suffix, signed);
                    self.convert(v, t, a.span)?
                }
                None => {
                    if self.p.types.scalar_int(v.ty).is_none() || self.p.types.is_pointer(v.ty) {
                        return Err(self.error(a.span, format!("the operands of '{name}' must be integers")));
                    }
                    self.promote(v)
                }
            };
            operands.push(v);
        }
        // The result's type: what the third argument points to (or, for `_p`, its type).
        // A bit-field as the third argument of a `_p` form: the result is checked in its width
        // (gcc's manual: "the type of the third argument").
        let mut field_width = None;
        let (result_ty, dest) = if predicate {
            let v = self.dry(|lw| lw.scalar(&args[2]))?;
            if let c::Expression::Member(_) = &args[2].node {
                if let Ok(lv) = self.dry(|lw| lw.assignable(&args[2])) {
                    if let Some(bf) = self.bitfield_of(&lv) {
                        let signed = self.p.types.as_int(bf.declared).is_some_and(|it| it.signed);
                        field_width = Some(IntType::new(bf.width, signed));
                    }
                }
            }
            (v.ty, None)
        } else {
            let p = self.scalar(&args[2])?;
            let Some(pointee) = self.p.types.pointee(p.ty) else {
                return Err(self.error(args[2].span, format!("the third argument of '{name}' must be a pointer to an integer")));
            };
            if let Some((signed, suffix)) = typed {
                let want = self.suffix_type(suffix, signed);
                if want != pointee {
                    return Err(self.error(args[2].span, format!("the third argument of '{name}' must point to {}", self.ty_name(want))));
                }
            }
            (pointee, Some(p))
        };
        let Some(rt) = self.p.types.as_int(result_ty).filter(|_| !matches!(self.p.types.get(result_ty), TypeData::Bool)) else {
            return Err(self.error(args[2].span, format!("the result of '{name}' must be an integer type other than _Bool")));
        };
        let rt = field_width.unwrap_or(rt);
        let u64t = TypeTable::U64;
        let i64t = TypeTable::I64;
        // Each operand as (hi, lo) words of its 128-bit two's complement value.
        let mut words = Vec::new();
        for v in operands {
            let signed = self.p.types.scalar_int(v.ty).is_some_and(|it| it.signed);
            let wide = if signed { fold_cast(v, i64t) } else { fold_cast(v, u64t) };
            let lo = self.hold(fold_cast(wide, u64t), span)?;
            let hi = if signed {
                let k63 = self.konst(i64t, 63);
                fold_cast(Expr::binary(i64t, BinOp::Shr, fold_cast(lo.clone(), i64t), k63), u64t)
            } else {
                self.konst(u64t, 0)
            };
            let hi = self.hold(hi, span)?;
            words.push((hi, lo));
        }
        let (ahi, alo) = words[0].clone();
        let (bhi, blo) = words[1].clone();
        let one = self.konst(u64t, 1);
        let (hi, lo) = match op {
            BinOp::Add => {
                let lo = self.hold(Expr::binary(u64t, BinOp::Add, alo.clone(), blo), span)?;
                let carry = Expr::binary(TypeTable::BOOL, BinOp::Lt, lo.clone(), alo).cast(u64t);
                let hi = Expr::binary(u64t, BinOp::Add, Expr::binary(u64t, BinOp::Add, ahi, bhi), carry);
                (self.hold(hi, span)?, lo)
            }
            BinOp::Sub => {
                let lo = self.hold(Expr::binary(u64t, BinOp::Sub, alo.clone(), blo.clone()), span)?;
                let borrow = Expr::binary(TypeTable::BOOL, BinOp::Lt, alo, blo).cast(u64t);
                let hi = Expr::binary(u64t, BinOp::Sub, Expr::binary(u64t, BinOp::Sub, ahi, bhi), borrow);
                (self.hold(hi, span)?, lo)
            }
            _ => {
                // lo = alo·blo; hi = high word of alo·blo + alo·bhi + ahi·blo (mod 2^64).
                let mask32 = self.konst(u64t, 0xffff_ffff);
                let k32 = self.konst(u64t, 32);
                let half = |lw: &mut Self, x: &Expr, high: bool| -> LResult<Expr> {
                    let e = if high {
                        Expr::binary(u64t, BinOp::Shr, x.clone(), k32.clone())
                    } else {
                        Expr::binary(u64t, BinOp::BitAnd, x.clone(), mask32.clone())
                    };
                    lw.hold(e, span)
                };
                let (a0, a1) = (half(self, &alo, false)?, half(self, &alo, true)?);
                let (b0, b1) = (half(self, &blo, false)?, half(self, &blo, true)?);
                let mul = |x: &Expr, y: &Expr| Expr::binary(u64t, BinOp::Mul, x.clone(), y.clone());
                let p00 = self.hold(mul(&a0, &b0), span)?;
                let p01 = self.hold(mul(&a0, &b1), span)?;
                let p10 = self.hold(mul(&a1, &b0), span)?;
                let p11 = mul(&a1, &b1);
                let mid = Expr::binary(
                    u64t,
                    BinOp::Add,
                    Expr::binary(
                        u64t,
                        BinOp::Add,
                        Expr::binary(u64t, BinOp::Shr, p00, k32.clone()),
                        Expr::binary(u64t, BinOp::BitAnd, p01.clone(), mask32.clone()),
                    ),
                    Expr::binary(u64t, BinOp::BitAnd, p10.clone(), mask32.clone()),
                );
                let mid = self.hold(mid, span)?;
                let high = Expr::binary(
                    u64t,
                    BinOp::Add,
                    Expr::binary(u64t, BinOp::Add, p11, Expr::binary(u64t, BinOp::Shr, p01, k32.clone())),
                    Expr::binary(
                        u64t,
                        BinOp::Add,
                        Expr::binary(u64t, BinOp::Shr, p10, k32.clone()),
                        Expr::binary(u64t, BinOp::Shr, mid, k32),
                    ),
                );
                let cross = Expr::binary(u64t, BinOp::Add, mul(&alo, &bhi), mul(&ahi, &blo));
                let hi = self.hold(Expr::binary(u64t, BinOp::Add, high, cross), span)?;
                let lo = self.hold(mul(&alo, &blo), span)?;
                let _ = one;
                (hi, lo)
            }
        };
        // Does (hi, lo) fit the result type?
        let fits = if rt.signed {
            // It equals the sign extension of its low `bits` bits (shifted up and back down).
            let k = self.konst(u64t, 64 - rt.bits as u64);
            let up = fold_cast(Expr::binary(u64t, BinOp::Shl, lo.clone(), k.clone()), i64t);
            let low = Expr::binary(i64t, BinOp::Shr, up, fold_cast(k, i64t));
            let low = self.hold(low, span)?;
            let k63 = self.konst(i64t, 63);
            let ext_hi = fold_cast(Expr::binary(i64t, BinOp::Shr, low.clone(), k63), u64t);
            Expr::binary(
                TypeTable::BOOL,
                BinOp::And,
                Expr::binary(TypeTable::BOOL, BinOp::Eq, fold_cast(low, u64t), lo.clone()),
                Expr::binary(TypeTable::BOOL, BinOp::Eq, hi, ext_hi),
            )
        } else {
            let zero = self.konst(u64t, 0);
            let hi_zero = Expr::binary(TypeTable::BOOL, BinOp::Eq, hi, zero.clone());
            if rt.bits == 64 {
                hi_zero
            } else {
                let k = self.konst(u64t, rt.bits as u64);
                let above = Expr::binary(TypeTable::BOOL, BinOp::Eq, Expr::binary(u64t, BinOp::Shr, lo.clone(), k), zero);
                Expr::binary(TypeTable::BOOL, BinOp::And, hi_zero, above)
            }
        };
        if let Some(p) = dest {
            let target = Expr::new(result_ty, ExprKind::Deref(Box::new(p)));
            let value = fold_cast(lo, result_ty);
            self.emit(EdgeKind::Assign { lhs: target, rhs: value }, span)?;
        }
        Ok(fits.not())
    }
}

/// A cast that leaves an expression of the target type alone.
fn fold_cast(e: Expr, ty: TypeId) -> Expr {
    if e.ty == ty {
        e
    } else {
        e.cast(ty)
    }
}
