//! Variadic functions defined by the program (C11 7.16): `va_list`, `va_start`, `va_arg`,
//! `va_copy`, `va_end`, and calls that pass variadic arguments.
//!
//! **Representation.** A variadic function's CFA has one parameter more than its C
//! declaration, last: `__va_area`, a `char *` to the *argument area* its caller built. The
//! caller converts each variadic argument by the default argument promotions (C11 6.5.2.2p6:
//! integer promotions, `float` to `double`, arrays and functions to pointers; structs as they
//! are) and stores them one after the other in a local array, each in a slot of its size
//! rounded up to the data model's slot (4 bytes under ILP32, 8 under LP64, as the i386 and
//! x86-64 stacks do). `va_arg(ap, T)` reads a `T` at the cursor and moves it by the slot.
//!
//! `va_list` is gcc's type for the data model, so that `sizeof`, assignment and passing a
//! `va_list` to a function (`vprintf`-like functions) behave as with gcc: a `char *` cursor
//! under ILP32; under LP64 x86-64's `struct __va_list_tag[1]` (passed to a function, it decays
//! to a pointer, so the callee's `va_arg` advances the caller's list), whose
//! `overflow_arg_area` member is the cursor (the register-save part is never used:
//! `gp_offset`/`fp_offset` say it is exhausted).
//!
//! `va_arg` of a type that the promotions change (`char`, `short`, `float`) is undefined (gcc
//! makes it a trap); a type that differs from the argument's promoted type reads its bytes.

use effigy_ir::{DataModel, EdgeKind, Expr, ExprKind, TypeData, TypeId, TypeTable, VarKind};

use super::{LResult, Lowerer};
use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};

impl Lowerer<'_> {
    fn slot_bytes(&self) -> u64 {
        match self.p.data_model() {
            DataModel::Ilp32 => 4,
            DataModel::Lp64 => 8,
        }
    }

    /// gcc's `__builtin_va_list` for the data model.
    pub(crate) fn va_list_type(&mut self) -> TypeId {
        if let Some(t) = self.va_list_ty {
            return t;
        }
        let t = match self.p.data_model() {
            DataModel::Ilp32 => self.p.types.pointer(TypeTable::I8),
            DataModel::Lp64 => {
                let id = self.p.types.add_struct("__va_list_tag".to_string(), false);
                let void_ptr = self.p.types.pointer(TypeTable::VOID);
                let fields = vec![
                    ("gp_offset".to_string(), TypeTable::U32, None),
                    ("fp_offset".to_string(), TypeTable::U32, None),
                    ("overflow_arg_area".to_string(), void_ptr, None),
                    ("reg_save_area".to_string(), void_ptr, None),
                ];
                self.p.types.complete_struct_with_bits(id, fields);
                let tag = self.p.types.struct_type(id);
                self.p.types.array(tag, 1)
            }
        };
        self.va_list_ty = Some(t);
        t
    }

    /// The hidden parameter of a variadic function being lowered.
    pub(crate) fn add_va_area_parameter(&mut self) {
        let char_ptr = self.p.types.pointer(TypeTable::I8);
        let v = self.new_local("__va_area", char_ptr, VarKind::Param);
        let fb = self.fb.as_mut().expect("inside a function");
        fb.f.locals.pop();
        fb.f.params.push(v);
        fb.va_area = Some(v);
    }

    /// The argument area of a call's variadic arguments, built at the current location: a
    /// pointer to its first byte (`char *`). The arguments are evaluated from the last to the
    /// first, as gcc does on x86.
    pub(crate) fn variadic_area(&mut self, extra: &[Node<c::Expression>], span: CSpan) -> LResult<Expr> {
        let slot = self.slot_bytes();
        let mut values = Vec::with_capacity(extra.len());
        for a in extra.iter().rev() {
            let v = match self.vla_argument(a) {
                Some(p) => p,
                None => self.value(a)?,
            };
            let v = if (self.is_aggregate(v.ty) || self.is_complex(v.ty)) && self.p.types.array_elem(v.ty).is_none() {
                v
            } else {
                let v = self.decay(v);
                if v.ty == TypeTable::VOID {
                    return Err(self.error(a.span, "void value not ignored as it ought to be"));
                }
                if self.p.types.is_function(v.ty) {
                    return Err(self.error(a.span, "a function as a variadic argument"));
                }
                // The default argument promotions (a wide bit-field's value is passed as its
                // 64-bit type).
                if v.ty == TypeTable::F32 {
                    super::expr::fold(&self.p.types, v.cast(TypeTable::F64))
                } else if let Some(it) = self.p.types.as_int(v.ty).filter(|it| !matches!(it.bits, 8 | 16 | 32 | 64)) {
                    let wide = self.p.types.int(effigy_ir::IntType::new(64, it.signed));
                    v.cast(wide)
                } else {
                    self.promote(v)
                }
            };
            // Each value computed by an edge, in order (its side effects before the next's).
            let t = self.temp(v.ty, a.span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, a.span)?;
            values.push(t);
        }
        values.reverse();
        let mut offsets = Vec::with_capacity(values.len());
        let mut size = 0u64;
        for v in &values {
            offsets.push(size);
            size += self.p.types.size_of(v.ty).div_ceil(slot).max(1) * slot;
        }
        // The area: 8-byte words (aligned for every slot), at least one.
        let words = size.div_ceil(8).max(1);
        let area_ty = self.p.types.array(TypeTable::U64, words);
        let area = self.temp(area_ty, span)?;
        self.mark_address_taken(&area);
        let char_ptr = self.p.types.pointer(TypeTable::I8);
        let zero = self.int_const(0);
        let first = Expr::new(TypeTable::U64, ExprKind::Index(Box::new(area), Box::new(zero)));
        let base = Expr::new(self.p.types.pointer(TypeTable::U64), ExprKind::AddrOf(Box::new(first))).cast(char_ptr);
        let base_t = self.temp(char_ptr, span)?;
        self.emit(EdgeKind::Assign { lhs: base_t.clone(), rhs: base }, span)?;
        let intptr = self.p.types.intptr();
        for (v, off) in values.into_iter().zip(offsets) {
            let at = Expr::new(char_ptr, ExprKind::PtrAdd(Box::new(base_t.clone()), Box::new(Expr::constant(intptr, off))));
            let ptr = self.p.types.pointer(v.ty);
            let place = Expr::new(v.ty, ExprKind::Deref(Box::new(at.cast(ptr))));
            self.emit(EdgeKind::Assign { lhs: place, rhs: v }, span)?;
        }
        Ok(base_t)
    }

    /// The lvalue of a `va_list`'s cursor: the `char *` itself (ILP32), or the
    /// `overflow_arg_area` member of the `struct __va_list_tag` it designates (LP64).
    fn va_cursor(&mut self, ap: &Node<c::Expression>, what: &str) -> LResult<Expr> {
        match self.p.data_model() {
            DataModel::Ilp32 => {
                let lv = self.lvalue(ap)?;
                let char_ptr = self.p.types.pointer(TypeTable::I8);
                if lv.ty != char_ptr {
                    return Err(self.error(ap.span, format!("the first argument of {what} must be a va_list")));
                }
                Ok(lv)
            }
            DataModel::Lp64 => {
                // An array `va_list` decays to a pointer to its tag; a `va_list` parameter is one.
                let p = self.rvalue(ap)?;
                let tag = match self.p.types.pointee(p.ty) {
                    Some(t) if matches!(self.p.types.get(t), TypeData::Struct(_)) => t,
                    _ => return Err(self.error(ap.span, format!("the first argument of {what} must be a va_list"))),
                };
                let list = self.va_list_type();
                if self.p.types.array_elem(list).map(|(e, _)| e) != Some(tag) {
                    return Err(self.error(ap.span, format!("the first argument of {what} must be a va_list")));
                }
                let p = self.hold_value(p, ap.span)?;
                let record = Expr::new(tag, ExprKind::Deref(Box::new(p)));
                let void_ptr = self.p.types.pointer(TypeTable::VOID);
                Ok(Expr::new(void_ptr, ExprKind::Field(Box::new(record), 2)))
            }
        }
    }

    /// `v` in a temporary (evaluated once).
    fn hold_value(&mut self, v: Expr, span: CSpan) -> LResult<Expr> {
        if matches!(v.kind, ExprKind::Var(_)) {
            return Ok(v);
        }
        let t = self.temp(v.ty, span)?;
        self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, span)?;
        Ok(t)
    }

    /// `__builtin_va_start(ap, last)`, `__builtin_va_end(ap)`, `__builtin_va_copy(dest, src)`;
    /// `Ok(false)` for another name.
    pub(crate) fn va_builtin(&mut self, name: &str, args: &[Node<c::Expression>], span: CSpan) -> LResult<bool> {
        match name {
            "__builtin_va_start" | "__builtin_stdarg_start" => {
                if args.is_empty() || args.len() > 2 {
                    return Err(self.error(span, format!("'va_start' takes 2 arguments, {} given", args.len())));
                }
                let Some(area) = self.fb.as_ref().and_then(|fb| fb.va_area) else {
                    return Err(self.error(span, "'va_start' used in a function with fixed arguments"));
                };
                let char_ptr = self.p.types.pointer(TypeTable::I8);
                let area = Expr::var(char_ptr, area);
                let cursor = self.va_cursor(&args[0], "va_start")?;
                if self.p.data_model() == DataModel::Lp64 {
                    // gp_offset and fp_offset past the register-save area: every argument is in
                    // the overflow area.
                    let ExprKind::Field(record, _) = &cursor.kind else { unreachable!("the cursor is a member") };
                    let record = (**record).clone();
                    let void_ptr = self.p.types.pointer(TypeTable::VOID);
                    let gp = Expr::new(TypeTable::U32, ExprKind::Field(Box::new(record.clone()), 0));
                    let fp = Expr::new(TypeTable::U32, ExprKind::Field(Box::new(record.clone()), 1));
                    let save = Expr::new(void_ptr, ExprKind::Field(Box::new(record), 3));
                    self.emit(EdgeKind::Assign { lhs: gp, rhs: Expr::constant(TypeTable::U32, 48) }, span)?;
                    self.emit(EdgeKind::Assign { lhs: fp, rhs: Expr::constant(TypeTable::U32, 176) }, span)?;
                    self.emit(EdgeKind::Assign { lhs: save, rhs: Expr::constant(void_ptr, 0) }, span)?;
                }
                let ty = cursor.ty;
                self.emit(EdgeKind::Assign { lhs: cursor, rhs: area.cast(ty) }, span)?;
                Ok(true)
            }
            "__builtin_va_end" => {
                if args.len() != 1 {
                    return Err(self.error(span, format!("'va_end' takes 1 argument, {} given", args.len())));
                }
                self.va_cursor(&args[0], "va_end")?;
                Ok(true)
            }
            "__builtin_va_copy" => {
                if args.len() != 2 {
                    return Err(self.error(span, format!("'va_copy' takes 2 arguments, {} given", args.len())));
                }
                match self.p.data_model() {
                    DataModel::Ilp32 => {
                        let dest = self.va_cursor(&args[0], "va_copy")?;
                        let src = self.va_cursor(&args[1], "va_copy")?;
                        self.emit(EdgeKind::Assign { lhs: dest, rhs: src }, span)?;
                    }
                    DataModel::Lp64 => {
                        let dest = self.va_cursor(&args[0], "va_copy")?;
                        let src = self.va_cursor(&args[1], "va_copy")?;
                        let (ExprKind::Field(d, _), ExprKind::Field(s, _)) = (dest.kind, src.kind) else { unreachable!() };
                        self.emit(EdgeKind::Assign { lhs: *d, rhs: *s }, span)?;
                    }
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// `va_arg(ap, T)`: the value at the cursor, read as a `T`; the cursor moves past its slot.
    pub(crate) fn va_arg(&mut self, e: &Node<c::VaArgExpression>, span: CSpan) -> LResult<Expr> {
        if !self.in_function() {
            return Err(self.error(span, "initializer element is not a constant expression"));
        }
        let ty = self.type_name(&e.node.type_name)?;
        if ty == TypeTable::VOID || self.p.types.is_function(ty) || self.p.types.array_elem(ty).is_some() {
            return Err(self.error(span, format!("va_arg of type {}", self.ty_name(ty))));
        }
        let cursor = self.va_cursor(&e.node.va_list, "va_arg")?;
        let cursor_ty = cursor.ty;
        let promoted_away = matches!(self.p.types.get(ty), TypeData::Bool)
            || ty == TypeTable::F32
            || self.p.types.as_int(ty).is_some_and(|it| it.bits < 32 && !self.p.types.is_pointer(ty));
        if promoted_away {
            // gcc: "'T' is promoted to 'int' when passed through '...'": the call traps.
            let what = format!("va_arg of type {}, which the default argument promotions change", self.ty_name(ty));
            self.emit_final(EdgeKind::Undefined(what), span)?;
            return Ok(Expr::constant(ty, 0));
        }
        let at = self.temp(cursor_ty, span)?;
        self.emit(EdgeKind::Assign { lhs: at.clone(), rhs: cursor.clone() }, span)?;
        let ptr = self.p.types.pointer(ty);
        let place = Expr::new(ty, ExprKind::Deref(Box::new(at.clone().cast(ptr))));
        let value = self.temp(ty, span)?;
        self.emit(EdgeKind::Assign { lhs: value.clone(), rhs: place }, span)?;
        let slot = self.slot_bytes();
        let step = self.p.types.size_of(ty).div_ceil(slot).max(1) * slot;
        let char_ptr = self.p.types.pointer(TypeTable::I8);
        let intptr = self.p.types.intptr();
        let next = Expr::new(char_ptr, ExprKind::PtrAdd(Box::new(at.cast(char_ptr)), Box::new(Expr::constant(intptr, step))));
        self.emit(EdgeKind::Assign { lhs: cursor, rhs: next.cast(cursor_ty) }, span)?;
        Ok(value)
    }
}
