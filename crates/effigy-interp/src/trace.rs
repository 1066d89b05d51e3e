//! A run's steps with the values they computed (`RunConfig::record_values`): what a
//! counterexample trace shows. Each step of the program (not of the C library model, whose
//! calls show as one call and one return) that writes a variable or an object the program
//! names, reads an input, takes a branch, calls, returns, allocates or frees is recorded with
//! the values it computed, in the terms of the IR: a place is the edge's destination with each
//! index and pointer offset replaced by its value (`a[%i]` becomes `a[2]`), a pointer value the
//! object it points into (a variable, a heap block named after its allocation site) and the
//! offset. Writes of the front end's temporaries are left out, except for inputs and blocks.
//!
//! Repetitions are folded as the steps arrive ([`Folder`]): a run of steps that comes again
//! right after itself (a loop's iteration) is kept once, then counted, and the last repetition
//! is kept too — so a loop of 10^8 iterations costs two iterations' steps, and the trace shows
//! the values the loop starts and ends with.

use effigy_ir::{EdgeId, EdgeKind, Expr, ExprKind, FuncId, HavocOrigin, Span, TypeData, TypeId, VarId, VarKind};

use crate::{Machine, R};

/// One recorded step: the edge, the call depth (1: the entry function) and what it computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueStep {
    pub func: FuncId,
    pub edge: EdgeId,
    pub depth: u32,
    pub event: Event,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The edge (an assignment, an input's `Havoc`, an allocation, a call's result) wrote
    /// `place`, which then holds `value`; `at`: the object written and the offset; `by`: the
    /// C library function the program called that wrote it (`scanf`, `memset`: the place is
    /// then the library's own expression, and `at` says which object of the program it is).
    Write { place: Expr, value: Value, at: Option<Target>, by: Option<FuncId> },
    /// The edge is the branch taken (an `Assume` whose condition holds); the values of the
    /// front end's temporaries its condition reads.
    Branch { temps: Vec<(VarId, Value)> },
    /// A call of `callee` (a function with a body) with its arguments' values.
    Call { callee: FuncId, args: Vec<Value> },
    /// A call of an unknown external function (an `Extern` edge) with its arguments' values.
    External { args: Vec<Value> },
    /// `func` returns (to a caller in the program), with its value; `call`: the caller's call
    /// edge (whose destination receives it).
    Return { func: FuncId, value: Option<Value>, call: Option<(FuncId, EdgeId)> },
    /// `free(p)` with the pointer's value.
    Free { pointer: Value },
    /// The edge ends the run (an error, `abort`, `exit`).
    End,
}

/// A value as a step computed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// An integer or `_Bool`, in its type.
    Int(i128),
    /// A float's IEEE bits.
    Float(u64),
    /// A pointer: its address and, when it points into (or just past) an object, which.
    Pointer { address: u64, target: Option<Target> },
    /// A pointer to characters (`char *`): its address, its target, and the string there (up
    /// to [`STRING_PREVIEW`] bytes before the NUL; `terminated`: the NUL was found).
    String { address: u64, target: Option<Target>, bytes: Vec<u8>, terminated: bool },
    /// A struct (its members, by name) or an array (its elements), up to
    /// [`AGGREGATE_MEMBERS`] of them and [`AGGREGATE_DEPTH`] levels deep (`more`: some are
    /// left out); no members and `more`: not shown.
    Aggregate { members: Vec<Member>, more: bool },
}

/// A member of an aggregate value: its name (`None`: an array's element, by position), its type
/// (a bit-field's declared type) and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub name: Option<String>,
    pub ty: TypeId,
    pub value: Value,
}

/// How many members of a struct or elements of an array a value shows.
pub const AGGREGATE_MEMBERS: usize = 8;
/// How deep aggregates within aggregates are shown.
pub const AGGREGATE_DEPTH: u32 = 3;

impl Value {
    /// An aggregate whose members are not shown (yet: a write's value is read after its step).
    pub fn hidden() -> Value {
        Value::Aggregate { members: Vec::new(), more: true }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub object: ObjectName,
    /// Bytes from the object's start.
    pub offset: u64,
    /// The object's size in bytes.
    pub size: u64,
    /// Whether its lifetime has ended (a freed block, a returned function's local).
    pub dead: bool,
}

/// What an object of the run is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ObjectName {
    /// A variable (a global, or a local of some activation).
    Var(VarId),
    /// A block of `malloc`/`realloc` (`allocator` "malloc"), `calloc` ("calloc"), or of
    /// `alloca` or a variable-length array ("alloca"): where the program allocated it (the call
    /// in the program, not in the C library model) and which of that site's blocks it is (from
    /// 1).
    Block { allocator: &'static str, site: Span, number: u32 },
    /// The bytes of `argv[i]`.
    Argument(u32),
    /// The vector `argv`.
    Arguments,
    /// The vector `envp`.
    Environment,
}

/// A trace with its repetitions folded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceItem {
    Step(ValueStep),
    /// The `len` items before this one were taken `times` more times; `last` is the last of
    /// those repetitions (the same steps, with its values).
    Repeat {
        len: usize,
        times: u64,
        last: Vec<TraceItem>,
    },
    /// Steps left out in the middle of a trace too long to keep ([`MAX_ITEMS`]).
    Omitted(u64),
}

/// How many bytes of a string a trace shows.
pub const STRING_PREVIEW: usize = 32;

/// The longest repetition (in recorded steps) that is folded.
const PERIOD: usize = 64;
/// The most items a trace keeps: beyond, the middle is dropped (its beginning and its end,
/// which reaches the error, are what a reader follows).
const MAX_ITEMS: usize = 20_000;

/// What folding compares: a step's edge and call depth (a recursion's calls at different
/// depths are different steps) and, for the C library's stores (all shown at the program's
/// call), the object stored to (`scanf`'s two variables are two steps, `memset`'s bytes one
/// repeated); a fold's length and count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Edge(FuncId, EdgeId, u32, u64),
    Repeat(usize, u64),
    Omitted,
}

fn key(item: &TraceItem) -> Key {
    match item {
        TraceItem::Step(s) => {
            let object = match &s.event {
                Event::Write { by: Some(_), at: Some(t), .. } => {
                    use std::hash::{BuildHasher, BuildHasherDefault};
                    1 | BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(&t.object)
                }
                _ => 0,
            };
            Key::Edge(s.func, s.edge, s.depth, object)
        }
        TraceItem::Repeat { len, times, .. } => Key::Repeat(*len, *times),
        TraceItem::Omitted(_) => Key::Omitted,
    }
}

/// Folds a trace as its steps arrive. While a block repeats, the steps of the repetition under
/// way are folded by a folder of their own (an inner loop's iterations), and the repetition is
/// complete when that folder's items are the block's; a step that departs from the block ends
/// it, and the repetition under way joins the trace as it was folded.
#[derive(Default)]
pub(crate) struct Folder {
    out: Vec<TraceItem>,
    /// The block repeating now (its start in `out` and length), the repetition under way, the
    /// last complete one, and how many complete ones there were.
    block: Option<(usize, usize)>,
    current: Option<Box<Folder>>,
    last: Vec<TraceItem>,
    times: u64,
}

impl Folder {
    pub(crate) fn push(&mut self, item: TraceItem) {
        let Some((start, len)) = self.block else {
            self.out.push(item);
            self.fold();
            if self.block.is_none() && self.out.len() > MAX_ITEMS {
                self.trim();
            }
            return;
        };
        let current = self.current.get_or_insert_with(Default::default);
        current.push(item);
        let pattern = &self.out[start..start + len];
        let matches = consistent(&current.out, pattern);
        let complete =
            current.block.is_none() && current.out.len() == len && current.out.iter().zip(pattern).all(|(a, b)| key(a) == key(b));
        if complete {
            self.times += 1;
            self.last = self.current.take().expect("a repetition").finish();
        } else if !matches {
            for pending in self.end_block() {
                self.push(pending);
            }
        }
    }

    /// Closes the repeating block: its count and last repetition; returns the steps of an
    /// unfinished repetition, folded, to be pushed again.
    fn end_block(&mut self) -> Vec<TraceItem> {
        if self.block.take().is_some() {
            let last = std::mem::take(&mut self.last);
            self.out.push(TraceItem::Repeat { len: last.len(), times: self.times, last });
            self.times = 0;
        }
        self.current.take().map(|c| c.finish()).unwrap_or_default()
    }

    /// The last item completes a second copy of the `k` items before it: the copy becomes the
    /// first repetition of a block.
    fn fold(&mut self) {
        let n = self.out.len();
        let newest = key(&self.out[n - 1]);
        for k in 1..=PERIOD.min(n / 2) {
            if key(&self.out[n - 1 - k]) != newest {
                continue;
            }
            if (0..k).all(|i| key(&self.out[n - 2 * k + i]) == key(&self.out[n - k + i])) {
                self.last = self.out.split_off(n - k);
                self.block = Some((n - 2 * k, k));
                self.times = 1;
                return;
            }
        }
    }

    /// Drops a quarter of the items from the middle.
    fn trim(&mut self) {
        let from = MAX_ITEMS / 4;
        let count = MAX_ITEMS / 4;
        let mut dropped = 0u64;
        for item in self.out.drain(from..from + count) {
            dropped += steps(&item);
        }
        if let Some(TraceItem::Omitted(n)) = self.out.get_mut(from - 1) {
            *n += dropped;
        } else {
            self.out.insert(from, TraceItem::Omitted(dropped));
        }
    }

    pub(crate) fn finish(mut self) -> Vec<TraceItem> {
        while self.block.is_some() || self.current.is_some() {
            for pending in self.end_block() {
                self.push(pending);
            }
        }
        self.out
    }
}

/// Whether the repetition under way (`current`, folded by its own folder) may still become a
/// copy of `pattern`: equal so far, except that where the pattern has an inner loop's fold the
/// repetition may be in the middle of that loop's second iteration (which its folder folds
/// only once it is complete).
fn consistent(current: &[TraceItem], pattern: &[TraceItem]) -> bool {
    for (k, item) in current.iter().enumerate() {
        let Some(p) = pattern.get(k) else { return false };
        if key(item) == key(p) {
            continue;
        }
        return match p {
            TraceItem::Repeat { len: r, .. } => {
                let rest = &current[k..];
                *r <= k && rest.len() < *r && rest.iter().zip(&pattern[k - r..k]).all(|(a, b)| key(a) == key(b))
            }
            _ => false,
        };
    }
    true
}

/// How many steps an item stands for.
fn steps(item: &TraceItem) -> u64 {
    match item {
        TraceItem::Step(_) => 1,
        TraceItem::Repeat { times, last, .. } => times * last.iter().map(steps).sum::<u64>(),
        TraceItem::Omitted(n) => *n,
    }
}

/// What a step must finish recording once it has run.
pub(crate) struct Pending {
    step: ValueStep,
    /// Where the written place is (known before the step runs), or, for a return to the
    /// program, the call whose destination receives the value.
    written: Option<(u64, TypeId)>,
    call_dest: Option<(FuncId, EdgeId)>,
}

impl Machine<'_> {
    /// The name of a block allocated by the edge `e` of `f`: its site is the program's call
    /// (when the C library model allocates it, the call into the model).
    pub(crate) fn block_name(&mut self, stack: bool, zeroed: bool, f: FuncId, e: EdgeId) -> ObjectName {
        let allocator = match (stack, zeroed) {
            // The C library's own scratch space (`qsort`'s): not the program's.
            (true, _) if self.model[f.0 as usize] => "library",
            (true, _) => "alloca",
            (false, true) => "calloc",
            (false, false) => "malloc",
        };
        if self.trace.is_none() {
            return ObjectName::Block { allocator, site: Span::NONE, number: 0 };
        }
        let mut site = self.p.function(f).span_of(e);
        for frame in self.frames.iter().rev() {
            if !self.model[frame.func.0 as usize] {
                break;
            }
            if let Some((caller, call)) = frame.call {
                site = self.p.function(caller).span_of(call);
            }
        }
        let count = self.site_counts.entry(site).or_insert(0);
        *count += 1;
        ObjectName::Block { allocator, site, number: *count }
    }

    /// Whether an object is the program's: a variable of its own functions or a global of its
    /// own (not the C library model's), a block it allocated, its command line.
    fn is_program_object(&self, o: &ObjectName) -> bool {
        match o {
            ObjectName::Var(v) => {
                let var = self.p.var(*v);
                match var.function() {
                    Some(f) => !self.model[f.0 as usize] && !matches!(var.kind, VarKind::Temp(_)),
                    None => !var.name.starts_with("__effigy") && var.name != "stdin" && var.name != "stdout" && var.name != "stderr",
                }
            }
            ObjectName::Block { allocator, .. } => *allocator != "library",
            ObjectName::Argument(_) => true,
            ObjectName::Arguments | ObjectName::Environment => false,
        }
    }

    /// When the C library runs now: the function the program called, and the program's call
    /// (its function and edge).
    fn library_call(&self) -> Option<(FuncId, Option<(FuncId, EdgeId)>)> {
        let frame = self.frames.iter().find(|f| self.model[f.func.0 as usize])?;
        Some((frame.func, frame.call))
    }

    /// The values of a call's arguments.
    fn eval_values(&mut self, args: &[Expr]) -> Option<Vec<Value>> {
        args.iter().map(|a| self.eval_value(a)).collect()
    }

    fn is_temp(&self, e: &Expr) -> bool {
        matches!(e.kind, ExprKind::Var(v) if matches!(self.p.var(v).kind, VarKind::Temp(_)))
    }

    /// A place inside what a front-end temporary holds or points to (`*(tmp + 4)`: the
    /// arguments of a variadic call being laid out), not one the program names.
    fn in_temp(&self, addr: u64) -> bool {
        self.find(addr)
            .is_some_and(|o| matches!(self.objects[o].name, ObjectName::Var(v) if matches!(self.p.var(v).kind, VarKind::Temp(_))))
    }

    /// The object at `addr` and the offset (into it or just past it).
    fn target(&self, addr: u64) -> Option<Target> {
        let o = self.find(addr)?;
        let obj = &self.objects[o];
        (addr - obj.base <= obj.size).then(|| Target {
            object: obj.name.clone(),
            offset: addr - obj.base,
            size: obj.size,
            dead: !obj.alive,
        })
    }

    /// `e` with each index and pointer offset replaced by its value now.
    fn place(&mut self, e: &Expr) -> R<Expr> {
        let kind = match &e.kind {
            ExprKind::Index(b, i) => {
                let v = self.eval(i)?;
                ExprKind::Index(Box::new(self.place(b)?), Box::new(Expr::constant(i.ty, v)))
            }
            ExprKind::PtrAdd(b, off) => {
                let v = self.eval(off)?;
                ExprKind::PtrAdd(Box::new(self.place(b)?), Box::new(Expr::constant(off.ty, v)))
            }
            ExprKind::Field(b, k) => ExprKind::Field(Box::new(self.place(b)?), *k),
            ExprKind::Deref(p) => ExprKind::Deref(Box::new(self.place(p)?)),
            ExprKind::Cast(x) => ExprKind::Cast(Box::new(self.place(x)?)),
            _ => return Ok(e.clone()),
        };
        Ok(Expr::new(e.ty, kind))
    }

    /// The value of type `ty` at `addr`.
    fn value_at(&self, addr: u64, ty: TypeId) -> Value {
        self.value_at_depth(addr, ty, 0)
    }

    fn value_at_depth(&self, addr: u64, ty: TypeId, depth: u32) -> Value {
        let types = &self.p.types;
        if self.is_aggregate(ty) {
            if depth >= AGGREGATE_DEPTH {
                return Value::hidden();
            }
            let mut members = Vec::new();
            let mut more = false;
            if let Some((elem, len)) = types.array_elem(ty) {
                let size = types.size_of(elem);
                // Characters are shown as a string: as many as a pointer's string shows.
                let limit = if size == 1 && types.scalar_int(elem).is_some() { STRING_PREVIEW } else { AGGREGATE_MEMBERS };
                for i in 0..len {
                    if members.len() == limit {
                        more = true;
                        break;
                    }
                    members.push(Member { name: None, ty: elem, value: self.value_at_depth(addr + i * size, elem, depth + 1) });
                }
            } else if let Some(st) = types.struct_of(ty) {
                // A union shows its first member.
                let fields = if st.is_union { &st.fields[..st.fields.len().min(1)] } else { &st.fields[..] };
                for f in fields.iter().filter(|f| !f.name.is_empty()) {
                    if members.len() == AGGREGATE_MEMBERS {
                        more = true;
                        break;
                    }
                    let value = match f.bits {
                        Some(b) => match self.load(addr + f.offset, f.ty) {
                            Ok(container) => Value::Int(b.value(types, container)),
                            Err(_) => Value::hidden(),
                        },
                        None => self.value_at_depth(addr + f.offset, f.ty, depth + 1),
                    };
                    let ty = f.bits.map_or(f.ty, |b| b.declared);
                    members.push(Member { name: Some(f.name.clone()), ty, value });
                }
            } else {
                more = true;
            }
            return Value::Aggregate { members, more };
        }
        match self.load(addr, ty) {
            Ok(bits) => self.value(ty, bits),
            Err(_) => Value::hidden(),
        }
    }

    /// A scalar's bits as a [`Value`] of `ty`.
    fn value(&self, ty: TypeId, bits: u64) -> Value {
        match self.p.types.get(ty) {
            TypeData::Float(_) => Value::Float(bits),
            TypeData::Pointer(_) | TypeData::Function { .. } => {
                let target = if bits == 0 { None } else { self.target(bits) };
                let chars = self
                    .p
                    .types
                    .pointee(ty)
                    .is_some_and(|t| t == effigy_ir::TypeTable::VOID || self.p.types.scalar_int(t).is_some_and(|it| it.bits == 8));
                match target.as_ref().filter(|t| chars && !t.dead) {
                    Some(t) => {
                        let o = self.find(bits).expect("the target");
                        let data = &self.objects[o].data;
                        let from = (t.offset as usize).min(data.len());
                        let rest = &data[from..];
                        let end = rest.iter().position(|&b| b == 0);
                        let n = end.unwrap_or(rest.len()).min(STRING_PREVIEW);
                        Value::String {
                            address: bits,
                            bytes: rest[..n].to_vec(),
                            terminated: end.is_some_and(|e| e <= STRING_PREVIEW),
                            target,
                        }
                    }
                    None => Value::Pointer { address: bits, target },
                }
            }
            TypeData::Array(..) | TypeData::Struct(_) => Value::hidden(),
            _ => Value::Int(self.typed(ty, bits)),
        }
    }

    fn eval_value(&mut self, e: &Expr) -> Option<Value> {
        if self.is_aggregate(e.ty) {
            // An aggregate in memory (an argument or a returned struct) is shown from there.
            return Some(match self.address(e) {
                Ok(addr) => self.value_at(addr, e.ty),
                Err(_) => Value::hidden(),
            });
        }
        let bits = self.eval(e).ok()?;
        Some(self.value(e.ty, bits))
    }

    /// What to record of the edge `e` of `f`, about to be taken (values read before it runs).
    pub(crate) fn trace_before(&mut self, f: FuncId, e: EdgeId) -> Option<Pending> {
        let func = self.p.function(f);
        let edge = func.edge(e);
        let depth = self.frames.len() as u32;
        let in_model = self.model[f.0 as usize];
        let step = |event| ValueStep { func: f, edge: e, depth, event };
        let write = |m: &mut Self, lhs: &Expr, input: bool| -> Option<Pending> {
            let place = m.place(lhs).ok()?;
            let addr = m.address(lhs).ok()?;
            // What the front end's temporaries hold (a call's arguments being laid out) is
            // not the program's, unless it is an input.
            if !input && m.in_temp(addr) {
                return None;
            }
            let at = m.target(addr);
            Some(Pending {
                step: step(Event::Write { place, value: Value::hidden(), at, by: None }),
                written: Some((addr, lhs.ty)),
                call_dest: None,
            })
        };
        match &edge.kind {
            EdgeKind::Return(value) => {
                let caller = self.frames.last().and_then(|fr| fr.call);
                if in_model && caller.is_some_and(|(c, _)| self.model[c.0 as usize]) {
                    return None;
                }
                let value = match value {
                    Some(v) => Some(self.eval_value(v)?),
                    None => None,
                };
                let mut step = step(Event::Return { func: f, value, call: caller });
                if in_model {
                    // Where the program called the C library model.
                    if let Some((c, call)) = caller {
                        (step.func, step.edge) = (c, call);
                    }
                }
                Some(Pending { step, written: None, call_dest: caller })
            }
            // The C library writes an object of the program (`scanf`'s, `memset`'s stores).
            EdgeKind::Assign { lhs, .. } | EdgeKind::Havoc { lhs, origin: HavocOrigin::Input(_) } if in_model => {
                let addr = self.address(lhs).ok()?;
                let at = self.target(addr).filter(|t| self.is_program_object(&t.object))?;
                let (by, call) = self.library_call().unzip();
                let place = self.place(lhs).ok()?;
                let mut step = step(Event::Write { place, value: Value::hidden(), at: Some(at), by });
                // At the program's call, inside it, as the callee's own steps are.
                if let Some((c, call)) = call.flatten() {
                    (step.func, step.edge) = (c, call);
                    step.depth = self.frames.iter().take_while(|f| !self.model[f.func.0 as usize]).count() as u32 + 1;
                }
                Some(Pending { step, written: Some((addr, lhs.ty)), call_dest: None })
            }
            // The C library calls back into the program (`qsort`'s comparison).
            EdgeKind::Call { callee, args, .. } if in_model && !self.model[callee.0 as usize] => {
                let values = self.eval_values(args)?;
                // Shown where the program called the library.
                let mut step = step(Event::Call { callee: *callee, args: values });
                if let Some((c, call)) = self.library_call().and_then(|(_, call)| call) {
                    (step.func, step.edge) = (c, call);
                }
                Some(Pending { step, written: None, call_dest: None })
            }
            _ if in_model => None,
            EdgeKind::Assign { lhs, .. } => write(self, lhs, false),
            EdgeKind::Havoc { lhs, origin: HavocOrigin::Input(_) } => write(self, lhs, true),
            EdgeKind::Alloc { dest, .. } => write(self, dest, false),
            EdgeKind::Assume(c) if func.out_edges(edge.from).len() > 1 => {
                let mut temps = Vec::new();
                c.for_each_var(&mut |v| {
                    if matches!(self.p.var(v).kind, VarKind::Temp(_)) && !temps.contains(&v) {
                        temps.push(v);
                    }
                });
                let mut values = Vec::new();
                for v in temps {
                    let value = self.eval_value(&Expr::var(self.p.var(v).ty, v))?;
                    values.push((v, value));
                }
                Some(Pending { step: step(Event::Branch { temps: values }), written: None, call_dest: None })
            }
            EdgeKind::Call { callee, args, .. } => {
                let values = self.eval_values(args)?;
                Some(Pending { step: step(Event::Call { callee: *callee, args: values }), written: None, call_dest: None })
            }
            EdgeKind::Extern { args, .. } => {
                let values = self.eval_values(args)?;
                Some(Pending { step: step(Event::External { args: values }), written: None, call_dest: None })
            }
            EdgeKind::Free(p) => {
                let pointer = self.eval_value(p)?;
                Some(Pending { step: step(Event::Free { pointer }), written: None, call_dest: None })
            }
            EdgeKind::Error(_) | EdgeKind::Terminate(_) => Some(Pending { step: step(Event::End), written: None, call_dest: None }),
            _ => None,
        }
    }

    /// Records the step once it has run: the written place's new value; after a return, the
    /// write of the call's destination.
    pub(crate) fn trace_after(&mut self, mut pending: Pending) {
        if let (Event::Write { value, .. }, Some((addr, ty))) = (&mut pending.step.event, pending.written) {
            *value = self.value_at(addr, ty);
        }
        let dest = pending.call_dest.and_then(|(caller, call)| match &self.p.function(caller).edge(call).kind {
            EdgeKind::Call { dest: Some(d), .. } if !self.is_temp(d) && !self.model[caller.0 as usize] => Some((caller, call, d)),
            _ => None,
        });
        let written = dest.and_then(|(caller, call, d)| {
            let place = self.place(d).ok()?;
            let addr = self.address(d).ok()?;
            let value = self.value_at(addr, d.ty);
            let depth = self.frames.len() as u32;
            let at = self.target(addr);
            Some(ValueStep { func: caller, edge: call, depth, event: Event::Write { place, value, at, by: None } })
        });
        let folder = self.trace.as_mut().expect("tracing");
        folder.push(TraceItem::Step(pending.step));
        if let Some(w) = written {
            folder.push(TraceItem::Step(w));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(e: u32) -> TraceItem {
        TraceItem::Step(ValueStep { func: FuncId(0), edge: EdgeId(e), depth: 1, event: Event::End })
    }

    /// The steps a folded trace stands for: a fold is its last repetition, `times` times.
    fn expand(items: &[TraceItem], out: &mut Vec<u32>) {
        for i in items {
            match i {
                TraceItem::Step(s) => out.push(s.edge.0),
                TraceItem::Repeat { times, last, .. } => {
                    for _ in 0..*times {
                        expand(last, out);
                    }
                }
                TraceItem::Omitted(_) => panic!("nothing is left out of a short trace"),
            }
        }
    }

    /// Folds `ids` and checks that the folded trace, expanded, is `ids`.
    fn assert_folds_back(ids: &[u32]) {
        let mut f = Folder::default();
        for &i in ids {
            f.push(step(i));
        }
        let out = f.finish();
        let mut back = Vec::new();
        expand(&out, &mut back);
        assert_eq!(back, ids, "{}", edges(&out));
    }

    /// Runs of nested loops with random counts and bodies: the folded trace, expanded, is the
    /// trace, and a loop of many iterations costs a few items.
    #[test]
    fn folding_loses_no_step() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..500 {
            let mut ids = Vec::new();
            let outer = 1 + next(6);
            let (inner_body, outer_body) = (1 + next(3) as u32, next(3) as u32);
            let fixed = next(2) == 0;
            for _ in 0..outer {
                ids.extend(100..100 + outer_body);
                let inner = if fixed { 4 } else { 1 + next(5) };
                for _ in 0..inner {
                    ids.extend(200..200 + inner_body);
                }
                ids.push(300);
            }
            ids.push(400);
            assert_folds_back(&ids);
        }
        // Loops nested three deep, with bodies that branch.
        fn gen(depth: u32, next: &mut dyn FnMut(u64) -> u64, out: &mut Vec<u32>) {
            let base = 1000 * (depth + 1);
            let times = 1 + next(4);
            for _ in 0..times {
                out.push(base);
                if next(3) == 0 {
                    out.push(base + 1); // a branch taken in some iterations only
                }
                if depth < 3 && next(2) == 0 {
                    gen(depth + 1, next, out);
                }
                out.push(base + 2);
            }
        }
        for _ in 0..500 {
            let mut ids = Vec::new();
            gen(0, &mut next, &mut ids);
            assert_folds_back(&ids);
        }
        // 20000 × 3 iterations of a two-step body: a handful of items.
        let mut f = Folder::default();
        for _ in 0..20_000 {
            f.push(step(1));
            for _ in 0..3 {
                f.push(step(2));
                f.push(step(3));
            }
            f.push(step(4));
        }
        let out = f.finish();
        assert!(out.len() < 10, "{}", edges(&out));
    }

    #[test]
    fn an_outer_loop_folds_around_an_inner_loop_of_several_steps() {
        // Three outer iterations, each: 9, then the inner body 5 6 four times, then 8.
        let mut ids = Vec::new();
        for _ in 0..3 {
            ids.push(9);
            for _ in 0..4 {
                ids.extend([5, 6]);
            }
            ids.push(8);
        }
        ids.push(7);
        assert_eq!(folded(&ids), "9 5 6 (2x3:5 6) 8 (5x2:9 5 6 (2x3:5 6) 8) 7");
    }

    fn edges(items: &[TraceItem]) -> String {
        items
            .iter()
            .map(|i| match i {
                TraceItem::Step(s) => s.edge.0.to_string(),
                TraceItem::Repeat { len, times, last } => format!("({len}x{times}:{})", edges(last)),
                TraceItem::Omitted(n) => format!("<{n}>"),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn folded(ids: &[u32]) -> String {
        let mut f = Folder::default();
        for &i in ids {
            f.push(step(i));
        }
        edges(&f.finish())
    }

    #[test]
    fn a_loop_is_kept_once_then_counted_with_its_last_iteration() {
        // 0, then 1 2 four times, then 3.
        assert_eq!(folded(&[0, 1, 2, 1, 2, 1, 2, 1, 2, 3]), "0 1 2 (2x3:1 2) 3");
        // An unfinished repetition comes after the count.
        assert_eq!(folded(&[1, 2, 3, 1, 2, 3, 1, 2, 4]), "1 2 3 (3x1:1 2 3) 1 2 4");
        // Nothing repeats: nothing folds.
        assert_eq!(folded(&[1, 2, 3, 4]), "1 2 3 4");
    }

    #[test]
    fn nested_loops_fold_inside_out() {
        // An inner loop of three iterations, its outer loop taken three times.
        let ids = [9, 5, 5, 5, 8, 9, 5, 5, 5, 8, 9, 5, 5, 5, 8, 7];
        assert_eq!(folded(&ids), "9 5 (1x2:5) 8 (4x2:9 5 (1x2:5) 8) 7");
        // The inner loop's count differs in the last outer iteration: that one is not folded.
        let ids = [9, 5, 5, 5, 8, 9, 5, 5, 5, 8, 9, 5, 5, 8, 7];
        assert_eq!(folded(&ids), "9 5 (1x2:5) 8 (4x1:9 5 (1x2:5) 8) 9 5 (1x1:5) 8 7");
    }

    #[test]
    fn a_trace_too_long_to_keep_loses_its_middle() {
        let ids: Vec<u32> = (0..(MAX_ITEMS as u32 * 2)).collect();
        let mut f = Folder::default();
        for &i in &ids {
            f.push(step(i));
        }
        let out = f.finish();
        assert!(out.len() <= MAX_ITEMS + 1, "{}", out.len());
        assert_eq!(key(&out[0]), Key::Edge(FuncId(0), EdgeId(0), 1, 0));
        assert_eq!(key(out.last().unwrap()), Key::Edge(FuncId(0), EdgeId(ids.len() as u32 - 1), 1, 0));
        assert_eq!(out.iter().map(steps).sum::<u64>(), ids.len() as u64);
    }
}
