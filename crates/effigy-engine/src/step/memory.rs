//! Memory: assignment, places of lvalues, addresses, the resolution of symbolic pointers
//! against objects (with in-bounds checks), byte-level reads and writes, aggregate copies.

use super::*;

impl<'p, S: Solver> Executor<'p, S> {
    // ---- assignment and memory ----

    pub(super) fn assign(&mut self, state: &mut State, lhs: &Expr, rhs: &Expr) -> EResult<()> {
        if self.is_memory_type(lhs.ty) {
            let place = self.place(state, lhs)?;
            let Place::Memory(obj, _) = place else { unreachable!() };
            let source = match rhs.kind {
                ExprKind::Const(0) => Source::Contents(self.zero_contents()),
                _ => Source::Place(self.place(state, rhs)?),
            };
            return self.copy_into(state, obj, place, lhs.ty, source);
        }
        let v = self.eval_val(state, rhs)?;
        let place = self.place(state, lhs)?;
        match (place, v) {
            (Place::Register(frame, var), Val::Bits(x)) if !self.limits.math_ints => {
                self.set_register(state, frame, var, Slot::Value(x));
                Ok(())
            }
            (Place::Register(frame, var), Val::Bool(b)) => {
                self.set_register(state, frame, var, Slot::Value(b as u64));
                Ok(())
            }
            _ => {
                let t = self.val_term(v, rhs.ty);
                self.write(state, place, lhs.ty, t)
            }
        }
    }

    pub(super) fn set_register(&mut self, state: &mut State, frame: Option<usize>, v: VarId, slot: Slot) {
        match frame {
            Some(d) => {
                Rc::make_mut(&mut state.frame_at_mut(d).vars).insert(v, slot);
            }
            None => {
                Rc::make_mut(&mut state.globals).insert(v, slot);
            }
        }
    }

    /// Every concrete register as a term (for analyses that compare and rewrite terms).
    pub fn intern_registers(&mut self, state: &mut State) {
        for d in 0..state.frames.len() {
            let concrete: Vec<(VarId, u64)> =
                state.frames[d].vars.iter().filter_map(|(&v, s)| if let Slot::Value(x) = s { Some((v, *x)) } else { None }).collect();
            for (v, x) in concrete {
                let t = self.val_term(Val::Bits(x), self.program.var(v).ty);
                Rc::make_mut(&mut state.frame_at_mut(d).vars).insert(v, Slot::Register(t));
            }
        }
        let concrete: Vec<(VarId, u64)> =
            state.globals.iter().filter_map(|(&v, s)| if let Slot::Value(x) = s { Some((v, *x)) } else { None }).collect();
        if !concrete.is_empty() {
            let globals = Rc::make_mut(&mut state.globals);
            for (v, x) in concrete {
                let t = self.val_term(Val::Bits(x), self.program.var(v).ty);
                globals.insert(v, Slot::Register(t));
            }
        }
    }

    /// The place of an lvalue.
    pub(super) fn place(&mut self, state: &mut State, lv: &Expr) -> EResult<Place> {
        if let ExprKind::Var(v) = lv.kind {
            let depth = state.frames.len().checked_sub(1);
            let local = depth.and_then(|d| state.frames[d].vars.get(&v).map(|s| (Some(d), *s)));
            let (frame, slot) = match local {
                Some(x) => x,
                None => (
                    None,
                    *state.globals.get(&v).ok_or_else(|| Stop::Unknown(format!("variable {} has no storage", self.program.var(v).name)))?,
                ),
            };
            return Ok(match slot {
                Slot::Register(_) | Slot::Value(_) => Place::Register(frame, v),
                Slot::Memory(o) => {
                    let zero = self.ptr_const(0);
                    Place::Memory(o, zero)
                }
            });
        }
        let addr = self.address(state, lv)?;
        let size = self.program.types.size_of(lv.ty);
        let (obj, offset) = self.resolve(state, addr, size)?;
        Ok(Place::Memory(obj, offset))
    }

    /// The address of an lvalue that lives in memory.
    pub(super) fn address(&mut self, state: &mut State, lv: &Expr) -> EResult<TermId> {
        match &lv.kind {
            ExprKind::Var(_) => match self.place(state, lv)? {
                Place::Memory(o, _) => {
                    let base = state.memory.get(o).base;
                    Ok(self.ptr_const(base))
                }
                Place::Register(..) => Err(Stop::Unknown("address of a register variable".into())),
            },
            ExprKind::Deref(p) => self.eval(state, p),
            ExprKind::Field(b, i) => {
                let base = self.address(state, b)?;
                let off = self.program.types.struct_of(b.ty).expect("struct").fields[*i as usize].offset;
                let k = self.ptr_const(off);
                Ok(self.terms.bv_add(base, k))
            }
            ExprKind::Index(b, i) => {
                let base = self.address(state, b)?;
                let idx = self.eval(state, i)?;
                let it = self.program.types.as_int(i.ty).expect("integer index");
                let idx = if self.limits.math_ints {
                    self.terms.int_to_bv(idx, self.ptr_bits)
                } else {
                    self.resize(idx, it.bits, self.ptr_bits, it.signed)
                };
                let (elem, _) = self.program.types.array_elem(b.ty).expect("array");
                let size = self.program.types.size_of(elem);
                let k = self.ptr_const(size);
                let off = self.terms.bv_mul(idx, k);
                Ok(self.terms.bv_add(base, off))
            }
            _ => Err(Stop::Unknown("address of a non-lvalue".into())),
        }
    }

    /// The object and offset an access of `size` bytes at `addr` touches.
    pub(super) fn resolve(&mut self, state: &mut State, addr: TermId, size: u64) -> EResult<(ObjId, TermId)> {
        if let Some(a) = self.terms.as_bv(addr) {
            if a < FIRST_ADDRESS {
                return Err(Stop::Undefined("null dereference".into()));
            }
            let Some(o) = state.memory.containing(a) else {
                return Err(Stop::Undefined("invalid memory access".into()));
            };
            let obj = state.memory.get(o);
            if a + size > obj.base + obj.size {
                return Err(Stop::Undefined("out-of-bounds access".into()));
            }
            if !obj.alive {
                return Err(Stop::Undefined(if obj.heap { "use after free" } else { "use of a dead local" }.into()));
            }
            let off = a - obj.base;
            let off = self.ptr_const(off);
            if let Some(extent) = state.memory.get(o).extent {
                let k = self.ptr_const(size);
                let end = self.terms.bv_add(off, k);
                let inside = self.terms.bv_binop(Op::BvUle, end, extent);
                self.require(state, inside, "out-of-bounds access")?;
            }
            return Ok((o, off));
        }
        // Try the object the constant part of the address points into first, then the others.
        let (k, _) = self.terms.split_constant(addr);
        let first = state.memory.containing(k);
        let mut order: Vec<ObjId> = first.into_iter().collect();
        order.extend((0..state.memory.objects.len() as u32).map(ObjId).filter(|o| Some(*o) != first));
        // An address that takes one of a few known values (an `ite` of constants, as the
        // merged states of bounded model checking have) can only point into the objects that
        // contain them; whatever else remains ends in the out-of-bounds case below.
        if let Some(values) = self.address_values(addr) {
            let holders: Vec<Option<ObjId>> = values.iter().map(|&v| state.memory.containing(v)).collect();
            order.retain(|o| holders.contains(&Some(*o)));
        }
        // A symbolic address splits the path once per object it may point into (the object's
        // bounds, then the rest), and each side runs the access again: the conditions of
        // those splits are the path condition's last conjuncts, and are read there instead
        // of asked of the solver again (which made a dereference cost quadratically many
        // queries in the number of objects).
        let recent: effigy_smt::hash::FxHashSet<TermId> = state.path_condition.recent(2 * order.len() + 2).collect();
        let mut tried = 0;
        for o in order {
            let obj = state.memory.get(o);
            if !obj.alive || obj.size < size {
                continue;
            }
            let (base, osize, extent) = (obj.base, obj.size, obj.extent);
            let base_t = self.ptr_const(base);
            let off = self.terms.bv_sub(addr, base_t);
            let limit = self.ptr_const(osize - size);
            let mut in_bounds = self.terms.bv_binop(Op::BvUle, off, limit);
            if let Some(extent) = extent {
                // Within the reservation (so `off + size` does not wrap) and below the size.
                let k = self.ptr_const(size);
                let end = self.terms.bv_add(off, k);
                let below = self.terms.bv_binop(Op::BvUle, end, extent);
                in_bounds = self.terms.and(in_bounds, below);
            }
            if recent.contains(&in_bounds) || self.terms.as_bool(in_bounds) == Some(true) {
                return Ok((o, off));
            }
            let out = self.terms.not(in_bounds);
            if recent.contains(&out) || self.terms.as_bool(in_bounds) == Some(false) {
                continue;
            }
            tried += 1;
            if tried > MAX_RESOLVE_CANDIDATES {
                return Err(Stop::Unknown("a symbolic pointer may point into too many objects".into()));
            }
            match self.feasible(&state.path_condition, in_bounds) {
                Feasibility::Unsat => continue,
                Feasibility::Unknown(r) => return Err(Stop::Unknown(format!("the solver gave up: {r}"))),
                Feasibility::Sat => {}
            }
            return match self.feasible(&state.path_condition, out) {
                Feasibility::Unsat => Ok((o, off)),
                Feasibility::Sat => Err(Stop::Split(in_bounds)),
                Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            };
        }
        Err(Stop::Undefined("out-of-bounds or invalid memory access".into()))
    }

    /// The values an address can take when it is an `ite` tree of constants (plus constant
    /// offsets), if there are at most [`MAX_RESOLVE_CANDIDATES`] of them.
    pub(super) fn address_values(&mut self, addr: TermId) -> Option<Vec<u64>> {
        let mut out = Vec::new();
        let mut stack = vec![(addr, 0u64)];
        let m = mask(self.ptr_bits);
        while let Some((t, add)) = stack.pop() {
            if out.len() > MAX_RESOLVE_CANDIDATES {
                return None;
            }
            if let Some(v) = self.terms.as_bv(t) {
                out.push(v.wrapping_add(add) & m);
                continue;
            }
            if let effigy_smt::TermData::App(Op::Ite, args) = self.terms.get(t) {
                let (a, b) = (args[1], args[2]);
                stack.push((a, add));
                stack.push((b, add));
                continue;
            }
            let (k, rest) = self.terms.split_constant(t);
            if k == 0 || rest == t || self.terms.as_bv(rest).is_some() {
                return None;
            }
            stack.push((rest, add.wrapping_add(k)));
        }
        Some(out)
    }

    pub(super) fn read(&mut self, state: &mut State, place: Place, ty: TypeId) -> EResult<TermId> {
        match place {
            Place::Register(frame, v) => {
                let slot = match frame {
                    Some(d) => state.frames[d].vars[&v],
                    None => state.globals[&v],
                };
                match slot {
                    Slot::Register(t) if !self.markers.is_empty() && self.is_undefined(t) => {
                        let sort = self.terms.sort(t);
                        let name = self.program.var(v).name.clone();
                        let fresh = self.terms.fresh_symbol(&name, sort);
                        self.write(state, place, ty, fresh)?;
                        self.materialized.push(Materialized::Register(frame, v, fresh));
                        Ok(fresh)
                    }
                    Slot::Register(t) => Ok(t),
                    Slot::Value(x) => Ok(self.val_term(Val::Bits(x), ty)),
                    Slot::Memory(_) => unreachable!("register place of a memory variable"),
                }
            }
            Place::Memory(obj, off) => {
                let n = self.program.types.size_of(ty);
                let bytes = self.contents(state, obj);
                let mut value = None;
                for i in (0..n).rev() {
                    let k = self.ptr_const(i);
                    let at = self.terms.bv_add(off, k);
                    let b = self.terms.select(bytes, at);
                    value = Some(match value {
                        None => b,
                        Some(hi) => self.terms.concat(hi, b),
                    });
                }
                let v = value.expect("scalars have at least one byte");
                Ok(match self.sort_of(ty) {
                    Sort::Bool => {
                        // A byte other than 0 and 1 is not a value of _Bool (C11 6.2.6.1p5):
                        // reading it is undefined.
                        let one = self.terms.bv_const(8, 1);
                        let valid = self.terms.bv_binop(Op::BvUle, v, one);
                        self.require(state, valid, "a _Bool object holds a byte other than 0 and 1")?;
                        let zero = self.terms.bv_const(8, 0);
                        let e = self.terms.eq(v, zero);
                        self.terms.not(e)
                    }
                    Sort::Int => {
                        let signed = self.program.types.as_int(ty).is_some_and(|it| it.signed);
                        self.terms.bv_to_int(v, signed)
                    }
                    _ => v,
                })
            }
        }
    }

    pub(super) fn write(&mut self, state: &mut State, place: Place, ty: TypeId, value: TermId) -> EResult<()> {
        match place {
            Place::Register(frame, v) => {
                let slot = match self.as_val(value) {
                    Val::Bits(x) if !self.limits.math_ints => Slot::Value(x),
                    Val::Bool(b) => Slot::Value(b as u64),
                    _ => Slot::Register(value),
                };
                match frame {
                    Some(d) => {
                        Rc::make_mut(&mut state.frame_at_mut(d).vars).insert(v, slot);
                    }
                    None => {
                        Rc::make_mut(&mut state.globals).insert(v, slot);
                    }
                }
                Ok(())
            }
            Place::Memory(obj, off) => {
                let n = self.program.types.size_of(ty);
                // Memory shows a float's bits to whatever reads it back (a union, a byte view).
                let value = match self.program.types.as_float(ty) {
                    Some(k) => self.unspecified_nan_bits(state, k, value),
                    None => value,
                };
                let v = match self.sort_of(ty) {
                    Sort::Bool => {
                        let one = self.terms.bv_const(8, 1);
                        let zero = self.terms.bv_const(8, 0);
                        self.terms.ite(value, one, zero)
                    }
                    Sort::Int => self.terms.int_to_bv(value, 8 * n as u32),
                    _ => value,
                };
                let mut bytes = self.contents(state, obj);
                for i in 0..n {
                    let k = self.ptr_const(i);
                    let at = self.terms.bv_add(off, k);
                    let b = self.terms.extract(8 * i as u32 + 7, 8 * i as u32, v);
                    bytes = self.terms.store(bytes, at, b);
                }
                state.memory.get_mut(obj).bytes = bytes;
                Ok(())
            }
        }
    }

    pub(super) fn read_bytes_of(&mut self, state: &mut State, place: Place, ty: TypeId) -> EResult<Vec<TermId>> {
        let Place::Memory(obj, off) = place else { unreachable!("aggregates live in memory") };
        let n = self.program.types.size_of(ty);
        if n > MAX_BYTEWISE_COPY {
            return Err(Stop::Unknown(format!("copy of a {n}-byte object")));
        }
        let bytes = self.contents(state, obj);
        Ok((0..n)
            .map(|i| {
                let k = self.ptr_const(i);
                let at = self.terms.bv_add(off, k);
                self.terms.select(bytes, at)
            })
            .collect())
    }

    /// Copies an aggregate value into the object `obj` at `place`.
    pub(super) fn copy_into(&mut self, state: &mut State, obj: ObjId, place: Place, ty: TypeId, source: Source) -> EResult<()> {
        let Place::Memory(_, off) = place else { unreachable!() };
        let n = self.program.types.size_of(ty);
        let whole = self.terms.as_bv(off) == Some(0) && state.memory.get(obj).size == n && state.memory.get(obj).extent.is_none();
        match source {
            Source::Contents(c) if whole => {
                state.memory.get_mut(obj).bytes = c;
                Ok(())
            }
            Source::Place(Place::Memory(src, soff))
                if whole
                    && self.terms.as_bv(soff) == Some(0)
                    && state.memory.get(src).size == n
                    && state.memory.get(src).extent.is_none() =>
            {
                let c = self.contents(state, src);
                state.memory.get_mut(obj).bytes = c;
                Ok(())
            }
            source => {
                if n > MAX_BYTEWISE_COPY {
                    return Err(Stop::Unknown(format!("partial copy of a {n}-byte object")));
                }
                let values: Vec<TermId> = match source {
                    Source::Bytes(b) => b,
                    Source::Contents(c) => (0..n)
                        .map(|i| {
                            let k = self.ptr_const(i);
                            self.terms.select(c, k)
                        })
                        .collect(),
                    Source::Place(p) => self.read_bytes_of(state, p, ty)?,
                };
                let mut bytes = self.contents(state, obj);
                for (i, v) in values.into_iter().enumerate() {
                    let k = self.ptr_const(i as u64);
                    let at = self.terms.bv_add(off, k);
                    bytes = self.terms.store(bytes, at, v);
                }
                state.memory.get_mut(obj).bytes = bytes;
                Ok(())
            }
        }
    }
}
