//! Initialisers: scalars, brace lists with designators and brace elision, string literals for
//! character arrays. Locals are initialised by edges (the object is first set to zero when a
//! brace list may leave parts of it unmentioned); globals by [`effigy_ir::GlobalInit`]s over
//! their implicit zero.

use effigy_ir::{EdgeKind, Expr, ExprKind, TypeData, TypeId, TypeTable};
use lang_c::ast as c;
use lang_c::span::{Node, Span as CSpan};

use super::{LResult, Lowerer};

impl Lowerer<'_> {
    /// Initialises the object `lv` (a fresh variable) from a C initialiser.
    pub(crate) fn initialize(&mut self, lv: Expr, init: &Node<c::Initializer>) -> LResult<()> {
        // An aggregate is zeroed first: whatever the initialiser leaves unmentioned is zero
        // (C11 6.7.9p21); the zero elements of the initialiser need no edge of their own.
        let zeroed = self.in_function() && self.is_aggregate(lv.ty);
        if zeroed {
            let zero = Expr::constant(lv.ty, 0);
            self.emit(EdgeKind::Assign { lhs: lv.clone(), rhs: zero }, init.span)?;
        }
        let over_zero = zeroed || !self.in_function();
        let saved = std::mem::replace(&mut self.init_over_zero, over_zero);
        let r = self.initialize_over_zero(lv, init);
        self.init_over_zero = saved;
        r
    }

    fn initialize_over_zero(&mut self, lv: Expr, init: &Node<c::Initializer>) -> LResult<()> {
        match &init.node {
            c::Initializer::List(items) if self.is_aggregate(lv.ty) => {
                let mut pos = 0;
                let ty = lv.ty;
                self.init_aggregate(&lv, ty, items, &mut pos, true)?;
                if pos < items.len() {
                    return Err(self.error(items[pos].span, "excess elements in initializer"));
                }
                Ok(())
            }
            _ => self.init_object(lv, init),
        }
    }

    /// Initialises a subobject from one initialiser (an expression or a braced list).
    fn init_object(&mut self, lv: Expr, init: &Node<c::Initializer>) -> LResult<()> {
        let ty = self.store_type(&lv);
        let bitfield = self.bitfield_of(&lv).is_some();
        match &init.node {
            c::Initializer::Expression(e) => {
                if let Some(bytes) = self.char_array_string(ty, e)? {
                    return self.init_char_array(&lv, ty, bytes, e.span);
                }
                if self.in_function() && !bitfield {
                    if let Some(name) = self.direct_input(e, ty) {
                        let origin = effigy_ir::HavocOrigin::Input(name);
                        return self.emit(EdgeKind::Havoc { lhs: lv, origin }, e.span);
                    }
                }
                let v = if self.is_aggregate(ty) { self.value(e)? } else { self.rvalue(e)? };
                if self.is_aggregate(ty) && v.ty != ty {
                    // A scalar for an aggregate: brace elision with a single element.
                    let list =
                        vec![Node::new(c::InitializerListItem { designation: Vec::new(), initializer: Box::new(init.clone()) }, init.span)];
                    let mut pos = 0;
                    return self.init_aggregate(&lv, ty, &list, &mut pos, false);
                }
                let v = self.convert(v, ty, e.span)?;
                self.store(lv, v, e.span)
            }
            c::Initializer::List(items) => {
                if self.is_aggregate(ty) {
                    let mut pos = 0;
                    self.init_aggregate(&lv, ty, items, &mut pos, true)?;
                    if pos < items.len() {
                        return Err(self.error(items[pos].span, "excess elements in initializer"));
                    }
                    Ok(())
                } else {
                    // `int x = { 5 };`
                    match items.first() {
                        None => {
                            let zero = Expr::constant(ty, 0);
                            self.store(lv, zero, init.span)
                        }
                        Some(first) => {
                            if items.len() > 1 {
                                return Err(self.error(items[1].span, "excess elements in scalar initializer"));
                            }
                            if !first.node.designation.is_empty() {
                                return Err(self.error(first.span, "designator in a scalar initializer"));
                            }
                            self.init_object(lv, &first.node.initializer)
                        }
                    }
                }
            }
        }
    }

    /// Fills the aggregate at `lv` from `items[*pos..]`. A braced list (`braced`) may use
    /// designators; an elided one stops when the aggregate is full or at a designator.
    fn init_aggregate(
        &mut self,
        lv: &Expr,
        ty: TypeId,
        items: &[Node<c::InitializerListItem>],
        pos: &mut usize,
        braced: bool,
    ) -> LResult<()> {
        let (len, is_array) = match self.p.types.get(ty) {
            TypeData::Array(_, n) => (*n, true),
            TypeData::Struct(_) => {
                let def = self.p.types.struct_of(ty).unwrap();
                (if def.is_union { 1.min(def.fields.len() as u64) } else { def.fields.len() as u64 }, false)
            }
            _ => unreachable!("aggregate"),
        };
        let mut next = 0u64;
        while *pos < items.len() {
            let item = &items[*pos];
            let mut at = next;
            if let Some(first) = item.node.designation.first() {
                if !braced {
                    return Ok(());
                }
                at = self.designator_index(ty, first)?;
            } else if next >= len {
                if braced {
                    return Err(self.error(item.span, "excess elements in initializer"));
                }
                return Ok(());
            }
            let (sub, sub_ty) = self.subobject(lv, ty, at, item.span)?;
            if item.node.designation.len() > 1 {
                // `.a.b = x`, `[1][2] = x`: descend, then initialise the designated subobject.
                *pos += 1;
                let (mut sub, mut sub_ty) = (sub, sub_ty);
                for d in &item.node.designation[1..] {
                    let i = self.designator_index(sub_ty, d)?;
                    let (s, t) = self.subobject(&sub, sub_ty, i, d.span)?;
                    sub = s;
                    sub_ty = t;
                }
                self.init_object(sub, &item.node.initializer)?;
            } else if self.is_aggregate(sub_ty) && !self.initializes_whole(sub_ty, &item.node.initializer)? {
                // Brace elision: the following items initialise the subobject's elements.
                if !item.node.designation.is_empty() {
                    // The designated item itself starts the elided list.
                    let elided = std::iter::once(Node::new(
                        c::InitializerListItem { designation: Vec::new(), initializer: item.node.initializer.clone() },
                        item.span,
                    ))
                    .chain(items[*pos + 1..].iter().cloned())
                    .collect::<Vec<_>>();
                    let mut p2 = 0;
                    self.init_aggregate(&sub, sub_ty, &elided, &mut p2, false)?;
                    *pos += p2;
                } else {
                    self.init_aggregate(&sub, sub_ty, items, pos, false)?;
                }
            } else {
                *pos += 1;
                self.init_object(sub, &item.node.initializer)?;
            }
            next = at + 1;
            if !is_array && self.p.types.struct_of(ty).unwrap().is_union {
                // A union initialises one member.
                next = len.max(1);
            }
        }
        Ok(())
    }

    /// Whether an initialiser item initialises the whole aggregate subobject of type `ty`
    /// (a braced list, a string for a char array, or an expression of that struct type).
    fn initializes_whole(&mut self, ty: TypeId, init: &Node<c::Initializer>) -> LResult<bool> {
        match &init.node {
            c::Initializer::List(_) => Ok(true),
            c::Initializer::Expression(e) => {
                if self.char_array_string(ty, e)?.is_some() {
                    return Ok(true);
                }
                if self.p.types.struct_of(ty).is_some() {
                    let t = self.dry(|lw| lw.value(e))?.ty;
                    return Ok(t == ty);
                }
                Ok(false)
            }
        }
    }

    /// The element or member `i` of the aggregate at `lv`.
    fn subobject(&mut self, lv: &Expr, ty: TypeId, i: u64, span: CSpan) -> LResult<(Expr, TypeId)> {
        match self.p.types.get(ty).clone() {
            TypeData::Array(elem, n) => {
                if i >= n {
                    return Err(self.error(span, "array index in initializer exceeds array bounds"));
                }
                let idx = self.int_const(i as i128);
                Ok((Expr::new(elem, ExprKind::Index(Box::new(lv.clone()), Box::new(idx))), elem))
            }
            TypeData::Struct(_) => {
                let def = self.p.types.struct_of(ty).unwrap();
                let Some(field) = def.fields.get(i as usize) else {
                    return Err(self.error(span, "excess elements in struct initializer"));
                };
                let fty = field.ty;
                Ok((Expr::new(fty, ExprKind::Field(Box::new(lv.clone()), i as u32)), fty))
            }
            _ => Err(self.error(span, "designator applied to a non-aggregate")),
        }
    }

    fn designator_index(&mut self, ty: TypeId, d: &Node<c::Designator>) -> LResult<u64> {
        match (&d.node, self.p.types.get(ty).clone()) {
            (c::Designator::Index(e), TypeData::Array(_, n)) => {
                let k = self.constant_expression(e)?;
                if k < 0 || k as u64 >= n {
                    return Err(self.error(d.span, "array index in initializer exceeds array bounds"));
                }
                Ok(k as u64)
            }
            (c::Designator::Member(id), TypeData::Struct(_)) => {
                let def = self.p.types.struct_of(ty).unwrap();
                def.fields
                    .iter()
                    .position(|f| f.name == id.node.name)
                    .map(|i| i as u64)
                    .ok_or_else(|| self.error(d.span, format!("no member named '{}'", id.node.name)))
            }
            (c::Designator::Range(_), _) => Err(self.unsupported(d.span, "range designators")),
            _ => Err(self.error(d.span, "designator does not match the type being initialized")),
        }
    }

    /// The bytes of a string literal that initialises a character array of type `ty`.
    fn char_array_string(&mut self, ty: TypeId, e: &Node<c::Expression>) -> LResult<Option<Vec<u8>>> {
        let is_char_array = matches!(self.p.types.array_elem(ty), Some((TypeTable::I8 | TypeTable::U8, _)));
        if !is_char_array {
            return Ok(None);
        }
        match &e.node {
            c::Expression::StringLiteral(s) => Ok(Some(self.string_bytes(&s.node, s.span)?)),
            _ => Ok(None),
        }
    }

    fn init_char_array(&mut self, lv: &Expr, ty: TypeId, bytes: Vec<u8>, span: CSpan) -> LResult<()> {
        let (elem, n) = self.p.types.array_elem(ty).unwrap();
        // The terminating NUL is dropped when the array has exactly the string's length.
        if bytes.len() as u64 > n + 1 {
            return Err(self.error(span, "initializer-string for char array is too long"));
        }
        for (i, &b) in bytes.iter().enumerate().take(n as usize) {
            let idx = self.int_const(i as i128);
            let sub = Expr::new(elem, ExprKind::Index(Box::new(lv.clone()), Box::new(idx)));
            let k = Expr::constant(elem, b as u64);
            self.store(sub, k, span)?;
        }
        Ok(())
    }

    /// Writes one initial value: an edge in a function, a global initialiser otherwise.
    fn store(&mut self, lhs: Expr, rhs: Expr, span: CSpan) -> LResult<()> {
        if self.init_over_zero && rhs.as_const() == Some(0) {
            return Ok(()); // the object is zero already
        }
        if let Some(bf) = self.bitfield_of(&lhs) {
            if self.in_function() {
                return self.bitfield_write(lhs, bf, rhs, span);
            }
            if !self.is_constant_initializer(&rhs) {
                return Err(self.error(span, "initializer element is not a compile-time constant"));
            }
            // Into the static container, which holds the bits initialised before.
            let new = self.bitfield_update(lhs.clone(), bf, rhs);
            self.push_global_init(lhs, new);
            return Ok(());
        }
        if self.in_function() {
            return self.emit(EdgeKind::Assign { lhs, rhs }, span);
        }
        if !self.is_constant_initializer(&rhs) {
            return Err(self.error(span, "initializer element is not a compile-time constant"));
        }
        self.push_global_init(lhs, rhs);
        Ok(())
    }

    /// Constants, and addresses of globals with constant offsets.
    fn is_constant_initializer(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Const(_) => true,
            ExprKind::Cast(a) | ExprKind::Unary(_, a) => self.is_constant_initializer(a),
            ExprKind::Binary(_, a, b) => self.is_constant_initializer(a) && self.is_constant_initializer(b),
            ExprKind::PtrAdd(a, b) => self.is_constant_initializer(a) && self.is_constant_initializer(b),
            ExprKind::AddrOf(lv) => self.is_static_lvalue(lv),
            _ => false,
        }
    }

    fn is_static_lvalue(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Var(v) => self.p.var(*v).is_global(),
            ExprKind::Field(b, _) => self.is_static_lvalue(b),
            ExprKind::Index(b, i) => self.is_static_lvalue(b) && i.as_const().is_some(),
            _ => false,
        }
    }

    /// The length of `elem x[] = init`.
    pub(crate) fn initializer_length(&mut self, elem: TypeId, init: &Node<c::Initializer>) -> LResult<u64> {
        match &init.node {
            c::Initializer::Expression(e) => {
                let probe = self.p.types.array(elem, 0);
                match self.char_array_string(probe, e)? {
                    Some(bytes) => Ok(bytes.len() as u64),
                    None => Err(self.error(init.span, "array initializer must be an initializer list or string literal")),
                }
            }
            c::Initializer::List(items) => {
                // Elements that are aggregates take either one braced item or, elided, as many
                // items as they have scalar leaves.
                let leaves = self.scalar_leaves(elem).max(1);
                let (mut idx, mut max, mut partial) = (0u64, 0u64, 0u64);
                for item in items {
                    if let Some(first) = item.node.designation.first() {
                        partial = 0;
                        let c::Designator::Index(e) = &first.node else {
                            return Err(self.error(first.span, "field designator in an array initializer"));
                        };
                        let k = self.constant_expression(e)?;
                        if k < 0 {
                            return Err(self.error(first.span, "negative array index in initializer"));
                        }
                        idx = k as u64;
                        max = max.max(idx + 1);
                        idx += 1;
                        continue;
                    }
                    let whole = !self.is_aggregate(elem) || self.initializes_whole(elem, &item.node.initializer)?;
                    if whole {
                        if partial > 0 {
                            idx += 1;
                            partial = 0;
                        }
                        idx += 1;
                    } else {
                        partial += 1;
                        if partial == leaves {
                            idx += 1;
                            partial = 0;
                        }
                    }
                    max = max.max(idx + (partial > 0) as u64);
                }
                Ok(max)
            }
        }
    }

    fn scalar_leaves(&self, ty: TypeId) -> u64 {
        match self.p.types.get(ty) {
            TypeData::Array(e, n) => n * self.scalar_leaves(*e),
            TypeData::Struct(_) => {
                let def = self.p.types.struct_of(ty).unwrap();
                if def.is_union {
                    def.fields.first().map(|f| self.scalar_leaves(f.ty)).unwrap_or(0)
                } else {
                    def.fields.iter().map(|f| self.scalar_leaves(f.ty)).sum()
                }
            }
            _ => 1,
        }
    }
}
