//! Initialisers (C11 6.7.9): scalars, brace lists with designators (and GNU's range
//! designators) and brace elision, string literals (optionally braced) for character arrays.
//!
//! A brace list is walked as the standard describes it, with a *current position*: a path of
//! member or element indices from the object the braces belong to. A designator sets the
//! position; an initialiser without one goes to the position after the previous initialiser's
//! subobject — the next element or member at the deepest level that has one (`{ .a[1] = 5, 6 }`
//! puts 6 in `a[2]`), a union being done after one member. An expression for an aggregate
//! subobject that it does not initialise whole (a scalar for a struct, not a string for a char
//! array) descends to the subobject's first scalar: brace elision. A braced list for a
//! subobject initialises the whole subobject: what earlier initialisers wrote into it is zero
//! again (`{ .in.y = 9, .in = {1} }` leaves `in.y` 0, as gcc does). An initialiser past the
//! end is ignored with a warning, as gcc does.
//!
//! The stores are emitted in the order of the initialisers, later ones overwriting earlier
//! ones; locals are set to zero first (what no initialiser mentions is zero, C11 6.7.9p21) and
//! globals start as zero, so zero values need no store — unless an earlier initialiser wrote
//! the same place.

use effigy_ir::{EdgeKind, Expr, ExprKind, TypeData, TypeId};

use super::{LResult, Lowerer};
use crate::syntax as c;
use crate::syntax::{Node, Span as CSpan};

/// Where a brace list's initialisers go (a path of indices below the braced object) and what
/// has been written (for overrides).
struct Walk {
    /// Paths written so far, as index paths from the top-level object.
    touched: Vec<Vec<u64>>,
    /// Only measure: the largest top-level index reached (for `T a[] = {…}`), nothing emitted.
    measure: bool,
    max_top: u64,
}

impl Lowerer<'_> {
    /// Initialises the object `lv` (a fresh variable or compound literal) from a C initialiser.
    pub(crate) fn initialize(&mut self, lv: Expr, init: &Node<c::Initializer>) -> LResult<()> {
        // An aggregate is zeroed first: whatever the initialiser leaves unmentioned is zero.
        let zeroed = self.in_function() && self.is_aggregate(lv.ty);
        if zeroed {
            let zero = Expr::constant(lv.ty, 0);
            self.emit(EdgeKind::Assign { lhs: lv.clone(), rhs: zero }, init.span)?;
        }
        let over_zero = zeroed || !self.in_function();
        let saved = std::mem::replace(&mut self.init_over_zero, over_zero);
        let mut walk = Walk { touched: Vec::new(), measure: false, max_top: 0 };
        let ty = lv.ty;
        let r = self.init_at(&mut walk, &lv, ty, &[], init, None);
        self.init_over_zero = saved;
        r
    }

    /// The length of `elem x[] = init` (and of a compound literal `(elem[]){…}`).
    pub(crate) fn initializer_length(&mut self, elem: TypeId, init: &Node<c::Initializer>) -> LResult<u64> {
        let probe = self.p.types.array(elem, 0);
        match &init.node {
            c::Initializer::Expression(e) => match self.char_array_string(probe, e)? {
                Some(bytes) => Ok(bytes.len() as u64),
                None => Err(self.error(init.span, "array initializer must be an initializer list or string literal")),
            },
            c::Initializer::List(items) => {
                if let Some(bytes) = self.braced_string(probe, items)? {
                    return Ok(bytes.len() as u64);
                }
                let mut walk = Walk { touched: Vec::new(), measure: true, max_top: 0 };
                // An array as long as the largest index allows; only the walk is done.
                let unbounded = self.p.types.array(elem, u64::MAX / 2);
                let dummy = Expr::constant(unbounded, 0);
                self.init_list(&mut walk, &dummy, unbounded, &[], items)?;
                Ok(walk.max_top)
            }
        }
    }

    /// Initialises the subobject at `path` (`lv`, of type `ty`) from one initialiser. `elided`:
    /// the initialiser came from the enclosing list without braces of its own.
    fn init_at(
        &mut self,
        walk: &mut Walk,
        lv: &Expr,
        ty: TypeId,
        path: &[u64],
        init: &Node<c::Initializer>,
        elided: Option<()>,
    ) -> LResult<()> {
        let _ = elided;
        if matches!(self.p.types.get(ty), TypeData::Array(_, 0)) && !walk.measure {
            // A flexible array member (or GNU's zero-length array) with elements: gcc makes
            // the object larger; effigy's objects have their type's size.
            let empty = matches!(&init.node, c::Initializer::List(items) if items.is_empty());
            if !empty {
                return Err(self.unsupported(init.span, "initialization of a flexible array member (a GNU extension)"));
            }
            return Ok(());
        }
        match &init.node {
            c::Initializer::List(items) => {
                if self.is_aggregate(ty) {
                    if let Some(bytes) = self.braced_string(ty, items)? {
                        self.rezero(walk, lv, ty, path, init.span)?;
                        return self.init_char_array(walk, lv, ty, path, bytes, init.span);
                    }
                    // A braced list initialises the whole subobject.
                    self.rezero(walk, lv, ty, path, init.span)?;
                    return self.init_list(walk, lv, ty, path, items);
                }
                // A scalar in braces (`int x = { 5 };`, `{ { 5 } }`).
                match items.first() {
                    None => {
                        let zero = Expr::constant(ty, 0);
                        self.store(walk, lv.clone(), path, zero, init.span)
                    }
                    Some(first) => {
                        if items.len() > 1 {
                            self.warn(items[1].span, "excess elements in scalar initializer");
                        }
                        if !first.node.designation.is_empty() {
                            return Err(self.error(first.span, "designator in a scalar initializer"));
                        }
                        self.init_at(walk, lv, ty, path, &first.node.initializer, None)
                    }
                }
            }
            c::Initializer::Expression(e) => {
                if let Some(bytes) = self.char_array_string(ty, e)? {
                    self.rezero(walk, lv, ty, path, e.span)?;
                    return self.init_char_array(walk, lv, ty, path, bytes, e.span);
                }
                if self.is_aggregate(ty) {
                    // A struct or union of this type initialises it whole; anything else
                    // initialises its first scalar (brace elision, in a list only).
                    if self.p.types.struct_of(ty).is_some() {
                        let t = self.dry(|lw| lw.value(e))?.ty;
                        if t == ty {
                            if walk.measure {
                                return Ok(());
                            }
                            let v = self.value(e)?;
                            return self.store(walk, lv.clone(), path, v, e.span);
                        }
                    }
                    return Err(self.error(e.span, format!("cannot initialise {} from this expression", self.ty_name(ty))));
                }
                if walk.measure {
                    return Ok(());
                }
                let bitfield = self.bitfield_of(lv).is_some();
                if self.in_function() && !bitfield {
                    if let Some(name) = self.direct_input(e, ty) {
                        let origin = effigy_ir::HavocOrigin::Input(name);
                        walk.touched.push(path.to_vec());
                        return self.emit(EdgeKind::Havoc { lhs: lv.clone(), origin }, e.span);
                    }
                }
                let store_ty = self.store_type(lv);
                let v = self.rvalue(e)?;
                let v = self.convert(v, store_ty, e.span)?;
                self.store(walk, lv.clone(), path, v, e.span)
            }
        }
    }

    /// Walks a brace list for the aggregate `lv` (type `ty`, at `path`).
    fn init_list(&mut self, walk: &mut Walk, lv: &Expr, ty: TypeId, path: &[u64], items: &[Node<c::InitializerListItem>]) -> LResult<()> {
        // The current position, relative to `lv`; `None` past the end.
        let mut pos: Option<Vec<u64>> = self.first_position(ty, &[]);
        for item in items {
            let designation = &item.node.designation;
            if !designation.is_empty() {
                // A range designator `[a ... b]` initialises each element of the range.
                let (targets, last) = self.designated(ty, designation)?;
                let mut applied = last;
                for t in &targets {
                    applied = self.init_below(walk, lv, ty, path, t, &item.node.initializer, false)?;
                }
                pos = Some(applied);
            } else {
                let Some(p) = pos.clone() else {
                    self.warn(item.span, "excess elements in initializer (ignored, as gcc does)");
                    continue;
                };
                let p = self.init_below(walk, lv, ty, path, &p, &item.node.initializer, true)?;
                pos = Some(p);
            }
            pos = self.next_position(ty, pos.as_deref().unwrap());
        }
        Ok(())
    }

    /// Initialises the subobject at `rel` below `lv` from one list item's initialiser; with
    /// `elide`, an expression for an aggregate descends to its first scalar (and a string to a
    /// char array). Returns the position the initialiser was applied at.
    #[allow(clippy::too_many_arguments)]
    fn init_below(
        &mut self,
        walk: &mut Walk,
        lv: &Expr,
        ty: TypeId,
        path: &[u64],
        rel: &[u64],
        init: &Node<c::Initializer>,
        elide: bool,
    ) -> LResult<Vec<u64>> {
        let mut rel = rel.to_vec();
        let (mut sub, mut sub_ty) = self.subobject_at(lv, ty, &rel, init.span)?;
        if let c::Initializer::Expression(e) = &init.node {
            // Brace elision (also after a designator: `.a = 1` for a struct member `a`
            // initialises its first scalar).
            let _ = elide;
            while self.is_aggregate(sub_ty) && !self.initializes_whole(sub_ty, e)? {
                let Some(first) = self.first_position(sub_ty, &[]) else { break };
                rel.extend(first);
                let (s, t) = self.subobject_at(lv, ty, &rel, init.span)?;
                sub = s;
                sub_ty = t;
            }
        }
        if path.is_empty() {
            if let Some(&top) = rel.first() {
                walk.max_top = walk.max_top.max(top + 1);
            }
        }
        let full: Vec<u64> = path.iter().chain(rel.iter()).copied().collect();
        self.clear_other_union_members(walk, lv, ty, path, &rel, init.span)?;
        self.init_at(walk, &sub, sub_ty, &full, init, None)?;
        Ok(rel)
    }

    /// Initialising a member of a union replaces what another member's initialiser wrote:
    /// the union is zero again first.
    fn clear_other_union_members(&mut self, walk: &mut Walk, lv: &Expr, ty: TypeId, path: &[u64], rel: &[u64], span: CSpan) -> LResult<()> {
        if walk.measure {
            return Ok(());
        }
        let mut cur_ty = ty;
        for depth in 0..rel.len() {
            if self.is_union(cur_ty) {
                let union_path: Vec<u64> = path.iter().chain(rel[..depth].iter()).copied().collect();
                let member = rel[depth];
                let other =
                    walk.touched.iter().any(|t| t.starts_with(&union_path) && t.len() > union_path.len() && t[union_path.len()] != member);
                if other {
                    let (u, u_ty) = self.subobject_at(lv, ty, &rel[..depth], span)?;
                    walk.touched.push(union_path.clone());
                    self.rezero(walk, &u, u_ty, &union_path, span)?;
                }
            }
            cur_ty = self.type_at(cur_ty, &rel[depth..depth + 1]);
        }
        Ok(())
    }

    /// Whether an expression initialises the whole aggregate of type `ty` (a string for a char
    /// array, a struct or union of that type).
    fn initializes_whole(&mut self, ty: TypeId, e: &Node<c::Expression>) -> LResult<bool> {
        if self.char_array_string(ty, e)?.is_some() {
            return Ok(true);
        }
        if self.p.types.struct_of(ty).is_some() {
            let t = self.dry(|lw| lw.value(e))?.ty;
            return Ok(t == ty);
        }
        Ok(false)
    }

    /// The number of subobjects the positional walk visits in an aggregate: an array's
    /// elements, a struct's members, a union's first member.
    fn member_count(&self, ty: TypeId) -> u64 {
        match self.p.types.get(ty) {
            TypeData::Array(_, n) => *n,
            TypeData::Struct(_) => self.p.types.struct_of(ty).map_or(0, |d| d.fields.len() as u64),
            _ => 0,
        }
    }

    fn is_union(&self, ty: TypeId) -> bool {
        self.p.types.struct_of(ty).is_some_and(|d| d.is_union)
    }

    /// The first position inside the aggregate `ty`, below `prefix` (`None` if it is empty).
    fn first_position(&self, ty: TypeId, prefix: &[u64]) -> Option<Vec<u64>> {
        if self.member_count(ty) == 0 {
            return None;
        }
        let mut p = prefix.to_vec();
        p.push(0);
        Some(p)
    }

    /// The position after the subobject at `pos` (relative to the aggregate `ty`): the next
    /// element or member at the deepest level that has one; a union is done after one member.
    fn next_position(&self, ty: TypeId, pos: &[u64]) -> Option<Vec<u64>> {
        let mut p = pos.to_vec();
        while let Some(last) = p.pop() {
            let parent = self.type_at(ty, &p);
            if self.is_union(parent) {
                continue;
            }
            if last + 1 < self.member_count(parent) {
                p.push(last + 1);
                return Some(p);
            }
        }
        None
    }

    /// The type of the subobject at a relative path.
    fn type_at(&self, mut ty: TypeId, path: &[u64]) -> TypeId {
        for &i in path {
            ty = match self.p.types.get(ty) {
                TypeData::Array(e, _) => *e,
                TypeData::Struct(_) => self.p.types.struct_of(ty).expect("a struct").fields[i as usize].ty,
                _ => unreachable!("paths lead through aggregates"),
            };
        }
        ty
    }

    /// The lvalue and type of the subobject at a relative path.
    fn subobject_at(&mut self, lv: &Expr, ty: TypeId, path: &[u64], span: CSpan) -> LResult<(Expr, TypeId)> {
        let (mut sub, mut sub_ty) = (lv.clone(), ty);
        for &i in path {
            let (s, t) = self.subobject(&sub, sub_ty, i, span)?;
            sub = s;
            sub_ty = t;
        }
        Ok((sub, sub_ty))
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

    /// The positions a designation names (several for a range designator), relative to the
    /// aggregate `ty`, and the last of them (where the walk goes on from).
    fn designated(&mut self, ty: TypeId, designation: &[Node<c::Designator>]) -> LResult<(Vec<Vec<u64>>, Vec<u64>)> {
        let mut paths: Vec<Vec<u64>> = vec![Vec::new()];
        let mut cur_ty = ty;
        for d in designation {
            // A member of an anonymous struct or union member is reached through it.
            if let (c::Designator::Member(id), TypeData::Struct(_)) = (&d.node, self.p.types.get(cur_ty)) {
                if let Some(path) = self.member_path(cur_ty, &id.node.name).filter(|p| p.len() > 1) {
                    let path: Vec<u64> = path.iter().map(|&i| i as u64).collect();
                    for p in paths.iter_mut() {
                        p.extend(&path);
                    }
                    cur_ty = self.type_at(cur_ty, &path);
                    continue;
                }
            }
            let (from, to) = self.designator_range(cur_ty, d)?;
            let mut next = Vec::new();
            for p in &paths {
                for k in from..=to {
                    let mut q = p.clone();
                    q.push(k);
                    next.push(q);
                }
            }
            paths = next;
            cur_ty = self.type_at(cur_ty, &[from]);
        }
        let last = paths.last().cloned().expect("a designation names a position");
        Ok((paths, last))
    }

    /// The indices one designator names in the aggregate `ty`: (first, last).
    fn designator_range(&mut self, ty: TypeId, d: &Node<c::Designator>) -> LResult<(u64, u64)> {
        match (&d.node, self.p.types.get(ty).clone()) {
            (c::Designator::Index(e), TypeData::Array(_, n)) => {
                let k = self.constant_expression(e)?;
                if k < 0 || k as u64 >= n {
                    return Err(self.error(d.span, "array index in initializer exceeds array bounds"));
                }
                Ok((k as u64, k as u64))
            }
            (c::Designator::Range(r), TypeData::Array(_, n)) => {
                let a = self.constant_expression(&r.node.from)?;
                let b = self.constant_expression(&r.node.to)?;
                if a < 0 || b < a || b as u64 >= n {
                    return Err(self.error(d.span, "array index range in initializer exceeds array bounds or is empty"));
                }
                Ok((a as u64, b as u64))
            }
            (c::Designator::Member(id), TypeData::Struct(_)) => {
                let def = self.p.types.struct_of(ty).unwrap();
                let i = def
                    .fields
                    .iter()
                    .position(|f| f.name == id.node.name)
                    .map(|i| i as u64)
                    .ok_or_else(|| self.error(d.span, format!("no member named '{}'", id.node.name)))?;
                Ok((i, i))
            }
            _ => Err(self.error(d.span, "designator does not match the type being initialized")),
        }
    }

    /// Before a braced list or a string initialises a subobject whole: what earlier
    /// initialisers wrote into it becomes zero again.
    fn rezero(&mut self, walk: &mut Walk, lv: &Expr, ty: TypeId, path: &[u64], span: CSpan) -> LResult<()> {
        if walk.measure {
            return Ok(());
        }
        // (The whole object too: `union U u = { .i = x, .c[1] = 9 }` zeroes u again.)
        let written = walk.touched.iter().any(|t| t.starts_with(path));
        if !written {
            return Ok(());
        }
        walk.touched.retain(|t| !t.starts_with(path));
        let zero = Expr::constant(ty, 0);
        if self.in_function() {
            return self.emit(EdgeKind::Assign { lhs: lv.clone(), rhs: zero }, span);
        }
        self.push_global_init(lv.clone(), zero);
        Ok(())
    }

    /// The code units of a string literal that initialises an array of type `ty`: a narrow one
    /// a character array, a wide one (`L""`, `u""`, `U""`) an array of its unit's size.
    fn char_array_string(&mut self, ty: TypeId, e: &Node<c::Expression>) -> LResult<Option<Vec<u32>>> {
        let Some((elem, _)) = self.p.types.array_elem(ty) else { return Ok(None) };
        let c::Expression::StringLiteral(s) = &e.node else { return Ok(None) };
        let elem_int = self.p.types.as_int(elem).filter(|_| !self.p.types.is_pointer(elem));
        let Some(it) = elem_int else { return Ok(None) };
        let (kind, units) = self.string_units(&s.node, s.span)?;
        let fits = match kind {
            super::expr::LiteralKind::Narrow => it.bits == 8,
            super::expr::LiteralKind::Utf16 => it.bits == 16,
            super::expr::LiteralKind::Wide | super::expr::LiteralKind::Utf32 => it.bits == 32,
        };
        Ok(fits.then_some(units))
    }

    /// `{ "abc" }` for a character array: the string, optionally enclosed in braces (C11
    /// 6.7.9p14).
    fn braced_string(&mut self, ty: TypeId, items: &[Node<c::InitializerListItem>]) -> LResult<Option<Vec<u32>>> {
        let [item] = items else { return Ok(None) };
        if !item.node.designation.is_empty() {
            return Ok(None);
        }
        match &item.node.initializer.node {
            c::Initializer::Expression(e) => self.char_array_string(ty, e),
            c::Initializer::List(_) => Ok(None),
        }
    }

    fn init_char_array(&mut self, walk: &mut Walk, lv: &Expr, ty: TypeId, path: &[u64], bytes: Vec<u32>, span: CSpan) -> LResult<()> {
        let (elem, n) = self.p.types.array_elem(ty).unwrap();
        if walk.measure {
            return Ok(());
        }
        // The terminating NUL is dropped when the array has exactly the string's length; a
        // longer string is cut (gcc warns).
        if bytes.len() as u64 > n + 1 {
            self.warn(span, "initializer-string for char array is too long (cut, as gcc does)");
        }
        for (i, &b) in bytes.iter().enumerate().take(n as usize) {
            let idx = self.int_const(i as i128);
            let sub = Expr::new(elem, ExprKind::Index(Box::new(lv.clone()), Box::new(idx)));
            let k = self.const_of(elem, b as i128);
            let mut p = path.to_vec();
            p.push(i as u64);
            self.store(walk, sub, &p, k, span)?;
        }
        Ok(())
    }

    /// Writes one initial value at `path`: an edge in a function, a global initialiser
    /// otherwise.
    fn store(&mut self, walk: &mut Walk, lhs: Expr, path: &[u64], rhs: Expr, span: CSpan) -> LResult<()> {
        if walk.measure {
            return Ok(());
        }
        let overwrites = walk.touched.iter().any(|t| t.starts_with(path) || path.starts_with(t));
        if !overwrites {
            walk.touched.push(path.to_vec());
        }
        if self.init_over_zero && rhs.as_const() == Some(0) && !overwrites {
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
        if let ExprKind::Var(v) = rhs.kind {
            if (self.is_aggregate(rhs.ty) || self.is_complex(rhs.ty))
                && self.p.var(v).is_global()
                && self.p.var(v).name.starts_with("compound")
            {
                // A static compound literal copied into a static object (gcc accepts it): its
                // initial values, written into the object.
                let copied: Vec<effigy_ir::GlobalInit> = self
                    .p
                    .global_inits
                    .iter()
                    .filter_map(|init| rebase(&init.lhs, v, &lhs).map(|l| effigy_ir::GlobalInit { lhs: l, rhs: init.rhs.clone() }))
                    .collect();
                self.p.global_inits.extend(copied);
                return Ok(());
            }
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
}

/// `lv` with the variable `v` at its root replaced by `to` (`None` if `v` is not its root).
fn rebase(lv: &Expr, v: effigy_ir::VarId, to: &Expr) -> Option<Expr> {
    match &lv.kind {
        ExprKind::Var(w) if *w == v => Some(to.clone()),
        ExprKind::Field(b, i) => Some(Expr::new(lv.ty, ExprKind::Field(Box::new(rebase(b, v, to)?), *i))),
        ExprKind::Index(b, i) => Some(Expr::new(lv.ty, ExprKind::Index(Box::new(rebase(b, v, to)?), i.clone()))),
        _ => None,
    }
}
