//! effigy's concrete interpreter: runs an IR program on a given input sequence with exact C
//! semantics for its data model, and reports how the run ended. It is the oracle of the
//! symbolic engines' tests (King's commutativity), so it is written independently of them.
//!
//! Semantics: a flat byte-addressed memory; every variable of every activation, every global
//! and every heap block is an object with its own base address (from 0x1000, 16-aligned, with
//! gaps, never reused, so dangling accesses are detected); scalars are little-endian.
//! Arithmetic wraps (signed overflow too, as `gcc -fwrapv`); division truncates. Undefined
//! behaviour that C leaves open and gcc would not trap consistently — division by zero, signed
//! division overflow, shifts out of range, null, out-of-bounds and dangling accesses, invalid
//! or double `free` — ends the run in [`Outcome::Undefined`] with its location. Uninitialised
//! locals read as 0; `malloc` memory is zero.

use std::collections::HashMap;

use effigy_ir::float;
use effigy_ir::printf as float_text;

mod libm;
mod trace;

pub use trace::{Event, ObjectName, Target, TraceItem, Value, ValueStep};

use effigy_ir::{
    BinOp, EdgeId, EdgeKind, ErrorKind, Expr, ExprKind, FuncId, HavocOrigin, Primitive, Program, Span, Termination, TypeData, TypeId,
    TypeTable, UnOp, VarId,
};

#[derive(Clone, Debug, PartialEq)]
pub struct RunConfig {
    /// Values of the successive `__VERIFIER_nondet_*` calls (0 once exhausted; for the bytes of
    /// standard input and of the files of `--sym-file`, -1: their end).
    pub inputs: Vec<i128>,
    pub max_steps: u64,
    pub max_call_depth: usize,
    pub entry: String,
    /// Arguments of the entry function, converted to its parameter types.
    pub args: Vec<i128>,
    /// The command line of a `main(int argc, char **argv)` (or with `char **envp` too) started
    /// without `args`: `argv[0]` first; `argv[argc]` is a null pointer, and `envp` is empty.
    pub argv: Vec<String>,
    /// Record every edge taken in `RunResult::path` (long runs: a cost in memory).
    pub record_path: bool,
    /// Record the values each step computes in `RunResult::trace` (for counterexample traces;
    /// repetitions folded as they come, so a long loop costs one iteration's steps).
    pub record_values: bool,
    /// The bytes of standard input, read by the C library model's stdin (its inputs named
    /// `effigy_ir::STDIN_INPUT`), then its end; `None`: those inputs come from `inputs` in
    /// order, as the others do.
    pub stdin: Option<Vec<u8>>,
    /// The bytes of the files of `--sym-file`, by index (`k`: the inputs named
    /// `effigy_ir::file_input(k)`), then their end; a file without bytes here (`None`, or
    /// beyond the list) takes them from `inputs` in order, as the others do.
    pub files: Vec<Option<Vec<u8>>>,
    /// The files of `--sym-file` that are missing (by index): the inputs
    /// `effigy_ir::file_missing_input(k)` are 1 for these, 0 for a file given in `files`, and
    /// otherwise come from `inputs` in order.
    pub missing_files: Vec<usize>,
    /// Signed `+ - *`, negation and `<<` whose result C cannot represent are undefined
    /// behaviour (a run ends there, as the engines' `no-overflow` check does); otherwise they
    /// wrap, as `gcc -fwrapv` makes them.
    pub signed_overflow_is_undefined: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            inputs: Vec::new(),
            max_steps: 10_000_000,
            max_call_depth: 10_000,
            entry: "main".into(),
            args: Vec::new(),
            argv: vec!["program".into()],
            signed_overflow_is_undefined: false,
            record_path: true,
            record_values: false,
            stdin: None,
            files: Vec::new(),
            missing_files: Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputRead {
    pub function: String,
    pub ty: TypeId,
    /// The value as read, in `ty`.
    pub value: i128,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The entry function returned (its value in its return type).
    Returned(Option<i128>),
    Error {
        kind: ErrorKind,
        span: Span,
    },
    Aborted {
        span: Span,
    },
    /// `__builtin_trap()`.
    Trapped {
        span: Span,
    },
    Exited {
        code: i128,
        span: Span,
    },
    AssumeViolated {
        span: Span,
    },
    Undefined {
        what: String,
        span: Span,
    },
    Limit(String),
}

impl Outcome {
    /// One line, e.g. `return 7`, `error (reach_error) at f.c:3:5`.
    pub fn describe(&self, program: &Program) -> String {
        let at = |s: &Span| program.describe_span(*s);
        match self {
            Outcome::Returned(Some(v)) => format!("return {v}"),
            Outcome::Returned(None) => "return".into(),
            Outcome::Error { kind: ErrorKind::ReachError(name), span } => format!("error ({name}) at {}", at(span)),
            Outcome::Error { kind: ErrorKind::AssertFail, span } => format!("error (__assert_fail) at {}", at(span)),
            Outcome::Error { kind: ErrorKind::Violation(check, what), span } => format!("error ({}: {what}) at {}", check.name(), at(span)),
            Outcome::Aborted { span } => format!("abort at {}", at(span)),
            Outcome::Trapped { span } => format!("trap at {}", at(span)),
            Outcome::Exited { code, span } => format!("exit {code} at {}", at(span)),
            Outcome::AssumeViolated { span } => format!("assume-violated at {}", at(span)),
            Outcome::Undefined { what, span } => format!("undefined behaviour: {what} at {}", at(span)),
            Outcome::Limit(what) => format!("stopped: {what}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunResult {
    pub outcome: Outcome,
    pub steps: u64,
    pub inputs_read: Vec<InputRead>,
    /// Every edge taken, in order.
    pub path: Vec<(FuncId, EdgeId)>,
    /// What the program wrote to its standard output (1) and error (2), in order.
    pub output: Vec<(i32, Vec<u8>)>,
    /// With `RunConfig::record_values`: the steps and their values, repetitions folded.
    pub trace: Vec<TraceItem>,
}

/// Runs `program` from `config.entry`.
pub fn run(program: &Program, config: &RunConfig) -> RunResult {
    let mut m = Machine::new(program, config);
    let outcome = m.run();
    let trace = m.trace.take().map(trace::Folder::finish).unwrap_or_default();
    RunResult { outcome, steps: m.steps, inputs_read: m.inputs_read, path: m.path, output: m.output, trace }
}

const FIRST_ADDRESS: u64 = 0x1000;
const MAX_ALLOCATION: u64 = 1 << 30;

struct Object {
    base: u64,
    /// Its size in bytes (its bytes are dropped when its lifetime ends: a long run's dead
    /// objects keep only their place, to detect dangling accesses).
    size: u64,
    data: Vec<u8>,
    alive: bool,
    heap: bool,
    /// What it is, for traces.
    name: ObjectName,
}

struct Frame {
    func: FuncId,
    loc: effigy_ir::LocId,
    /// Which activation this is (for longjmp: the setjmp's function must still be running).
    serial: u64,
    vars: HashMap<VarId, usize>,
    /// The call edge of the caller, to store the return value.
    call: Option<(FuncId, EdgeId)>,
    /// The alloca blocks and variable-length arrays of this activation.
    stack_objects: Vec<usize>,
}

enum Stop {
    Undefined(String),
    Limit(String),
}

type R<T> = Result<T, Stop>;

struct Machine<'p> {
    p: &'p Program,
    config: &'p RunConfig,
    objects: Vec<Object>,
    next_base: u64,
    globals: HashMap<VarId, usize>,
    frames: Vec<Frame>,
    next_input: usize,
    next_stdin_byte: usize,
    /// Per file of `RunConfig::files`, the next byte to read.
    next_file_byte: Vec<usize>,
    inputs_read: Vec<InputRead>,
    path: Vec<(FuncId, EdgeId)>,
    steps: u64,
    allocated: u64,
    output: Vec<(i32, Vec<u8>)>,
    frame_serial: u64,
    /// Each setjmp executed: (frame index, frame serial, the edge), its token written in the
    /// jump buffer being its index here plus one.
    jumps: Vec<(usize, u64, FuncId, EdgeId)>,
    /// The result of the last `Extern` edge when this interpreter computed it (`libm`), for the
    /// `Havoc` that reads it.
    library_result: Option<u64>,
    /// Addresses made by converting an integer to a pointer: such a pointer does not carry the
    /// identity of a dead object whose range its address falls in (C2x TS 6010's provenance:
    /// an integer becomes a pointer to a live object or to none), so the checks of dangling
    /// pointers pass it by.
    fabricated: std::collections::HashSet<u64>,
    /// With `RunConfig::record_values`: the trace being folded.
    trace: Option<trace::Folder>,
    /// Per function, whether it belongs to the C library model (its steps are not traced).
    model: Vec<bool>,
    /// Per allocation site, how many blocks it has allocated (their names' numbers).
    site_counts: HashMap<Span, u32>,
}

fn mask(bits: u32) -> u64 {
    effigy_ir::types::mask(bits)
}

impl<'p> Machine<'p> {
    fn new(p: &'p Program, config: &'p RunConfig) -> Self {
        Machine {
            p,
            config,
            objects: Vec::new(),
            next_base: FIRST_ADDRESS,
            globals: HashMap::new(),
            frames: Vec::new(),
            next_input: 0,
            next_stdin_byte: 0,
            next_file_byte: Vec::new(),
            inputs_read: Vec::new(),
            path: Vec::new(),
            steps: 0,
            allocated: 0,
            output: Vec::new(),
            library_result: None,
            fabricated: Default::default(),
            frame_serial: 0,
            jumps: Vec::new(),
            trace: config.record_values.then(trace::Folder::default),
            model: p.functions.iter().map(|f| p.file_name(f.span.file).starts_with('<')).collect(),
            site_counts: HashMap::new(),
        }
    }

    fn ptr_bits(&self) -> u32 {
        self.p.data_model().pointer_bits()
    }

    fn allocate(&mut self, size: u64, heap: bool, name: ObjectName) -> R<usize> {
        self.allocate_aligned(size, 16, heap, name)
    }

    /// An object whose base is a multiple of `align` (at least 16).
    fn allocate_aligned(&mut self, size: u64, align: u64, heap: bool, name: ObjectName) -> R<usize> {
        self.allocated = self.allocated.saturating_add(size);
        if size > MAX_ALLOCATION || self.allocated > 4 * MAX_ALLOCATION {
            return Err(Stop::Limit(format!("allocation of {size} bytes exceeds the interpreter's limit")));
        }
        let base = self.next_base.div_ceil(align.max(16)) * align.max(16);
        self.next_base = (base + size.max(1) + 16).div_ceil(16) * 16;
        self.objects.push(Object { base, size, data: vec![0; size as usize], alive: true, heap, name });
        Ok(self.objects.len() - 1)
    }

    fn run(&mut self) -> Outcome {
        let Some(entry) = self.p.function_by_name(&self.config.entry) else {
            return Outcome::Undefined { what: format!("no function named {}", self.config.entry), span: Span::NONE };
        };
        let span = self.p.function(entry).span;
        match self.start(entry) {
            Ok(()) => {}
            Err(Stop::Undefined(what)) => return Outcome::Undefined { what, span },
            Err(Stop::Limit(what)) => return Outcome::Limit(what),
        }
        loop {
            match self.step() {
                Ok(None) => {}
                Ok(Some(outcome)) => return outcome,
                Err((Stop::Undefined(what), span)) => return Outcome::Undefined { what, span },
                Err((Stop::Limit(what), _)) => return Outcome::Limit(what),
            }
        }
    }

    fn start(&mut self, entry: FuncId) -> R<()> {
        for &g in &self.p.globals {
            let size = self.p.types.size_of(self.p.var(g).ty);
            let o = self.allocate_aligned(size, self.p.var_align(g), false, ObjectName::Var(g))?;
            self.globals.insert(g, o);
        }
        for init in &self.p.global_inits {
            self.assign(&init.lhs, &init.rhs)?;
        }
        let func = self.p.function(entry);
        let args: Vec<u64> = if func.name == "main" && self.config.args.is_empty() && matches!(func.params.len(), 2 | 3) {
            self.command_line(func.params.len())?
        } else {
            if func.params.len() != self.config.args.len() {
                return Err(Stop::Undefined(format!(
                    "{} takes {} arguments, {} given",
                    func.name,
                    func.params.len(),
                    self.config.args.len()
                )));
            }
            self.config.args.iter().map(|&a| a as u64).collect()
        };
        self.push_frame(entry, &args, None)
    }

    /// `argc`, `argv` (and `envp`) for `main`: each argument a NUL-terminated string object, the
    /// vector of their addresses ended by a null pointer (C11 5.1.2.2.1).
    fn command_line(&mut self, params: usize) -> R<Vec<u64>> {
        let ptr_bytes = (self.ptr_bits() / 8) as u64;
        let mut addresses = Vec::new();
        for (i, arg) in self.config.argv.clone().into_iter().enumerate() {
            let mut bytes = arg.into_bytes();
            bytes.push(0);
            let o = self.allocate(bytes.len() as u64, false, ObjectName::Argument(i as u32))?;
            self.objects[o].data.copy_from_slice(&bytes);
            addresses.push(self.objects[o].base);
        }
        let argc = addresses.len() as u64;
        addresses.push(0);
        let vector = self.allocate(addresses.len() as u64 * ptr_bytes, false, ObjectName::Arguments)?;
        for (i, a) in addresses.iter().enumerate() {
            for b in 0..ptr_bytes {
                self.objects[vector].data[i * ptr_bytes as usize + b as usize] = (a >> (8 * b)) as u8;
            }
        }
        let mut args = vec![argc, self.objects[vector].base];
        if params == 3 {
            let env = self.allocate(ptr_bytes, false, ObjectName::Environment)?;
            args.push(self.objects[env].base);
        }
        Ok(args)
    }

    fn push_frame(&mut self, func: FuncId, args: &[u64], call: Option<(FuncId, EdgeId)>) -> R<()> {
        if self.frames.len() >= self.config.max_call_depth {
            return Err(Stop::Limit(format!("call depth limit {} reached", self.config.max_call_depth)));
        }
        let f = self.p.function(func);
        let mut vars = HashMap::new();
        for &v in f.params.iter().chain(&f.locals) {
            let size = self.p.types.size_of(self.p.var(v).ty);
            let o = self.allocate_aligned(size, self.p.var_align(v), false, ObjectName::Var(v))?;
            // A nested block's variable lives from its declaration (its lifetime edge).
            self.objects[o].alive = f.scoped.binary_search(&v).is_err();
            vars.insert(v, o);
        }
        for (&param, &a) in f.params.iter().zip(args) {
            let ty = self.p.var(param).ty;
            if self.is_aggregate(ty) {
                continue; // struct arguments are copied in by the call
            }
            let base = self.objects[vars[&param]].base;
            let value = self.convert_raw(a, ty);
            self.store(base, ty, value)?;
        }
        self.frame_serial += 1;
        self.frames.push(Frame { func, loc: f.entry, serial: self.frame_serial, vars, call, stack_objects: Vec::new() });
        Ok(())
    }

    /// Converts an input or argument (two's complement bits; a float's IEEE bits) to a value of
    /// `ty`.
    fn convert_raw(&self, raw: u64, ty: TypeId) -> u64 {
        match self.p.types.get(ty) {
            TypeData::Bool => (raw != 0) as u64,
            TypeData::Float(k) => raw & mask(k.bits()),
            _ => raw & self.p.types.scalar_int(ty).map(|it| it.mask()).unwrap_or(u64::MAX),
        }
    }

    /// Takes one edge.
    fn step(&mut self) -> Result<Option<Outcome>, (Stop, Span)> {
        let frame = self.frames.last().expect("a frame");
        let (fid, loc) = (frame.func, frame.loc);
        let func = self.p.function(fid);
        let out = func.out_edges(loc);
        if out.is_empty() {
            return Err((Stop::Undefined("reached a dead end of the control-flow automaton".into()), Span::NONE));
        }
        self.steps += 1;
        if self.steps > self.config.max_steps {
            return Err((Stop::Limit(format!("step limit {} reached", self.config.max_steps)), Span::NONE));
        }
        // Branches: the first assumption that holds.
        let edge_id = if let EdgeKind::Assume(_) = func.edge(out[0]).kind {
            let mut chosen = None;
            for &e in out {
                let EdgeKind::Assume(c) = &func.edge(e).kind else {
                    return Err((Stop::Undefined("a branch mixes assumptions with other edges".into()), func.span_of(e)));
                };
                if self.eval(c).map_err(|s| (s, func.span_of(e)))? != 0 {
                    chosen = Some(e);
                    break;
                }
            }
            match chosen {
                Some(e) => e,
                None => {
                    if self.config.record_path {
                        self.path.push((fid, out[0]));
                    }
                    return Ok(Some(Outcome::AssumeViolated { span: func.span_of(out[0]) }));
                }
            }
        } else {
            out[0]
        };
        if self.config.record_path {
            self.path.push((fid, edge_id));
        }
        let span = func.span_of(edge_id);
        let edge = func.edge(edge_id);
        let pending = if self.trace.is_some() { self.trace_before(fid, edge_id) } else { None };
        let result = self.exec(fid, edge_id).map_err(|s| (s, span))?;
        if let Some(pending) = pending {
            self.trace_after(pending);
        }
        let jumped = matches!(edge.kind, EdgeKind::Primitive { op: Primitive::LongJmp, .. });
        if result.is_none() && !jumped && !matches!(edge.kind, EdgeKind::Call { .. } | EdgeKind::Return(_)) {
            self.frames.last_mut().unwrap().loc = edge.to;
        }
        Ok(result)
    }

    fn exec(&mut self, fid: FuncId, e: EdgeId) -> R<Option<Outcome>> {
        let func = self.p.function(fid);
        let edge = func.edge(e);
        let span = func.span_of(e);
        match &edge.kind {
            EdgeKind::Skip | EdgeKind::Assume(_) => Ok(None),
            EdgeKind::Assign { lhs, rhs } => self.assign(lhs, rhs).map(|_| None),
            EdgeKind::Havoc { lhs, origin } => {
                let addr = self.address(lhs)?;
                let size = self.p.types.size_of(lhs.ty);
                match origin {
                    HavocOrigin::Uninit | HavocOrigin::Arbitrary => self.fill(addr, size, 0)?,
                    HavocOrigin::Input(_) if self.library_result.is_some() => {
                        // The result of a C library function computed here (see `libm`).
                        let v = self.library_result.take().unwrap_or(0);
                        self.store(addr, lhs.ty, v)?;
                    }
                    HavocOrigin::Input(name) => {
                        let file = effigy_ir::file_of_input(name);
                        let given_file = file.and_then(|k| self.config.files.get(k).and_then(Option::as_ref).map(|b| (k, b)));
                        let missing = effigy_ir::missing_file_of_input(name)
                            .filter(|&k| self.config.missing_files.contains(&k) || self.config.files.get(k).is_some_and(Option::is_some));
                        let raw = match (&self.config.stdin, given_file) {
                            _ if missing.is_some() => missing.is_some_and(|k| self.config.missing_files.contains(&k)) as i128,
                            (Some(bytes), _) if name == effigy_ir::STDIN_INPUT => {
                                let b = bytes.get(self.next_stdin_byte).map_or(-1, |&b| b as i128);
                                self.next_stdin_byte += 1;
                                b
                            }
                            (_, Some((k, bytes))) => {
                                if self.next_file_byte.len() <= k {
                                    self.next_file_byte.resize(k + 1, 0);
                                }
                                let b = bytes.get(self.next_file_byte[k]).map_or(-1, |&b| b as i128);
                                self.next_file_byte[k] += 1;
                                b
                            }
                            _ => {
                                self.next_input += 1;
                                // Past the given inputs a file (standard input, a file of
                                // --sym-file) has ended; another input is 0.
                                let stream = name == effigy_ir::STDIN_INPUT || effigy_ir::file_of_input(name).is_some();
                                self.config.inputs.get(self.next_input - 1).copied().unwrap_or(if stream { -1 } else { 0 })
                            }
                        };
                        let v = self.convert_raw(raw as u64, lhs.ty);
                        self.store(addr, lhs.ty, v)?;
                        let value = self.typed(lhs.ty, v);
                        self.inputs_read.push(InputRead { function: name.clone(), ty: lhs.ty, value });
                    }
                }
                Ok(None)
            }
            EdgeKind::Call { callee, args, .. } => {
                let mut values = Vec::with_capacity(args.len());
                let mut aggregates = Vec::new();
                for (i, a) in args.iter().enumerate() {
                    if self.is_aggregate(a.ty) {
                        let addr = self.address(a)?;
                        let bytes = self.load_bytes(addr, self.p.types.size_of(a.ty))?;
                        aggregates.push((i, bytes));
                        values.push(0);
                    } else {
                        values.push(self.eval(a)?);
                    }
                }
                self.frames.last_mut().unwrap().loc = edge.to;
                self.push_frame(*callee, &values, Some((fid, e)))?;
                let params = self.p.function(*callee).params.clone();
                for (i, bytes) in aggregates {
                    let base = self.objects[self.frames.last().unwrap().vars[&params[i]]].base;
                    self.store_bytes(base, &bytes)?;
                }
                Ok(None)
            }
            EdgeKind::Return(value) => {
                enum V {
                    Scalar(u64),
                    Bytes(Vec<u8>),
                    None,
                }
                let v = match value {
                    Some(v) if self.is_aggregate(v.ty) => {
                        let addr = self.address(v)?;
                        V::Bytes(self.load_bytes(addr, self.p.types.size_of(v.ty))?)
                    }
                    Some(v) => V::Scalar(self.eval(v)?),
                    None => V::None,
                };
                let frame = self.frames.pop().unwrap();
                for &o in frame.vars.values().chain(&frame.stack_objects) {
                    self.kill(o);
                }
                let Some((caller, call_edge)) = frame.call else {
                    let ret = self.p.function(fid).ret;
                    return Ok(Some(Outcome::Returned(match v {
                        V::Scalar(x) => Some(self.typed(ret, x)),
                        _ => None,
                    })));
                };
                let EdgeKind::Call { dest, .. } = &self.p.function(caller).edge(call_edge).kind else { unreachable!() };
                if let Some(dest) = dest {
                    let addr = self.address(dest)?;
                    match v {
                        V::Scalar(x) => self.store(addr, dest.ty, x)?,
                        V::Bytes(b) => self.store_bytes(addr, &b)?,
                        // Indeterminate, as an uninitialised variable reads (0).
                        V::None if !self.is_aggregate(dest.ty) => self.store(addr, dest.ty, 0)?,
                        V::None => return Err(Stop::Undefined("use of a missing return value".into())),
                    }
                }
                Ok(None)
            }
            EdgeKind::Alloc { dest, size, stack, zeroed } => {
                let n = self.eval(size)?;
                let name = self.block_name(*stack, *zeroed, fid, e);
                let o = self.allocate(n, !*stack, name)?;
                if *stack {
                    // alloca blocks and VLAs die with their function's activation.
                    self.frames.last_mut().expect("a running frame").stack_objects.push(o);
                }
                let base = self.objects[o].base;
                let addr = self.address(dest)?;
                self.store(addr, dest.ty, base)?;
                Ok(None)
            }
            EdgeKind::Extern { name, args, ret } => {
                // One behaviour of the unknown function, the one the gcc replay's stub has:
                // it changes nothing, and its result (read by the next edge) is an input —
                // except for the pure functions of <math.h>, computed by the host's C library
                // (what gcc's program calls).
                // What the C library model does not model (its `__effigy_unmodelled("what")`,
                // named by the text, not an identifier): the run cannot go on faithfully.
                if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') {
                    return Err(Stop::Limit(format!("not modelled by effigy's C library: {name}")));
                }
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.eval(a)?);
                }
                let types: Vec<TypeId> = args.iter().map(|a| a.ty).collect();
                if let Some(v) = libm::call(&self.p.types, name, &types, &values, *ret) {
                    self.library_result = Some(v);
                    return Ok(None);
                }
                if self.p.types.is_pointer(*ret) {
                    return Err(Stop::Limit(format!("'{name}' (an external function without a definition) returns a pointer")));
                }
                Ok(None)
            }
            EdgeKind::Primitive { dest, op, args } => {
                match op {
                    Primitive::Write => {
                        let fd = self.eval(&args[0])? as u32 as i32;
                        let data = self.eval(&args[1])?;
                        let len = self.eval(&args[2])?;
                        let bytes = if len == 0 { Vec::new() } else { self.load_bytes(data, len)? };
                        match self.output.last_mut() {
                            Some((f, b)) if *f == fd => b.extend(bytes),
                            _ => self.output.push((fd, bytes)),
                        }
                    }
                    Primitive::SetJmp => {
                        let env = self.eval(&args[0])?;
                        let depth = self.frames.len() - 1;
                        let serial = self.frames[depth].serial;
                        self.jumps.push((depth, serial, fid, e));
                        self.store(env, TypeTable::U32, self.jumps.len() as u64)?;
                        if let Some(d) = dest {
                            let addr = self.address(d)?;
                            self.store(addr, d.ty, 0)?;
                        }
                    }
                    Primitive::LongJmp => {
                        let env = self.eval(&args[0])?;
                        let value = self.eval(&args[1])? as u32;
                        let token = self.load(env, TypeTable::U32)? as usize;
                        let Some(&(depth, serial, sfid, se)) = token.checked_sub(1).and_then(|i| self.jumps.get(i)) else {
                            return Err(Stop::Undefined("longjmp with a jump buffer that no setjmp filled".into()));
                        };
                        if self.frames.get(depth).is_none_or(|f| f.serial != serial) {
                            return Err(Stop::Undefined("longjmp to a setjmp whose function has returned".into()));
                        }
                        while self.frames.len() > depth + 1 {
                            let frame = self.frames.pop().unwrap();
                            for &o in frame.vars.values().chain(&frame.stack_objects) {
                                self.kill(o);
                            }
                        }
                        let setjmp = self.p.function(sfid).edge(se);
                        self.frames[depth].loc = setjmp.to;
                        if let EdgeKind::Primitive { dest: Some(d), .. } = &setjmp.kind {
                            let addr = self.address(d)?;
                            self.store(addr, d.ty, if value == 0 { 1 } else { value as u64 })?;
                        }
                    }
                    Primitive::FormatDouble => {
                        let buf = self.eval(&args[0])?;
                        let cap = self.eval(&args[1])?;
                        let value = f64::from_bits(self.eval(&args[2])?);
                        let conv = self.eval(&args[3])? as u8;
                        let prec = self.eval(&args[4])? as u32 as i32;
                        let flags = self.eval(&args[5])? as u32 as i32;
                        let text = float_text::format_double(value, conv, prec, flags);
                        let n = text.len().min(cap as usize);
                        self.store_bytes(buf, &text[..n])?;
                        if let Some(d) = dest {
                            let addr = self.address(d)?;
                            self.store(addr, d.ty, text.len() as u64)?;
                        }
                    }
                }
                Ok(None)
            }
            EdgeKind::Free(ptr) => {
                let a = self.eval(ptr)?;
                if let Some(o) = self.heap_block(a, "free")? {
                    self.kill(o);
                }
                Ok(None)
            }
            EdgeKind::Lifetime { vars, starts } => {
                // Decided first (reading the frame), then done: which objects start or end.
                let mut changes = Vec::new();
                let frame = self.frames.last().expect("a running frame");
                for v in vars {
                    let o = frame.vars[v];
                    if self.p.var_in_memory(*v) {
                        changes.push((o, false));
                    } else if !*starts {
                        // A variable-length array's pointer: its block ends with the block.
                        let a = self.load(self.objects[o].base, self.p.var(*v).ty)?;
                        if let Some(b) = self.find(a).filter(|&b| self.objects[b].base == a && frame.stack_objects.contains(&b)) {
                            changes.push((b, true));
                        }
                    }
                }
                for (o, block) in changes {
                    if block {
                        self.kill(o);
                    } else {
                        // Its bytes stay: the next entry of the block finds them indeterminate.
                        self.objects[o].alive = *starts;
                    }
                }
                Ok(None)
            }
            EdgeKind::Undefined(why) => Err(Stop::Undefined(why.clone())),
            EdgeKind::Error(kind) => Ok(Some(Outcome::Error { kind: kind.clone(), span })),
            EdgeKind::Terminate(Termination::Abort) => Ok(Some(Outcome::Aborted { span })),
            EdgeKind::Terminate(Termination::Trap) => Ok(Some(Outcome::Trapped { span })),
            EdgeKind::Terminate(Termination::Exit(code)) => {
                let v = self.eval(code)?;
                Ok(Some(Outcome::Exited { code: self.typed(code.ty, v), span }))
            }
        }
    }

    fn is_aggregate(&self, ty: TypeId) -> bool {
        matches!(self.p.types.get(ty), TypeData::Array(..) | TypeData::Struct(_))
    }

    /// A value's bits read in its type.
    fn typed(&self, ty: TypeId, v: u64) -> i128 {
        match self.p.types.scalar_int(ty) {
            Some(it) if !self.p.types.is_pointer(ty) => it.value(v),
            _ => v as i128,
        }
    }

    fn assign(&mut self, lhs: &Expr, rhs: &Expr) -> R<()> {
        if self.is_aggregate(lhs.ty) {
            let size = self.p.types.size_of(lhs.ty);
            let bytes = match rhs.kind {
                ExprKind::Const(0) => vec![0; size as usize],
                _ => {
                    let src = self.address(rhs)?;
                    self.load_bytes(src, size)?
                }
            };
            let dst = self.address(lhs)?;
            return self.store_bytes(dst, &bytes);
        }
        let v = self.eval(rhs)?;
        let addr = self.address(lhs)?;
        self.store(addr, lhs.ty, v)
    }

    // ---- memory ----

    /// Ends an object's lifetime.
    fn kill(&mut self, o: usize) {
        self.objects[o].alive = false;
        self.objects[o].data = Vec::new();
    }

    fn find(&self, addr: u64) -> Option<usize> {
        let i = self.objects.partition_point(|o| o.base <= addr);
        (i > 0).then_some(i - 1)
    }

    /// The object and offset of an access of `size` bytes at `addr`.
    fn check(&self, addr: u64, size: u64) -> R<(usize, usize)> {
        if addr < FIRST_ADDRESS {
            return Err(Stop::Undefined("null dereference".into()));
        }
        let Some(o) = self.find(addr) else {
            return Err(Stop::Undefined("invalid memory access".into()));
        };
        let obj = &self.objects[o];
        let off = addr - obj.base;
        if off.checked_add(size).is_none_or(|end| end > obj.size) {
            return Err(Stop::Undefined("out-of-bounds access".into()));
        }
        if !obj.alive {
            return Err(Stop::Undefined(if obj.heap { "use after free" } else { "use of a dead local" }.into()));
        }
        Ok((o, off as usize))
    }

    fn load_bytes(&self, addr: u64, size: u64) -> R<Vec<u8>> {
        if size == 0 {
            return Ok(Vec::new());
        }
        let (o, off) = self.check(addr, size)?;
        Ok(self.objects[o].data[off..off + size as usize].to_vec())
    }

    fn store_bytes(&mut self, addr: u64, bytes: &[u8]) -> R<()> {
        if bytes.is_empty() {
            return Ok(());
        }
        let (o, off) = self.check(addr, bytes.len() as u64)?;
        self.objects[o].data[off..off + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    fn fill(&mut self, addr: u64, size: u64, byte: u8) -> R<()> {
        if size == 0 {
            return Ok(());
        }
        let (o, off) = self.check(addr, size)?;
        self.objects[o].data[off..off + size as usize].fill(byte);
        Ok(())
    }

    fn load(&self, addr: u64, ty: TypeId) -> R<u64> {
        let size = self.p.types.size_of(ty);
        let bytes = self.load_bytes(addr, size)?;
        let mut v = 0u64;
        for (i, b) in bytes.iter().enumerate() {
            v |= (*b as u64) << (8 * i);
        }
        if self.p.types.get(ty) == &TypeData::Bool {
            // A _Bool object holds 0 or 1; any other byte is not a value of the type (C11
            // 6.2.6.1p5, 6.2.5p2: reading it is undefined).
            if v > 1 {
                return Err(Stop::Undefined(format!("a _Bool object holds the byte {v}, which is neither 0 nor 1")));
            }
            return Ok(v);
        }
        Ok(v)
    }

    fn store(&mut self, addr: u64, ty: TypeId, v: u64) -> R<()> {
        let size = self.p.types.size_of(ty) as usize;
        let bytes: Vec<u8> = (0..size).map(|i| (v >> (8 * i)) as u8).collect();
        self.store_bytes(addr, &bytes)
    }

    // ---- expressions ----

    fn address(&mut self, lv: &Expr) -> R<u64> {
        let pmask = mask(self.ptr_bits());
        match &lv.kind {
            ExprKind::Var(v) => {
                let frame = self.frames.last();
                let o = frame.and_then(|f| f.vars.get(v)).or_else(|| self.globals.get(v)).copied();
                let o = o.ok_or_else(|| Stop::Undefined(format!("variable {} has no storage", self.p.var(*v).name)))?;
                Ok(self.objects[o].base)
            }
            ExprKind::Deref(p) => self.eval(p),
            ExprKind::Field(b, i) => {
                let base = self.address(b)?;
                let off = self.p.types.struct_of(b.ty).expect("struct").fields[*i as usize].offset;
                Ok(base.wrapping_add(off) & pmask)
            }
            ExprKind::Index(b, i) => {
                let base = self.address(b)?;
                let idx = self.eval(i)?;
                let idx = self.typed(i.ty, idx) as i64 as u64;
                let (elem, _) = self.p.types.array_elem(b.ty).expect("array");
                let size = self.p.types.size_of(elem);
                Ok(base.wrapping_add(idx.wrapping_mul(size)) & pmask)
            }
            _ => Err(Stop::Undefined("address of a non-lvalue".into())),
        }
    }

    fn eval(&mut self, e: &Expr) -> R<u64> {
        let types = &self.p.types;
        match &e.kind {
            ExprKind::Const(c) => Ok(*c),
            ExprKind::Var(_) | ExprKind::Deref(_) | ExprKind::Field(..) | ExprKind::Index(..) => {
                let addr = self.address(e)?;
                self.load(addr, e.ty)
            }
            ExprKind::AddrOf(lv) => self.address(lv),
            ExprKind::Unary(op, a) if types.is_float(a.ty) => {
                let x = self.eval(a)?;
                let k = types.as_float(a.ty).unwrap();
                Ok(match op {
                    UnOp::Neg => x ^ (1u64 << (k.bits() - 1)),
                    UnOp::Sqrt => float::sqrt(k, x),
                    UnOp::RoundIntegral(r) => float::round_integral(k, *r, x),
                    UnOp::Not | UnOp::BitNot => unreachable!("the IR verifier rejects {op:?} on floats"),
                })
            }
            ExprKind::Reinterpret(a) => self.eval(a),
            ExprKind::Unary(op, a) => {
                let x = self.eval(a)?;
                let m = types.scalar_int(e.ty).map(|it| it.mask()).unwrap_or(1);
                if *op == UnOp::Neg && self.config.signed_overflow_is_undefined {
                    if let Some(it) = types.scalar_int(e.ty).filter(|it| it.signed && !types.is_pointer(e.ty)) {
                        if it.value(x) == it.range().0 {
                            return Err(Stop::Undefined("signed integer overflow".into()));
                        }
                    }
                }
                Ok(match op {
                    UnOp::Not => (x == 0) as u64,
                    UnOp::Neg => x.wrapping_neg() & m,
                    UnOp::BitNot => !x & m,
                    UnOp::Sqrt | UnOp::RoundIntegral(_) => unreachable!("the IR verifier rejects {op:?} on integers"),
                })
            }
            ExprKind::Cast(a) => {
                let x = self.eval(a)?;
                if e.ty == TypeTable::VOID {
                    return Ok(0);
                }
                let (from, to) = (types.get(a.ty).clone(), types.get(e.ty).clone());
                if matches!(from, TypeData::Int(_)) && matches!(to, TypeData::Pointer(_)) && x != 0 {
                    self.fabricated.insert(x);
                }
                if matches!(from, TypeData::Pointer(_)) && matches!(to, TypeData::Int(_)) && x != 0 && !self.fabricated.contains(&x) {
                    // As the engines: the value of a dangling pointer is indeterminate.
                    if self.find(x).is_some_and(|o| !self.objects[o].alive) {
                        return Err(Stop::Undefined("conversion to an integer of a pointer to an object whose lifetime has ended".into()));
                    }
                }
                Ok(match (from, to) {
                    (TypeData::Float(k), TypeData::Bool) => (k.value(x) != 0.0) as u64,
                    (TypeData::Float(k), TypeData::Float(t)) => float::convert(k, t, x),
                    (TypeData::Float(k), TypeData::Int(it)) => float::to_int(k, x, it)
                        .ok_or_else(|| Stop::Undefined("conversion of a float to an integer type that cannot represent it".into()))?,
                    (TypeData::Int(it), TypeData::Float(k)) => float::from_int(it, x, k),
                    (TypeData::Bool, TypeData::Float(k)) => float::from_int(effigy_ir::IntType::new(8, false), x, k),
                    (_, TypeData::Bool) => (x != 0) as u64,
                    (TypeData::Int(it), _) if it.signed => (it.value(x) as u64) & types.scalar_int(e.ty).unwrap().mask(),
                    _ => x & types.scalar_int(e.ty).unwrap().mask(),
                })
            }
            ExprKind::PtrAdd(p, off) => {
                let x = self.eval(p)?;
                let o = self.eval(off)?;
                Ok(x.wrapping_add(o) & mask(self.ptr_bits()))
            }
            ExprKind::PtrDiff(a, b) => {
                let x = self.eval(a)?;
                let y = self.eval(b)?;
                Ok(x.wrapping_sub(y) & mask(self.ptr_bits()))
            }
            ExprKind::AllocSize(p) => {
                let a = self.eval(p)?;
                match self.heap_block(a, "realloc")? {
                    Some(o) => Ok(self.objects[o].size),
                    None => Err(Stop::Undefined("realloc of a null pointer".into())),
                }
            }
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(a)?;
                let y = self.eval(b)?;
                self.binary(*op, a.ty, b.ty, x, y)
            }
        }
    }

    /// The live heap block whose start `a` points to, as `free` and `realloc` (`what`) need it:
    /// `None` for a null pointer; undefined behaviour for any other pointer.
    fn heap_block(&self, a: u64, what: &str) -> R<Option<usize>> {
        if a == 0 {
            return Ok(None);
        }
        match self.find(a) {
            Some(o) if self.objects[o].base == a && self.objects[o].heap => {
                if !self.objects[o].alive {
                    return Err(Stop::Undefined(if what == "free" { "double free".into() } else { format!("{what} of a freed pointer") }));
                }
                Ok(Some(o))
            }
            _ => Err(Stop::Undefined(format!("invalid {what}"))),
        }
    }

    fn binary(&self, op: BinOp, ta: TypeId, tb: TypeId, x: u64, y: u64) -> R<u64> {
        let types = &self.p.types;
        if op.is_logical() {
            return Ok(match op {
                BinOp::And => (x != 0 && y != 0) as u64,
                _ => (x != 0 || y != 0) as u64,
            });
        }
        if let Some(k) = types.as_float(ta) {
            return Ok(float::binary(k, op, x, y));
        }
        let it = types.scalar_int(ta).expect("scalar operands");
        let signed = it.signed && !types.is_pointer(ta);
        if types.is_pointer(ta)
            && matches!(op, BinOp::Eq | BinOp::Ne)
            && x != 0
            && y != 0
            && !self.fabricated.contains(&x)
            && !self.fabricated.contains(&y)
        {
            // A pointer to an object whose lifetime has ended is indeterminate (C11 6.2.4p2):
            // compared with a pointer into another object, the answer is the allocator's.
            if let (Some(a), Some(b)) = (self.find(x), self.find(y)) {
                if a != b && (!self.objects[a].alive || !self.objects[b].alive) {
                    return Err(Stop::Undefined(
                        "comparison of a pointer to an object whose lifetime has ended (its value is indeterminate; the address may have been reused)".into(),
                    ));
                }
            }
        }
        let m = it.mask();
        let (sx, sy) = (it.value(x), it.value(y));
        let cmp = |lt: bool| Ok(lt as u64);
        if signed && self.config.signed_overflow_is_undefined {
            let (min, max) = it.range();
            let exact = match op {
                BinOp::Add => Some(sx + sy),
                BinOp::Sub => Some(sx - sy),
                BinOp::Mul => sx.checked_mul(sy),
                _ => None,
            };
            if exact.is_some_and(|v| v < min || v > max) {
                return Err(Stop::Undefined("signed integer overflow".into()));
            }
            if op == BinOp::Shl {
                let count = types.scalar_int(tb).map(|ct| ct.value(y));
                if let Some(k) = count.filter(|&k| (0..it.bits as i128).contains(&k)) {
                    if sx < 0 {
                        return Err(Stop::Undefined("left shift of a negative value".into()));
                    }
                    if (sx << k) > max {
                        return Err(Stop::Undefined("left shift past the type's range".into()));
                    }
                }
            }
        }
        match op {
            BinOp::Add => Ok(x.wrapping_add(y) & m),
            BinOp::Sub => Ok(x.wrapping_sub(y) & m),
            BinOp::Mul => Ok(x.wrapping_mul(y) & m),
            BinOp::Div | BinOp::Rem => {
                if y == 0 {
                    return Err(Stop::Undefined("division by zero".into()));
                }
                if signed {
                    let (lo, _) = it.range();
                    if sx == lo && sy == -1 {
                        return Err(Stop::Undefined("signed division overflow".into()));
                    }
                    let r = if op == BinOp::Div { sx / sy } else { sx % sy };
                    Ok((r as u64) & m)
                } else {
                    Ok(if op == BinOp::Div { x / y } else { x % y })
                }
            }
            BinOp::Shl | BinOp::Shr => {
                let ct = types.scalar_int(tb).expect("integer shift count");
                let count = ct.value(y);
                if count < 0 || count >= it.bits as i128 {
                    return Err(Stop::Undefined("shift out of range".into()));
                }
                Ok(if op == BinOp::Shl {
                    (x << count) & m
                } else if signed {
                    ((sx >> count) as u64) & m
                } else {
                    x >> count
                })
            }
            BinOp::BitAnd => Ok(x & y),
            BinOp::BitOr => Ok(x | y),
            BinOp::BitXor => Ok(x ^ y),
            BinOp::Eq => cmp(x == y),
            BinOp::Ne => cmp(x != y),
            BinOp::Lt => cmp(if signed { sx < sy } else { x < y }),
            BinOp::Le => cmp(if signed { sx <= sy } else { x <= y }),
            BinOp::Gt => cmp(if signed { sx > sy } else { x > y }),
            BinOp::Ge => cmp(if signed { sx >= sy } else { x >= y }),
            BinOp::And | BinOp::Or => unreachable!(),
        }
    }
}
