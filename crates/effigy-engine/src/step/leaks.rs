//! The checks a property makes where the program ends (`valid-memtrack`, `valid-memcleanup`)
//! and the sorting of undefined operations into violations of the property and the rest.
//!
//! A block is *tracked* while some pointer the program holds points into it: a register or a
//! word of a live object that is not on the heap (globals, locals, `alloca` blocks — the roots),
//! or a word of a tracked heap block. Memory pointed to by live variables when the program
//! ends is tracked (SV-COMP's rule for `main`'s locals at its return); every frame's variables
//! are live at `exit` and `abort`. A heap block not tracked when the program ends was lost
//! before (nothing can point to it again but an integer that happens to equal its address), so
//! checking at the end decides `valid-memtrack` for every execution that ends. Executions that
//! do not end are not checked here: an analysis proves the property only by following every
//! execution to its end (`Property::needs_the_end`).
//!
//! Words are read at pointer-aligned offsets, as a pointer stored by C code is (LeakSanitizer
//! scans memory the same way). A pointer kept only at an odd offset of a packed struct is not
//! seen: its block counts as lost (a FALSE the sanitizer cannot refute either). Reading every
//! offset instead would let more integers look like pointers and hide real leaks — the worse
//! error. A word is a term: constant words are followed at once, and a
//! symbolic one (an input, a merged state's `ite` of addresses) tracks a block under the
//! condition that its value lies inside it, so "some block is lost" is a formula over the path
//! condition, decided like the step's other checks (a split where both sides are possible).

use super::*;
use crate::property::LEAK;
use effigy_ir::Check;

/// How the program ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    /// `main` returns.
    Return,
    Exit,
    Abort,
}

/// Words scanned for pointers at one end of the program, at most: memory beyond is not
/// followed (the check ends the path in UNKNOWN, naming the limit).
const MAX_WORDS: usize = 1 << 16;

/// Terms built for the symbolic part of the reachability, at most (blocks × words × rounds).
const MAX_SYMBOLIC_WORK: usize = 1 << 18;

impl<'p, S: Solver> Executor<'p, S> {
    /// How an undefined operation ends its path: a violation of the property when it names
    /// that operation, else undefined behaviour (which rules TRUE out but gives no verdict).
    pub(super) fn undefined(&self, what: String, span: Span) -> Terminal {
        match crate::property::classify(&what) {
            Some(c) if self.limits.property.checks(c) => Terminal::Error(ErrorKind::Violation(c, what), span),
            _ => Terminal::Undefined(what, span),
        }
    }

    /// The checks of the program's end (before `main`'s frame is popped): a violation of
    /// `valid-memcleanup` (a heap block still allocated) or `valid-memtrack` (one no longer
    /// tracked), or nothing.
    pub(super) fn program_ends(&mut self, state: &mut State, end: End, span: Span) -> EResult<Option<Terminal>> {
        let property = &self.limits.property;
        if !property.needs_the_end() {
            return Ok(None);
        }
        let cleanup = property.checks(Check::Memcleanup);
        let track = property.checks(Check::Memtrack);
        let heap: Vec<ObjId> = (0..state.memory.objects.len())
            .map(|i| ObjId(i as u32))
            .filter(|&o| {
                let obj = state.memory.get(o);
                obj.alive && obj.heap
            })
            .collect();
        let Some(&first) = heap.first() else { return Ok(None) };
        let how = match end {
            End::Return => "when main returns",
            End::Exit => "when exit() is called",
            End::Abort => "when abort() is called",
        };
        if cleanup {
            // SV-COMP's rules end the program at `abort()` too: a block still allocated there is
            // not cleaned up (the task `list-ext-properties/simple-ext` expects FALSE for it).
            let what = format!("the {} is still allocated {how}", state.memory.get(first).name);
            return Ok(Some(Terminal::Error(ErrorKind::Violation(Check::Memcleanup, what), span)));
        }
        if !track {
            return Ok(None);
        }
        // Locals of main's blocks that have ended at this return are gone.
        let gone: Vec<VarId> = match end {
            End::Return => self.program.out_of_scope_at_return.iter().find(|(s, _)| *s == span).map(|(_, v)| v.clone()).unwrap_or_default(),
            _ => Vec::new(),
        };
        let (lost, all_tracked) = self.untracked_blocks(state, &heap, &gone)?;
        if lost.is_empty() {
            return Ok(None);
        }
        let name = state.memory.get(lost[0]).name.clone();
        let violation = || Terminal::Error(ErrorKind::Violation(Check::Memtrack, format!("{LEAK}: the {name}, {how}")), span);
        if self.terms.as_bool(all_tracked) == Some(false) {
            return Ok(Some(violation()));
        }
        let lost_cond = self.terms.not(all_tracked);
        match self.feasible(&state.path_condition, lost_cond) {
            Feasibility::Unsat => Ok(None),
            Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            Feasibility::Sat => match self.feasible(&state.path_condition, all_tracked) {
                Feasibility::Sat => Err(Stop::Split(all_tracked)),
                Feasibility::Unsat => Ok(Some(violation())),
                Feasibility::Unknown(r) => Err(Stop::Unknown(format!("the solver gave up: {r}"))),
            },
        }
    }

    /// The heap blocks not tracked by constant pointers, and the condition that every one of
    /// them is tracked after all (by symbolic words).
    fn untracked_blocks(&mut self, state: &mut State, heap: &[ObjId], gone: &[VarId]) -> EResult<(Vec<ObjId>, TermId)> {
        if let Some(&o) = heap.iter().find(|&&o| state.memory.get(o).extent.is_some()) {
            return Err(Stop::Unknown(format!(
                "valid-memtrack: the {} has a symbolic size, whose words effigy does not scan",
                state.memory.get(o).name
            )));
        }
        let mut scanned = 0usize;
        // The roots' words: registers of every frame and the globals, and the words of live
        // objects that are not on the heap.
        let mut root_words: Vec<TermId> = Vec::new();
        // The front end's temporaries are not variables of the program: dead once used.
        // The objects of variables that are gone are not roots either.
        let mut registers: Vec<(VarId, Slot)> = state.globals.iter().map(|(v, s)| (*v, *s)).collect();
        let mut dead_objects: Vec<ObjId> = Vec::new();
        for frame in state.frames.iter() {
            for (v, slot) in frame.vars.iter() {
                match slot {
                    Slot::Memory(o) if gone.contains(v) => dead_objects.push(*o),
                    _ if self.is_temp(*v) || gone.contains(v) => {}
                    _ => registers.push((*v, *slot)),
                }
            }
        }
        for (v, slot) in registers {
            let is_pointer = self.program.types.is_pointer(self.program.var(v).ty);
            match slot {
                Slot::Register(t) if self.terms.sort(t) == Sort::BitVec(self.ptr_bits) && (is_pointer || self.terms.as_bv(t).is_none()) => {
                    root_words.push(t)
                }
                Slot::Value(x) if is_pointer => root_words.push(self.ptr_const(x)),
                _ => {}
            }
        }
        for i in 0..state.memory.objects.len() {
            let o = ObjId(i as u32);
            let obj = state.memory.get(o);
            if obj.alive && !obj.heap && !dead_objects.contains(&o) {
                let words = self.words(state, o, &mut scanned)?;
                root_words.extend(words);
            }
        }
        // Indeterminate storage (uninitialised memory and variables) holds no pointer the
        // program stored: a word is read with it as zeros. What an external function may have
        // written is kept as it is (it may have stored a pointer it was given), and so are
        // observed addresses.
        let mut zeros: std::collections::HashMap<TermId, TermId> = std::collections::HashMap::new();
        for &u in state.uninitialised.iter() {
            // Observed addresses are registered with the indeterminate values (no compiled
            // program can be given them) but are values the program holds: kept.
            let keep = match self.terms.get(u) {
                effigy_smt::TermData::Symbol(name, _) => name.contains("after_") || name.starts_with("address_of_"),
                _ => true,
            };
            if !keep {
                let zero = match self.terms.sort(u) {
                    Sort::BitVec(w) => self.terms.bv_const(w, 0),
                    Sort::Array { .. } => self.zero_contents(),
                    _ => continue,
                };
                zeros.insert(u, zero);
            }
        }
        let mut memo = std::collections::HashMap::new();
        let mut determinate = |ex: &mut Self, words: Vec<TermId>| -> Vec<TermId> {
            if zeros.is_empty() {
                return words;
            }
            words
                .into_iter()
                .map(|w| if ex.terms.as_bv(w).is_some() { w } else { ex.terms.substitute_memo(w, &zeros, &mut memo) })
                .collect()
        };
        let root_words = determinate(self, root_words);
        // Constant pointers first: the blocks they reach, transitively.
        let mut tracked = vec![false; heap.len()];
        let index_of = |state: &State, a: u64| -> Option<usize> {
            let o = state.memory.containing(a)?;
            heap.iter().position(|&h| h == o)
        };
        let mut symbolic_roots: Vec<TermId> = Vec::new();
        let mut work: Vec<TermId> = root_words;
        let mut heap_words: Vec<Option<Vec<TermId>>> = vec![None; heap.len()];
        while let Some(w) = work.pop() {
            match self.terms.as_bv(w) {
                Some(a) => {
                    if let Some(k) = index_of(state, a) {
                        if !tracked[k] {
                            tracked[k] = true;
                            let words = self.words(state, heap[k], &mut scanned)?;
                            let words = determinate(self, words);
                            work.extend(words.iter().copied());
                            heap_words[k] = Some(words);
                        }
                    }
                }
                None => symbolic_roots.push(w),
            }
        }
        let lost: Vec<usize> = (0..heap.len()).filter(|&k| !tracked[k]).collect();
        if lost.is_empty() {
            let t = self.terms.tru();
            return Ok((Vec::new(), t));
        }
        // The symbolic part: R(B) = some symbolic root word points into B, or some block C
        // that may be tracked has a word pointing into B — a fixed point over the lost blocks,
        // reached after as many rounds as there are of them.
        for &k in &lost {
            if heap_words[k].is_none() {
                let words = self.words(state, heap[k], &mut scanned)?;
                heap_words[k] = Some(determinate(self, words));
            }
        }
        let work_estimate =
            lost.len() * (symbolic_roots.len() + lost.iter().map(|&k| heap_words[k].as_ref().map_or(0, Vec::len)).sum::<usize>());
        if work_estimate * lost.len().max(1) > MAX_SYMBOLIC_WORK {
            return Err(Stop::Unknown(format!(
                "valid-memtrack: deciding which of {} heap blocks symbolic pointers reach exceeds effigy's limit of {MAX_SYMBOLIC_WORK} terms",
                lost.len()
            )));
        }
        let fls = self.terms.fls();
        let mut base_reach: Vec<TermId> = Vec::with_capacity(lost.len());
        for &k in &lost {
            let mut r = fls;
            for &w in &symbolic_roots {
                let inside = self.word_tracks(state, w, heap[k]);
                r = self.terms.or(r, inside);
            }
            base_reach.push(r);
        }
        let mut reach = base_reach.clone();
        for _ in 0..lost.len() {
            let mut next = base_reach.clone();
            for (i, &b) in lost.iter().enumerate() {
                for (j, &c) in lost.iter().enumerate() {
                    if i == j || self.terms.as_bool(reach[j]) == Some(false) {
                        continue;
                    }
                    let words = heap_words[c].clone().unwrap_or_default();
                    let mut any = fls;
                    for w in words {
                        let inside = self.word_tracks(state, w, heap[b]);
                        any = self.terms.or(any, inside);
                    }
                    let via = self.terms.and(reach[j], any);
                    next[i] = self.terms.or(next[i], via);
                }
            }
            if next == reach {
                break;
            }
            reach = next;
        }
        let mut all = self.terms.tru();
        for r in &reach {
            all = self.terms.and(all, *r);
        }
        // The blocks named first in a report: those no word can reach at all.
        let mut order: Vec<usize> = (0..lost.len()).collect();
        order.sort_by_key(|&i| self.terms.as_bool(reach[i]) != Some(false));
        Ok((order.into_iter().map(|i| heap[lost[i]]).collect(), all))
    }

    /// Whether the pointer-width word `w` points into heap block `o` (its concrete range, or
    /// its observed address's when the program converted a pointer into it to an integer).
    fn word_tracks(&mut self, state: &State, w: TermId, o: ObjId) -> TermId {
        let obj = state.memory.get(o);
        let (base, size, observed) = (obj.base, obj.size, obj.address);
        // `w - start < size` (unsigned): inside the block, with no overflow at the top of the
        // address space (an observed address is a symbol the solver may place anywhere).
        let n = self.ptr_const(size);
        let lo = self.ptr_const(base);
        let off = self.terms.bv_sub(w, lo);
        let mut inside = self.terms.bv_binop(Op::BvUlt, off, n);
        if let Some(a) = observed {
            let off = self.terms.bv_sub(w, a);
            let in_observed = self.terms.bv_binop(Op::BvUlt, off, n);
            inside = self.terms.or(inside, in_observed);
        }
        inside
    }

    /// The pointer-aligned words of object `o`, little-endian.
    fn words(&mut self, state: &mut State, o: ObjId, scanned: &mut usize) -> EResult<Vec<TermId>> {
        let ptr_bytes = u64::from(self.ptr_bits / 8);
        let size = state.memory.get(o).size;
        let n = (size / ptr_bytes) as usize;
        *scanned += n;
        if *scanned > MAX_WORDS {
            return Err(Stop::Unknown(format!(
                "valid-memtrack: the memory to scan for pointers exceeds effigy's limit of {MAX_WORDS} words"
            )));
        }
        let bytes = self.contents(state, o);
        let mut out = Vec::with_capacity(n);
        for i in 0..n as u64 {
            let mut value = None;
            for b in (0..ptr_bytes).rev() {
                let at = self.ptr_const(i * ptr_bytes + b);
                let byte = self.terms.select(bytes, at);
                value = Some(match value {
                    None => byte,
                    Some(hi) => self.terms.concat(hi, byte),
                });
            }
            out.push(value.expect("a pointer has bytes"));
        }
        Ok(out)
    }
}
