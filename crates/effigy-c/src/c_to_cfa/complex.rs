//! Complex types (C11 6.2.5p11, G; GNU's `_Complex int`): `_Complex float`, `_Complex double`
//! and complex integer types, as a struct of two members of the element type, real part first
//! (gcc's layout). A complex value is always an lvalue of that struct (a variable, a member, a
//! temporary of the function, or at file scope a static object holding a constant), so that its
//! parts are read as its members.
//!
//! The operators are gcc's at `-O0`: `+`, `-`, and a product or quotient with a real operand
//! part by part; the product of two complex floating values `__mulsc3`/`__muldc3`'s (the
//! textbook formula, then C99 Annex G's recovery of infinities computed as NaN + iNaN), their
//! quotient `__divsc3`'s (in double precision) and `__divdc3`'s (Smith's method with gcc 12's
//! scaling), all four in the C library model (`__effigy_mulsc3`, …); complex integers with the
//! textbook product and gcc's Smith division (by the part of larger magnitude). `==`, `!=`,
//! `!`, conversions (a real value has imaginary part 0; a complex value converted to a real
//! type loses its imaginary part), casts, `~` (conjugate, GNU), `__real__`/`__imag__` (lvalues
//! of a complex lvalue), `creal`, `cimag`, `conj`, GNU imaginary constants (`2i`, `1.5fi`).
//! `long double _Complex` is not supported (nor `long double`).

use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind, TypeId, TypeTable, UnOp};

use super::{LResult, Lowerer};
use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};

/// The name prefix of the struct that represents a complex type.
const COMPLEX: &str = "_Complex ";

impl Lowerer<'_> {
    /// The complex type of an element type (created once).
    pub(crate) fn complex_type(&mut self, elem: TypeId) -> TypeId {
        let name = format!("{COMPLEX}{}", self.ty_name(elem));
        if let Some(id) = self.p.types.struct_by_name(&name) {
            return self.p.types.struct_type(id);
        }
        let id = self.p.types.add_struct(name, false);
        self.p.types.complete_struct_with_bits(id, vec![("re".to_string(), elem, None), ("im".to_string(), elem, None)]);
        self.p.types.struct_type(id)
    }

    /// The element type of a complex type.
    pub(crate) fn complex_elem(&self, ty: TypeId) -> Option<TypeId> {
        let def = self.p.types.struct_of(ty)?;
        def.name.starts_with(COMPLEX).then(|| def.fields[0].ty)
    }

    pub(crate) fn is_complex(&self, ty: TypeId) -> bool {
        self.complex_elem(ty).is_some()
    }

    /// A real arithmetic type: an integer, `_Bool` or floating type.
    fn is_real(&self, ty: TypeId) -> bool {
        ty == TypeTable::BOOL || self.p.types.is_arithmetic(ty)
    }

    /// The real and imaginary parts of a complex lvalue or a real value, in `elem`.
    fn complex_parts(&mut self, v: Expr, elem: TypeId, span: CSpan) -> LResult<(Expr, Expr)> {
        match self.complex_elem(v.ty) {
            Some(e) => {
                let (re, im) = match (self.static_part(&v, 0), self.static_part(&v, 1)) {
                    (Some(re), Some(im)) => (re, im),
                    _ => (Expr::new(e, ExprKind::Field(Box::new(v.clone()), 0)), Expr::new(e, ExprKind::Field(Box::new(v), 1))),
                };
                Ok((self.convert(re, elem, span)?, self.convert(im, elem, span)?))
            }
            None => {
                let re = self.convert(v, elem, span)?;
                Ok((re, Expr::constant(elem, 0)))
            }
        }
    }

    /// At file scope, a part of a complex constant (a static object [`Lowerer::make_complex`]
    /// made): its constant, so that constant expressions fold.
    fn static_part(&self, v: &Expr, part: u32) -> Option<Expr> {
        if self.in_function() {
            return None;
        }
        let ExprKind::Var(var) = v.kind else { return None };
        if !self.p.var(var).is_global() || !self.p.var(var).name.starts_with("compound") {
            return None;
        }
        self.p.global_inits.iter().rev().find_map(|init| match &init.lhs.kind {
            ExprKind::Field(base, i) if *i == part && matches!(base.kind, ExprKind::Var(b) if b == var) => {
                init.rhs.as_const().is_some().then(|| init.rhs.clone())
            }
            _ => None,
        })
    }

    /// A complex value of type `ty` from its parts: a temporary in a function, a static object
    /// at file scope (its parts constants).
    pub(crate) fn make_complex(&mut self, re: Expr, im: Expr, ty: TypeId, span: CSpan) -> LResult<Expr> {
        let elem = self.complex_elem(ty).expect("a complex type");
        let t = if self.in_function() {
            self.temp(ty, span)?
        } else {
            if re.as_const().is_none() || im.as_const().is_none() {
                return Err(self.error(span, "initializer element is not a compile-time constant"));
            }
            let v = self.new_global("compound", ty);
            Expr::var(ty, v)
        };
        let (fre, fim) =
            (Expr::new(elem, ExprKind::Field(Box::new(t.clone()), 0)), Expr::new(elem, ExprKind::Field(Box::new(t.clone()), 1)));
        if self.in_function() {
            self.emit(EdgeKind::Assign { lhs: fre, rhs: re }, span)?;
            self.emit(EdgeKind::Assign { lhs: fim, rhs: im }, span)?;
        } else {
            self.push_global_init(fre, re);
            self.push_global_init(fim, im);
        }
        Ok(t)
    }

    /// A value converted to the complex type `to`.
    pub(crate) fn to_complex(&mut self, v: Expr, to: TypeId, span: CSpan) -> LResult<Expr> {
        if v.ty == to {
            return Ok(v);
        }
        let elem = self.complex_elem(to).expect("a complex type");
        let (re, im) = self.complex_parts(v, elem, span)?;
        self.make_complex(re, im, to, span)
    }

    /// A conversion from or to a complex type (`None` when neither is complex).
    pub(crate) fn complex_conversion(&mut self, v: &Expr, to: TypeId, span: CSpan) -> Option<LResult<Expr>> {
        if self.is_complex(to) {
            if !self.is_complex(v.ty) && !self.is_real(v.ty) {
                return Some(Err(
                    self.error(span, format!("cannot convert a value of type {} to {}", self.ty_name(v.ty), self.ty_name(to)))
                ));
            }
            return Some(self.to_complex(v.clone(), to, span));
        }
        if self.is_complex(v.ty) {
            if !self.is_real(to) {
                return Some(Err(
                    self.error(span, format!("cannot convert a value of type {} to {}", self.ty_name(v.ty), self.ty_name(to)))
                ));
            }
            return Some(self.complex_to_real(v.clone(), to, span));
        }
        None
    }

    /// A complex value converted to a real type: its real part (C11 6.3.1.7p2); to `_Bool`,
    /// whether either part is not zero.
    pub(crate) fn complex_to_real(&mut self, v: Expr, to: TypeId, span: CSpan) -> LResult<Expr> {
        let elem = self.complex_elem(v.ty).expect("a complex value");
        if to == TypeTable::BOOL {
            return Ok(self.complex_truth(v));
        }
        let re = Expr::new(elem, ExprKind::Field(Box::new(v), 0));
        self.convert(re, to, span)
    }

    /// `v != 0` for a complex value.
    pub(crate) fn complex_truth(&mut self, v: Expr) -> Expr {
        let elem = self.complex_elem(v.ty).expect("a complex value");
        let re = Expr::new(elem, ExprKind::Field(Box::new(v.clone()), 0));
        let im = Expr::new(elem, ExprKind::Field(Box::new(v), 1));
        let (a, b) = (self.to_bool(re), self.to_bool(im));
        Expr::binary(TypeTable::BOOL, BinOp::Or, a, b)
    }

    /// The complex type of the usual arithmetic conversions of two operands (one complex).
    pub(crate) fn complex_common(&mut self, a: TypeId, b: TypeId, span: CSpan) -> LResult<TypeId> {
        let real = |lw: &mut Self, t: TypeId| -> LResult<TypeId> {
            match lw.complex_elem(t) {
                Some(e) => Ok(e),
                None if lw.is_real(t) => Ok(t),
                None => Err(lw.error(span, format!("invalid operand of type {} with a complex one", lw.ty_name(t)))),
            }
        };
        let (ra, rb) = (real(self, a)?, real(self, b)?);
        let (pa, pb) = (self.promote(Expr::constant(ra, 0)).ty, self.promote(Expr::constant(rb, 0)).ty);
        let elem = self.common_type(pa, pb);
        Ok(self.complex_type(elem))
    }

    /// A binary operator with a complex operand (see the module's doc).
    pub(crate) fn complex_arith(&mut self, op: BinOp, a: Expr, b: Expr, span: CSpan) -> LResult<Expr> {
        let ty = self.complex_common(a.ty, b.ty, span)?;
        let elem = self.complex_elem(ty).expect("a complex type");
        let (a_complex, b_complex) = (self.is_complex(a.ty), self.is_complex(b.ty));
        let (ar, ai) = self.complex_parts(a, elem, span)?;
        let (br, bi) = self.complex_parts(b, elem, span)?;
        let hold = |lw: &mut Self, e: Expr| -> LResult<Expr> {
            if !lw.in_function() || matches!(e.kind, ExprKind::Const(_)) {
                return Ok(e);
            }
            let t = lw.temp(e.ty, span)?;
            lw.emit(EdgeKind::Assign { lhs: t.clone(), rhs: e }, span)?;
            Ok(t)
        };
        let (ar, ai, br, bi) = (hold(self, ar)?, hold(self, ai)?, hold(self, br)?, hold(self, bi)?);
        let float = self.p.types.is_float(elem);
        let bin = |lw: &mut Self, op: BinOp, x: Expr, y: Expr| -> LResult<Expr> {
            lw.arith(op, x, y, span).and_then(|v| lw.convert(v, elem, span))
        };
        match op {
            BinOp::Add | BinOp::Sub => {
                // A real operand has no imaginary part to add (which keeps a -0.0 part's sign).
                let re = bin(self, op, ar, br)?;
                let im = match (a_complex, b_complex) {
                    (true, true) => bin(self, op, ai, bi)?,
                    (true, false) => ai,
                    (false, _) if op == BinOp::Add => bi,
                    (false, _) => Expr::unary(elem, UnOp::Neg, bi),
                };
                self.make_complex(re, im, ty, span)
            }
            BinOp::Mul if !(a_complex && b_complex) || !float => {
                if !(a_complex && b_complex) {
                    // By a real value: part by part.
                    let (re, im) = if a_complex {
                        (bin(self, BinOp::Mul, ar, br.clone())?, bin(self, BinOp::Mul, ai, br)?)
                    } else {
                        (bin(self, BinOp::Mul, ar.clone(), br)?, bin(self, BinOp::Mul, ar, bi)?)
                    };
                    return self.make_complex(re, im, ty, span);
                }
                let (ac, bd) = (bin(self, BinOp::Mul, ar.clone(), br.clone())?, bin(self, BinOp::Mul, ai.clone(), bi.clone())?);
                let (ad, bc) = (bin(self, BinOp::Mul, ar, bi)?, bin(self, BinOp::Mul, ai, br)?);
                let re = bin(self, BinOp::Sub, ac, bd)?;
                let im = bin(self, BinOp::Add, ad, bc)?;
                self.make_complex(re, im, ty, span)
            }
            BinOp::Div if !b_complex => {
                let re = bin(self, BinOp::Div, ar, br.clone())?;
                let im = bin(self, BinOp::Div, ai, br)?;
                self.make_complex(re, im, ty, span)
            }
            BinOp::Div if !float => {
                // gcc's division of complex integers (tree-complex.cc, expand_complex_div_wide):
                // Smith's method, dividing by the part of larger magnitude.
                if !self.in_function() {
                    return Err(self.unsupported(span, "a quotient of complex integers in a static initializer"));
                }
                let magnitude = |lw: &mut Self, x: Expr| -> LResult<Expr> {
                    let x = lw.promote(x);
                    let Some(it) = lw.p.types.as_int(x.ty).filter(|it| it.signed) else { return Ok(x) };
                    let sign = lw.arith(BinOp::Shr, x.clone(), Expr::constant(TypeTable::I32, it.bits as u64 - 1), span)?;
                    let sign = hold(lw, sign)?;
                    let flipped = lw.arith(BinOp::BitXor, x, sign.clone(), span)?;
                    lw.arith(BinOp::Sub, flipped, sign, span)
                };
                let (mr, mi) = (magnitude(self, br.clone())?, magnitude(self, bi.clone())?);
                let smaller = self.arith(BinOp::Lt, mr, mi, span)?;
                let smaller = self.to_bool(smaller);
                let (re, im) = (self.temp(elem, span)?, self.temp(elem, span)?);
                let (lt, lf, join) = (self.new_loc(), self.new_loc(), self.new_loc());
                let cur = self.cur();
                self.edge(cur, lt, EdgeKind::Assume(smaller.clone()), span);
                self.edge(cur, lf, EdgeKind::Assume(smaller.not()), span);
                // |c| < |d|: r = c/d, den = c·r + d, ((a·r + b) + (b·r − a)i) / den.
                self.set_cur(lt);
                let ratio = bin(self, BinOp::Div, br.clone(), bi.clone())?;
                let ratio = hold(self, ratio)?;
                let t = bin(self, BinOp::Mul, br.clone(), ratio.clone())?;
                let den = bin(self, BinOp::Add, t, bi.clone())?;
                let den = hold(self, den)?;
                let t = bin(self, BinOp::Mul, ar.clone(), ratio.clone())?;
                let x = bin(self, BinOp::Add, t, ai.clone())?;
                let t = bin(self, BinOp::Mul, ai.clone(), ratio)?;
                let y = bin(self, BinOp::Sub, t, ar.clone())?;
                let x = bin(self, BinOp::Div, x, den.clone())?;
                self.emit(EdgeKind::Assign { lhs: re.clone(), rhs: x }, span)?;
                let y = bin(self, BinOp::Div, y, den)?;
                self.emit(EdgeKind::Assign { lhs: im.clone(), rhs: y }, span)?;
                let end = self.cur();
                self.edge(end, join, EdgeKind::Skip, span);
                // Otherwise: r = d/c, den = d·r + c, ((b·r + a) + (b − a·r)i) / den.
                self.set_cur(lf);
                let ratio = bin(self, BinOp::Div, bi.clone(), br.clone())?;
                let ratio = hold(self, ratio)?;
                let t = bin(self, BinOp::Mul, bi, ratio.clone())?;
                let den = bin(self, BinOp::Add, t, br)?;
                let den = hold(self, den)?;
                let t = bin(self, BinOp::Mul, ai.clone(), ratio.clone())?;
                let x = bin(self, BinOp::Add, t, ar.clone())?;
                let t = bin(self, BinOp::Mul, ar, ratio)?;
                let y = bin(self, BinOp::Sub, ai, t)?;
                let x = bin(self, BinOp::Div, x, den.clone())?;
                self.emit(EdgeKind::Assign { lhs: re.clone(), rhs: x }, span)?;
                let y = bin(self, BinOp::Div, y, den)?;
                self.emit(EdgeKind::Assign { lhs: im.clone(), rhs: y }, span)?;
                let end = self.cur();
                self.edge(end, join, EdgeKind::Skip, span);
                self.set_cur(join);
                self.make_complex(re, im, ty, span)
            }
            BinOp::Mul | BinOp::Div => {
                // gcc's libgcc routines, in the C library model.
                if op == BinOp::Div && elem == TypeTable::F64 && self.p.data_model() == effigy_ir::DataModel::Ilp32 {
                    // i386's libgcc computes __divdc3 in x87 extended precision, whatever the
                    // program's own floating point: its quotients differ from IEEE double's.
                    return Err(self.unsupported(
                        span,
                        "the quotient of complex doubles under ILP32 (libgcc's __divdc3 computes in x87 extended precision)",
                    ));
                }
                if !self.in_function() {
                    return Err(self.error(span, "initializer element is not a compile-time constant"));
                }
                let single = elem == TypeTable::F32;
                let name = match (op, single) {
                    (BinOp::Mul, true) => "__effigy_mulsc3",
                    (BinOp::Mul, false) => "__effigy_muldc3",
                    (_, true) => "__effigy_divsc3",
                    (_, false) => "__effigy_divdc3",
                };
                let result = self.temp(ty, span)?;
                let ptr = self.p.types.pointer(elem);
                let re_ptr = Expr::new(ptr, ExprKind::AddrOf(Box::new(Expr::new(elem, ExprKind::Field(Box::new(result.clone()), 0)))));
                let im_ptr = Expr::new(ptr, ExprKind::AddrOf(Box::new(Expr::new(elem, ExprKind::Field(Box::new(result.clone()), 1)))));
                self.mark_address_taken(&result);
                let Some(idx) = self.linked_function(name) else {
                    return Err(self.error(span, format!("internal error: the C library model has no {name}")));
                };
                let Some(callee) = self.function_id(idx) else {
                    return Err(self.error(span, format!("internal error: the C library model does not define {name}")));
                };
                self.emit(EdgeKind::Call { dest: None, callee, args: vec![ar, ai, br, bi, re_ptr, im_ptr] }, span)?;
                Ok(result)
            }
            BinOp::Eq | BinOp::Ne => {
                let re = self.arith(BinOp::Eq, ar, br, span)?;
                let im = self.arith(BinOp::Eq, ai, bi, span)?;
                let (re, im) = (self.to_bool(re), self.to_bool(im));
                let both = Expr::binary(TypeTable::BOOL, BinOp::And, re, im);
                Ok(if op == BinOp::Eq { both } else { both.not() })
            }
            _ => Err(self.error(span, format!("invalid operands to binary '{}' (complex)", op.symbol()))),
        }
    }

    /// A GNU imaginary constant (`2i`, `1.5fi`): the complex value with real part 0 of `v`'s
    /// type and imaginary part `v`.
    pub(crate) fn imaginary_constant(&mut self, v: Expr, span: CSpan) -> LResult<Expr> {
        let ty = self.complex_type(v.ty);
        self.make_complex(Expr::constant(v.ty, 0), v, ty, span)
    }

    /// `-z`, `+z`, `~z` (the conjugate, GNU), `!z`.
    pub(crate) fn complex_unary(&mut self, op: &c::UnaryOperator, v: Expr, span: CSpan) -> LResult<Expr> {
        let ty = v.ty;
        let elem = self.complex_elem(ty).expect("a complex value");
        let (re, im) = self.complex_parts(v.clone(), elem, span)?;
        match op {
            c::UnaryOperator::Plus => Ok(v),
            c::UnaryOperator::Minus => {
                let (re, im) = (Expr::unary(elem, UnOp::Neg, re), Expr::unary(elem, UnOp::Neg, im));
                self.make_complex(re, im, ty, span)
            }
            c::UnaryOperator::Complement => {
                let im = Expr::unary(elem, UnOp::Neg, im);
                self.make_complex(re, im, ty, span)
            }
            c::UnaryOperator::Negate => {
                let t = self.complex_truth(v);
                Ok(t.not())
            }
            _ => Err(self.error(span, "invalid operand of complex type")),
        }
    }

    /// `__real__ e` and `__imag__ e` (GNU): a part of a complex value (an lvalue when the
    /// value is); of a real value, the value and 0.
    pub(crate) fn complex_part(&mut self, e: &Node<c::Expression>, imaginary: bool, span: CSpan) -> LResult<Expr> {
        let v = self.value(e)?;
        match self.complex_elem(v.ty) {
            Some(elem) => Ok(Expr::new(elem, ExprKind::Field(Box::new(v), imaginary as u32))),
            None if self.is_real(v.ty) => Ok(if imaginary { Expr::constant(self.promote(v.clone()).ty, 0) } else { v }),
            None => Err(self.error(span, format!("__real__/__imag__ of a value of type {}", self.ty_name(v.ty)))),
        }
    }

    /// `creal`, `cimag`, `conj` (and their `f` forms): `Ok(None)` for another name.
    pub(crate) fn complex_function(&mut self, name: &str, args: &[Node<c::Expression>], span: CSpan) -> LResult<Option<Expr>> {
        let (base, elem) = match name {
            "creal" | "cimag" | "conj" => (name, TypeTable::F64),
            "crealf" | "cimagf" | "conjf" => (&name[..name.len() - 1], TypeTable::F32),
            _ => return Ok(None),
        };
        if args.len() != 1 {
            return Err(self.error(span, format!("'{name}' takes 1 argument, {} given", args.len())));
        }
        let ty = self.complex_type(elem);
        let v = self.value(&args[0])?;
        let v = self.to_complex(v, ty, span)?;
        let (re, im) = self.complex_parts(v, elem, span)?;
        Ok(Some(match base {
            "creal" => re,
            "cimag" => im,
            _ => {
                let im = Expr::unary(elem, UnOp::Neg, im);
                self.make_complex(re, im, ty, span)?
            }
        }))
    }
}
