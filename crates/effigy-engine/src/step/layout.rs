//! Addresses the program observes: layout-independent pointer comparison and subtraction, and
//! pointers converted to integers as symbolic object addresses.

use super::*;

/// The alternatives of a merged pointer looked at to find its object.
const MERGED_POINTER_LEAVES: usize = 256;

impl<'p, S: Solver> Executor<'p, S> {
    // ---- addresses the program observes ----
    //
    // Objects have concrete base addresses (as in the interpreter), but C does not say where
    // objects lie: a result that depends on the layout must not be decided by this engine's
    // choice. Pointers into the same object compare and subtract by their offsets, which the
    // layout does not change; relational comparison and subtraction of pointers into different
    // objects is undefined behaviour. A pointer converted to an integer becomes the object's
    // *observed address* — a symbol, aligned and disjoint from the other observed objects —
    // plus the offset, and converts back to a pointer only in that form.

    /// The object a pointer's constant part points into, with `p` proven to stay within it
    /// (one past the end included); `what` is the undefined behaviour otherwise.
    pub(super) fn object_of(&mut self, state: &State, p: TermId, what: &str) -> EResult<ObjId> {
        let (k, _) = self.terms.split_constant(p);
        let Some(o) = state.memory.containing(k).or_else(|| self.merged_object(state, p)) else {
            return Err(Stop::Undefined(what.into()));
        };
        if !self.terms.is_const(p) {
            let base = state.memory.get(o).base;
            let base_t = self.ptr_const(base);
            let off = self.terms.bv_sub(p, base_t);
            let size_t = self.extent_term(state, o);
            let inside = self.terms.bv_binop(Op::BvUle, off, size_t);
            self.require(state, inside, what)?;
        }
        Ok(o)
    }

    /// The one object every alternative of a pointer merged from several paths points into
    /// (`ite(c, base + 1, base + 2)` after a loop that bounded model checking unwound), if
    /// they all do.
    fn merged_object(&mut self, state: &State, p: TermId) -> Option<ObjId> {
        let leaves = self.terms.ite_leaves(p, MERGED_POINTER_LEAVES)?;
        let mut object = None;
        for leaf in leaves {
            let (k, _) = self.terms.split_constant(leaf);
            let o = state.memory.containing(k)?;
            if object.is_some_and(|x| x != o) {
                return None;
            }
            object = Some(o);
        }
        object
    }

    /// Relational comparison and subtraction need both pointers in one object.
    pub(super) fn same_object(&mut self, state: &State, x: TermId, y: TermId, what: &str) -> EResult<()> {
        let ox = self.object_of(state, x, what)?;
        let oy = self.object_of(state, y, what)?;
        if ox != oy {
            return Err(Stop::Undefined(what.into()));
        }
        Ok(())
    }

    /// Pointers into different objects are unequal, except that one past the end of an object
    /// may equal the start of another where the compiler places them side by side, and that a
    /// pointer to an object whose lifetime has ended (freed, or a local of a returned call) is
    /// indeterminate (C11 6.2.4p2; using it is undefined, J.2): the allocator or the stack may
    /// have given its address to another object, so its comparison with a pointer into another
    /// object is reported (with null it stays unequal, as every compiler keeps it).
    pub(super) fn equality_is_layout_free(&mut self, state: &State, x: TermId, y: TermId) -> EResult<()> {
        if state.memory.objects.iter().any(|o| !o.alive) {
            self.no_dangling_comparison(state, x, y)?;
        }
        let (Some(a), Some(b)) = (self.terms.as_bv(x), self.terms.as_bv(y)) else { return Ok(()) };
        let (Some(oa), Some(ob)) = (state.memory.containing(a), state.memory.containing(b)) else { return Ok(()) };
        let end = |o: ObjId| {
            let obj = state.memory.get(o);
            obj.base + obj.size
        };
        // One past the end of an object of symbolic size is where its size term says.
        let may_end = |o: ObjId, a: u64| {
            let obj = state.memory.get(o);
            if obj.extent.is_some() {
                a != obj.base
            } else {
                a == end(o)
            }
        };
        if oa != ob && (may_end(oa, a) || may_end(ob, b)) {
            return Err(Stop::Unknown(
                "comparison of a pointer one past the end of an object with a pointer into another object depends on the memory layout"
                    .into(),
            ));
        }
        Ok(())
    }

    /// The objects a pointer may point into (one past the end included): those of the values of
    /// an `ite` of addresses, or the object of the constant part of an address plus an offset;
    /// none for null. `None` when the engine cannot tell (a pointer read from memory at a
    /// symbolic place).
    fn pointer_objects(&mut self, state: &State, p: TermId) -> Option<Vec<ObjId>> {
        let values = match self.address_values(p) {
            Some(v) => v,
            None => {
                let (k, _) = self.terms.split_constant(p);
                state.memory.containing(k)?;
                vec![k]
            }
        };
        let mut objects: Vec<ObjId> = values.into_iter().filter_map(|a| state.memory.containing(a)).collect();
        objects.sort_unstable_by_key(|o| o.0);
        objects.dedup();
        Some(objects)
    }

    /// `p` lies in object `o` or one past its end.
    fn points_into(&mut self, state: &State, p: TermId, o: ObjId) -> TermId {
        let base = self.ptr_const(state.memory.get(o).base);
        let size = self.extent_term(state, o);
        let end = self.terms.bv_add(base, size);
        let above = self.terms.bv_binop(Op::BvUle, base, p);
        let below = self.terms.bv_binop(Op::BvUle, p, end);
        self.terms.and(above, below)
    }

    /// Where the program compares two pointers and some object's lifetime has ended: a pointer
    /// into a dead object compared with one into another object is undefined behaviour (its
    /// value is indeterminate; gcc's allocator or stack may have handed the address on) — on
    /// the paths where the pointers can be so, split from the others; a pointer the engine cannot
    /// place is UNKNOWN.
    fn no_dangling_comparison(&mut self, state: &State, x: TermId, y: TermId) -> EResult<()> {
        let null = |ex: &Self, t: TermId| ex.terms.as_bv(t) == Some(0);
        if null(self, x) || null(self, y) {
            return Ok(());
        }
        let (Some(xs), Some(ys)) = (self.pointer_objects(state, x), self.pointer_objects(state, y)) else {
            return Err(Stop::Unknown(
                "comparison of a pointer whose object this engine cannot tell while an object's lifetime has ended (its address may have been reused)"
                    .into(),
            ));
        };
        let mut bad = Vec::new();
        for &ox in &xs {
            for &oy in &ys {
                if ox != oy && (!state.memory.get(ox).alive || !state.memory.get(oy).alive) {
                    let in_x = self.points_into(state, x, ox);
                    let in_y = self.points_into(state, y, oy);
                    bad.push(self.terms.and(in_x, in_y));
                }
            }
        }
        if bad.is_empty() {
            return Ok(());
        }
        let bad = self.terms.or_all(bad);
        let ok = self.terms.not(bad);
        self.require_or(
            state,
            ok,
            Stop::Undefined(
                "comparison of a pointer to an object whose lifetime has ended (its value is indeterminate; the address may have been reused)"
                    .into(),
            ),
        )
    }

    /// A pointer converted to an integer: the observed address of its object plus the offset.
    pub(super) fn observe_address(&mut self, state: &mut State, p: TermId) -> EResult<TermId> {
        if let Some(a) = self.terms.as_bv(p) {
            if a < FIRST_ADDRESS {
                return Ok(p); // null, or an integer below every object converted to a pointer
            }
        }
        let o = match self.object_of(state, p, "") {
            Ok(o) => o,
            Err(Stop::Split(c)) => return Err(Stop::Split(c)),
            Err(_) => return Err(Stop::Unknown("conversion to an integer of a pointer that may not point into an object".into())),
        };
        if !state.memory.get(o).alive {
            // Its value is indeterminate (C11 6.2.4p2): whatever integer it gives, the object's
            // address may since belong to another.
            return Err(Stop::Undefined("conversion to an integer of a pointer to an object whose lifetime has ended".into()));
        }
        let base = state.memory.get(o).base;
        let base_t = self.ptr_const(base);
        let off = self.terms.bv_sub(p, base_t);
        let observed = self.observed_base(state, o);
        Ok(self.terms.bv_add(observed, off))
    }

    /// The observed address of an object, created on first use with what C and the platform
    /// guarantee: aligned, above the first page, not wrapping, disjoint from the other
    /// observed objects. Its value is the compiler's choice: like uninitialised storage, a
    /// counterexample that depends on it cannot be replayed as given.
    pub(super) fn observed_base(&mut self, state: &mut State, o: ObjId) -> TermId {
        if let Some(a) = state.memory.get(o).address {
            return a;
        }
        let obj = state.memory.get(o);
        let (size, align) = (obj.size.max(1), obj.align);
        let name: String = obj.name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        let sort = Sort::BitVec(self.ptr_bits);
        let a = self.terms.fresh_symbol(&format!("address_of_{name}"), sort);
        let mut facts = Vec::new();
        if align > 1 {
            let mask = self.ptr_const(align - 1);
            let low = self.terms.bv_binop(Op::BvAnd, a, mask);
            let zero = self.ptr_const(0);
            facts.push(self.terms.eq(low, zero));
        }
        let lowest = self.ptr_const(LOWEST_OBJECT_ADDRESS);
        facts.push(self.terms.bv_binop(Op::BvUle, lowest, a));
        // An object of symbolic size takes its size term's room (at most its reservation).
        let extent = obj.extent;
        let size_t = extent.unwrap_or_else(|| self.ptr_const(size));
        let top = self.ptr_const(effigy_smt::term::mask(self.ptr_bits));
        let highest = self.terms.bv_sub(top, size_t);
        facts.push(self.terms.bv_binop(Op::BvUle, a, highest));
        let end = self.terms.bv_add(a, size_t);
        for other in &state.memory.objects {
            // An object whose lifetime has ended may have left its address to this one.
            let Some(b) = other.address.filter(|_| other.alive) else { continue };
            let other_size = match other.extent {
                Some(e) => e,
                None => self.ptr_const(other.size.max(1)),
            };
            let other_end = self.terms.bv_add(b, other_size);
            let before = self.terms.bv_binop(Op::BvUle, end, b);
            let after = self.terms.bv_binop(Op::BvUle, other_end, a);
            facts.push(self.terms.or(before, after));
        }
        let origin = self.current;
        for f in facts {
            state.add_constraint(&self.terms, f, origin);
        }
        state.uninitialised.push_back_mut(a);
        state.memory.get_mut(o).address = Some(a);
        a
    }

    /// An integer converted to a pointer: an observed address plus an offset goes back to its
    /// object; null and integers below the first page stay as they are (dereferencing them is a
    /// null dereference); any other integer is an address this engine knows nothing about.
    pub(super) fn address_of_integer(&mut self, state: &mut State, x: TermId) -> EResult<TermId> {
        if let Some(c) = self.terms.as_bv(x) {
            if c < FIRST_ADDRESS {
                return Ok(x);
            }
            return Err(Stop::Unknown(format!(
                "conversion of the integer {c:#x} to a pointer (what lies at a fixed address is not known)"
            )));
        }
        let mut symbols = Vec::new();
        self.terms.symbols(x, &mut symbols);
        let observed: Vec<(u64, TermId)> = state.memory.objects.iter().filter_map(|o| o.address.map(|a| (o.base, a))).collect();
        let is_address = |t: &TermId| observed.iter().any(|&(_, a)| a == *t);
        for &(base, a) in &observed {
            if !symbols.contains(&a) {
                continue;
            }
            let offset = self.terms.bv_sub(x, a);
            let mut rest = Vec::new();
            self.terms.symbols(offset, &mut rest);
            if rest.iter().any(is_address) {
                continue;
            }
            let base_t = self.ptr_const(base);
            return Ok(self.terms.bv_add(base_t, offset));
        }
        Err(Stop::Unknown("conversion to a pointer of an integer that is not an object's address plus an offset".into()))
    }
}
