//! Expressions: the concrete fast path (concrete operands give concrete results without a
//! term), the term path, C's conversions, mathematical integers (`--math-ints`), and the
//! undefined behaviour of operations. Evaluation decides nothing itself: where definedness
//! depends on the path, it asks for a split (`Stop::Split`) through `require`.

use super::*;

const PTR_ARITH: &str = "pointer arithmetic outside its object";

impl<'p, S: Solver> Executor<'p, S> {
    // ---- expressions ----

    pub(super) fn resize(&mut self, t: TermId, from: u32, to: u32, signed: bool) -> TermId {
        use std::cmp::Ordering::*;
        match from.cmp(&to) {
            Equal => t,
            Greater => self.terms.extract(to - 1, 0, t),
            Less if signed => self.terms.sign_ext(to - from, t),
            Less => self.terms.zero_ext(to - from, t),
        }
    }

    /// The value of a scalar expression as a term.
    pub fn eval_expr(&mut self, state: &mut State, e: &Expr) -> Result<TermId, String> {
        self.eval(state, e).map_err(|s| match s {
            Stop::Split(_) => "the expression needs a case split".to_string(),
            Stop::Undefined(w) => format!("undefined behaviour: {w}"),
            Stop::Unknown(w) => w,
        })
    }

    /// The value of a scalar expression as a term.
    pub(super) fn eval(&mut self, state: &mut State, e: &Expr) -> EResult<TermId> {
        let v = self.eval_val(state, e)?;
        Ok(self.val_term(v, e.ty))
    }

    // ---- the concrete fast path ----
    //
    // Concrete operands compute concrete results without interning a term: a loop counter
    // that is a register never enters the term store. The results are exactly those of the
    // term builders' constant folding (and of the interpreter): wrap-around to the type's
    // width, truncating division, the same undefined behaviour. Anything symbolic, any pointer
    // comparison or conversion, and mathematical integers take the term path.

    /// A term as a value: constants become concrete.
    pub(super) fn as_val(&self, t: TermId) -> Val {
        match self.terms.get(t) {
            effigy_smt::TermData::Bv { value, .. } => Val::Bits(*value),
            effigy_smt::TermData::Bool(b) => Val::Bool(*b),
            _ => Val::Term(t),
        }
    }

    /// A value of type `ty` as a term.
    pub(super) fn val_term(&mut self, v: Val, ty: TypeId) -> TermId {
        match v {
            Val::Term(t) => t,
            Val::Bool(b) => self.terms.bool_const(b),
            Val::Bits(x) => match self.sort_of(ty) {
                Sort::Bool => self.terms.bool_const(x != 0),
                Sort::BitVec(w) => self.terms.bv_const(w, x),
                Sort::Int => {
                    let v = self.program.types.as_int(ty).map_or(x as i128, |it| it.value(x));
                    self.terms.int_const(v)
                }
                Sort::Array { .. } => unreachable!("aggregates have no scalar value"),
            },
        }
    }

    /// Width and signedness of a non-pointer integer type (`None`: bool, pointers, others).
    pub(super) fn int_of(&self, ty: TypeId) -> Option<(u32, bool)> {
        match self.program.types.get(ty) {
            TypeData::Int(it) => Some((it.bits, it.signed)),
            _ => None,
        }
    }

    pub(super) fn eval_val(&mut self, state: &mut State, e: &Expr) -> EResult<Val> {
        if self.limits.math_ints {
            return Ok(Val::Term(self.eval_term(state, e)?));
        }
        match &e.kind {
            ExprKind::Const(c) => Ok(match self.program.types.get(e.ty) {
                TypeData::Bool => Val::Bool(*c != 0),
                _ => Val::Bits(*c),
            }),
            ExprKind::Var(v) => {
                let depth = state.frames.len().checked_sub(1);
                let slot = depth.and_then(|d| state.frames[d].vars.get(v)).or_else(|| state.globals.get(v));
                match slot {
                    Some(Slot::Value(x)) => {
                        Ok(if self.program.types.get(e.ty) == &TypeData::Bool { Val::Bool(*x != 0) } else { Val::Bits(*x) })
                    }
                    _ => {
                        let t = self.eval_term(state, e)?;
                        Ok(self.as_val(t))
                    }
                }
            }
            ExprKind::Unary(op, a) if self.program.types.is_float(a.ty) => {
                let x = self.eval_val(state, a)?;
                let k = self.program.types.as_float(a.ty).unwrap();
                Ok(self.float_unary(*op, k, x))
            }
            ExprKind::Reinterpret(a) => {
                let x = self.eval_val(state, a)?;
                match self.program.types.as_float(a.ty) {
                    Some(k) => {
                        let t = self.val_term(x, a.ty);
                        let bits = self.unspecified_nan_bits(state, k, t);
                        Ok(self.as_val(bits))
                    }
                    None => Ok(x),
                }
            }
            ExprKind::Unary(op, a) => {
                let x = self.eval_val(state, a)?;
                let w = self.int_of(e.ty).map(|(w, _)| w);
                match (op, x, w) {
                    (UnOp::Not, Val::Bool(b), _) => Ok(Val::Bool(!b)),
                    (UnOp::Neg, Val::Bits(x), Some(w)) => {
                        if self.limits.signed_overflow_is_undefined && self.int_of(e.ty).is_some_and(|(_, s)| s) && x == 1u64 << (w - 1) {
                            return Err(Stop::Undefined("signed integer overflow".into()));
                        }
                        Ok(Val::Bits(x.wrapping_neg() & mask(w)))
                    }
                    (UnOp::BitNot, Val::Bits(x), Some(w)) => Ok(Val::Bits(!x & mask(w))),
                    _ => {
                        let t = self.val_term(x, a.ty);
                        if *op == UnOp::Neg && self.limits.signed_overflow_is_undefined {
                            if let Some((w, true)) = self.int_of(e.ty) {
                                let min = self.terms.bv_const(w, 1u64 << (w - 1));
                                let is_min = self.terms.eq(t, min);
                                let ok = self.terms.not(is_min);
                                self.require(state, ok, "signed integer overflow")?;
                            }
                        }
                        let r = self.unary_term(*op, t)?;
                        Ok(self.as_val(r))
                    }
                }
            }
            ExprKind::Cast(a) => {
                let x = self.eval_val(state, a)?;
                if let Some(v) = self.float_cast(state, x, a.ty, e.ty)? {
                    return Ok(v);
                }
                let types = &self.program.types;
                let folded = match (x, types.get(a.ty), types.get(e.ty)) {
                    (Val::Bool(b), TypeData::Bool, TypeData::Bool) => Some(Val::Bool(b)),
                    (Val::Bool(b), TypeData::Bool, TypeData::Int(_)) => Some(Val::Bits(b as u64)),
                    (Val::Bits(x), TypeData::Int(_), TypeData::Bool) => Some(Val::Bool(x != 0)),
                    (Val::Bits(x), TypeData::Int(fi), TypeData::Int(ti)) => {
                        let v = if fi.signed { signed_value(fi.bits, x) as u64 } else { x };
                        Some(Val::Bits(v & mask(ti.bits)))
                    }
                    _ => None,
                };
                match folded {
                    Some(v) => Ok(v),
                    None => {
                        let t = self.val_term(x, a.ty);
                        let r = self.cast_term(state, t, a.ty, e.ty)?;
                        Ok(self.as_val(r))
                    }
                }
            }
            ExprKind::PtrAdd(p, off) => {
                let x = self.eval_val(state, p)?;
                let o = self.eval_val(state, off)?;
                if let (Val::Bits(x), Val::Bits(o)) = (x, o) {
                    let r = x.wrapping_add(o) & mask(self.ptr_bits);
                    if o != 0 {
                        if let Some(obj) = state.memory.containing(x) {
                            let (base, size) = (state.memory.get(obj).base, state.memory.get(obj).size);
                            if r < base || r > base + size {
                                return Err(Stop::Undefined(PTR_ARITH.into()));
                            }
                            if let Some(extent) = state.memory.get(obj).extent {
                                let off = self.ptr_const(r - base);
                                let inside = self.terms.bv_binop(Op::BvUle, off, extent);
                                self.require(state, inside, PTR_ARITH)?;
                            }
                        }
                    }
                    return Ok(Val::Bits(r));
                }
                let (x, o) = (self.val_term(x, p.ty), self.val_term(o, off.ty));
                let r = self.checked_ptr_add(state, x, o)?;
                Ok(self.as_val(r))
            }
            ExprKind::Binary(op, a, b) if self.program.types.is_float(a.ty) => {
                let x = self.eval_val(state, a)?;
                let y = self.eval_val(state, b)?;
                let k = self.program.types.as_float(a.ty).unwrap();
                Ok(self.float_binary(*op, k, x, y))
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval_val(state, a)?;
                let y = self.eval_val(state, b)?;
                if let Some(v) = self.fold_binary(*op, a.ty, b.ty, x, y)? {
                    return Ok(v);
                }
                let (x, y) = (self.val_term(x, a.ty), self.val_term(y, b.ty));
                let r = self.binary(state, *op, a.ty, b.ty, x, y)?;
                Ok(self.as_val(r))
            }
            _ => {
                let t = self.eval_term(state, e)?;
                Ok(self.as_val(t))
            }
        }
    }

    /// A binary operation on concrete operands (`None`: not concrete, or pointers).
    pub(super) fn fold_binary(&self, op: BinOp, ta: TypeId, tb: TypeId, x: Val, y: Val) -> EResult<Option<Val>> {
        if let (Val::Bool(p), Val::Bool(q)) = (x, y) {
            return Ok(match op {
                BinOp::And => Some(Val::Bool(p && q)),
                BinOp::Or => Some(Val::Bool(p || q)),
                BinOp::Eq => Some(Val::Bool(p == q)),
                BinOp::Ne => Some(Val::Bool(p != q)),
                _ => None,
            });
        }
        let (Val::Bits(x), Val::Bits(y)) = (x, y) else { return Ok(None) };
        let Some((w, signed)) = self.int_of(ta) else { return Ok(None) };
        let m = mask(w);
        let (sx, sy) = (signed_value(w, x), signed_value(w, y));
        let bits = |v: u64| Some(Val::Bits(v & m));
        let cmp = |lt: bool| Some(Val::Bool(lt));
        if signed && self.limits.signed_overflow_is_undefined {
            let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
            let exact = match op {
                BinOp::Add => Some(sx + sy),
                BinOp::Sub => Some(sx - sy),
                BinOp::Mul => Some(sx * sy),
                _ => None,
            };
            if exact.is_some_and(|v| v < min || v > max) {
                return Err(Stop::Undefined("signed integer overflow".into()));
            }
            if op == BinOp::Shl {
                let amount = self.int_of(tb).map(|(cw, cs)| if cs { signed_value(cw, y) } else { y as i128 });
                if let Some(k) = amount.filter(|&k| (0..w as i128).contains(&k)) {
                    if sx < 0 {
                        return Err(Stop::Undefined("left shift of a negative value".into()));
                    }
                    if (sx << k) > max {
                        return Err(Stop::Undefined("left shift past the type's range".into()));
                    }
                }
            }
        }
        Ok(match op {
            BinOp::Add => bits(x.wrapping_add(y)),
            BinOp::Sub => bits(x.wrapping_sub(y)),
            BinOp::Mul => bits(x.wrapping_mul(y)),
            BinOp::Div | BinOp::Rem => {
                if y == 0 {
                    return Err(Stop::Undefined("division by zero".into()));
                }
                if signed {
                    if sx == -(1i128 << (w - 1)) && sy == -1 {
                        return Err(Stop::Undefined("signed division overflow".into()));
                    }
                    bits((if op == BinOp::Div { sx / sy } else { sx % sy }) as u64)
                } else {
                    bits(if op == BinOp::Div { x / y } else { x % y })
                }
            }
            BinOp::Shl | BinOp::Shr => {
                let Some((cw, csigned)) = self.int_of(tb) else { return Ok(None) };
                let amount = if csigned { signed_value(cw, y) } else { y as i128 };
                if amount < 0 || amount >= w as i128 {
                    return Err(Stop::Undefined("shift out of range".into()));
                }
                let k = amount as u32;
                match (op, signed) {
                    (BinOp::Shl, _) => bits(x << k),
                    (_, true) => bits((sx >> k) as u64),
                    _ => bits(x >> k),
                }
            }
            BinOp::BitAnd => bits(x & y),
            BinOp::BitOr => bits(x | y),
            BinOp::BitXor => bits(x ^ y),
            BinOp::Eq => cmp(x == y),
            BinOp::Ne => cmp(x != y),
            BinOp::Lt => cmp(if signed { sx < sy } else { x < y }),
            BinOp::Le => cmp(if signed { sx <= sy } else { x <= y }),
            BinOp::Gt => cmp(if signed { sx > sy } else { x > y }),
            BinOp::Ge => cmp(if signed { sx >= sy } else { x >= y }),
            BinOp::And | BinOp::Or => None,
        })
    }

    /// The condition that `x op y` (add, sub, mul of signed `w`-bit values) does not overflow.
    /// Addition and subtraction: stated on the signs of the operands and of the wrapped result
    /// (the `w`-bit sum the program computes anyway, so a solver bit-blasts no second adder).
    /// Multiplication: the product computed with `2w` bits fits in `w` — or, where that would
    /// need more than the 64 bits a constant of the term store has (64-bit operands), a
    /// condition in `w` bits.
    pub(super) fn no_signed_overflow(&mut self, op: BinOp, x: TermId, y: TermId, w: u32) -> TermId {
        let t = &mut self.terms;
        let zero = t.bv_const(w, 0);
        let neg = |t: &mut effigy_smt::TermStore, v: TermId| t.bv_binop(Op::BvSlt, v, zero);
        match op {
            // Operands of one sign (for `-`: of different signs) overflow exactly when the
            // wrapped result has the other sign.
            BinOp::Add | BinOp::Sub => {
                let r = if op == BinOp::Add { t.bv_add(x, y) } else { t.bv_sub(x, y) };
                let (nx, ny, nr) = (neg(t, x), neg(t, y), neg(t, r));
                let same = t.eq(nx, ny);
                let operands = if op == BinOp::Add { same } else { t.not(same) };
                let flipped = t.eq(nr, nx);
                let flipped = t.not(flipped);
                let overflow = t.and(operands, flipped);
                t.not(overflow)
            }
            // The product with twice the bits fits in `w`.
            _ if 2 * w <= 64 => {
                let (wx, wy) = (t.sign_ext(w, x), t.sign_ext(w, y));
                let wide = t.bv_mul(wx, wy);
                let low = t.extract(w - 1, 0, wide);
                let back = t.sign_ext(w, low);
                t.eq(back, wide)
            }
            // By a constant k: x within [MIN / k, MAX / k] (bounds rounded inwards).
            _ if t.as_bv(x).is_some() || t.as_bv(y).is_some() => {
                let (k, v) = if let Some(k) = t.as_bv(y) { (k, x) } else { (t.as_bv(x).unwrap(), y) };
                let k = effigy_smt::term::signed_value(w, k);
                let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
                let (lo, hi) = match k {
                    0 | 1 => (min, max),
                    -1 => (min + 1, max),
                    k if k > 0 => (ceil_div(min, k), floor_div(max, k)),
                    k => (ceil_div(max, k), floor_div(min, k)),
                };
                let (lo_t, hi_t) = (t.bv_const(w, lo as u64), t.bv_const(w, hi as u64));
                let above = t.bv_binop(Op::BvSle, lo_t, v);
                let below = t.bv_binop(Op::BvSle, v, hi_t);
                t.and(above, below)
            }
            // x = 0, or the wrapped product divided by x gives y back (the quotient of a
            // wrapped product is off by at least 2^w / |x| > 1), except -1 * MIN.
            _ => {
                let r = t.bv_mul(x, y);
                let q = t.bv_binop(Op::BvSDiv, r, x);
                let back = t.eq(q, y);
                let x_zero = t.eq(x, zero);
                let minus_one = t.bv_const(w, mask(w));
                let min = t.bv_const(w, 1u64 << (w - 1));
                let (xm, ym) = (t.eq(x, minus_one), t.eq(y, min));
                let special = t.and(xm, ym);
                let not_special = t.not(special);
                let fits = t.and(not_special, back);
                t.or(x_zero, fits)
            }
        }
    }

    pub(super) fn unary_term(&mut self, op: UnOp, x: TermId) -> EResult<TermId> {
        if self.terms.sort(x) == Sort::Int {
            return match op {
                UnOp::Neg => Ok(self.terms.int_neg(x)),
                _ => Err(Stop::Unknown("bitwise operation on mathematical integers (--math-ints)".into())),
            };
        }
        Ok(match op {
            UnOp::Not => self.terms.not(x),
            UnOp::Neg => self.terms.bv_neg(x),
            UnOp::BitNot => self.terms.bv_not(x),
            UnOp::Sqrt | UnOp::RoundIntegral(_) => unreachable!("floats take float_unary"),
        })
    }

    /// `p + o` must stay within `p`'s object, one past the end included (C11 6.5.6p8).
    pub(super) fn checked_ptr_add(&mut self, state: &State, x: TermId, o: TermId) -> EResult<TermId> {
        let r = self.ptr_add_term(x, o);
        if self.terms.is_const(o) && self.terms.as_bv(o) == Some(0) {
            return Ok(r);
        }
        let (k, _) = self.terms.split_constant(x);
        if let Some(obj) = state.memory.containing(k) {
            let base = state.memory.get(obj).base;
            let base_t = self.ptr_const(base);
            let offset = self.terms.bv_sub(r, base_t);
            let size_t = self.extent_term(state, obj);
            let inside = self.terms.bv_binop(Op::BvUle, offset, size_t);
            self.require(state, inside, PTR_ARITH)?;
        }
        Ok(r)
    }

    pub(super) fn ptr_add_term(&mut self, x: TermId, mut o: TermId) -> TermId {
        if self.terms.sort(o) == Sort::Int {
            o = self.terms.int_to_bv(o, self.ptr_bits);
        }
        self.terms.bv_add(x, o)
    }

    /// The conversion of a scalar term from type `from` to type `to`.
    pub(super) fn cast_term(&mut self, state: &mut State, x: TermId, from: TypeId, to: TypeId) -> EResult<TermId> {
        let types = &self.program.types;
        if to == TypeTable::VOID {
            return Ok(x);
        }
        if types.is_float(from) || types.is_float(to) {
            let v = self.float_cast(state, Val::Term(x), from, to)?.expect("a float conversion");
            return Ok(self.val_term(v, to));
        }
        let types = &self.program.types;
        match (types.get(from), types.get(to)) {
            (TypeData::Pointer(_), TypeData::Int(it)) => {
                let bits = it.bits;
                let observed = self.observe_address(state, x)?;
                return Ok(if self.limits.math_ints {
                    self.terms.bv_to_int(observed, false)
                } else {
                    self.resize(observed, self.ptr_bits, bits, false)
                });
            }
            (TypeData::Int(fi), TypeData::Pointer(_)) => {
                let (bits, signed) = (fi.bits, fi.signed);
                let wide = if self.terms.sort(x) == Sort::Int {
                    self.terms.int_to_bv(x, self.ptr_bits)
                } else {
                    self.resize(x, bits, self.ptr_bits, signed)
                };
                return self.address_of_integer(state, wide);
            }
            _ => {}
        }
        if self.limits.math_ints {
            if let Some(t) = self.math_cast(x, to) {
                return Ok(t);
            }
        }
        match (types.get(from).clone(), types.get(to).clone()) {
            (TypeData::Bool, TypeData::Bool) => Ok(x),
            (_, TypeData::Bool) => {
                let w = self.terms.sort(x).width();
                let zero = self.terms.bv_const(w, 0);
                let eq = self.terms.eq(x, zero);
                Ok(self.terms.not(eq))
            }
            (TypeData::Bool, _) => {
                let w = self.sort_of(to).width();
                let one = self.terms.bv_const(w, 1);
                let zero = self.terms.bv_const(w, 0);
                Ok(self.terms.ite(x, one, zero))
            }
            _ => {
                let fi = types.scalar_int(from).unwrap();
                let ti = types.scalar_int(to).unwrap();
                // Pointers convert as unsigned addresses.
                let signed = fi.signed && !types.is_pointer(from);
                Ok(self.resize(x, fi.bits, ti.bits, signed))
            }
        }
    }

    /// The term path of evaluation: lvalues, addresses, pointer differences.
    pub(super) fn eval_term(&mut self, state: &mut State, e: &Expr) -> EResult<TermId> {
        let types = &self.program.types;
        match &e.kind {
            ExprKind::Const(c) => Ok(match self.sort_of(e.ty) {
                Sort::Bool => self.terms.bool_const(*c != 0),
                Sort::BitVec(w) => self.terms.bv_const(w, *c),
                Sort::Int => {
                    let v = types.as_int(e.ty).expect("integer constant").value(*c);
                    self.terms.int_const(v)
                }
                Sort::Array { .. } => unreachable!(),
            }),
            ExprKind::Var(_) | ExprKind::Deref(_) | ExprKind::Field(..) | ExprKind::Index(..) => {
                let place = self.place(state, e)?;
                self.read(state, place, e.ty)
            }
            ExprKind::AddrOf(lv) => self.address(state, lv),
            ExprKind::Unary(op, a) if types.is_float(a.ty) => {
                if self.limits.math_ints {
                    return Err(Stop::Unknown("floating point under --math-ints".into()));
                }
                let k = types.as_float(a.ty).unwrap();
                let x = self.eval(state, a)?;
                let v = self.float_unary(*op, k, Val::Term(x));
                Ok(self.val_term(v, e.ty))
            }
            ExprKind::Reinterpret(a) => {
                if self.limits.math_ints {
                    return Err(Stop::Unknown("floating point under --math-ints".into()));
                }
                let x = self.eval(state, a)?;
                match types.as_float(a.ty) {
                    Some(k) => Ok(self.unspecified_nan_bits(state, k, x)),
                    None => Ok(x),
                }
            }
            ExprKind::Unary(op, a) => {
                let x = self.eval(state, a)?;
                self.unary_term(*op, x)
            }
            ExprKind::Cast(a) => {
                let x = self.eval(state, a)?;
                self.cast_term(state, x, a.ty, e.ty)
            }
            ExprKind::PtrAdd(p, off) => {
                let x = self.eval(state, p)?;
                let o = self.eval(state, off)?;
                self.checked_ptr_add(state, x, o)
            }
            ExprKind::PtrDiff(a, b) => {
                let x = self.eval(state, a)?;
                let y = self.eval(state, b)?;
                self.same_object(state, x, y, "subtraction of pointers into different objects")?;
                let d = self.terms.bv_sub(x, y);
                Ok(if self.limits.math_ints { self.terms.bv_to_int(d, true) } else { d })
            }
            ExprKind::AllocSize(p) => {
                let addr = self.eval(state, p)?;
                match self.heap_block(state, addr, "realloc")? {
                    Some(o) => {
                        let size = self.extent_term(state, o);
                        Ok(if self.limits.math_ints { self.terms.bv_to_int(size, false) } else { size })
                    }
                    None => Err(Stop::Undefined("realloc of a null pointer".into())),
                }
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(state, a)?;
                let y = self.eval(state, b)?;
                self.binary(state, *op, a.ty, b.ty, x, y)
            }
        }
    }

    /// A conversion under `--math-ints`, when an integer is involved: integers do not change
    /// between integer types; pointers convert through their unsigned address.
    pub(super) fn math_cast(&mut self, x: TermId, to: TypeId) -> Option<TermId> {
        let from = self.terms.sort(x);
        let target = self.sort_of(to);
        match (from, target) {
            (Sort::Int, Sort::Int) => Some(x),
            (Sort::Int, Sort::Bool) => {
                let zero = self.terms.int_const(0);
                let e = self.terms.eq(x, zero);
                Some(self.terms.not(e))
            }
            (Sort::Bool, Sort::Int) => {
                let (one, zero) = (self.terms.int_const(1), self.terms.int_const(0));
                Some(self.terms.ite(x, one, zero))
            }
            (Sort::Int, Sort::BitVec(w)) => Some(self.terms.int_to_bv(x, w)),
            (Sort::BitVec(_), Sort::Int) => Some(self.terms.bv_to_int(x, false)),
            _ => None,
        }
    }

    /// Arithmetic and comparisons of mathematical integers (C's truncating division).
    pub(super) fn math_binary(&mut self, state: &State, op: BinOp, x: TermId, y: TermId) -> EResult<TermId> {
        let t = &mut self.terms;
        Ok(match op {
            BinOp::Add => t.int_add(x, y),
            BinOp::Sub => t.int_sub(x, y),
            BinOp::Mul => t.int_mul(x, y),
            BinOp::Div | BinOp::Rem => {
                let zero = t.int_const(0);
                let eqz = t.eq(y, zero);
                let nonzero = t.not(eqz);
                self.require(state, nonzero, "division by zero")?;
                let t = &mut self.terms;
                // Truncation toward zero on magnitudes: q = sign · (|x| div |y|), r = x − y·q.
                let zero = t.int_const(0);
                let x_neg = t.int_op(Op::IntLt, x, zero);
                let y_neg = t.int_op(Op::IntLt, y, zero);
                let nx = t.int_neg(x);
                let ny = t.int_neg(y);
                let ax = t.ite(x_neg, nx, x);
                let ay = t.ite(y_neg, ny, y);
                let q0 = t.int_op(Op::IntDiv, ax, ay);
                let same = t.eq(x_neg, y_neg);
                let nq0 = t.int_neg(q0);
                let q = t.ite(same, q0, nq0);
                if op == BinOp::Div {
                    q
                } else {
                    let yq = t.int_mul(y, q);
                    t.int_sub(x, yq)
                }
            }
            BinOp::Eq => t.eq(x, y),
            BinOp::Ne => {
                let e = t.eq(x, y);
                t.not(e)
            }
            BinOp::Lt => t.int_op(Op::IntLt, x, y),
            BinOp::Le => t.int_op(Op::IntLe, x, y),
            BinOp::Gt => t.int_op(Op::IntLt, y, x),
            BinOp::Ge => t.int_op(Op::IntLe, y, x),
            _ => return Err(Stop::Unknown(format!("'{}' on mathematical integers (--math-ints)", op.symbol()))),
        })
    }

    pub(super) fn binary(&mut self, state: &State, op: BinOp, ta: TypeId, tb: TypeId, x: TermId, y: TermId) -> EResult<TermId> {
        let types = &self.program.types;
        if op.is_logical() {
            return Ok(if op == BinOp::And { self.terms.and(x, y) } else { self.terms.or(x, y) });
        }
        if let Some(k) = types.as_float(ta) {
            if self.limits.math_ints {
                return Err(Stop::Unknown("floating point under --math-ints".into()));
            }
            let v = self.float_binary(op, k, Val::Term(x), Val::Term(y));
            return Ok(self.val_term(v, if op.is_comparison() { TypeTable::BOOL } else { ta }));
        }
        if self.terms.sort(x) == Sort::Int {
            return self.math_binary(state, op, x, y);
        }
        if ta == TypeTable::BOOL {
            // Only == and != compare bools.
            let eq = self.terms.eq(x, y);
            return Ok(if op == BinOp::Eq { eq } else { self.terms.not(eq) });
        }
        if types.is_pointer(ta) {
            match op {
                BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                    self.same_object(state, x, y, "relational comparison of pointers into different objects")?
                }
                BinOp::Eq | BinOp::Ne => self.equality_is_layout_free(state, x, y)?,
                _ => {}
            }
        }
        let types = &self.program.types;
        let it = types.scalar_int(ta).unwrap();
        let signed = it.signed && !types.is_pointer(ta);
        let w = it.bits;
        if signed && self.limits.signed_overflow_is_undefined && matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
            let ok = self.no_signed_overflow(op, x, y, w);
            self.require(state, ok, "signed integer overflow")?;
        }
        let t = &mut self.terms;
        Ok(match op {
            BinOp::Add => t.bv_add(x, y),
            BinOp::Sub => t.bv_sub(x, y),
            BinOp::Mul => t.bv_mul(x, y),
            BinOp::Div | BinOp::Rem => {
                let zero = t.bv_const(w, 0);
                let eqz = t.eq(y, zero);
                let nonzero = t.not(eqz);
                self.require(state, nonzero, "division by zero")?;
                let t = &mut self.terms;
                if signed {
                    let min = t.bv_const(w, 1u64 << (w - 1));
                    let m1 = t.bv_const(w, u64::MAX);
                    let a = t.eq(x, min);
                    let b = t.eq(y, m1);
                    let both = t.and(a, b);
                    let ok = t.not(both);
                    self.require(state, ok, "signed division overflow")?;
                }
                let t = &mut self.terms;
                let o = match (op, signed) {
                    (BinOp::Div, true) => Op::BvSDiv,
                    (BinOp::Div, false) => Op::BvUDiv,
                    (_, true) => Op::BvSRem,
                    (_, false) => Op::BvURem,
                };
                t.bv_binop(o, x, y)
            }
            BinOp::Shl | BinOp::Shr => {
                let ct = types.as_int(tb).unwrap();
                let limit = t.bv_const(ct.bits, w as u64);
                let ok = if ct.signed {
                    let zero = t.bv_const(ct.bits, 0);
                    let ge0 = t.bv_binop(Op::BvSle, zero, y);
                    let lt = t.bv_binop(Op::BvSlt, y, limit);
                    t.and(ge0, lt)
                } else {
                    t.bv_binop(Op::BvUlt, y, limit)
                };
                self.require(state, ok, "shift out of range")?;
                let y = self.resize(y, ct.bits, w, false);
                if op == BinOp::Shl && signed && self.limits.signed_overflow_is_undefined {
                    // C11 6.5.7p4: E1 non-negative and E1 * 2^E2 representable.
                    let t = &mut self.terms;
                    let zero = t.bv_const(w, 0);
                    let non_negative = t.bv_binop(Op::BvSle, zero, x);
                    let shifted = t.bv_binop(Op::BvShl, x, y);
                    let still_non_negative = t.bv_binop(Op::BvSle, zero, shifted);
                    let back = t.bv_binop(Op::BvAShr, shifted, y);
                    let lossless = t.eq(back, x);
                    // A negative E1 is undefined; a non-negative one whose product leaves the
                    // type is an overflow (SV-COMP's: the result is not representable).
                    let in_range = t.and(still_non_negative, lossless);
                    self.require(state, non_negative, "left shift of a negative value")?;
                    self.require(state, in_range, "left shift past the type's range")?;
                }
                let t = &mut self.terms;
                let o = match (op, signed) {
                    (BinOp::Shl, _) => Op::BvShl,
                    (_, true) => Op::BvAShr,
                    (_, false) => Op::BvLShr,
                };
                t.bv_binop(o, x, y)
            }
            BinOp::BitAnd => t.bv_binop(Op::BvAnd, x, y),
            BinOp::BitOr => t.bv_binop(Op::BvOr, x, y),
            BinOp::BitXor => t.bv_binop(Op::BvXor, x, y),
            BinOp::Eq => t.eq(x, y),
            BinOp::Ne => {
                let e = t.eq(x, y);
                t.not(e)
            }
            BinOp::Lt => t.bv_binop(if signed { Op::BvSlt } else { Op::BvUlt }, x, y),
            BinOp::Le => t.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, x, y),
            BinOp::Gt => t.bv_binop(if signed { Op::BvSlt } else { Op::BvUlt }, y, x),
            BinOp::Ge => t.bv_binop(if signed { Op::BvSle } else { Op::BvUle }, y, x),
            BinOp::And | BinOp::Or => unreachable!(),
        })
    }
}

/// ⌈a / b⌉ for b ≠ 0.
fn ceil_div(a: i128, b: i128) -> i128 {
    -floor_div(-a, b)
}

/// ⌊a / b⌋ for b ≠ 0.
fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}
