//! Expressions: typing (promotions, usual arithmetic conversions, decay, pointer scaling),
//! side effects as edges (assignments, `++`, calls), short-circuit operators as control flow,
//! and the SV-COMP built-ins.

use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};
use effigy_ir::types::FloatKind;
use effigy_ir::{BinOp, EdgeKind, Expr, ExprKind, IntType, Termination, TypeData, TypeId, TypeTable, UnOp};

use super::{builtins, Binding, FnBuilder, LResult, Lowerer};

/// The marker value of an expression of type `void`; never stored into an edge.
fn void_value() -> Expr {
    Expr::constant(TypeTable::VOID, 0)
}

impl Lowerer<'_> {
    /// Runs `f` without emitting anything into the current function (for `sizeof` and
    /// `typeof`, whose operands are not evaluated).
    pub(crate) fn dry<T>(&mut self, f: impl FnOnce(&mut Self) -> LResult<T>) -> LResult<T> {
        let scratch = self.fb.as_ref().map(|fb| FnBuilder {
            id: fb.id,
            f: effigy_ir::Function::new(String::new(), TypeTable::VOID, effigy_ir::Span::NONE),
            cur: effigy_ir::LocId(0),
            breaks: Vec::new(),
            continues: Vec::new(),
            switches: Vec::new(),
            labels: Default::default(),
            local_names: fb.local_names.clone(),
            live: fb.live.clone(),
            live_marks: Vec::new(),
            label_live: Default::default(),
            gotos: Vec::new(),
            va_area: fb.va_area,
            label_addresses: fb.label_addresses.clone(),
            computed_gotos: Vec::new(),
            lifetimes: super::Lifetimes::default(),
        });
        let saved = std::mem::replace(&mut self.fb, scratch);
        self.dry_depth += 1;
        let r = f(self);
        self.dry_depth -= 1;
        self.fb = saved;
        r
    }

    /// The value of an expression, without array decay: aggregates are returned as lvalues,
    /// `void` expressions as a marker.
    pub(crate) fn value(&mut self, e: &Node<c::Expression>) -> LResult<Expr> {
        let span = e.span;
        match &e.node {
            c::Expression::Identifier(id) => self.identifier(&id.node.name, id.span),
            c::Expression::Constant(k) => self.constant(k),
            c::Expression::StringLiteral(s) => {
                let (kind, units) = self.string_units(&s.node, s.span)?;
                if kind == LiteralKind::Narrow {
                    Ok(self.string_object(units.into_iter().map(|u| u as u8).collect()))
                } else {
                    Ok(self.wide_string_object(kind, units))
                }
            }
            c::Expression::Member(m) => self.member(m),
            c::Expression::Call(call) => Ok(self.call(call, true)?.unwrap_or_else(void_value)),
            c::Expression::SizeOfTy(t) => match self.type_name_declared(&t.node.0)? {
                // `sizeof(int[n])`: the size expressions are evaluated (C11 6.5.3.4p2).
                super::Declared::Vla(elem, dims) => {
                    let size_t = self.size_t();
                    let mut size = self.const_of(size_t, self.p.types.size_of(elem) as i128);
                    for d in &dims {
                        let v = self.scalar(d)?;
                        let v = self.convert(v, size_t, d.span)?;
                        let t = self.temp(size_t, d.span)?;
                        self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, d.span)?;
                        size = Expr::binary(size_t, BinOp::Mul, size, t);
                    }
                    Ok(size)
                }
                _ => {
                    let ty = self.type_name(&t.node.0)?;
                    self.size_of_type(ty, span)
                }
            },
            c::Expression::SizeOfVal(v) => {
                let operand = &v.node.0;
                if is_int_valued_bool(&operand.node) {
                    let size_t = self.size_t();
                    return Ok(self.const_of(size_t, 4));
                }
                if let c::Expression::Identifier(id) = &operand.node {
                    if let Some(Binding::Var(var)) = self.lookup(&id.node.name) {
                        if let Some(vla) = self.vlas.get(var) {
                            let size_t = self.size_t();
                            return Ok(match vla.size_bytes {
                                // The size computed at the declaration (C11 6.5.3.4p2).
                                Some(bytes) => Expr::var(size_t, bytes),
                                // A parameter is a pointer (C11 6.7.6.3p7).
                                None => {
                                    let ptr = self.p.types.size_of(self.p.var(*var).ty) as i128;
                                    self.const_of(size_t, ptr)
                                }
                            });
                        }
                    }
                }
                if let Some((var, left)) = self.vla_indexing(operand) {
                    if left > 0 {
                        // A row of a variable-length array: the operand is evaluated (C11
                        // 6.5.3.4p2), the size is its dimensions' product.
                        self.effect(operand)?;
                        let vla = self.vlas.get(&var).cloned().expect("a variable-length array");
                        let size_t = self.size_t();
                        let elem = self.p.types.pointee(self.p.var(var).ty).expect("a VLA is a pointer to its elements");
                        let mut size = self.const_of(size_t, self.p.types.size_of(elem) as i128);
                        for &d in &vla.inner_dims[vla.inner_dims.len() - left..] {
                            size = Expr::binary(size_t, BinOp::Mul, size, Expr::var(size_t, d));
                        }
                        return Ok(size);
                    }
                }
                let ty = self.dry(|lw| lw.value(operand))?.ty;
                self.size_of_type(ty, span)
            }
            c::Expression::AlignOf(t) => {
                let ty = self.type_name(&t.node.0)?;
                let specs = super::decl::qual_type_specifiers(&t.node.0.node.specifiers);
                let member = specs.iter().any(|s| {
                    matches!(&s.node, c::TypeSpecifier::TypeOf(to) if matches!(&to.node, c::TypeOf::Expression(e) if matches!(e.node, c::Expression::Member(_))))
                });
                let a = match (self.function_alignment(&specs), self.typedef_alignment(&specs, t.node.0.node.declarator.as_ref())) {
                    // `__alignof__ (f)` of a function: its `aligned(N)`, else 1 (gcc on x86).
                    (Some(n), _) if t.node.0.node.declarator.is_none() => n,
                    // gcc's `__alignof__` of a type or an object that is not a member: its
                    // preferred alignment (i386 places 8-byte scalars at multiples of 8).
                    (_, 0) if t.node.1 && !member => self.preferred_alignment(ty),
                    (_, 0) => self.p.types.align_of(ty),
                    (_, n) => n,
                } as i128;
                let size_t = self.size_t();
                Ok(self.const_of(size_t, a))
            }
            c::Expression::UnaryOperator(u) => self.unary_op(u, span),
            c::Expression::Cast(cast) => {
                let ty = self.type_name(&cast.node.type_name)?;
                if ty == TypeTable::VOID {
                    self.effect(&cast.node.expression)?;
                    return Ok(void_value());
                }
                let v = self.rvalue(&cast.node.expression)?;
                self.explicit_cast(v, ty, span)
            }
            c::Expression::BinaryOperator(b) => self.binary_op(b, span),
            c::Expression::Conditional(cond) => self.conditional(cond, span, true),
            c::Expression::Comma(list) => {
                let (last, rest) = list.split_last().expect("comma lists are not empty");
                for x in rest {
                    self.effect(x)?;
                }
                self.value(last)
            }
            c::Expression::Statement(stmt) => self.statement_expression(stmt),
            c::Expression::CompoundLiteral(lit) => {
                let init = Node::new(c::Initializer::List(lit.node.initializer_list.clone()), lit.span);
                // `(int[]){1, 2, 3}`: the length comes from the initialiser, as for a declaration.
                let ty = match self.type_name_declared(&lit.node.type_name)? {
                    super::Declared::IncompleteArray(elem) => {
                        let n = self.initializer_length(elem, &init)?;
                        self.p.types.array(elem, n)
                    }
                    _ => self.type_name(&lit.node.type_name)?,
                };
                if !self.in_function() {
                    // At file scope: an object of static storage duration (C11 6.5.2.5p5).
                    let v = self.new_global("compound", ty);
                    self.p.vars[v.0 as usize].address_taken = true;
                    let g = Expr::var(ty, v);
                    self.initialize(g.clone(), &init)?;
                    return Ok(g);
                }
                // In a block: an object of the block's automatic storage (6.5.2.5p5), whose
                // lifetime ends with the block.
                let t = self.temp(ty, span)?;
                if let ExprKind::Var(v) = t.kind {
                    self.declare_live(v, false);
                }
                self.initialize(t.clone(), &init)?;
                Ok(t)
            }
            c::Expression::OffsetOf(o) => self.offset_of(o, span),
            c::Expression::GenericSelection(g) => self.generic_selection(g, span),
            c::Expression::VaArg(v) => self.va_arg(v, span),
            c::Expression::TypesCompatible(_) => Err(self.unsupported(span, "__builtin_types_compatible_p")),
            c::Expression::LabelAddress(l) => self.label_address(&l.node.name, l.span),
        }
    }

    /// The value of an expression used as an operand: arrays decay to pointers, `void` is an error.
    pub(crate) fn rvalue(&mut self, e: &Node<c::Expression>) -> LResult<Expr> {
        let v = self.value(e)?;
        if v.ty == TypeTable::VOID {
            return Err(self.error(e.span, "void value not ignored as it ought to be"));
        }
        Ok(self.decay(v))
    }

    /// Array-to-pointer conversion: `a` becomes `&a[0]`.
    pub(crate) fn decay(&mut self, v: Expr) -> Expr {
        match self.p.types.array_elem(v.ty) {
            Some((elem, _)) => {
                self.mark_address_taken(&v);
                let zero = self.int_const(0);
                let first = Expr::new(elem, ExprKind::Index(Box::new(v), Box::new(zero)));
                let ptr = self.p.types.pointer(elem);
                Expr::new(ptr, ExprKind::AddrOf(Box::new(first)))
            }
            None => v,
        }
    }

    /// A scalar operand (integer, `_Bool` or pointer).
    pub(crate) fn scalar(&mut self, e: &Node<c::Expression>) -> LResult<Expr> {
        let v = self.rvalue(e)?;
        if !self.p.types.is_scalar(v.ty) {
            return Err(self.error(e.span, format!("scalar operand expected, found {}", self.ty_name(v.ty))));
        }
        Ok(v)
    }

    /// gcc's preferred alignment of a type (`__alignof__`): 8 for `double`, `long long` and
    /// their complex types (and arrays of them) under ILP32, where their ABI alignment is 4.
    fn preferred_alignment(&self, ty: TypeId) -> u64 {
        let mut t = ty;
        while let Some((elem, _)) = self.p.types.array_elem(t) {
            t = elem;
        }
        let scalar = self.complex_elem(t).unwrap_or(t);
        let eight = self.p.types.is_scalar(scalar) && !self.p.types.is_pointer(scalar) && self.p.types.size_of(scalar) == 8;
        if self.p.data_model() == effigy_ir::DataModel::Ilp32 && eight {
            8
        } else {
            self.p.types.align_of(ty)
        }
    }

    /// The alignment of the function a `typeof (f)` names (see `fn_aligns`), if it names one.
    fn function_alignment(&self, specs: &[&Node<c::TypeSpecifier>]) -> Option<u64> {
        let named = specs.iter().find_map(|t| match &t.node {
            c::TypeSpecifier::TypeOf(to) => match &to.node {
                c::TypeOf::Expression(e) => match &e.node {
                    c::Expression::Identifier(id) => Some(id.node.name.clone()),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        });
        let name = named?;
        matches!(self.lookup(&name), Some(Binding::Function(_))).then(|| self.fn_aligns.get(&name).copied().unwrap_or(1).max(1))
    }

    /// An operand compared with 0 (a condition, `!`, `&&`, `||`): a scalar or a complex value.
    pub(crate) fn truth_operand(&mut self, e: &Node<c::Expression>) -> LResult<Expr> {
        let v = self.rvalue(e)?;
        if !self.p.types.is_scalar(v.ty) && !self.is_complex(v.ty) {
            return Err(self.error(e.span, format!("scalar operand expected, found {}", self.ty_name(v.ty))));
        }
        Ok(v)
    }

    pub(crate) fn lvalue(&mut self, e: &Node<c::Expression>) -> LResult<Expr> {
        if let c::Expression::Member(m) = &e.node {
            let lv = self.member_place(m)?;
            if self.bitfield_of(&lv).is_some() {
                return Err(self.error(e.span, "a bit-field has no address"));
            }
            return Ok(lv);
        }
        let v = match &e.node {
            c::Expression::Identifier(_)
            | c::Expression::Member(_)
            | c::Expression::CompoundLiteral(_)
            | c::Expression::StringLiteral(_) => self.value(e)?,
            c::Expression::BinaryOperator(b) if matches!(b.node.operator.node, c::BinaryOperator::Index) => self.value(e)?,
            c::Expression::UnaryOperator(u)
                if matches!(u.node.operator.node, c::UnaryOperator::Indirection | c::UnaryOperator::Real | c::UnaryOperator::Imag) =>
            {
                self.value(e)?
            }
            _ => return Err(self.error(e.span, "expression is not assignable")),
        };
        if !v.is_lvalue() {
            return Err(self.error(e.span, "expression is not assignable"));
        }
        Ok(v)
    }

    fn identifier(&mut self, name: &str, span: CSpan) -> LResult<Expr> {
        match self.lookup(name).cloned() {
            Some(Binding::Var(v)) => {
                if self.vlas.get(&v).is_some_and(|vla| !vla.inner_dims.is_empty()) {
                    return Err(self.unsupported(
                        span,
                        &format!("use of the multi-dimensional variable-length array '{name}' other than by indexing, sizeof or as a call's argument"),
                    ));
                }
                Ok(Expr::var(self.p.var(v).ty, v))
            }
            Some(Binding::EnumConst(k)) => Ok(self.int_const(k)),
            Some(Binding::Function(i)) => self.function_address(i, span),
            Some(Binding::Typedef(..)) => Err(self.error(span, format!("unexpected type name '{name}'"))),
            Some(Binding::Unavailable(u)) => Err(self.unavailable_use(name, &u, span)),
            None if name == "__func__" || name == "__FUNCTION__" || name == "__PRETTY_FUNCTION__" => {
                let fname = self.fb.as_ref().map(|fb| fb.f.name.clone()).unwrap_or_default();
                let mut bytes = fname.into_bytes();
                bytes.push(0);
                Ok(self.string_object(bytes))
            }
            None => Err(self.error(span, format!("use of undeclared identifier '{name}'"))),
        }
    }

    fn size_of_type(&mut self, ty: TypeId, span: CSpan) -> LResult<Expr> {
        if ty == TypeTable::VOID {
            // GNU C: sizeof(void) == 1.
        } else if !self.complete(ty) {
            return Err(self.error(span, format!("invalid application of 'sizeof' to an incomplete type {}", self.ty_name(ty))));
        }
        let n = self.p.types.size_of(ty) as i128;
        let size_t = self.size_t();
        Ok(self.const_of(size_t, n))
    }

    // ---- constants ----

    fn constant(&mut self, k: &Node<c::Constant>) -> LResult<Expr> {
        match &k.node {
            c::Constant::Integer(i) if i.suffix.imaginary => {
                let mut real = i.clone();
                real.suffix.imaginary = false;
                let v = self.integer_constant(&real, k.span)?;
                self.imaginary_constant(v, k.span)
            }
            c::Constant::Integer(i) => self.integer_constant(i, k.span),
            c::Constant::Character(s) => {
                let (kind, body) = literal_kind(s, '\'').ok_or_else(|| self.error(k.span, format!("malformed character constant {s}")))?;
                let units = unescape_units(body, kind != LiteralKind::Narrow).map_err(|m| self.error(k.span, m))?;
                let Some(&last) = units.last() else {
                    return Err(self.error(k.span, "empty character constant"));
                };
                match kind {
                    // A character constant has type int and the value of the (signed) char; one of
                    // several characters gcc's value (each char shifted in, C11 6.4.4.4p10 leaves it
                    // to the implementation), with a warning.
                    LiteralKind::Narrow if units.len() == 1 => Ok(self.int_const(last as u8 as i8 as i128)),
                    LiteralKind::Narrow => {
                        self.warn(k.span, "multi-character character constant");
                        let v = units.iter().fold(0u32, |acc, &c| (acc << 8) | (c & 0xff));
                        Ok(self.int_const(v as i32 as i128))
                    }
                    // Wide ones: the last character's value (gcc), in wchar_t, char16_t, char32_t.
                    _ => {
                        let ty = kind.unit_type();
                        Ok(self.const_of(ty, last as i128))
                    }
                }
            }
            c::Constant::Float(f) if f.suffix.imaginary => {
                let mut real = f.clone();
                real.suffix.imaginary = false;
                let v = self.float_constant(&real, k.span)?;
                self.imaginary_constant(v, k.span)
            }
            c::Constant::Float(f) => self.float_constant(f, k.span),
        }
    }

    /// A floating constant, correctly rounded to its type (`f`: float, none: double).
    fn float_constant(&mut self, f: &c::Float, span: CSpan) -> LResult<Expr> {
        match float_constant_bits(f) {
            Ok((kind, bits)) => Ok(Expr::constant(TypeTable::float_type(kind), bits)),
            Err(ConstantError::Unsupported(what)) => Err(self.unsupported(span, &what)),
            Err(ConstantError::Invalid(what)) => Err(self.error(span, what)),
        }
    }

    fn integer_constant(&mut self, i: &c::Integer, span: CSpan) -> LResult<Expr> {
        match integer_constant_type(i, self.p.data_model().long_bits()) {
            Ok((it, value)) => {
                let ty = self.p.types.int(it);
                Ok(Expr::constant(ty, value))
            }
            Err(ConstantError::Unsupported(what)) => Err(self.unsupported(span, &what)),
            Err(ConstantError::Invalid(what)) => Err(self.error(span, what)),
        }
    }

    pub(crate) fn string_bytes(&mut self, pieces: &[String], span: CSpan) -> LResult<Vec<u8>> {
        let (kind, units) = self.string_units(pieces, span)?;
        if kind != LiteralKind::Narrow {
            return Err(self.unsupported(span, "a wide string literal where a char string is needed"));
        }
        Ok(units.into_iter().map(|u| u as u8).collect())
    }

    /// The code units of a string literal (adjacent pieces concatenated, C11 6.4.5p5: one wide
    /// piece makes the whole literal wide), terminating zero included, and its kind.
    pub(crate) fn string_units(&mut self, pieces: &[String], span: CSpan) -> LResult<(LiteralKind, Vec<u32>)> {
        let mut kind = LiteralKind::Narrow;
        let mut bodies = Vec::new();
        for piece in pieces {
            let (k, body) = literal_kind(piece, '"').ok_or_else(|| self.error(span, format!("malformed string literal {piece}")))?;
            if k != LiteralKind::Narrow {
                if kind != LiteralKind::Narrow && kind != k {
                    return Err(self.error(span, "concatenation of string literals of different kinds"));
                }
                kind = k;
            }
            bodies.push(body);
        }
        let mut units = Vec::new();
        for body in bodies {
            units.extend(unescape_units(body, kind != LiteralKind::Narrow).map_err(|m| self.error(span, m))?);
        }
        units.push(0);
        Ok((kind, units))
    }

    /// The array object of a wide string literal.
    fn wide_string_object(&mut self, kind: LiteralKind, units: Vec<u32>) -> Expr {
        let elem = kind.unit_type();
        let ty = self.p.types.array(elem, units.len() as u64);
        let v = self.new_global("wstr", ty);
        self.p.vars[v.0 as usize].address_taken = true;
        for (i, &u) in units.iter().enumerate() {
            if u != 0 {
                let idx = self.int_const(i as i128);
                let lhs = Expr::new(elem, ExprKind::Index(Box::new(Expr::var(ty, v)), Box::new(idx)));
                let rhs = self.const_of(elem, u as i128);
                self.push_global_init(lhs, rhs);
            }
        }
        Expr::var(ty, v)
    }

    /// The array object holding a string literal (shared between equal literals).
    fn string_object(&mut self, bytes: Vec<u8>) -> Expr {
        let ty = self.p.types.array(TypeTable::I8, bytes.len() as u64);
        if let Some(&v) = self.strings.get(&bytes) {
            return Expr::var(ty, v);
        }
        let v = self.new_global("str", ty);
        self.p.vars[v.0 as usize].address_taken = true;
        for (i, &b) in bytes.iter().enumerate() {
            if b != 0 {
                let idx = self.int_const(i as i128);
                let lhs = Expr::new(TypeTable::I8, ExprKind::Index(Box::new(Expr::var(ty, v)), Box::new(idx)));
                let rhs = Expr::constant(TypeTable::I8, b as u64);
                self.push_global_init(lhs, rhs);
            }
        }
        self.strings.insert(bytes, v);
        Expr::var(ty, v)
    }

    // ---- member access, unary operators ----

    /// A member's value: for a bit-field, its bits read from the container.
    fn member(&mut self, m: &Node<c::MemberExpression>) -> LResult<Expr> {
        let lv = self.member_place(m)?;
        Ok(match self.bitfield_of(&lv) {
            Some(bf) => self.bitfield_read(lv, bf),
            None => lv,
        })
    }

    /// The lvalue an assignment or `++` writes: for a bit-field, its container (see
    /// [`Lowerer::bitfield_of`]).
    pub(crate) fn assignable(&mut self, e: &Node<c::Expression>) -> LResult<Expr> {
        match &e.node {
            c::Expression::Member(m) => self.member_place(m),
            _ => self.lvalue(e),
        }
    }

    /// A member access as an lvalue (a bit-field's container).
    fn member_place(&mut self, m: &Node<c::MemberExpression>) -> LResult<Expr> {
        let base = match m.node.operator.node {
            c::MemberOperator::Direct => self.value(&m.node.expression)?,
            c::MemberOperator::Indirect => {
                let p = self.rvalue(&m.node.expression)?;
                let Some(pointee) = self.p.types.pointee(p.ty) else {
                    return Err(self.error(m.span, format!("member reference type {} is not a pointer", self.ty_name(p.ty))));
                };
                Expr::new(pointee, ExprKind::Deref(Box::new(p)))
            }
        };
        let name = &m.node.identifier.node.name;
        if self.is_complex(base.ty) {
            return Err(self.error(m.span, format!("member '{name}' of a value of complex type {}", self.ty_name(base.ty))));
        }
        let Some(def) = self.p.types.struct_of(base.ty) else {
            return Err(self.error(m.span, format!("member '{name}' of a value of non-struct type {}", self.ty_name(base.ty))));
        };
        if !def.complete {
            return Err(self.error(m.span, format!("member access into incomplete type {}", self.ty_name(base.ty))));
        }
        let Some(path) = self.member_path(base.ty, name) else {
            return Err(self.error(m.node.identifier.span, format!("no member named '{name}' in {}", self.ty_name(base.ty))));
        };
        if !base.is_lvalue() {
            return Err(self.unsupported(m.span, "member access on a non-lvalue struct"));
        }
        // Through the anonymous struct or union members that hold it (C11 6.7.2.1p13).
        let mut e = base;
        for i in path {
            let fty = self.p.types.struct_of(e.ty).expect("a struct").fields[i as usize].ty;
            e = Expr::new(fty, ExprKind::Field(Box::new(e), i));
        }
        Ok(e)
    }

    /// `_Generic(e, T1: e1, …, default: d)` (C11 6.5.1.1): the association whose type is the
    /// type of `e` after lvalue conversion (`e` is not evaluated). effigy's types do not keep
    /// qualifiers nor tell `int` from `long` of the same width (or `char` from `signed char`),
    /// so only selections on a floating, struct or union type (or a pointer to one: qualifiers
    /// of the pointee aside) are translated — what `<tgmath.h>`-like macros select on.
    fn generic_selection(&mut self, g: &Node<c::GenericSelection>, span: CSpan) -> LResult<Expr> {
        let v = self.dry(|lw| lw.rvalue(&g.node.expression))?;
        let mut base = v.ty;
        while let Some(t) = self.p.types.pointee(base) {
            base = t;
        }
        let telling = self.p.types.is_float(base) || self.p.types.struct_of(base).is_some();
        if !telling {
            return Err(self.unsupported(
                span,
                &format!(
                    "_Generic on a value of type {} (effigy's types do not keep qualifiers nor tell int from long of one width)",
                    self.ty_name(v.ty)
                ),
            ));
        }
        let mut chosen = None;
        let mut default = None;
        for a in &g.node.associations {
            match &a.node {
                c::GenericAssociation::Type(t) => {
                    let text = &self.source.text[t.node.type_name.span.start..t.node.type_name.span.end.min(self.source.text.len())];
                    if text.contains("const") || text.contains("volatile") {
                        return Err(self.unsupported(a.span, "_Generic with qualified association types"));
                    }
                    let ty = self.type_name(&t.node.type_name)?;
                    if ty == v.ty {
                        if chosen.is_some() {
                            return Err(self.error(a.span, "two _Generic associations of the same type"));
                        }
                        chosen = Some(&t.node.expression);
                    }
                }
                c::GenericAssociation::Default(e) => default = Some(e),
            }
        }
        match chosen.or(default) {
            Some(e) => self.value(e),
            None => Err(self.error(span, format!("_Generic has no association for type {}", self.ty_name(v.ty)))),
        }
    }

    /// `offsetof(T, member-designator)` (`__builtin_offsetof`): the byte offset, a `size_t`
    /// (a constant unless an index is not).
    fn offset_of(&mut self, o: &Node<c::OffsetOfExpression>, span: CSpan) -> LResult<Expr> {
        let mut ty = self.type_name(&o.node.type_name)?;
        let size_t = self.size_t();
        let mut total = self.const_of(size_t, 0);
        let d = &o.node.designator.node;
        let step = |lw: &mut Self, ty: &mut TypeId, name: &str, at: CSpan| -> LResult<Expr> {
            let Some(path) = lw.member_path(*ty, name) else {
                return Err(lw.error(at, format!("no member named '{name}' in {}", lw.ty_name(*ty))));
            };
            let mut off = 0u64;
            for i in path {
                let f = lw.p.types.struct_of(*ty).expect("a struct").fields[i as usize].clone();
                if f.bits.is_some() {
                    return Err(lw.error(at, format!("offsetof of the bit-field '{name}'")));
                }
                off += f.offset;
                *ty = f.ty;
            }
            Ok(lw.const_of(size_t, off as i128))
        };
        let first = step(self, &mut ty, &d.base.node.name, d.base.span)?;
        total = fold(&self.p.types, Expr::binary(size_t, BinOp::Add, total, first));
        for m in &d.members {
            let part = match &m.node {
                c::OffsetMember::Member(id) => step(self, &mut ty, &id.node.name, id.span)?,
                c::OffsetMember::IndirectMember(_) => return Err(self.error(m.span, "'->' in the member designator of offsetof")),
                c::OffsetMember::Index(e) => {
                    let Some((elem, _)) = self.p.types.array_elem(ty) else {
                        return Err(self.error(m.span, "subscript of a member that is not an array in offsetof"));
                    };
                    ty = elem;
                    let i = self.scalar(e)?;
                    let i = self.convert(i, size_t, e.span)?;
                    let size = self.const_of(size_t, self.p.types.size_of(elem) as i128);
                    fold(&self.p.types, Expr::binary(size_t, BinOp::Mul, i, size))
                }
            };
            total = fold(&self.p.types, Expr::binary(size_t, BinOp::Add, total, part));
        }
        let _ = span;
        Ok(total)
    }

    /// The member indices that lead to the member `name` of the struct or union type `ty`:
    /// one, or several through anonymous struct or union members.
    pub(crate) fn member_path(&self, ty: TypeId, name: &str) -> Option<Vec<u32>> {
        let def = self.p.types.struct_of(ty)?;
        if let Some(i) = def.fields.iter().position(|f| f.name == name) {
            return Some(vec![i as u32]);
        }
        for (i, f) in def.fields.iter().enumerate() {
            if f.name.starts_with(super::ANONYMOUS_MEMBER) {
                if let Some(mut rest) = self.member_path(f.ty, name) {
                    rest.insert(0, i as u32);
                    return Some(rest);
                }
            }
        }
        None
    }

    fn unary_op(&mut self, u: &Node<c::UnaryOperatorExpression>, span: CSpan) -> LResult<Expr> {
        let operand = &u.node.operand;
        match u.node.operator.node {
            c::UnaryOperator::Real => self.complex_part(operand, false, span),
            c::UnaryOperator::Imag => self.complex_part(operand, true, span),
            c::UnaryOperator::PostIncrement => self.increment(operand, BinOp::Add, true, span),
            c::UnaryOperator::PostDecrement => self.increment(operand, BinOp::Sub, true, span),
            c::UnaryOperator::PreIncrement => self.increment(operand, BinOp::Add, false, span),
            c::UnaryOperator::PreDecrement => self.increment(operand, BinOp::Sub, false, span),
            c::UnaryOperator::Address => {
                if let c::Expression::Identifier(id) = &operand.node {
                    match self.lookup(&id.node.name).cloned() {
                        Some(Binding::Function(i)) => return self.function_address(i, span),
                        Some(Binding::Var(v)) if self.vlas.contains_key(&v) => {
                            return Err(self.unsupported(span, "taking the address of a variable-length array"))
                        }
                        _ => {}
                    }
                }
                if let c::Expression::UnaryOperator(inner) = &operand.node {
                    // `&*f` of a function designator is the pointer itself.
                    if matches!(inner.node.operator.node, c::UnaryOperator::Indirection) {
                        let ty = self.dry(|lw| lw.value(operand))?.ty;
                        if self.p.types.pointee(ty).is_some_and(|t| self.p.types.is_function(t)) {
                            return self.value(operand);
                        }
                    }
                }
                let lv = self.lvalue(operand)?;
                self.mark_address_taken(&lv);
                let ty = self.p.types.pointer(lv.ty);
                Ok(Expr::new(ty, ExprKind::AddrOf(Box::new(lv))))
            }
            c::UnaryOperator::Indirection => {
                let p = self.rvalue(operand)?;
                let Some(pointee) = self.p.types.pointee(p.ty) else {
                    return Err(self.error(span, format!("indirection requires a pointer operand ({} invalid)", self.ty_name(p.ty))));
                };
                if pointee == TypeTable::VOID {
                    return Err(self.error(span, "dereference of a void pointer"));
                }
                if self.p.types.is_function(pointee) {
                    // A function designator, which decays back to the pointer (C11 6.3.2.1p4).
                    return Ok(p);
                }
                Ok(Expr::new(pointee, ExprKind::Deref(Box::new(p))))
            }
            c::UnaryOperator::Plus => {
                let v = self.rvalue(operand)?;
                if self.is_complex(v.ty) {
                    return self.complex_unary(&u.node.operator.node, v, span);
                }
                let v = self.arith_operand_value(v, operand.span)?;
                Ok(self.promote(v))
            }
            c::UnaryOperator::Minus | c::UnaryOperator::Complement => {
                let v = self.rvalue(operand)?;
                if self.is_complex(v.ty) {
                    return self.complex_unary(&u.node.operator.node, v, span);
                }
                let v = self.arith_operand_value(v, operand.span)?;
                let v = self.promote(v);
                let op = if matches!(u.node.operator.node, c::UnaryOperator::Minus) { UnOp::Neg } else { UnOp::BitNot };
                if op == UnOp::BitNot && self.p.types.is_float(v.ty) {
                    return Err(self.error(span, format!("wrong type argument to bit-complement ({})", self.ty_name(v.ty))));
                }
                Ok(fold(&self.p.types, Expr::unary(v.ty, op, v)))
            }
            c::UnaryOperator::Negate => {
                let v = self.rvalue(operand)?;
                if self.is_complex(v.ty) {
                    return self.complex_unary(&u.node.operator.node, v, span);
                }
                if !self.p.types.is_scalar(v.ty) {
                    return Err(self.error(operand.span, format!("scalar operand expected, found {}", self.ty_name(v.ty))));
                }
                let b = self.to_bool(v);
                Ok(b.not())
            }
        }
    }

    fn arith_operand_value(&mut self, v: Expr, span: CSpan) -> LResult<Expr> {
        if self.p.types.is_float(v.ty) {
            return Ok(v);
        }
        if self.p.types.scalar_int(v.ty).is_none() || self.p.types.is_pointer(v.ty) {
            return Err(self.error(span, format!("arithmetic operand of type {}", self.ty_name(v.ty))));
        }
        Ok(v)
    }

    /// `++x`, `x--` and friends; `post` returns the old value.
    fn increment(&mut self, operand: &Node<c::Expression>, op: BinOp, post: bool, span: CSpan) -> LResult<Expr> {
        let lv = self.assignable(operand)?;
        if let Some(bf) = self.bitfield_of(&lv) {
            let old = self.bitfield_read(lv.clone(), bf);
            let t = self.temp(old.ty, span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: old }, span)?;
            let one = self.int_const(1);
            let new = self.arith(op, t.clone(), one, span)?;
            let new = self.convert(new, bf.declared, span)?;
            self.bitfield_write(lv.clone(), bf, new, span)?;
            return Ok(if post { t } else { self.bitfield_read(lv, bf) });
        }
        if !self.p.types.is_scalar(lv.ty) {
            return Err(self.error(span, "cannot increment a value of this type"));
        }
        let old = if post {
            let t = self.temp(lv.ty, span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: lv.clone() }, span)?;
            Some(t)
        } else {
            None
        };
        let one = self.int_const(1);
        let new = self.arith(op, lv.clone(), one, span)?;
        let new = self.convert(new, lv.ty, span)?;
        self.emit(EdgeKind::Assign { lhs: lv.clone(), rhs: new }, span)?;
        Ok(old.unwrap_or(lv))
    }

    // ---- conversions ----

    /// Integer promotion: types narrower than `int` (and `_Bool`) become `int`.
    pub(crate) fn promote(&mut self, v: Expr) -> Expr {
        match self.p.types.get(v.ty) {
            TypeData::Bool => v.cast(TypeTable::I32),
            TypeData::Int(it) if it.bits < 32 => fold(&self.p.types, v.cast(TypeTable::I32)),
            _ => v,
        }
    }

    /// The common type of the usual arithmetic conversions, for two promoted integer types.
    pub(crate) fn common_type(&mut self, a: TypeId, b: TypeId) -> TypeId {
        // A float operand makes the other one a float of the wider format (C11 6.3.1.8).
        let (fa, fb) = (self.p.types.as_float(a), self.p.types.as_float(b));
        if fa.is_some() || fb.is_some() {
            return if fa == Some(FloatKind::F64) || fb == Some(FloatKind::F64) { TypeTable::F64 } else { TypeTable::F32 };
        }
        let (x, y) = (self.p.types.as_int(a).unwrap(), self.p.types.as_int(b).unwrap());
        if x == y {
            return a;
        }
        let it = x.common(y);
        self.p.types.int(it)
    }

    /// Conversion as if by assignment (also for arguments and return values).
    pub(crate) fn convert(&mut self, v: Expr, to: TypeId, span: CSpan) -> LResult<Expr> {
        if v.ty == to {
            return Ok(v);
        }
        if let Some(r) = self.complex_conversion(&v, to, span) {
            return r;
        }
        let t = &self.p.types;
        let ok = match (t.get(v.ty), t.get(to)) {
            (TypeData::Int(_) | TypeData::Bool, TypeData::Int(_) | TypeData::Bool) => true,
            (TypeData::Int(_) | TypeData::Bool | TypeData::Float(_), TypeData::Float(_)) => true,
            (TypeData::Float(_), TypeData::Int(_) | TypeData::Bool) => true,
            (TypeData::Pointer(_), TypeData::Bool) => true,
            (TypeData::Pointer(_), TypeData::Pointer(_)) => true,
            // Integer ↔ pointer (gcc accepts it with a warning).
            (TypeData::Int(_), TypeData::Pointer(_)) | (TypeData::Pointer(_), TypeData::Int(_)) => true,
            _ => false,
        };
        if !ok {
            return Err(self.error(span, format!("cannot convert a value of type {} to {}", self.ty_name(v.ty), self.ty_name(to))));
        }
        Ok(self.cast_scalar(v, to))
    }

    /// Explicit cast `(T)v`.
    fn explicit_cast(&mut self, v: Expr, to: TypeId, span: CSpan) -> LResult<Expr> {
        if let Some(r) = self.complex_conversion(&v, to, span) {
            return r;
        }
        if !self.p.types.is_scalar(to) {
            return Err(self.unsupported(span, &format!("cast to non-scalar type {}", self.ty_name(to))));
        }
        if !self.p.types.is_scalar(v.ty) {
            return Err(self.error(span, format!("cannot cast a value of type {}", self.ty_name(v.ty))));
        }
        let t = &self.p.types;
        if (t.is_float(v.ty) && t.is_pointer(to)) || (t.is_pointer(v.ty) && t.is_float(to)) {
            return Err(self.error(span, format!("cannot cast a value of type {} to {}", self.ty_name(v.ty), self.ty_name(to))));
        }
        Ok(self.cast_scalar(v, to))
    }

    /// A scalar conversion, folding constants (a null pointer constant stays a constant).
    fn cast_scalar(&mut self, v: Expr, to: TypeId) -> Expr {
        if v.ty == to {
            return v;
        }
        if self.p.types.is_pointer(to) {
            if let Some(0) = self.const_int_value(&v) {
                if self.p.types.scalar_int(v.ty).is_some() {
                    return Expr::constant(to, 0);
                }
            }
            return v.cast(to);
        }
        if to == TypeTable::BOOL {
            return self.to_bool(v);
        }
        fold(&self.p.types, v.cast(to))
    }

    /// A scalar as a condition: `v != 0` (for a float: a NaN is true, `-0.0` false).
    pub(crate) fn to_bool(&mut self, v: Expr) -> Expr {
        if self.is_complex(v.ty) {
            return self.complex_truth(v);
        }
        match self.p.types.get(v.ty) {
            TypeData::Bool => v,
            TypeData::Float(_) => {
                let zero = Expr::constant(v.ty, 0);
                fold(&self.p.types, Expr::binary(TypeTable::BOOL, BinOp::Ne, v, zero))
            }
            _ => {
                if let Some(k) = self.const_int_value(&v) {
                    if self.p.types.is_int(v.ty) {
                        return Expr::bool_const(k != 0);
                    }
                }
                let zero = Expr::constant(v.ty, 0);
                Expr::binary(TypeTable::BOOL, BinOp::Ne, v, zero)
            }
        }
    }

    // ---- binary operators ----

    fn binary_op(&mut self, b: &Node<c::BinaryOperatorExpression>, span: CSpan) -> LResult<Expr> {
        use c::BinaryOperator as B;
        let (lhs, rhs) = (&b.node.lhs, &b.node.rhs);
        let op = match b.node.operator.node {
            B::Index => return self.index(lhs, rhs, span),
            B::Assign => return self.assign(lhs, rhs, None, span),
            B::AssignMultiply => return self.assign(lhs, rhs, Some(BinOp::Mul), span),
            B::AssignDivide => return self.assign(lhs, rhs, Some(BinOp::Div), span),
            B::AssignModulo => return self.assign(lhs, rhs, Some(BinOp::Rem), span),
            B::AssignPlus => return self.assign(lhs, rhs, Some(BinOp::Add), span),
            B::AssignMinus => return self.assign(lhs, rhs, Some(BinOp::Sub), span),
            B::AssignShiftLeft => return self.assign(lhs, rhs, Some(BinOp::Shl), span),
            B::AssignShiftRight => return self.assign(lhs, rhs, Some(BinOp::Shr), span),
            B::AssignBitwiseAnd => return self.assign(lhs, rhs, Some(BinOp::BitAnd), span),
            B::AssignBitwiseXor => return self.assign(lhs, rhs, Some(BinOp::BitXor), span),
            B::AssignBitwiseOr => return self.assign(lhs, rhs, Some(BinOp::BitOr), span),
            B::LogicalAnd | B::LogicalOr => return self.logical_value(b, span),
            B::Multiply => BinOp::Mul,
            B::Divide => BinOp::Div,
            B::Modulo => BinOp::Rem,
            B::Plus => BinOp::Add,
            B::Minus => BinOp::Sub,
            B::ShiftLeft => BinOp::Shl,
            B::ShiftRight => BinOp::Shr,
            B::Less => BinOp::Lt,
            B::Greater => BinOp::Gt,
            B::LessOrEqual => BinOp::Le,
            B::GreaterOrEqual => BinOp::Ge,
            B::Equals => BinOp::Eq,
            B::NotEquals => BinOp::Ne,
            B::BitwiseAnd => BinOp::BitAnd,
            B::BitwiseXor => BinOp::BitXor,
            B::BitwiseOr => BinOp::BitOr,
        };
        let a = self.rvalue(lhs)?;
        let b = self.rvalue(rhs)?;
        if self.is_complex(a.ty) || self.is_complex(b.ty) {
            return self.complex_arith(op, a, b, span);
        }
        for (v, e) in [(&a, lhs), (&b, rhs)] {
            if !self.p.types.is_scalar(v.ty) {
                return Err(self.error(e.span, format!("scalar operand expected, found {}", self.ty_name(v.ty))));
            }
        }
        self.arith(op, a, b, span)
    }

    /// A binary operation on scalar operands, with C's conversions and pointer arithmetic.
    pub(crate) fn arith(&mut self, op: BinOp, a: Expr, b: Expr, span: CSpan) -> LResult<Expr> {
        let (pa, pb) = (self.p.types.is_pointer(a.ty), self.p.types.is_pointer(b.ty));
        if op.is_comparison() && (pa || pb) {
            return self.pointer_comparison(op, a, b, span);
        }
        if pa || pb {
            return match (op, pa, pb) {
                (BinOp::Add, true, false) => self.pointer_offset(a, b, false, span),
                (BinOp::Add, false, true) => self.pointer_offset(b, a, false, span),
                (BinOp::Sub, true, false) => self.pointer_offset(a, b, true, span),
                (BinOp::Sub, true, true) => self.pointer_difference(a, b, span),
                _ => Err(self.error(span, format!("invalid operands to binary '{}' (pointer)", op.symbol()))),
            };
        }
        let a = self.promote(a);
        let b = self.promote(b);
        let floats = self.p.types.is_float(a.ty) || self.p.types.is_float(b.ty);
        if floats && !(op.is_comparison() || matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div)) {
            return Err(self.error(
                span,
                format!("invalid operands to binary '{}' (have {} and {})", op.symbol(), self.ty_name(a.ty), self.ty_name(b.ty)),
            ));
        }
        if op.is_shift() {
            let ty = a.ty;
            return Ok(fold(&self.p.types, Expr::binary(ty, op, a, b)));
        }
        let ty = self.common_type(a.ty, b.ty);
        let a = fold(&self.p.types, a.cast(ty));
        let b = fold(&self.p.types, b.cast(ty));
        let result_ty = if op.is_comparison() { TypeTable::BOOL } else { ty };
        Ok(fold(&self.p.types, Expr::binary(result_ty, op, a, b)))
    }

    fn pointer_comparison(&mut self, op: BinOp, a: Expr, b: Expr, span: CSpan) -> LResult<Expr> {
        let (a, b) = match (self.p.types.is_pointer(a.ty), self.p.types.is_pointer(b.ty)) {
            (true, true) => {
                let ty = a.ty;
                (a, b.cast(ty))
            }
            (true, false) => {
                let ty = a.ty;
                let b = self.convert(b, ty, span)?;
                (a, b)
            }
            _ => {
                let ty = b.ty;
                let a = self.convert(a, ty, span)?;
                (a, b)
            }
        };
        Ok(Expr::binary(TypeTable::BOOL, op, a, b))
    }

    /// `p + i` / `p - i`: the index scaled to bytes by the pointee size.
    fn pointer_offset(&mut self, p: Expr, i: Expr, negate: bool, span: CSpan) -> LResult<Expr> {
        if !self.p.types.is_int(i.ty) && i.ty != TypeTable::BOOL {
            return Err(self.error(span, "pointer arithmetic with a non-integer"));
        }
        let pointee = self.p.types.pointee(p.ty).unwrap();
        if pointee != TypeTable::VOID && !self.complete(pointee) {
            return Err(self.error(span, "arithmetic on a pointer to an incomplete type"));
        }
        let size = self.p.types.size_of(pointee) as i128;
        let intptr = self.p.types.intptr();
        let i = fold(&self.p.types, i.cast(intptr));
        let mut off = if size == 1 {
            i
        } else {
            let k = self.const_of(intptr, size);
            fold(&self.p.types, Expr::binary(intptr, BinOp::Mul, i, k))
        };
        if negate {
            off = fold(&self.p.types, Expr::unary(intptr, UnOp::Neg, off));
        }
        if self.const_int_value(&off) == Some(0) {
            return Ok(p);
        }
        let ty = p.ty;
        Ok(Expr::new(ty, ExprKind::PtrAdd(Box::new(p), Box::new(off))))
    }

    fn pointer_difference(&mut self, a: Expr, b: Expr, span: CSpan) -> LResult<Expr> {
        let (ea, eb) = (self.p.types.pointee(a.ty).unwrap(), self.p.types.pointee(b.ty).unwrap());
        if ea != eb {
            return Err(self.error(span, "subtraction of pointers to different types"));
        }
        let size = self.p.types.size_of(ea) as i128;
        let intptr = self.p.types.intptr();
        // Two constant addresses into one object (`&&a - &&b`, `&arr[3] - &arr[1]`): a constant.
        if let (Some((va, oa)), Some((vb, ob))) = (constant_address(&self.p.types, &a), constant_address(&self.p.types, &b)) {
            if va == vb && size > 0 && (oa - ob) % size as i64 == 0 {
                return Ok(self.const_of(intptr, ((oa - ob) / size as i64) as i128));
            }
        }
        let b = b.cast(a.ty);
        let diff = Expr::new(intptr, ExprKind::PtrDiff(Box::new(a), Box::new(b)));
        if size <= 1 {
            return Ok(diff);
        }
        let k = self.const_of(intptr, size);
        Ok(Expr::binary(intptr, BinOp::Div, diff, k))
    }

    /// When `e` is a multi-dimensional variable-length array indexed zero or more times
    /// (`m`, `m[i]`, …): its variable and how many indices it has, and how many of its
    /// dimensions are left to index.
    fn vla_indexing(&self, e: &Node<c::Expression>) -> Option<(effigy_ir::VarId, usize)> {
        match &e.node {
            c::Expression::Identifier(id) => match self.lookup(&id.node.name) {
                Some(Binding::Var(v)) => {
                    self.vlas.get(v).filter(|vla| !vla.inner_dims.is_empty()).map(|vla| (*v, vla.inner_dims.len() + 1))
                }
                _ => None,
            },
            c::Expression::BinaryOperator(b) if matches!(b.node.operator.node, c::BinaryOperator::Index) => {
                let (v, left) = self.vla_indexing(&b.node.lhs)?;
                Some((v, left.saturating_sub(1)))
            }
            _ => None,
        }
    }

    /// A multi-dimensional variable-length array passed whole to a function (`f(n, m)`): it
    /// decays to a pointer to its first row, whose address is its first element's — what the
    /// variable holds. (Elsewhere a bare use is rejected: arithmetic on it would need the row
    /// size as its stride.)
    pub(crate) fn vla_argument(&self, a: &Node<c::Expression>) -> Option<Expr> {
        let c::Expression::Identifier(id) = &a.node else { return None };
        let Some(Binding::Var(v)) = self.lookup(&id.node.name) else { return None };
        self.vlas.get(v).filter(|vla| !vla.inner_dims.is_empty())?;
        Some(Expr::var(self.p.var(*v).ty, *v))
    }

    /// `m[i]…` of a multi-dimensional variable-length array: a pointer to the first element of
    /// the addressed row (or element), with the dimensions still to index.
    fn vla_row(&mut self, e: &Node<c::Expression>, span: CSpan) -> LResult<(Expr, Vec<effigy_ir::VarId>)> {
        match &e.node {
            c::Expression::Identifier(id) => {
                let Some(Binding::Var(v)) = self.lookup(&id.node.name).cloned() else { unreachable!("checked by vla_indexing") };
                let dims = self.vlas[&v].inner_dims.clone();
                Ok((Expr::var(self.p.var(v).ty, v), dims))
            }
            c::Expression::BinaryOperator(b) => {
                let (p, dims) = self.vla_row(&b.node.lhs, span)?;
                let i = self.rvalue(&b.node.rhs)?;
                let p = self.vla_step(p, &dims, i, span)?;
                Ok((p, dims[1..].to_vec()))
            }
            _ => unreachable!("checked by vla_indexing"),
        }
    }

    /// `p + i·(d₁·…·dₖ)` elements: row `i` of rows of the dimensions `dims`.
    fn vla_step(&mut self, p: Expr, dims: &[effigy_ir::VarId], i: Expr, span: CSpan) -> LResult<Expr> {
        if !self.p.types.is_int(i.ty) && i.ty != TypeTable::BOOL {
            return Err(self.error(span, "array subscript is not an integer"));
        }
        // In size_t, whose wrap-around is exact modulo the pointer width.
        let size_t = self.size_t();
        let mut idx = self.convert(i, size_t, span)?;
        for &d in dims {
            idx = Expr::binary(size_t, BinOp::Mul, idx, Expr::var(size_t, d));
        }
        self.pointer_offset(p, idx, false, span)
    }

    /// `a[i]`: an element of an array lvalue, or `*(p + i)`.
    fn index(&mut self, lhs: &Node<c::Expression>, rhs: &Node<c::Expression>, span: CSpan) -> LResult<Expr> {
        if let Some((_, left)) = self.vla_indexing(lhs) {
            let (p, dims) = self.vla_row(lhs, span)?;
            let i = self.rvalue(rhs)?;
            let addr = self.vla_step(p, &dims, i, span)?;
            return match left {
                1 => {
                    let elem = self.p.types.pointee(addr.ty).expect("pointer");
                    Ok(Expr::new(elem, ExprKind::Deref(Box::new(addr))))
                }
                // A row: an array of the element type, which decays to its first element.
                2 => Ok(addr),
                _ => Err(self.unsupported(span, "a variable-length array indexed with more than one dimension left")),
            };
        }
        let a = self.value(lhs)?;
        let i = self.value(rhs)?;
        // `i[a]` is `a[i]`.
        let (a, i) = if self.p.types.scalar_int(a.ty).is_some() && !self.p.types.is_pointer(a.ty) { (i, a) } else { (a, i) };
        if !self.p.types.is_int(i.ty) && i.ty != TypeTable::BOOL {
            let ty = self.ty_name(i.ty);
            return Err(self.error(span, format!("array subscript is not an integer ({ty})")));
        }
        if let Some((elem, _)) = self.p.types.array_elem(a.ty) {
            if a.is_lvalue() {
                let i = self.promote(i);
                return Ok(Expr::new(elem, ExprKind::Index(Box::new(a), Box::new(i))));
            }
        }
        let p = self.decay(a);
        let Some(pointee) = self.p.types.pointee(p.ty) else {
            return Err(self.error(span, format!("subscripted value of type {} is not an array or pointer", self.ty_name(p.ty))));
        };
        let addr = self.pointer_offset(p, i, false, span)?;
        Ok(Expr::new(pointee, ExprKind::Deref(Box::new(addr))))
    }

    /// `lhs = rhs` or `lhs op= rhs`; the value is the assigned lvalue.
    fn assign(&mut self, lhs: &Node<c::Expression>, rhs: &Node<c::Expression>, op: Option<BinOp>, span: CSpan) -> LResult<Expr> {
        // The left operand's place, then the right operand's value. (C leaves the order
        // unspecified; gcc takes this one for `*(p + f()) = g()` and `s[f()].m = g()`, the
        // other for `a[f()] = g()` with an array `a`.)
        let right = |lw: &mut Self| -> LResult<Expr> { lw.rvalue(rhs) };
        let lv = self.assignable(lhs)?;
        if let Some(bf) = self.bitfield_of(&lv) {
            let v = match op {
                None => right(self)?,
                Some(op) => {
                    let r = right(self)?;
                    if !self.p.types.is_scalar(r.ty) {
                        return Err(self.error(rhs.span, format!("scalar operand expected, found {}", self.ty_name(r.ty))));
                    }
                    let old = self.bitfield_read(lv.clone(), bf);
                    self.arith(op, old, r, span)?
                }
            };
            let v = self.convert(v, bf.declared, span)?;
            self.bitfield_write(lv.clone(), bf, v, span)?;
            // The value of the assignment: the bit-field's, after it.
            return Ok(self.bitfield_read(lv, bf));
        }
        if self.p.types.array_elem(lv.ty).is_some() {
            return Err(self.error(span, "array type is not assignable"));
        }
        if self.is_complex(lv.ty) {
            let v = right(self)?;
            let v = match op {
                None => v,
                Some(op) => self.complex_arith(op, lv.clone(), v, span)?,
            };
            let v = self.convert(v, lv.ty, span)?;
            self.emit(EdgeKind::Assign { lhs: lv.clone(), rhs: v }, span)?;
            return Ok(lv);
        }
        let value = match op {
            None if self.is_aggregate(lv.ty) => {
                let v = self.value(rhs)?;
                if v.ty != lv.ty {
                    return Err(self.error(span, format!("assigning {} to {}", self.ty_name(v.ty), self.ty_name(lv.ty))));
                }
                v
            }
            None => {
                if let Some(name) = self.direct_input(rhs, lv.ty) {
                    // `x = __VERIFIER_nondet_T()`: the input goes straight into x.
                    let origin = effigy_ir::HavocOrigin::Input(name);
                    self.emit(EdgeKind::Havoc { lhs: lv.clone(), origin }, span)?;
                    return Ok(lv);
                }
                let v = right(self)?;
                self.convert(v, lv.ty, span)?
            }
            Some(op) => {
                if !self.p.types.is_scalar(lv.ty) {
                    return Err(self.error(span, "compound assignment to a non-scalar"));
                }
                let r = right(self)?;
                let v = if self.is_complex(r.ty) {
                    self.complex_arith(op, lv.clone(), r, span)?
                } else {
                    if !self.p.types.is_scalar(r.ty) {
                        return Err(self.error(rhs.span, format!("scalar operand expected, found {}", self.ty_name(r.ty))));
                    }
                    self.arith(op, lv.clone(), r, span)?
                };
                self.convert(v, lv.ty, span)?
            }
        };
        self.emit(EdgeKind::Assign { lhs: lv.clone(), rhs: value }, span)?;
        Ok(lv)
    }

    /// The input function `e` calls, if `e` is a call of a modelled `__VERIFIER_nondet_*` whose
    /// type is `ty` (so that its value needs no conversion).
    pub(crate) fn direct_input(&self, e: &Node<c::Expression>, ty: TypeId) -> Option<String> {
        let c::Expression::Call(call) = &e.node else { return None };
        let c::Expression::Identifier(id) = &call.node.callee.node else { return None };
        let name = id.node.name.as_str();
        let suffix = name.strip_prefix("__VERIFIER_nondet_")?;
        if !call.node.arguments.is_empty() {
            return None;
        }
        let declared = match self.lookup(name) {
            Some(Binding::Function(i)) => {
                let d = &self.fns[*i];
                if d.defined() {
                    return None; // the program defines it: an ordinary call
                }
                Some(d.ret)
            }
            Some(_) => return None,
            None => None,
        };
        let nondet = match nondet_type(suffix, self.p.data_model()) {
            Some(NondetType::Int(it)) => self.p.types.as_int(ty).filter(|t| *t == it).map(|_| ty),
            Some(NondetType::Bool) => (ty == TypeTable::BOOL).then_some(ty),
            Some(NondetType::Float(k)) => (self.p.types.as_float(ty) == Some(k)).then_some(ty),
            Some(_) => None,
            None => declared.filter(|d| *d == ty && (self.p.types.is_int(ty) || ty == TypeTable::BOOL)),
        };
        nondet.map(|_| name.to_string())
    }

    /// `a && b`, `a || b` as a value: 0 or 1 through control flow.
    fn logical_value(&mut self, b: &Node<c::BinaryOperatorExpression>, span: CSpan) -> LResult<Expr> {
        if !self.in_function() {
            // In a constant expression: both operands are constants.
            let x = self.truth_operand(&b.node.lhs)?;
            let x = self.to_bool(x);
            let y = self.truth_operand(&b.node.rhs)?;
            let y = self.to_bool(y);
            let (Some(x), Some(y)) = (x.as_const(), y.as_const()) else {
                return Err(self.error(span, "initializer element is not a constant expression"));
            };
            let v = match b.node.operator.node {
                c::BinaryOperator::LogicalAnd => x != 0 && y != 0,
                _ => x != 0 || y != 0,
            };
            return Ok(Expr::bool_const(v));
        }
        let e = Node::new(c::Expression::BinaryOperator(Box::new(b.clone())), span);
        let t = self.temp(TypeTable::BOOL, span)?;
        let (lt, lf, join) = (self.new_loc(), self.new_loc(), self.new_loc());
        self.cond(&e, lt, lf)?;
        self.edge(lt, join, EdgeKind::Assign { lhs: t.clone(), rhs: Expr::bool_const(true) }, span);
        self.edge(lf, join, EdgeKind::Assign { lhs: t.clone(), rhs: Expr::bool_const(false) }, span);
        self.set_cur(join);
        Ok(t)
    }

    /// `c ? a : b`; with `want_value` false only the side effects are kept.
    pub(crate) fn conditional(&mut self, cond: &Node<c::ConditionalExpression>, span: CSpan, want_value: bool) -> LResult<Expr> {
        if !self.in_function() {
            return self.constant_conditional(cond, span);
        }
        let (lt, lf) = (self.new_loc(), self.new_loc());
        self.cond(&cond.node.condition, lt, lf)?;
        self.goal(lt, cond.node.then_expression.span);
        self.goal(lf, cond.node.else_expression.span);
        self.set_cur(lt);
        let a = if want_value {
            self.value(&cond.node.then_expression)?
        } else {
            self.effect(&cond.node.then_expression).map(|_| void_value())?
        };
        let end_t = self.cur();
        self.set_cur(lf);
        let b = if want_value {
            self.value(&cond.node.else_expression)?
        } else {
            self.effect(&cond.node.else_expression).map(|_| void_value())?
        };
        let end_f = self.cur();
        let join = self.new_loc();
        if a.ty == TypeTable::VOID || b.ty == TypeTable::VOID || !want_value {
            self.edge(end_t, join, EdgeKind::Skip, span);
            self.edge(end_f, join, EdgeKind::Skip, span);
            self.set_cur(join);
            return Ok(void_value());
        }
        let (a, b) = (self.decay(a), self.decay(b));
        let ty = self.conditional_type(&a, &b, span)?;
        // Each conversion on its own branch (a complex one has effects).
        self.set_cur(end_t);
        let a = self.convert(a, ty, span)?;
        let end_t = self.cur();
        self.set_cur(end_f);
        let b = self.convert(b, ty, span)?;
        let end_f = self.cur();
        let t = self.temp(ty, span)?;
        self.edge(end_t, join, EdgeKind::Assign { lhs: t.clone(), rhs: a }, span);
        self.edge(end_f, join, EdgeKind::Assign { lhs: t.clone(), rhs: b }, span);
        self.set_cur(join);
        Ok(t)
    }

    /// `c ? a : b` in a constant expression: `c` is a constant.
    fn constant_conditional(&mut self, cond: &Node<c::ConditionalExpression>, span: CSpan) -> LResult<Expr> {
        let c = self.truth_operand(&cond.node.condition)?;
        let c = self.to_bool(c);
        let Some(k) = c.as_const() else {
            return Err(self.error(span, "initializer element is not a constant expression"));
        };
        let a = self.rvalue(&cond.node.then_expression)?;
        let b = self.rvalue(&cond.node.else_expression)?;
        let ty = self.conditional_type(&a, &b, span)?;
        self.convert(if k != 0 { a } else { b }, ty, span)
    }

    /// The type of `c ? a : b` for (decayed) operand values.
    fn conditional_type(&mut self, a: &Expr, b: &Expr, span: CSpan) -> LResult<TypeId> {
        if a.ty != b.ty && (self.is_complex(a.ty) || self.is_complex(b.ty)) {
            return self.complex_common(a.ty, b.ty, span);
        }
        Ok(if a.ty == b.ty || self.p.types.is_pointer(a.ty) {
            a.ty
        } else if self.p.types.is_pointer(b.ty) {
            b.ty
        } else if self.p.types.is_arithmetic(a.ty) && self.p.types.is_arithmetic(b.ty)
            || (self.p.types.scalar_int(a.ty).is_some() && self.p.types.scalar_int(b.ty).is_some())
            || (self.p.types.is_float(a.ty) && b.ty == TypeTable::BOOL)
            || (self.p.types.is_float(b.ty) && a.ty == TypeTable::BOOL)
        {
            let (pa, pb) = (self.promote(a.clone()).ty, self.promote(b.clone()).ty);
            self.common_type(pa, pb)
        } else {
            return Err(self.error(span, format!("incompatible operand types ({} and {})", self.ty_name(a.ty), self.ty_name(b.ty))));
        })
    }

    /// Evaluates an expression for its side effects only.
    pub(crate) fn effect(&mut self, e: &Node<c::Expression>) -> LResult<()> {
        use c::UnaryOperator as U;
        match &e.node {
            c::Expression::UnaryOperator(u) if matches!(u.node.operator.node, U::PostIncrement | U::PreIncrement) => {
                self.increment(&u.node.operand, BinOp::Add, false, e.span).map(drop)
            }
            c::Expression::UnaryOperator(u) if matches!(u.node.operator.node, U::PostDecrement | U::PreDecrement) => {
                self.increment(&u.node.operand, BinOp::Sub, false, e.span).map(drop)
            }
            c::Expression::Call(call) => self.call(call, false).map(drop),
            c::Expression::Comma(list) => list.iter().try_for_each(|x| self.effect(x)),
            c::Expression::Cast(cast) => {
                let ty = self.type_name(&cast.node.type_name)?;
                if ty == TypeTable::VOID {
                    self.effect(&cast.node.expression)
                } else {
                    self.value(e).map(drop)
                }
            }
            c::Expression::Conditional(cond) => self.conditional(cond, e.span, false).map(drop),
            c::Expression::BinaryOperator(b)
                if matches!(b.node.operator.node, c::BinaryOperator::LogicalAnd | c::BinaryOperator::LogicalOr) =>
            {
                let join = self.new_loc();
                self.cond(e, join, join)?;
                self.set_cur(join);
                Ok(())
            }
            _ => self.value(e).map(drop),
        }
    }

    /// Branches on a condition: control continues at `t` if it holds, at `f` otherwise; the
    /// current location afterwards is a fresh unreachable one.
    pub(crate) fn cond(&mut self, e: &Node<c::Expression>, t: effigy_ir::LocId, f: effigy_ir::LocId) -> LResult<()> {
        match &e.node {
            c::Expression::BinaryOperator(b) if matches!(b.node.operator.node, c::BinaryOperator::LogicalAnd) => {
                let mid = self.new_loc();
                self.cond(&b.node.lhs, mid, f)?;
                self.set_cur(mid);
                self.cond(&b.node.rhs, t, f)
            }
            c::Expression::BinaryOperator(b) if matches!(b.node.operator.node, c::BinaryOperator::LogicalOr) => {
                let mid = self.new_loc();
                self.cond(&b.node.lhs, t, mid)?;
                self.set_cur(mid);
                self.cond(&b.node.rhs, t, f)
            }
            c::Expression::UnaryOperator(u) if matches!(u.node.operator.node, c::UnaryOperator::Negate) => self.cond(&u.node.operand, f, t),
            c::Expression::Comma(list) => {
                let (last, rest) = list.split_last().expect("comma lists are not empty");
                for x in rest {
                    self.effect(x)?;
                }
                self.cond(last, t, f)
            }
            _ => {
                let v = self.truth_operand(e)?;
                let c = self.to_bool(v);
                let cur = self.cur();
                match c.as_const() {
                    Some(k) => self.edge(cur, if k != 0 { t } else { f }, EdgeKind::Skip, e.span),
                    None => {
                        self.edge(cur, t, EdgeKind::Assume(c.clone()), e.span);
                        self.edge(cur, f, EdgeKind::Assume(c.not()), e.span);
                    }
                }
                let dead = self.new_loc();
                self.set_cur(dead);
                Ok(())
            }
        }
    }

    /// `({ ...; e; })`: the value of the last expression statement.
    fn statement_expression(&mut self, stmt: &Node<c::Statement>) -> LResult<Expr> {
        if !self.in_function() {
            return Err(self.error(stmt.span, "initializer element is not a constant expression"));
        }
        let c::Statement::Compound(items) = &stmt.node else {
            return Err(self.error(stmt.span, "statement expression without a compound statement"));
        };
        self.push_scope();
        let r = (|| {
            let Some((last, rest)) = items.split_last() else { return Ok(void_value()) };
            for item in rest {
                self.block_item(item)?;
            }
            match &last.node {
                c::BlockItem::Statement(Node { node: c::Statement::Expression(Some(e)), .. }) => {
                    let v = self.value(e)?;
                    if v.ty == TypeTable::VOID {
                        return Ok(v);
                    }
                    let v = self.decay(v);
                    // The value must outlive the block's variables.
                    let t = self.temp(v.ty, e.span)?;
                    self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, e.span)?;
                    Ok(t)
                }
                _ => {
                    self.block_item(last)?;
                    Ok(void_value())
                }
            }
        })();
        self.pop_scope();
        r
    }

    // ---- calls ----

    /// A call; returns its value (`None` for `void` or when the value is not wanted).
    pub(crate) fn call(&mut self, call: &Node<c::CallExpression>, want_value: bool) -> LResult<Option<Expr>> {
        let span = call.span;
        let args = &call.node.arguments;
        let c::Expression::Identifier(id) = &call.node.callee.node else {
            return self.indirect_call(&call.node.callee, args, span, want_value);
        };
        let mut name = id.node.name.as_str();
        if name.starts_with("__builtin_") && self.lookup(name).is_none() {
            if self.va_builtin(name, args, span)? {
                return Ok(None);
            }
            if let Some(v) = self.gcc_builtin(name, args, span, want_value)? {
                return Ok(v);
            }
            // `__builtin_memcpy` is `memcpy`, whatever the program declares.
            if let Some(plain) = builtins::library_alias(name) {
                name = plain;
            }
        }
        let mut unavailable = None;
        let (idx, decl) = match self.lookup(name) {
            Some(Binding::Function(i)) => (Some(*i), Some(self.fns[*i].clone())),
            Some(Binding::Var(_)) => return self.indirect_call(&call.node.callee, args, span, want_value),
            // A modelled function is modelled whatever its declaration.
            Some(Binding::Unavailable(u)) => {
                unavailable = Some(u.clone());
                (None, None)
            }
            Some(_) => return Err(self.error(id.span, format!("called object '{name}' is not a function"))),
            None => (None, None),
        };
        let defined = decl.as_ref().is_some_and(|d| d.defined());
        // The error functions are the property, whatever their body. What follows the call
        // (SV-COMP's `abort()`) is kept: under a property that does not ask for reach_error, a
        // body that returns at once lets the program go on.
        match name {
            "reach_error" | "__VERIFIER_error" => {
                self.emit(Self::error_edge(name), span)?;
                return Ok(None);
            }
            _ => {}
        }
        if !defined {
            if let Some(v) = self.complex_function(name, args, span)? {
                return Ok(want_value.then_some(v));
            }
            if let Some(v) = self.builtin(name, decl.as_ref().map(|d| d.ret), args, span, want_value)? {
                return Ok(v);
            }
        }
        if let Some(u) = unavailable {
            return Err(self.unavailable_use(name, &u, id.span));
        }
        let (fid, decl) = match (idx.and_then(|i| self.function_id(i)), decl) {
            (Some(fid), Some(decl)) => (fid, decl),
            (None, Some(decl)) => return self.extern_call(name, &decl, args, span, want_value),
            (_, None) => {
                if name.starts_with("__builtin_") {
                    return Err(self.unsupported(id.span, &format!("the gcc built-in '{name}'")));
                }
                // C89's implicit declaration `int name();` (gcc 12 accepts it with a warning); the
                // function is not defined by the program, so it is an unknown external function.
                self.warn(id.span, format!("implicit declaration of function '{name}'"));
                let sig =
                    super::FnSig { ret: TypeTable::I32, params: Vec::new(), vla_params: Vec::new(), variadic: false, prototyped: false };
                let i = self.declare_function(name, &sig, id.span, false)?;
                let decl = self.fns[i].clone();
                // Another file may define it: then it is called as defined.
                match self.function_id(i) {
                    Some(fid) => (fid, decl),
                    None => return self.extern_call(name, &decl, args, span, want_value),
                }
            }
        };
        let arity_ok = if decl.variadic { args.len() >= decl.params.len() } else { args.len() == decl.params.len() };
        let mut args: &[Node<c::Expression>] = args;
        if !arity_ok && decl.old_style && args.len() > decl.params.len() {
            // An old-style definition called with more arguments than it has parameters:
            // undefined in C; gcc evaluates them and the body never reads them.
            self.warn(span, format!("'{name}' is defined with {} parameters and called with {} arguments (undefined in C; the extra ones are evaluated and ignored, as gcc does)", decl.params.len(), args.len()));
            for a in &args[decl.params.len()..] {
                self.effect(a)?;
            }
            args = &args[..decl.params.len()];
        } else if !arity_ok {
            return Err(self.error(span, format!("'{name}' takes {} arguments, {} given", decl.params.len(), args.len())));
        }
        // The arguments are evaluated from the last to the first, as gcc does on x86: the
        // variadic ones first, then the named ones; a value is held in a temporary when an
        // argument evaluated after it (to its left) may have side effects.
        let area = if decl.variadic { Some(self.variadic_area(&args[decl.params.len()..], span)?) } else { None };
        let mut values = Vec::with_capacity(args.len() + 1);
        for (i, (a, &pty)) in args.iter().zip(&decl.params).enumerate().rev() {
            let v = match self.vla_argument(a) {
                Some(p) => p,
                None if self.is_aggregate(pty) => self.value(a)?,
                None => self.rvalue(a)?,
            };
            if self.is_aggregate(pty) && v.ty != pty {
                return Err(self.error(a.span, format!("passing {} where {} is expected", self.ty_name(v.ty), self.ty_name(pty))));
            }
            let v = self.convert(v, pty, a.span)?;
            let later_effects = args[..i].iter().any(may_have_effects);
            if later_effects && !self.is_aggregate(pty) && v.as_const().is_none() {
                let t = self.temp(pty, a.span)?;
                self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, a.span)?;
                values.push(t);
            } else {
                values.push(v);
            }
        }
        values.reverse();
        values.extend(area);
        // A value the caller does not use is not read: a function that falls off its end
        // without a value is defined then (C11 6.9.1p12).
        let dest = if decl.ret == TypeTable::VOID || !want_value { None } else { Some(self.temp(decl.ret, span)?) };
        self.emit(EdgeKind::Call { dest: dest.clone(), callee: fid, args: values }, span)?;
        Ok(if want_value { dest } else { None })
    }

    /// A call of an unknown external function (declared, not defined, not modelled): its
    /// arguments are evaluated left to right (an aggregate passes its address: the callee may
    /// read and change it), then an `Extern` edge stands for whatever it does to memory, and
    /// its result is the next input.
    fn extern_call(
        &mut self,
        name: &str,
        decl: &super::FnDecl,
        args: &[Node<c::Expression>],
        span: CSpan,
        want_value: bool,
    ) -> LResult<Option<Expr>> {
        if self.is_aggregate(decl.ret) || self.is_complex(decl.ret) {
            return Err(self.unsupported(
                span,
                &format!("call of '{name}', an external function without a definition that returns a struct, union or complex value"),
            ));
        }
        let arity_ok =
            if decl.variadic { args.len() >= decl.params.len() } else { args.len() == decl.params.len() || decl.params.is_empty() };
        if !arity_ok {
            return Err(self.error(span, format!("'{name}' takes {} arguments, {} given", decl.params.len(), args.len())));
        }
        let mut values = Vec::with_capacity(args.len());
        // From the last argument to the first, as gcc does on x86.
        for (i, a) in args.iter().enumerate().rev() {
            let v = match self.vla_argument(a) {
                Some(p) => p,
                None => self.value(a)?,
            };
            let v = if (self.is_aggregate(v.ty) || self.is_complex(v.ty)) && self.p.types.array_elem(v.ty).is_none() {
                if !v.is_lvalue() {
                    return Err(
                        self.unsupported(a.span, "a struct or union argument that is not an lvalue, passed to an external function")
                    );
                }
                self.mark_address_taken(&v);
                let ptr = self.p.types.pointer(v.ty);
                Expr::new(ptr, ExprKind::AddrOf(Box::new(v)))
            } else {
                let v = self.decay(v);
                if v.ty == TypeTable::VOID {
                    return Err(self.error(a.span, "void value not ignored as it ought to be"));
                }
                match decl.params.get(i) {
                    Some(&pty) => self.convert(v, pty, a.span)?,
                    // Default argument promotions: float becomes double (C11 6.5.2.2p6).
                    None if v.ty == TypeTable::F32 => fold(&self.p.types, v.cast(TypeTable::F64)),
                    None => self.promote(v),
                }
            };
            // Each argument's value is computed by an edge, in order, like a call's.
            let t = self.temp(v.ty, a.span)?;
            self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, a.span)?;
            values.push(t);
        }
        values.reverse();
        self.emit(EdgeKind::Extern { name: name.to_string(), args: values, ret: decl.ret }, span)?;
        if decl.ret == TypeTable::VOID {
            return Ok(None);
        }
        let t = self.temp(decl.ret, span)?;
        self.emit(EdgeKind::Havoc { lhs: t.clone(), origin: effigy_ir::HavocOrigin::Input(name.to_string()) }, span)?;
        Ok(if want_value { Some(t) } else { None })
    }

    /// A byte of a file the library model reads (standard input, a file of --sym-file): an
    /// `int` input named `input`, 0..255, or -1 where the file ends.
    fn stream_byte(&mut self, input: &str, span: CSpan) -> LResult<Expr> {
        let t = self.havoc_input(TypeTable::I32, input, span)?;
        let low = Expr::binary(TypeTable::BOOL, BinOp::Ge, t.clone(), self.const_of(TypeTable::I32, -1));
        let high = Expr::binary(TypeTable::BOOL, BinOp::Le, t.clone(), self.const_of(TypeTable::I32, 255));
        self.emit(EdgeKind::Assume(Expr::binary(TypeTable::BOOL, BinOp::And, low, high)), span)?;
        Ok(t)
    }

    /// The functions effigy models when the program does not define them. `Ok(None)` when
    /// `name` is not one of them.
    fn builtin(
        &mut self,
        name: &str,
        declared_ret: Option<TypeId>,
        args: &[Node<c::Expression>],
        span: CSpan,
        want_value: bool,
    ) -> LResult<Option<Option<Expr>>> {
        let argc = |lw: &Self, n: usize| -> LResult<()> {
            if args.len() == n {
                Ok(())
            } else {
                Err(lw.error(span, format!("'{name}' takes {n} argument{}, {} given", if n == 1 { "" } else { "s" }, args.len())))
            }
        };
        if let Some(v) = self.math_call(name, args, span)? {
            return Ok(Some(want_value.then_some(v)));
        }
        if let Some(suffix) = name.strip_prefix("__VERIFIER_nondet_") {
            argc(self, 0)?;
            let ty = match nondet_type(suffix, self.p.data_model()) {
                Some(NondetType::Int(it)) => self.p.types.int(it),
                Some(NondetType::Bool) => TypeTable::BOOL,
                // Any bit pattern: NaNs (with any payload), infinities, subnormals, -0.
                Some(NondetType::Float(FloatKind::F32)) => TypeTable::F32,
                Some(NondetType::Float(FloatKind::F64)) => TypeTable::F64,
                Some(NondetType::Pointer) => return Err(self.unsupported(span, &format!("pointer input '{name}'"))),
                None => match declared_ret {
                    Some(t) if self.p.types.is_int(t) || t == TypeTable::BOOL => t,
                    _ => return Err(self.unsupported(span, &format!("unknown input function '{name}'"))),
                },
            };
            let t = self.havoc_input(ty, name, span)?;
            return Ok(Some(want_value.then_some(t)));
        }
        let value = match name {
            "__VERIFIER_assume" => {
                argc(self, 1)?;
                let v = self.scalar(&args[0])?;
                let c = self.to_bool(v);
                self.emit(EdgeKind::Assume(c), span)?;
                None
            }
            "__assert_fail" | "__assert_perror_fail" | "__assert" => {
                self.emit_final(Self::error_edge(name), span)?;
                None
            }
            "assert" | "__VERIFIER_assert" => {
                argc(self, 1)?;
                let (ok, bad) = (self.new_loc(), self.new_loc());
                self.cond(&args[0], ok, bad)?;
                self.set_cur(bad);
                let kind = if name == "assert" { Self::error_edge("assert") } else { Self::error_edge(name) };
                self.emit_final(kind, span)?;
                self.set_cur(ok);
                None
            }
            "abort" => {
                argc(self, 0)?;
                self.emit_final(EdgeKind::Terminate(Termination::Abort), span)?;
                None
            }
            "exit" | "_exit" | "_Exit" => {
                argc(self, 1)?;
                let v = self.scalar(&args[0])?;
                let code = self.convert(v, TypeTable::I32, span)?;
                self.emit_final(EdgeKind::Terminate(Termination::Exit(code)), span)?;
                if name == "exit" && self.dry_depth == 0 {
                    // `exit` runs the atexit handlers (`_exit` and `_Exit` do not): see exit.rs.
                    let fb = self.fb.as_ref().expect("inside a function");
                    self.exit_edges.push((fb.id, effigy_ir::EdgeId(fb.f.edges.len() as u32 - 1)));
                }
                None
            }
            "malloc" | "alloca" | "__builtin_alloca" | "calloc" => {
                let zeroed = name == "calloc";
                argc(self, if zeroed { 2 } else { 1 })?;
                let size_t = self.size_t();
                let mut size = self.scalar(&args[0])?;
                size = self.convert(size, size_t, span)?;
                let ptr = self.p.types.pointer(TypeTable::VOID);
                let t = self.temp(ptr, span)?;
                if zeroed {
                    // calloc(n, m) returns null when n·m does not fit in a size_t (C11 7.22.3.2;
                    // glibc checks it): n > SIZE_MAX / m, with m replaced by 1 when it is 0.
                    let n = self.temp(size_t, span)?;
                    self.emit(EdgeKind::Assign { lhs: n.clone(), rhs: size }, span)?;
                    let m = self.scalar(&args[1])?;
                    let m = self.convert(m, size_t, span)?;
                    let mv = self.temp(size_t, span)?;
                    self.emit(EdgeKind::Assign { lhs: mv.clone(), rhs: m }, span)?;
                    let is_zero = Expr::binary(TypeTable::BOOL, BinOp::Eq, mv.clone(), self.const_of(size_t, 0));
                    let divisor = Expr::binary(size_t, BinOp::BitOr, mv.clone(), is_zero.cast(size_t));
                    let max = self.const_of(size_t, effigy_ir::types::mask(self.p.types.size_of(size_t) as u32 * 8) as i128);
                    let quotient = Expr::binary(size_t, BinOp::Div, max, divisor);
                    let overflow = Expr::binary(TypeTable::BOOL, BinOp::Gt, n.clone(), quotient);
                    size = Expr::binary(size_t, BinOp::Mul, n, mv);
                    let (fail, ok, join) = (self.new_loc(), self.new_loc(), self.new_loc());
                    let cur = self.cur();
                    self.edge(cur, fail, EdgeKind::Assume(overflow.clone()), span);
                    self.edge(cur, ok, EdgeKind::Assume(overflow.not()), span);
                    self.set_cur(fail);
                    let null = Expr::constant(ptr, 0);
                    self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: null }, span)?;
                    self.jump(join, span);
                    self.set_cur(ok);
                    self.emit(EdgeKind::Alloc { dest: t.clone(), size, zeroed, stack: false }, span)?;
                    self.jump(join, span);
                    self.set_cur(join);
                } else {
                    let stack = name != "malloc";
                    self.emit(EdgeKind::Alloc { dest: t.clone(), size, zeroed, stack }, span)?;
                }
                Some(t)
            }
            "free" => {
                argc(self, 1)?;
                let p = self.scalar(&args[0])?;
                // The argument converts to `void *` as the prototype says (`free(0)` is valid).
                let p = if self.p.types.is_pointer(p.ty) {
                    p
                } else {
                    let void_ptr = self.p.types.pointer(TypeTable::VOID);
                    self.convert(p, void_ptr, span)?
                };
                self.emit(EdgeKind::Free(p), span)?;
                None
            }
            // The size of the heap block a pointer points to the start of: the library model's
            // `realloc` copies that many bytes (undefined for any other pointer).
            "__effigy_alloc_size" => {
                argc(self, 1)?;
                let p = self.scalar(&args[0])?;
                if !self.p.types.is_pointer(p.ty) {
                    return Err(self.error(span, "__effigy_alloc_size of a non-pointer"));
                }
                Some(Expr::new(self.size_t(), ExprKind::AllocSize(Box::new(p))))
            }
            // The C library model's primitives (see `effigy_ir::Primitive`).
            "__effigy_write" | "__effigy_format_double" => {
                let op = if name == "__effigy_write" { effigy_ir::Primitive::Write } else { effigy_ir::Primitive::FormatDouble };
                argc(self, op.arity())?;
                let size_t = self.size_t();
                let char_ptr = self.p.types.pointer(TypeTable::I8);
                let types: Vec<TypeId> = match op {
                    effigy_ir::Primitive::Write => vec![TypeTable::I32, char_ptr, size_t],
                    effigy_ir::Primitive::FormatDouble => {
                        vec![char_ptr, size_t, TypeTable::F64, TypeTable::I32, TypeTable::I32, TypeTable::I32]
                    }
                    effigy_ir::Primitive::SetJmp | effigy_ir::Primitive::LongJmp => unreachable!("lowered from setjmp and longjmp"),
                };
                let mut values = Vec::new();
                for (a, ty) in args.iter().zip(types) {
                    let v = self.rvalue(a)?;
                    let v = self.convert(v, ty, a.span)?;
                    let t = self.temp(ty, a.span)?;
                    self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, a.span)?;
                    values.push(t);
                }
                let dest = if op == effigy_ir::Primitive::FormatDouble { Some(self.temp(TypeTable::I32, span)?) } else { None };
                self.emit(EdgeKind::Primitive { dest: dest.clone(), op, args: values }, span)?;
                dest
            }
            // The next byte of standard input (the C library model's stdin): an input of its
            // own, 0..255, or -1 where the file ends.
            "__effigy_stdin_byte" => {
                argc(self, 0)?;
                Some(self.stream_byte(effigy_ir::STDIN_INPUT, span)?)
            }
            // The next byte of the k-th file of --sym-file (k an integer constant), as
            // `__effigy_stdin_byte` for standard input.
            "__effigy_file_byte" => {
                argc(self, 1)?;
                let c::Expression::Constant(_) = &args[0].node else {
                    return Err(self.error(args[0].span, "__effigy_file_byte takes an integer constant"));
                };
                let k = self.scalar(&args[0])?;
                let Some(k) = k.as_const() else {
                    return Err(self.error(args[0].span, "__effigy_file_byte takes an integer constant"));
                };
                Some(self.stream_byte(&effigy_ir::file_input(k as usize), span)?)
            }
            // C11 7.22.6.2 div, ldiv, lldiv (and 7.8.2.2 imaxdiv): the quotient and remainder
            // of C's `/` and `%` (with their undefined behaviour: a zero divisor, a quotient
            // that does not fit), into the struct the program's header declares (`div_t`:
            // glibc's is untagged, so the C library model cannot name it).
            "div" | "ldiv" | "lldiv" | "imaxdiv" => {
                argc(self, 2)?;
                let fields = declared_ret.and_then(|t| {
                    let def = self.p.types.struct_of(t)?;
                    let find = |n: &str| def.fields.iter().position(|f| f.name == n && f.bits.is_none());
                    Some((t, find("quot")?, find("rem")?))
                });
                let Some((ret, quot, rem)) = fields else {
                    return Err(self.unsupported(span, &format!("'{name}' without the struct its header declares (quot, rem)")));
                };
                let (quot_ty, rem_ty) = {
                    let def = self.p.types.struct_of(ret).expect("a struct");
                    (def.fields[quot].ty, def.fields[rem].ty)
                };
                let mut operands = Vec::new();
                for a in args {
                    let v = self.rvalue(a)?;
                    let v = self.convert(v, quot_ty, a.span)?;
                    let t = self.temp(quot_ty, a.span)?;
                    self.emit(EdgeKind::Assign { lhs: t.clone(), rhs: v }, a.span)?;
                    operands.push(t);
                }
                let result = self.temp(ret, span)?;
                let q = self.arith(BinOp::Div, operands[0].clone(), operands[1].clone(), span)?;
                let q = self.convert(q, quot_ty, span)?;
                self.emit(
                    EdgeKind::Assign { lhs: Expr::new(quot_ty, ExprKind::Field(Box::new(result.clone()), quot as u32)), rhs: q },
                    span,
                )?;
                let r = self.arith(BinOp::Rem, operands[0].clone(), operands[1].clone(), span)?;
                let r = self.convert(r, rem_ty, span)?;
                self.emit(
                    EdgeKind::Assign { lhs: Expr::new(rem_ty, ExprKind::Field(Box::new(result.clone()), rem as u32)), rhs: r },
                    span,
                )?;
                Some(result)
            }
            // Whether the k-th file of --sym-file is missing (k an integer constant): an input
            // of its own, 0 or 1 (`effigy_ir::file_missing_input`).
            "__effigy_file_missing" => {
                argc(self, 1)?;
                let k = match &args[0].node {
                    c::Expression::Constant(_) => self.scalar(&args[0])?.as_const(),
                    _ => None,
                };
                let Some(k) = k else {
                    return Err(self.error(args[0].span, "__effigy_file_missing takes an integer constant"));
                };
                let t = self.havoc_input(TypeTable::I32, &effigy_ir::file_missing_input(k as usize), span)?;
                let low = Expr::binary(TypeTable::BOOL, BinOp::Ge, t.clone(), self.const_of(TypeTable::I32, 0));
                let high = Expr::binary(TypeTable::BOOL, BinOp::Le, t.clone(), self.const_of(TypeTable::I32, 1));
                self.emit(EdgeKind::Assume(Expr::binary(TypeTable::BOOL, BinOp::And, low, high)), span)?;
                Some(t)
            }
            // What the C library model does not model: `__effigy_unmodelled("what")` is an
            // unknown external function named by the text (the interpreter and every engine
            // stop there: UNKNOWN).
            "__effigy_unmodelled" => {
                argc(self, 1)?;
                let c::Expression::StringLiteral(s) = &args[0].node else {
                    return Err(self.error(args[0].span, "__effigy_unmodelled takes a string literal"));
                };
                let mut bytes = self.string_bytes(&s.node, s.span)?;
                bytes.pop();
                let what = String::from_utf8_lossy(&bytes).into_owned();
                self.emit(EdgeKind::Extern { name: what, args: Vec::new(), ret: TypeTable::VOID }, span)?;
                None
            }
            // The C library model's undefined behaviour: `__effigy_undefined("why")`.
            "__effigy_undefined" => {
                argc(self, 1)?;
                let c::Expression::StringLiteral(s) = &args[0].node else {
                    return Err(self.error(args[0].span, "__effigy_undefined takes a string literal"));
                };
                let mut bytes = self.string_bytes(&s.node, s.span)?;
                bytes.pop();
                let what = String::from_utf8_lossy(&bytes).into_owned();
                self.emit_final(EdgeKind::Undefined(what), span)?;
                None
            }
            // setjmp/longjmp (C11 7.13): `effigy_ir::Primitive::{SetJmp, LongJmp}`.
            "setjmp" | "_setjmp" | "__sigsetjmp" | "sigsetjmp" | "__builtin_setjmp" => {
                if args.is_empty() || args.len() > 2 {
                    return Err(self.error(span, format!("'{name}' takes a jump buffer")));
                }
                let env = self.scalar(&args[0])?;
                if !self.p.types.is_pointer(env.ty) {
                    return Err(self.error(args[0].span, format!("the argument of '{name}' is not a jump buffer")));
                }
                for a in &args[1..] {
                    self.effect(a)?;
                }
                let dest = self.temp(TypeTable::I32, span)?;
                self.emit(EdgeKind::Primitive { dest: Some(dest.clone()), op: effigy_ir::Primitive::SetJmp, args: vec![env] }, span)?;
                Some(dest)
            }
            "longjmp" | "_longjmp" | "siglongjmp" | "__longjmp_chk" | "__builtin_longjmp" => {
                argc(self, 2)?;
                let env = self.scalar(&args[0])?;
                if !self.p.types.is_pointer(env.ty) {
                    return Err(self.error(args[0].span, format!("the first argument of '{name}' is not a jump buffer")));
                }
                let v = self.scalar(&args[1])?;
                let v = self.convert(v, TypeTable::I32, args[1].span)?;
                self.emit_final(EdgeKind::Primitive { dest: None, op: effigy_ir::Primitive::LongJmp, args: vec![env, v] }, span)?;
                None
            }
            _ => return Ok(None),
        };
        Ok(Some(if want_value { value } else { None }))
    }
}

enum NondetType {
    Int(IntType),
    Bool,
    Float(FloatKind),
    Pointer,
}

/// The type of `__VERIFIER_nondet_<suffix>`.
fn nondet_type(suffix: &str, dm: effigy_ir::DataModel) -> Option<NondetType> {
    let long = dm.long_bits();
    let it = |bits, signed| Some(NondetType::Int(IntType::new(bits, signed)));
    match suffix {
        "bool" | "_Bool" => Some(NondetType::Bool),
        "char" | "s8" | "schar" => it(8, true),
        "uchar" | "u8" | "unsigned_char" => it(8, false),
        "short" | "s16" => it(16, true),
        "ushort" | "u16" | "unsigned_short" => it(16, false),
        "int" | "s32" => it(32, true),
        "uint" | "u32" | "unsigned" | "unsigned_int" => it(32, false),
        "long" => it(long, true),
        "ulong" | "unsigned_long" | "size_t" => it(long, false),
        "longlong" | "long_long" | "s64" => it(64, true),
        "ulonglong" | "unsigned_long_long" | "u64" => it(64, false),
        "loff_t" => it(long, true),
        "float" => Some(NondetType::Float(FloatKind::F32)),
        "double" => Some(NondetType::Float(FloatKind::F64)),
        "pointer" | "charp" => Some(NondetType::Pointer),
        _ => None,
    }
}

/// Whether a C expression has type `int` but is represented as `bool` (comparisons, `!`, `&&`).
fn is_int_valued_bool(e: &c::Expression) -> bool {
    use c::BinaryOperator as B;
    match e {
        c::Expression::BinaryOperator(b) => matches!(
            b.node.operator.node,
            B::Less | B::Greater | B::LessOrEqual | B::GreaterOrEqual | B::Equals | B::NotEquals | B::LogicalAnd | B::LogicalOr
        ),
        c::Expression::UnaryOperator(u) => matches!(u.node.operator.node, c::UnaryOperator::Negate),
        _ => false,
    }
}

/// Folds an operation whose operands are all constants.
/// Why a constant cannot be translated.
pub(crate) enum ConstantError {
    Unsupported(String),
    Invalid(String),
}

/// A floating constant's format and bits, correctly rounded to its type (`f`: float, none:
/// double).
pub(crate) fn float_constant_bits(f: &c::Float) -> Result<(FloatKind, u64), ConstantError> {
    if f.suffix.imaginary {
        return Err(ConstantError::Unsupported("imaginary constants".into()));
    }
    let kind = match &f.suffix.format {
        c::FloatFormat::Float => FloatKind::F32,
        c::FloatFormat::Double => FloatKind::F64,
        c::FloatFormat::LongDouble => {
            return Err(ConstantError::Unsupported("long double constants (80-bit x87 extended precision)".into()))
        }
        c::FloatFormat::TS18661Format(t) => match (t.width, &t.format) {
            (32, c::TS18661FloatFormat::BinaryInterchange) => FloatKind::F32,
            (64, c::TS18661FloatFormat::BinaryInterchange) => FloatKind::F64,
            _ => return Err(ConstantError::Unsupported(format!("floating constants of type _Float{} ({:?})", t.width, t.format))),
        },
    };
    let bits = match f.base {
        c::FloatBase::Decimal => parse_decimal_float(&f.number, kind),
        c::FloatBase::Hexadecimal => parse_hex_float(&f.number, kind),
    };
    bits.map(|b| (kind, b)).ok_or_else(|| ConstantError::Invalid(format!("malformed floating constant '{}'", f.number)))
}

/// An integer constant's value and type: the first type of C11 6.4.4.1's list for its suffix
/// and base that holds it (`long_bits`: the data model's `long`).
pub(crate) fn integer_constant_type(i: &c::Integer, long_bits: u32) -> Result<(IntType, u64), ConstantError> {
    if i.suffix.imaginary {
        return Err(ConstantError::Unsupported("imaginary constants".into()));
    }
    let (radix, digits) = match i.base {
        c::IntegerBase::Decimal => (10, &*i.number),
        c::IntegerBase::Octal => (8, &*i.number),
        c::IntegerBase::Hexadecimal => (16, i.number.trim_start_matches("0x").trim_start_matches("0X")),
        c::IntegerBase::Binary => (2, i.number.trim_start_matches("0b").trim_start_matches("0B")),
    };
    let value = u128::from_str_radix(digits, radix).map_err(|_| ConstantError::Invalid("integer constant is too large".into()))?;
    let long = long_bits;
    let decimal = matches!(i.base, c::IntegerBase::Decimal);
    let candidates: Vec<(u32, bool)> = match (&i.suffix.size, i.suffix.unsigned, decimal) {
        (c::IntegerSize::Int, false, true) => vec![(32, true), (long, true), (64, true)],
        (c::IntegerSize::Int, false, false) => vec![(32, true), (32, false), (long, true), (long, false), (64, true), (64, false)],
        (c::IntegerSize::Int, true, _) => vec![(32, false), (long, false), (64, false)],
        (c::IntegerSize::Long, false, true) => vec![(long, true), (64, true)],
        (c::IntegerSize::Long, false, false) => vec![(long, true), (long, false), (64, true), (64, false)],
        (c::IntegerSize::Long, true, _) => vec![(long, false), (64, false)],
        (c::IntegerSize::LongLong, false, true) => vec![(64, true)],
        (c::IntegerSize::LongLong, false, false) => vec![(64, true), (64, false)],
        (c::IntegerSize::LongLong, true, _) => vec![(64, false)],
    };
    for (bits, signed) in candidates {
        let it = IntType::new(bits, signed);
        if value <= it.range().1 as u128 {
            return Ok((it, value as u64));
        }
    }
    Err(ConstantError::Invalid("integer constant is too large for its type".into()))
}

pub(crate) fn fold(types: &TypeTable, e: Expr) -> Expr {
    if let Some(folded) = fold_float(types, &e) {
        return folded;
    }
    let foldable = match &e.kind {
        ExprKind::Cast(a) | ExprKind::Unary(_, a) => a.as_const().is_some(),
        ExprKind::Binary(_, a, b) => a.as_const().is_some() && b.as_const().is_some(),
        _ => false,
    };
    if foldable && types.scalar_int(e.ty).is_some() && !types.is_pointer(e.ty) {
        if let Some(v) = crate::consts::const_value(types, &e) {
            let it = types.scalar_int(e.ty).unwrap();
            return Expr::constant(e.ty, (v as u64) & it.mask());
        }
    }
    e
}

/// Constant folding where a float is involved, with the IR's float semantics (so that
/// `-1.5`, `(float)0.1` and `1.0 / 3` are constants); `None` when `e` is not such a constant
/// (or converting it would be undefined: that is left to the engines to report).
fn fold_float(types: &TypeTable, e: &Expr) -> Option<Expr> {
    use effigy_ir::float;
    let k = |t: TypeId| types.as_float(t);
    let bits = match &e.kind {
        ExprKind::Cast(a) => {
            let c = a.as_const()?;
            match (types.get(a.ty), types.get(e.ty)) {
                (TypeData::Float(f), TypeData::Float(t)) => float::convert(*f, *t, c),
                (TypeData::Int(it), TypeData::Float(t)) => float::from_int(*it, c, *t),
                (TypeData::Bool, TypeData::Float(t)) => float::from_int(IntType::new(8, false), c, *t),
                (TypeData::Float(f), TypeData::Int(it)) => float::to_int(*f, c, *it)?,
                (TypeData::Float(f), TypeData::Bool) => (f.value(c) != 0.0) as u64,
                _ => return None,
            }
        }
        ExprKind::Unary(UnOp::Neg, a) => {
            let f = k(a.ty)?;
            a.as_const()? ^ (1u64 << (f.bits() - 1))
        }
        ExprKind::Binary(op, a, b) => {
            let f = k(a.ty)?;
            float::binary(f, *op, a.as_const()?, b.as_const()?)
        }
        _ => return None,
    };
    Some(Expr::constant(e.ty, bits))
}

/// A decimal floating constant (`1.5e3`, `.5`, `1.`) correctly rounded to `kind`.
fn parse_decimal_float(number: &str, kind: FloatKind) -> Option<u64> {
    let mut text = number.to_string();
    if text.starts_with('.') {
        text.insert(0, '0');
    }
    if let Some(i) = text.find(['e', 'E']) {
        if text[..i].ends_with('.') {
            text.insert(i, '0');
        }
    } else if text.ends_with('.') {
        text.push('0');
    }
    // Rust's parsers round correctly (to nearest, ties to even) straight to each format: a
    // float constant is not rounded twice through double.
    match kind {
        FloatKind::F32 => text.parse::<f32>().ok().map(|v| v.to_bits() as u64),
        FloatKind::F64 => text.parse::<f64>().ok().map(|v| v.to_bits()),
    }
}

/// A hexadecimal floating constant (`0x1.8p3`), correctly rounded to `kind`.
fn parse_hex_float(number: &str, kind: FloatKind) -> Option<u64> {
    let body = number.trim_start_matches("0x").trim_start_matches("0X");
    let (mantissa, exp) = body.split_once(['p', 'P'])?;
    let exp: i64 = exp.parse().ok()?;
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    if digits.len() > 30 {
        return None;
    }
    let m = if digits.is_empty() { 0 } else { u128::from_str_radix(digits, 16).ok()? };
    let e = exp - 4 * frac.len() as i64;
    if m == 0 {
        return Some(0);
    }
    // m · 2^e rounded to `p` significant bits (fewer for a subnormal result), ties to even.
    let (p, emin) = match kind {
        FloatKind::F32 => (24i64, -126i64),
        FloatKind::F64 => (53, -1022),
    };
    let n = 128 - m.leading_zeros() as i64;
    let top = n - 1 + e; // the exponent of the leading bit
    let precision = if top >= emin { p } else { p - (emin - top) };
    if precision < 0 {
        return Some(0); // below half the smallest subnormal
    }
    let (mut m, mut e) = (m, e);
    if n > precision {
        let shift = (n - precision).min(127) as u32;
        let kept = m >> shift;
        let rest = m & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        m = if rest > half || (rest == half && kept & 1 == 1) { kept + 1 } else { kept };
        e += shift as i64;
    }
    // m · 2^e is now a value of the format (or beyond its range: ±inf): exact in binary64,
    // scaled in two steps where 2^e alone would be subnormal.
    let v =
        if e >= -1022 { (m as f64) * 2f64.powi(e.min(2000) as i32) } else { (m as f64) * 2f64.powi((e + 600) as i32) * 2f64.powi(-600) };
    Some(match kind {
        FloatKind::F32 => (v as f32).to_bits() as u64,
        FloatKind::F64 => v.to_bits(),
    })
}

/// Decodes the escapes of a C string or character literal body.
pub(crate) fn unescape(s: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        i += 1;
        let Some(&e) = bytes.get(i) else { return Err("unterminated escape sequence".into()) };
        i += 1;
        match e {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            b'a' => out.push(7),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'v' => out.push(11),
            b'e' => out.push(27),
            b'\\' | b'\'' | b'"' | b'?' => out.push(e),
            b'0'..=b'7' => {
                let mut v = (e - b'0') as u32;
                let mut n = 1;
                while n < 3 && i < bytes.len() && (b'0'..=b'7').contains(&bytes[i]) {
                    v = v * 8 + (bytes[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                if v > 255 {
                    return Err("octal escape sequence out of range".into());
                }
                out.push(v as u8);
            }
            b'x' => {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let v = u32::from_str_radix(&s[start..i], 16).map_err(|_| "\\x used with no following hex digits".to_string())?;
                if v > 255 {
                    return Err("hex escape sequence out of range".into());
                }
                out.push(v as u8);
            }
            b'u' | b'U' => return Err("unsupported: universal character names".into()),
            other => return Err(format!("unknown escape sequence '\\{}'", other as char)),
        }
    }
    Ok(out)
}

/// The kind of a character constant or string literal, by its prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LiteralKind {
    /// No prefix or `u8`: `char`.
    Narrow,
    /// `L`: `wchar_t` (glibc's: `int`).
    Wide,
    /// `u`: `char16_t` (`unsigned short`).
    Utf16,
    /// `U`: `char32_t` (`unsigned int`).
    Utf32,
}

impl LiteralKind {
    pub(crate) fn unit_type(self) -> TypeId {
        match self {
            LiteralKind::Narrow => TypeTable::I8,
            LiteralKind::Wide => TypeTable::I32,
            LiteralKind::Utf16 => TypeTable::U16,
            LiteralKind::Utf32 => TypeTable::U32,
        }
    }
}

/// A literal's kind and the text between its quotes.
fn literal_kind(text: &str, quote: char) -> Option<(LiteralKind, &str)> {
    let (kind, rest) = if let Some(r) = text.strip_prefix("u8") {
        (LiteralKind::Narrow, r)
    } else if let Some(r) = text.strip_prefix('L') {
        (LiteralKind::Wide, r)
    } else if let Some(r) = text.strip_prefix('u') {
        (LiteralKind::Utf16, r)
    } else if let Some(r) = text.strip_prefix('U') {
        (LiteralKind::Utf32, r)
    } else {
        (LiteralKind::Narrow, text)
    };
    let body = rest.strip_prefix(quote)?.strip_suffix(quote)?;
    Some((kind, body))
}

/// The code units of a literal's text: for a narrow one its bytes (escapes giving one byte
/// each), for a wide one the characters' code points (escapes up to 32 bits, `\u`/`\U`
/// universal character names).
pub(crate) fn unescape_units(s: &str, wide: bool) -> Result<Vec<u32>, String> {
    if !wide && !s.contains("\\u") && !s.contains("\\U") {
        return Ok(unescape(s)?.into_iter().map(u32::from).collect());
    }
    let mut out = Vec::new();
    let mut chars = s.char_indices().peekable();
    while let Some((_, c)) = chars.next() {
        if c != '\\' {
            if wide {
                out.push(c as u32);
            } else {
                let mut buf = [0u8; 4];
                out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            continue;
        }
        let Some((_, e)) = chars.next() else { return Err("unterminated escape sequence".into()) };
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '\\' | '\'' | '"' | '?' => e as u32,
            '0'..='7' => {
                let mut v = e as u32 - '0' as u32;
                let mut n = 1;
                while n < 3 {
                    match chars.peek() {
                        Some(&(_, d @ '0'..='7')) => {
                            v = v * 8 + (d as u32 - '0' as u32);
                            chars.next();
                            n += 1;
                        }
                        _ => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u64 = 0;
                let mut any = false;
                while let Some(&(_, d)) = chars.peek() {
                    let Some(x) = d.to_digit(16) else { break };
                    v = v * 16 + x as u64;
                    any = true;
                    chars.next();
                }
                if !any {
                    return Err("\\x used with no following hex digits".into());
                }
                if v > u32::MAX as u64 || (!wide && v > 255) {
                    return Err("hex escape sequence out of range".into());
                }
                v as u32
            }
            'u' | 'U' => {
                let n = if e == 'u' { 4 } else { 8 };
                let mut v = 0u32;
                for _ in 0..n {
                    let Some((_, d)) = chars.next() else { return Err("incomplete universal character name".into()) };
                    v = v * 16 + d.to_digit(16).ok_or("incomplete universal character name")?;
                }
                if wide {
                    v
                } else {
                    // In a narrow literal, the character's UTF-8 bytes.
                    let c = char::from_u32(v).ok_or("invalid universal character name")?;
                    let mut buf = [0u8; 4];
                    out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
                    continue;
                }
            }
            other => return Err(format!("unknown escape sequence '\\{other}'")),
        };
        out.push(v);
    }
    Ok(out)
}

/// The variable and byte offset of a constant address (`&v`, `&v[3]`, `&v.f`, through casts).
fn constant_address(types: &TypeTable, e: &Expr) -> Option<(effigy_ir::VarId, i64)> {
    fn place(types: &TypeTable, lv: &Expr) -> Option<(effigy_ir::VarId, i64)> {
        match &lv.kind {
            ExprKind::Var(v) => Some((*v, 0)),
            ExprKind::Index(b, i) => {
                let (v, o) = place(types, b)?;
                let k = i.as_const()? as i64;
                Some((v, o + k * types.size_of(lv.ty) as i64))
            }
            ExprKind::Field(b, f) => {
                let (v, o) = place(types, b)?;
                Some((v, o + types.struct_of(b.ty)?.fields[*f as usize].offset as i64))
            }
            _ => None,
        }
    }
    match &e.kind {
        ExprKind::Cast(x) if types.is_pointer(x.ty) => constant_address(types, x),
        ExprKind::AddrOf(lv) => place(types, lv),
        _ => None,
    }
}

/// Whether evaluating an expression may have side effects (conservatively: calls, assignments,
/// `++`/`--`, statement expressions, compound literals, `va_arg`, `_Generic`).
pub(crate) fn may_have_effects(e: &Node<c::Expression>) -> bool {
    use c::BinaryOperator as B;
    use c::Expression as E;
    match &e.node {
        E::Identifier(_) | E::Constant(_) | E::StringLiteral(_) | E::SizeOfTy(_) | E::SizeOfVal(_) | E::AlignOf(_) => false,
        E::OffsetOf(_) | E::TypesCompatible(_) | E::LabelAddress(_) => false,
        E::Member(m) => may_have_effects(&m.node.expression),
        E::Call(_) | E::CompoundLiteral(_) | E::VaArg(_) | E::Statement(_) | E::GenericSelection(_) => true,
        E::UnaryOperator(u) => {
            matches!(
                u.node.operator.node,
                c::UnaryOperator::PostIncrement
                    | c::UnaryOperator::PostDecrement
                    | c::UnaryOperator::PreIncrement
                    | c::UnaryOperator::PreDecrement
            ) || may_have_effects(&u.node.operand)
        }
        E::Cast(c) => may_have_effects(&c.node.expression),
        E::BinaryOperator(b) => {
            matches!(
                b.node.operator.node,
                B::Assign
                    | B::AssignMultiply
                    | B::AssignDivide
                    | B::AssignModulo
                    | B::AssignPlus
                    | B::AssignMinus
                    | B::AssignShiftLeft
                    | B::AssignShiftRight
                    | B::AssignBitwiseAnd
                    | B::AssignBitwiseXor
                    | B::AssignBitwiseOr
            ) || may_have_effects(&b.node.lhs)
                || may_have_effects(&b.node.rhs)
        }
        E::Conditional(c) => {
            may_have_effects(&c.node.condition) || may_have_effects(&c.node.then_expression) || may_have_effects(&c.node.else_expression)
        }
        E::Comma(list) => list.iter().any(may_have_effects),
    }
}
