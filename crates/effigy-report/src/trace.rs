//! Counterexample traces with values: the counterexample's inputs run by the concrete
//! interpreter (King's commutativity: the same path as the engine's), each step shown in C
//! terms with the values it computed — assignments (`x = 7`, `p[2] = -1`,
//! `n->next = malloc@list.c:12 #2`), inputs with the function that read them, the branches
//! taken with their conditions, calls with their arguments and returns with their values.
//! Heap blocks are named after their allocation site. A loop's iterations are folded: the first
//! iteration, how many more, and the last one.

use std::collections::HashMap;
use std::fmt::Write as _;

use effigy_engine::{CommandLine, Counterexample};
use effigy_interp::{Event, ObjectName, Target, TraceItem, Value, ValueStep};
use effigy_ir::{BinOp, EdgeKind, ErrorKind, Expr, ExprKind, HavocOrigin, Program, Termination, TypeData, TypeId, UnOp, VarId};
use serde_json::json;

/// One step of a trace, in C terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceLine {
    pub file: String,
    pub line: u32,
    pub function: String,
    /// Call depth: 0 in the entry function.
    pub depth: u32,
    /// `assign`, `input`, `branch`, `call`, `return`, `free` or `end`.
    pub kind: &'static str,
    pub text: String,
    /// For an assignment or an input to a place the program names: the place and its value
    /// (what a report's table of values shows).
    pub write: Option<(String, String)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TraceEntry {
    Step(TraceLine),
    /// The steps of `last` (one more repetition of the steps just above) were taken `times`
    /// times after those; `last` is the last time, with its values.
    Repeat {
        times: u64,
        last: Vec<TraceEntry>,
    },
    /// Steps left out in the middle of a long trace.
    Omitted(u64),
}

/// The steps the interpreter may take on a counterexample's inputs (a fraction of a second):
/// a longer counterexample shows the engine's path, without values.
const MAX_STEPS: u64 = 2_000_000;

/// The trace of `cex`: its inputs run by the interpreter on `program`. `None` when the run does
/// not end where the counterexample does (a library function modelled differently, a limit):
/// then only the engine's path can be shown.
pub fn counterexample_trace(program: &Program, cex: &Counterexample, command_line: Option<&CommandLine>) -> Option<Vec<TraceEntry>> {
    if cex.path.len() as u64 > MAX_STEPS {
        return None;
    }
    let inputs: Vec<i128> = cex.inputs.iter().filter(|i| !crate::verify::is_command_line_input(&i.function)).map(|i| i.value).collect();
    let argv: Vec<String> = match command_line {
        Some(cl @ CommandLine::Arguments { .. }) => {
            crate::verify::command_line_words(cl, &cex.inputs).iter().map(|w| String::from_utf8_lossy(w).into_owned()).collect()
        }
        Some(CommandLine::CountOnly) => {
            let argc = crate::verify::argc_input(&cex.inputs).unwrap_or(1).clamp(1, 4096) as usize;
            vec!["program".to_string(); argc]
        }
        None => vec!["program".to_string()],
    };
    // A signed overflow is the counterexample's end only under no-overflow (the engines
    // stopped at the first; under the other properties arithmetic wraps, as with -fwrapv).
    let signed_overflow_is_undefined = matches!(&cex.error, ErrorKind::Violation(check, _) if check.name() == "no-overflow");
    let config = effigy_interp::RunConfig {
        inputs,
        argv,
        max_steps: MAX_STEPS,
        record_path: false,
        record_values: true,
        signed_overflow_is_undefined,
        ..Default::default()
    };
    let run = effigy_interp::run(program, &config);
    let ends_there = match (&run.outcome, &cex.error) {
        (effigy_interp::Outcome::Error { span, .. }, ErrorKind::ReachError(_) | ErrorKind::AssertFail) => *span == cex.span,
        (effigy_interp::Outcome::Undefined { span, .. }, ErrorKind::Violation(..)) => *span == cex.span,
        // A leak is found where the program ends, however it ends.
        (
            effigy_interp::Outcome::Returned(_) | effigy_interp::Outcome::Exited { .. } | effigy_interp::Outcome::Aborted { .. },
            ErrorKind::Violation(check, _),
        ) => matches!(check.name(), "valid-memtrack" | "valid-memcleanup"),
        _ => false,
    };
    if !ends_there {
        return None;
    }
    let mut trace = entries(program, &run.trace);
    // A violation is the operation the run stopped at, which no step recorded: said last.
    if let ErrorKind::Violation(check, what) = &cex.error {
        let last = last_step(&trace).cloned();
        trace.push(TraceEntry::Step(TraceLine {
            file: program.file_name(cex.span.file).to_string(),
            line: cex.span.line,
            function: last.as_ref().map_or_else(String::new, |l| l.function.clone()),
            // In the function of the last step, or of its caller after a return.
            depth: last.as_ref().map_or(0, |l| if l.kind == "return" { l.depth.saturating_sub(1) } else { l.depth }),
            kind: "end",
            text: format!("{what} ({})", check.name()),
            write: None,
        }));
    }
    Some(trace)
}

/// The last step of a trace.
fn last_step(entries: &[TraceEntry]) -> Option<&TraceLine> {
    entries.iter().rev().find_map(|e| match e {
        TraceEntry::Step(l) => Some(l),
        TraceEntry::Repeat { last, .. } => last_step(last),
        TraceEntry::Omitted(_) => None,
    })
}

fn entries(program: &Program, items: &[TraceItem]) -> Vec<TraceEntry> {
    Renderer { program, sources: HashMap::new() }.entries(items)
}

/// Renders steps in order, remembering what the front end's temporaries hold (a call's result,
/// an input) so that a condition on one reads as the source wrote it: `sum(head) == 6`.
struct Renderer<'p> {
    program: &'p Program,
    /// A temporary and the C expression whose value it holds.
    sources: HashMap<VarId, String>,
}

impl Renderer<'_> {
    fn entries(&mut self, items: &[TraceItem]) -> Vec<TraceEntry> {
        let mut out = Vec::new();
        for item in items {
            match item {
                TraceItem::Step(s) => out.extend(self.line(s).map(TraceEntry::Step)),
                TraceItem::Repeat { times, last, .. } => {
                    let last = self.entries(last);
                    if last.is_empty() {
                        continue;
                    }
                    if *times == 1 {
                        out.extend(last);
                    } else {
                        out.push(TraceEntry::Repeat { times: *times, last });
                    }
                }
                TraceItem::Omitted(n) => out.push(TraceEntry::Omitted(*n)),
            }
        }
        out
    }

    /// An expression in C, the temporaries whose source is known written as it.
    fn c(&self, e: &Expr) -> String {
        c_expr(self.program, e, &self.sources)
    }

    /// A step in C terms (`None`: nothing to show, e.g. a block allocated into a temporary
    /// that the next step assigns).
    fn line(&mut self, s: &ValueStep) -> Option<TraceLine> {
        let program = self.program;
        let func = program.function(s.func);
        let span = func.span_of(s.edge);
        let edge = func.edge(s.edge);
        let mut write = None;
        let (kind, text) = match &s.event {
            Event::Write { place, value: raw, at, by } => {
                let value = match (&edge.kind, raw) {
                    (EdgeKind::Assign { rhs, .. }, Value::Aggregate { .. }) if rhs.as_const() == Some(0) && by.is_none() => {
                        "{0}".to_string()
                    }
                    _ => value_text(program, place.ty, raw),
                };
                // A bit-field's place is its container: its value is the field's bits.
                let value = match bitfield(program, place).zip(value_int(raw)) {
                    Some((bits, container)) => bits.value(&program.types, container as u64).to_string(),
                    None => value,
                };
                let temp = is_temp(program, place);
                let (place_text, object) = match at {
                    Some(t) if !temp && (by.is_some() || mentions_temp(program, place)) => (target_place(program, t, place.ty), None),
                    // Through a pointer: the object written is said too — a variable's element
                    // (`*p = 4  (x)`, which the report's table of values lists), a heap block and
                    // the offset in it (`k->next = NULL  (malloc@f.c:9 #1 + 4 bytes)`).
                    Some(t) if !temp && through_pointer(place) => {
                        let text = self.c(place);
                        let object = match t.object {
                            ObjectName::Var(_) => target_place(program, t, place.ty),
                            _ => target_text(program, t, Some(place.ty)),
                        };
                        // A write of another type than the object's is said by the place alone.
                        (text.clone(), Some(object).filter(|o| *o != text && !o.starts_with("*(")))
                    }
                    _ => (self.c(place), None),
                };
                if !temp {
                    let key = match (&object, at) {
                        (Some(o), Some(Target { object: ObjectName::Var(_), .. })) => o.clone(),
                        _ => place_text.clone(),
                    };
                    write = Some((key, value.clone()));
                }
                let object = object.map_or_else(String::new, |o| format!(", {o}"));
                if let Some(by) = by {
                    ("assign", format!("{place_text} = {value}  (by {})", program.function(*by).name))
                } else {
                    match &edge.kind {
                        EdgeKind::Havoc { origin: HavocOrigin::Input(name), .. } => {
                            let name = input_name(name);
                            if let ExprKind::Var(v) = place.kind {
                                if temp {
                                    self.sources.insert(v, name.clone());
                                }
                            }
                            ("input", if temp { format!("{name} = {value}") } else { format!("{place_text} = {value}  ({name}{object})") })
                        }
                        EdgeKind::Alloc { .. } if temp => return None,
                        EdgeKind::Call { callee, .. } => (
                            "assign",
                            format!("{place_text} = {value}  (returned by {})", source_name(program.function(*callee).name.as_str())),
                        ),
                        _ if object.is_empty() => ("assign", format!("{place_text} = {value}")),
                        _ => ("assign", format!("{place_text} = {value}  ({})", &object[2..])),
                    }
                }
            }
            Event::Branch { temps } => {
                let EdgeKind::Assume(cond) = &edge.kind else { return None };
                // A condition on nothing the program names — constants and temporaries of no
                // known source (the front end's checks of an allocation's size) — or on function
                // addresses (the dispatch of a call through a pointer, which the call after it
                // shows) is not the program's branch.
                let mut named = 0;
                let mut functions = false;
                cond.for_each_var(&mut |v| {
                    let var = program.var(v);
                    if !matches!(var.kind, effigy_ir::VarKind::Temp(_)) || self.sources.contains_key(&v) {
                        named += 1;
                    }
                    functions |= var.name.ends_with("$code");
                });
                if named == 0 || functions {
                    return None;
                }
                let (cond, holds) = match &cond.kind {
                    ExprKind::Unary(UnOp::Not, inner) => (&**inner, false),
                    _ => (cond, true),
                };
                // Temporaries with a known source are written as it, their values after; the
                // others as their values.
                let mut shown: HashMap<VarId, String> = HashMap::new();
                let mut notes = Vec::new();
                for (v, val) in temps {
                    let value = value_text(program, program.var(*v).ty, val);
                    match self.sources.get(v) {
                        Some(src) => {
                            notes.push(format!("{src} = {value}"));
                            shown.insert(*v, src.clone());
                        }
                        None => {
                            shown.insert(*v, value);
                        }
                    }
                }
                let text = c_expr(program, cond, &shown);
                if notes.is_empty() {
                    ("branch", format!("{text} is {holds}"))
                } else {
                    ("branch", format!("{text} is {holds}  ({})", notes.join(", ")))
                }
            }
            Event::Call { callee, args } => {
                let callee = program.function(*callee);
                let args: Vec<String> = args
                    .iter()
                    .enumerate()
                    .map(|(i, a)| match callee.params.get(i) {
                        // A variadic call's further arguments, laid out by the front end.
                        Some(&p) if program.var(p).name == "__va_area" => "...".to_string(),
                        Some(&p) => format!("{} = {}", source_name(&program.var(p).name), value_text(program, program.var(p).ty, a)),
                        None => format!("{a:?}"),
                    })
                    .collect();
                ("call", format!("call {}({})", source_name(&callee.name), args.join(", ")))
            }
            Event::External { args } => {
                let EdgeKind::Extern { name, args: exprs, .. } = &edge.kind else { return None };
                let args: Vec<String> = args.iter().zip(exprs).map(|(a, e)| value_text(program, e.ty, a)).collect();
                ("call", format!("call {name}({})  (an external function without a definition)", args.join(", ")))
            }
            Event::Return { func: f, value, call } => {
                let callee = program.function(*f);
                // What the caller's temporary now holds: this call, as the source wrote it.
                if let Some((caller, e)) = call {
                    if let EdgeKind::Call { dest: Some(d), args, .. } = &program.function(*caller).edge(*e).kind {
                        if let ExprKind::Var(v) = d.kind {
                            if matches!(program.var(v).kind, effigy_ir::VarKind::Temp(_)) {
                                let mut args: Vec<String> = args
                                    .iter()
                                    .zip(&callee.params)
                                    .filter(|(_, &p)| program.var(p).name != "__va_area")
                                    .map(|(a, _)| self.c(a))
                                    .collect();
                                if callee.params.iter().any(|&p| program.var(p).name == "__va_area") {
                                    args.push("...".into());
                                }
                                let text = format!("{}({})", source_name(&callee.name), args.join(", "));
                                self.sources.insert(v, text);
                            }
                        }
                    }
                }
                let name = source_name(&callee.name);
                match value {
                    Some(v) => ("return", format!("{name} returns {}", value_text(program, callee.ret, v))),
                    None => ("return", format!("{name} returns")),
                }
            }
            Event::Free { pointer } => {
                let EdgeKind::Free(p) = &edge.kind else { return None };
                ("free", format!("free({})", value_text(program, p.ty, pointer)))
            }
            Event::End => (
                "end",
                match &edge.kind {
                    EdgeKind::Error(ErrorKind::ReachError(name)) => format!("{name}() is called"),
                    EdgeKind::Error(ErrorKind::AssertFail) => "the assertion fails".to_string(),
                    EdgeKind::Error(ErrorKind::Violation(_, what)) => what.clone(),
                    EdgeKind::Terminate(Termination::Abort) => "abort()".to_string(),
                    EdgeKind::Terminate(Termination::Trap) => "__builtin_trap()".to_string(),
                    EdgeKind::Terminate(Termination::Exit(code)) => format!("exit({})", self.c(code)),
                    _ => return None,
                },
            ),
        };
        Some(TraceLine {
            file: program.file_name(span.file).to_string(),
            line: span.line,
            function: func.name.clone(),
            depth: s.depth.saturating_sub(1),
            kind,
            text,
            write,
        })
    }
}

/// A name as the source wrote it: a renamed local (`x.1`, a second `x` of its function) is
/// `x`, a function's static (`tick$count`) `count`, a function's code (`dbl$code`) `dbl`.
fn source_name(name: &str) -> &str {
    if let Some(f) = name.strip_suffix("$code") {
        return f;
    }
    let name = name.rsplit_once('$').map_or(name, |(_, n)| n);
    match name.rsplit_once('.') {
        Some((base, n)) if !base.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => name,
    }
}

fn value_int(v: &Value) -> Option<i128> {
    match v {
        Value::Int(x) => Some(*x),
        _ => None,
    }
}

/// The bit-field a place is (a field whose type is its container), if it is one.
fn bitfield(program: &Program, place: &Expr) -> Option<effigy_ir::types::BitField> {
    let ExprKind::Field(base, i) = &place.kind else { return None };
    program.types.struct_of(base.ty)?.fields.get(*i as usize)?.bits
}

/// A bit-field's value from its container's: its bits, sign-extended when its declared type is
/// signed.

/// The function that read an input, as the program calls it.
fn input_name(function: &str) -> String {
    format!("{function}()")
}

fn is_temp(program: &Program, e: &Expr) -> bool {
    matches!(e.kind, ExprKind::Var(v) if matches!(program.var(v).kind, effigy_ir::VarKind::Temp(_)))
}

/// A value for people: integers in decimal (a character also as itself), floats as the
/// shortest decimal that reads back as them, pointers as what they point to.
pub fn value_text(program: &Program, ty: TypeId, value: &Value) -> String {
    let types = &program.types;
    match value {
        Value::Int(v) => match types.get(ty) {
            TypeData::Int(it) if it.bits == 8 && (32..127).contains(v) => {
                let ch = *v as u8 as char;
                match ch {
                    '\'' | '\\' => format!("'\\{ch}' ({v})"),
                    _ => format!("'{ch}' ({v})"),
                }
            }
            _ => v.to_string(),
        },
        Value::Float(bits) => match types.as_float(ty) {
            Some(k) => effigy_smt::float::display(effigy_engine::step::float::format(k), *bits),
            None => format!("{bits:#x}"),
        },
        Value::Pointer { address: 0, .. } | Value::String { address: 0, .. } => "NULL".to_string(),
        Value::Pointer { address, target: None } | Value::String { address, target: None, .. } => format!("{address:#x}"),
        Value::Pointer { target: Some(t), .. } => target_text(program, t, types.pointee(ty)),
        Value::String { target: Some(t), bytes, terminated, .. } => {
            let mut text = crate::verify::c_string_literal(bytes);
            if !terminated {
                text.push('…');
            }
            match &t.object {
                // A string literal is its text; an argument is shown with its text. Other
                // bytes may be indeterminate (a fresh block, an uninitialised array), which
                // the interpreter reads as zeros: not shown.
                ObjectName::Var(v) if is_literal(program, *v) => text,
                ObjectName::Argument(_) => format!("{} {text}", target_text(program, t, types.pointee(ty))),
                _ => target_text(program, t, types.pointee(ty)),
            }
        }
        Value::Aggregate { members, more } if is_char_array(program, ty) && !members.is_empty() => {
            // `"segment"`: the characters up to the first NUL (`…` when none is shown).
            let bytes: Vec<u8> = members.iter().map(|m| value_int(&m.value).unwrap_or(0) as u8).collect();
            match bytes.iter().position(|&b| b == 0) {
                Some(end) => crate::verify::c_string_literal(&bytes[..end]),
                None if *more => format!("{}…", crate::verify::c_string_literal(&bytes)),
                None => format!("{} (no NUL)", crate::verify::c_string_literal(&bytes)),
            }
        }
        Value::Aggregate { members, more } => {
            // `{.x = 1, .y = 2}`, `{1, 2, 3, …}`.
            let mut parts: Vec<String> = members
                .iter()
                .map(|m| {
                    let v = value_text(program, m.ty, &m.value);
                    match &m.name {
                        Some(n) => format!(".{n} = {v}"),
                        None => v,
                    }
                })
                .collect();
            if *more {
                parts.push("…".into());
            }
            format!("{{{}}}", parts.join(", "))
        }
    }
}

/// Whether an lvalue is reached through a pointer (`*p`, `p->f`, `p[1]` of a pointer `p`).
fn through_pointer(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Deref(_) => true,
        ExprKind::Field(b, _) | ExprKind::Index(b, _) => through_pointer(b),
        _ => false,
    }
}

/// Whether `ty` is an array of characters (8-bit integers).
fn is_char_array(program: &Program, ty: TypeId) -> bool {
    let types = &program.types;
    types.array_elem(ty).is_some_and(|(e, _)| types.scalar_int(e).is_some_and(|it| it.bits == 8))
}

/// Where a pointer points: `&x`, `&a[2]`, `malloc@f.c:9 #1`, `&malloc@f.c:9 #1[2]`,
/// `argv[1]`, with `(freed)` or `(ended)` when the object's lifetime is over.
fn target_text(program: &Program, t: &Target, pointee: Option<TypeId>) -> String {
    let types = &program.types;
    let mut text = match &t.object {
        // The C library model's own objects: its streams.
        ObjectName::Var(v) if program.var(*v).name == "__effigy_stdin_stream" => "stdin".to_string(),
        ObjectName::Var(v) if program.var(*v).name == "__effigy_file_streams" => {
            let stream = types.array_elem(program.var(*v).ty).map_or(1, |(e, _)| types.size_of(e).max(1));
            format!("FILE stream #{}", t.offset / stream + 1)
        }
        ObjectName::Var(v) if program.var(*v).name.starts_with("__effigy_") => "an object of the C library".to_string(),
        ObjectName::Var(v) => var_pointer(program, *v, t.offset, pointee),
        ObjectName::Block { allocator, site, number } => {
            let file = std::path::Path::new(program.file_name(site.file))
                .file_name()
                .map_or_else(|| program.file_name(site.file).to_string(), |n| n.to_string_lossy().into_owned());
            let block = format!("{allocator}@{file}:{} #{number}", site.line);
            // Which type the block holds is not known (a struct's member or an element?):
            // an offset is said in bytes, which cannot be misread.
            match t.offset {
                0 => block,
                1 => format!("{block} + 1 byte"),
                off => format!("{block} + {off} bytes"),
            }
        }
        ObjectName::Argument(i) => match t.offset {
            0 => format!("argv[{i}]"),
            off => format!("&argv[{i}][{off}]"),
        },
        ObjectName::Arguments => {
            let word = program.data_model().pointer_bits() as u64 / 8;
            match t.offset {
                0 => "argv".to_string(),
                off => format!("&argv[{}]", off / word),
            }
        }
        ObjectName::Environment => "envp".to_string(),
    };
    if t.dead {
        text.push_str(if matches!(t.object, ObjectName::Block { allocator: "malloc" | "calloc", .. }) { " (freed)" } else { " (ended)" });
    }
    text
}

/// The object of type `ty` at `t`, as a place: `a[2]`, `s.f`, `malloc@f.c:9 #1[2]`.
fn target_place(program: &Program, t: &Target, ty: TypeId) -> String {
    let text = target_text(program, t, Some(ty));
    match text.strip_prefix('&') {
        Some(place) => place.to_string(),
        None if matches!(t.object, ObjectName::Block { .. }) && t.offset == 0 => format!("{text}[0]"),
        None => format!("*({} *)({text})", c_type(program, ty)),
    }
}

/// Whether a global is the array of a string literal (the front end names them `str`, `str.1`, …).
fn is_literal(program: &Program, v: VarId) -> bool {
    let var = program.var(v);
    var.is_global() && (var.name == "str" || var.name.strip_prefix("str.").is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit())))
}

/// `str[0]`, the first character of a string literal, as the literal (`"%d\n"`).
fn literal_of(program: &Program, x: &Expr) -> Option<String> {
    let ExprKind::Index(base, i) = &x.kind else { return None };
    let ExprKind::Var(v) = base.kind else { return None };
    if i.as_const() != Some(0) || !is_literal(program, v) {
        return None;
    }
    let (_, n) = program.types.array_elem(program.var(v).ty)?;
    let mut bytes = vec![0u8; n as usize];
    for init in &program.global_inits {
        if let ExprKind::Index(b, k) = &init.lhs.kind {
            if matches!(b.kind, ExprKind::Var(w) if w == v) {
                if let (Some(k), Some(c)) = (k.as_const(), init.rhs.as_const()) {
                    if let Some(slot) = bytes.get_mut(k as usize) {
                        *slot = c as u8;
                    }
                }
            }
        }
    }
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    Some(crate::verify::c_string_literal(&bytes[..end]))
}

/// Whether an expression reads a front-end temporary.
fn mentions_temp(program: &Program, e: &Expr) -> bool {
    let mut found = false;
    e.for_each_var(&mut |v| found |= matches!(program.var(v).kind, effigy_ir::VarKind::Temp(_)));
    found
}

/// A pointer `offset` bytes into variable `v`, to an object of type `pointee`: `&x`,
/// `&a[2]`, `&s.f`, `&m[1][2]`, `&arr[2].y`, `(char *)&arr[1]` (a pointer of another type to
/// an element's start), a function's name for its code, or `(char *)&x + 5` (bytes past).
fn var_pointer(program: &Program, v: VarId, offset: u64, pointee: Option<TypeId>) -> String {
    let types = &program.types;
    let var = program.var(v);
    let name = source_name(&var.name);
    if var.name.ends_with("$code") {
        return name.to_string();
    }
    let raw = || format!("(char *)&{name} + {offset}");
    let aggregate = |t: TypeId| matches!(types.get(t), TypeData::Array(..) | TypeData::Struct(_));
    let void = pointee.is_some_and(|p| matches!(types.get(p), TypeData::Void));
    let mut place = name.to_string();
    let mut ty = var.ty;
    let mut off = offset;
    // Down through arrays and struct members to the object of the pointer's type.
    loop {
        if off == 0 && (pointee.is_none_or(|p| p == ty || types.size_of(p) >= types.size_of(ty)) || void || !aggregate(ty)) {
            break;
        }
        if let Some((elem, n)) = types.array_elem(ty) {
            let size = types.size_of(elem).max(1);
            let k = off / size;
            if k > n || (k == n && !off.is_multiple_of(size)) {
                return raw();
            }
            place = format!("{place}[{k}]");
            if k == n {
                break; // one past the end
            }
            ty = elem;
            off %= size;
            continue;
        }
        let Some(st) = types.struct_of(ty) else {
            return raw();
        };
        let field = if st.is_union {
            // The member of the pointer's type (or of its elements), else the first.
            st.fields
                .iter()
                .find(|f| pointee.is_some_and(|p| f.ty == p || types.array_elem(f.ty).is_some_and(|(e, _)| e == p)))
                .or(st.fields.first())
        } else {
            st.fields.iter().rev().find(|f| f.offset <= off && off < f.offset + types.size_of(f.ty).max(1))
        };
        let Some(f) = field.cloned() else { return raw() };
        place = format!("{place}.{}", f.name);
        off -= f.offset;
        ty = f.ty;
    }
    // Integers of one size are one object's bytes either way (`char` and `unsigned char`).
    let compatible =
        |p: TypeId| p == ty || (types.scalar_int(p).is_some() && types.scalar_int(ty).is_some() && types.size_of(p) == types.size_of(ty));
    match pointee {
        // A pointer of another type to the object's start: its cast.
        Some(p) if !compatible(p) && !void && !matches!(types.get(ty), TypeData::Array(..)) => {
            format!("({} *)&{place}", c_type(program, p))
        }
        _ => format!("&{place}"),
    }
}

/// A type as C writes it (`int`, `unsigned char *`, `struct node *`).
fn c_type(program: &Program, ty: TypeId) -> String {
    let types = &program.types;
    match types.get(ty) {
        TypeData::Void => "void".into(),
        TypeData::Pointer(t) => {
            let inner = c_type(program, *t);
            if inner.ends_with('*') {
                format!("{inner}*")
            } else {
                format!("{inner} *")
            }
        }
        TypeData::Struct(_) => match types.struct_of(ty) {
            Some(st) => format!("{} {}", if st.is_union { "union" } else { "struct" }, st.name),
            None => "struct ?".into(),
        },
        TypeData::Array(e, n) => format!("{}[{n}]", c_type(program, *e)),
        TypeData::Function { .. } => "void (*)()".into(),
        _ => crate::verify::c_type_name(program, ty),
    }
}

/// C's precedence of an expression's operator (higher binds tighter).
fn precedence(program: &Program, e: &Expr) -> u8 {
    match &e.kind {
        // Written `p[k]`.
        ExprKind::Deref(p) if matches!(&p.kind, ExprKind::PtrAdd(_, off) if element_offset(program, off, program.types.size_of(e.ty)).is_some()) => {
            15
        }
        ExprKind::Deref(p) if matches!(p.kind, ExprKind::AddrOf(_)) => 15,
        ExprKind::Binary(op, ..) => match op {
            BinOp::Mul | BinOp::Div | BinOp::Rem => 13,
            BinOp::Add | BinOp::Sub => 12,
            BinOp::Shl | BinOp::Shr => 11,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 10,
            BinOp::Eq | BinOp::Ne => 9,
            BinOp::BitAnd => 8,
            BinOp::BitXor => 7,
            BinOp::BitOr => 6,
            BinOp::And => 5,
            BinOp::Or => 4,
        },
        ExprKind::PtrAdd(..) | ExprKind::PtrDiff(..) => 12,
        ExprKind::Unary(..) | ExprKind::Cast(_) | ExprKind::Deref(_) | ExprKind::AddrOf(_) => 14,
        _ => 16,
    }
}

/// An IR expression written as C: variables by name (a front-end temporary by its value when
/// `temps` has it), `p->f`, `p[2]`, casts only where they change the value (an integer
/// promotion is left implicit, as in the source).
pub fn c_expr(program: &Program, e: &Expr, temps: &HashMap<VarId, String>) -> String {
    let mut s = String::new();
    write_c(&mut s, program, e, temps, 0);
    s
}

fn write_c(s: &mut String, program: &Program, e: &Expr, temps: &HashMap<VarId, String>, min: u8) {
    let types = &program.types;
    // A cast that only widens an integer (a promotion, as C writes implicitly) is not shown.
    if let ExprKind::Cast(inner) = &e.kind {
        let widening = match (types.get(inner.ty), types.get(e.ty)) {
            (TypeData::Bool, TypeData::Int(_)) => true,
            (TypeData::Int(a), TypeData::Int(b)) => {
                b.bits > a.bits && (b.signed || !a.signed) || (a.bits == b.bits && a.signed == b.signed)
            }
            // A pointer cast changes how the pointer is used unless the pointed-to types agree.
            (TypeData::Pointer(a), TypeData::Pointer(b)) => a == b,
            _ => false,
        };
        if widening {
            return write_c(s, program, inner, temps, min);
        }
    }
    // The bits of a bit-field, read out of its container: the field.
    if let Some(field) = bitfield_read(program, e) {
        return write_c(s, program, field, temps, min);
    }
    // `q - p` of pointers: the byte difference divided by the element size.
    if let ExprKind::Binary(BinOp::Div, d, k) = &e.kind {
        if let ExprKind::PtrDiff(a, _) = &d.kind {
            let size = types.pointee(a.ty).map(|t| types.size_of(t)).unwrap_or(1);
            if k.as_const() == Some(size) {
                return write_c(s, program, d, temps, min);
            }
        }
    }
    let prec = precedence(program, e);
    let paren = prec < min;
    if paren {
        s.push('(');
    }
    match &e.kind {
        ExprKind::Const(c) => match types.get(e.ty) {
            TypeData::Bool => s.push_str(if *c != 0 { "1" } else { "0" }),
            TypeData::Int(it) => {
                let _ = write!(s, "{}", it.value(*c));
            }
            TypeData::Float(k) => s.push_str(&effigy_smt::float::display(effigy_engine::step::float::format(*k), *c)),
            TypeData::Pointer(_) if *c == 0 => s.push_str("NULL"),
            _ if *c == 0 => s.push_str("{0}"),
            _ => {
                let _ = write!(s, "{c:#x}");
            }
        },
        ExprKind::Var(v) => match temps.get(v) {
            Some(value) => s.push_str(value),
            None => s.push_str(source_name(&program.var(*v).name)),
        },
        ExprKind::Deref(p) => {
            // `*(p + k)` as `p[k]` when the offset is whole elements of what p points to.
            if let ExprKind::PtrAdd(base, off) = &p.kind {
                let index = (types.pointee(base.ty) == Some(e.ty)).then(|| element_offset(program, off, types.size_of(e.ty))).flatten();
                if let Some(index) = index {
                    write_c(s, program, base, temps, 15);
                    s.push('[');
                    s.push_str(&index.map_or_else(|| c_expr(program, scaled_index(off), temps), |i| i.to_string()));
                    s.push(']');
                    if paren {
                        s.push(')');
                    }
                    return;
                }
            }
            if let ExprKind::AddrOf(x) = &p.kind {
                write_c(s, program, x, temps, min.max(15));
            } else if types.pointee(p.ty).is_some_and(|t| t != e.ty) {
                let _ = write!(s, "*({} *)", c_type(program, e.ty));
                write_c(s, program, p, temps, 14);
            } else {
                s.push('*');
                write_c(s, program, p, temps, 14);
            }
        }
        // A function's code: the function.
        ExprKind::AddrOf(x) if matches!(x.kind, ExprKind::Var(v) if program.var(v).name.ends_with("$code")) => {
            write_c(s, program, x, temps, min);
        }
        // A string literal's first character: the literal.
        ExprKind::AddrOf(x) if literal_of(program, x).is_some() => {
            s.push_str(&literal_of(program, x).unwrap_or_default());
        }
        ExprKind::AddrOf(x) => {
            s.push('&');
            write_c(s, program, x, temps, 14);
        }
        ExprKind::Field(base, i) => {
            let name = types
                .struct_of(base.ty)
                .and_then(|st| st.fields.get(*i as usize))
                .map_or_else(|| format!("<field {i}>"), |f| f.name.clone());
            if let ExprKind::Deref(p) = &base.kind {
                if !matches!(p.kind, ExprKind::PtrAdd(..) | ExprKind::AddrOf(_)) {
                    write_c(s, program, p, temps, 15);
                    let _ = write!(s, "->{name}");
                    if paren {
                        s.push(')');
                    }
                    return;
                }
            }
            write_c(s, program, base, temps, 15);
            let _ = write!(s, ".{name}");
        }
        ExprKind::Index(base, idx) => {
            write_c(s, program, base, temps, 15);
            s.push('[');
            write_c(s, program, idx, temps, 0);
            s.push(']');
        }
        ExprKind::Unary(op @ (UnOp::Sqrt | UnOp::RoundIntegral(_)), x) => {
            let name = match op {
                UnOp::RoundIntegral(r) => r.name(),
                _ => "sqrt",
            };
            let _ = write!(s, "{name}(");
            write_c(s, program, x, temps, 0);
            s.push(')');
        }
        ExprKind::Unary(op, x) => {
            s.push(match op {
                UnOp::Neg => '-',
                UnOp::BitNot => '~',
                _ => '!',
            });
            // `-(-x)` and `-(-3)`, not `--x`.
            let negative = matches!(x.kind, ExprKind::Unary(UnOp::Neg, _))
                || x.as_const().zip(types.as_int(x.ty)).is_some_and(|(c, it)| it.value(c) < 0);
            if *op == UnOp::Neg && negative {
                s.push('(');
                write_c(s, program, x, temps, 0);
                s.push(')');
            } else {
                write_c(s, program, x, temps, 14);
            }
        }
        ExprKind::Reinterpret(x) => write_c(s, program, x, temps, min),
        ExprKind::Cast(x) => {
            let _ = write!(s, "({})", c_type(program, e.ty));
            write_c(s, program, x, temps, 14);
        }
        ExprKind::PtrAdd(base, off) => {
            let pointee = types.pointee(base.ty).map(|t| types.size_of(t)).filter(|&n| n > 0).unwrap_or(1);
            write_c(s, program, base, temps, 12);
            match element_offset(program, off, pointee) {
                Some(Some(k)) if k < 0 => {
                    let _ = write!(s, " - {}", -k);
                }
                Some(Some(k)) => {
                    let _ = write!(s, " + {k}");
                }
                Some(None) => {
                    s.push_str(" + ");
                    write_c(s, program, scaled_index(off), temps, 13);
                }
                None => {
                    s.push_str(" + ");
                    write_c(s, program, off, temps, 13);
                    s.push_str(" bytes");
                }
            }
        }
        ExprKind::PtrDiff(a, b) => {
            write_c(s, program, a, temps, 12);
            s.push_str(" - ");
            write_c(s, program, b, temps, 13);
        }
        ExprKind::AllocSize(p) => {
            s.push_str("(size of the block at ");
            write_c(s, program, p, temps, 0);
            s.push(')');
        }
        ExprKind::Binary(op, a, b) => {
            // A character compared with a constant: the constant as a character.
            let char_const = |x: &Expr, other: &Expr| -> Option<String> {
                let ExprKind::Cast(inner) = &other.kind else { return None };
                let narrow = types.scalar_int(inner.ty).is_some_and(|it| it.bits == 8) && !matches!(types.get(inner.ty), TypeData::Bool);
                let v = types.as_int(x.ty)?.value(x.as_const()?);
                (narrow && op.is_comparison() && (32..127).contains(&v)).then(|| match v as u8 as char {
                    c @ ('\'' | '\\') => format!("'\\{c}'"),
                    c => format!("'{c}'"),
                })
            };
            match char_const(a, b) {
                Some(text) => s.push_str(&text),
                None => write_c(s, program, a, temps, prec),
            }
            let _ = write!(s, " {} ", op.symbol());
            match char_const(b, a) {
                Some(text) => s.push_str(&text),
                None => write_c(s, program, b, temps, prec + 1),
            }
        }
    }
    if paren {
        s.push(')');
    }
}

/// The field whose bits `e` reads out of its container (`(f.a & 7)`, `(f.c >> 7) & 1`,
/// `(int)(f.b << 25) >> 28`), if it is such a read.
fn bitfield_read<'e>(program: &Program, e: &'e Expr) -> Option<&'e Expr> {
    let strip = |mut x: &'e Expr| {
        while let ExprKind::Cast(inner) = &x.kind {
            x = inner;
        }
        x
    };
    let field_bits = |x: &'e Expr| -> Option<(&'e Expr, effigy_ir::types::BitField)> {
        let x = strip(x);
        bitfield(program, x).map(|b| (x, b))
    };
    let width_of = |x: &Expr| program.types.scalar_int(x.ty).map(|it| it.bits);
    match &strip(e).kind {
        ExprKind::Binary(BinOp::BitAnd, x, m) => {
            let mask = m.as_const()?;
            let (field, shift) = match &strip(x).kind {
                ExprKind::Binary(BinOp::Shr, y, k) => (field_bits(y)?, k.as_const()? as u32),
                _ => (field_bits(x)?, 0),
            };
            let (f, bits) = field;
            (bits.shift == shift && bits.width < 64 && mask == (1u64 << bits.width) - 1).then_some(f)
        }
        ExprKind::Binary(BinOp::Shr, x, b) => {
            let ExprKind::Binary(BinOp::Shl, y, a) = &strip(x).kind else { return None };
            let (f, bits) = field_bits(y)?;
            let w = width_of(x)?;
            let (a, b) = (a.as_const()? as u32, b.as_const()? as u32);
            (b + bits.width == w && a + bits.shift + bits.width == w).then_some(f)
        }
        _ => None,
    }
}

/// A pointer offset in bytes as whole elements of `size` bytes: `Some(Some(k))` for a constant
/// `k` elements, `Some(None)` for `i * size` (the index is `i`: [`scaled_index`]), `None`
/// otherwise.
fn element_offset(program: &Program, off: &Expr, size: u64) -> Option<Option<i128>> {
    if size == 0 {
        return None;
    }
    match &off.kind {
        ExprKind::Const(c) => {
            let v = program.types.as_int(off.ty).map_or(*c as i128, |it| it.value(*c));
            (v % size as i128 == 0).then_some(Some(v / size as i128))
        }
        ExprKind::Binary(BinOp::Mul, _, k) if k.as_const() == Some(size) => Some(None),
        _ if size == 1 => Some(None),
        _ => None,
    }
}

/// The index `i` of an offset `i * size` (or the offset itself, for bytes).
fn scaled_index(off: &Expr) -> &Expr {
    match &off.kind {
        ExprKind::Binary(BinOp::Mul, i, _) => i,
        _ => off,
    }
}

/// A run's recorded steps (`RunConfig::record_values`) as text lines.
pub fn folded_lines(program: &Program, items: &[TraceItem]) -> Vec<String> {
    trace_lines(&entries(program, items))
}

/// The trace as text lines, indented by call depth, a folded loop as its first iteration, a
/// count and its last iteration.
pub fn trace_lines(entries: &[TraceEntry]) -> Vec<String> {
    let mut out = Vec::new();
    write_lines(&mut out, entries);
    out
}

fn write_lines(out: &mut Vec<String>, entries: &[TraceEntry]) {
    for e in entries {
        match e {
            TraceEntry::Step(l) => out.push(format!("{}:{}  {}{}", l.file, l.line, "  ".repeat(l.depth as usize), l.text)),
            TraceEntry::Repeat { times, last } => {
                let n = count_lines(last);
                let steps = if n == 1 { "the step above".to_string() } else { format!("the {n} steps above") };
                out.push(format!("({steps} {times} more times; the last time:)"));
                write_lines(out, last);
            }
            TraceEntry::Omitted(n) => out.push(format!("(… {n} steps left out …)")),
        }
    }
}

fn count_lines(entries: &[TraceEntry]) -> usize {
    entries
        .iter()
        .map(|e| match e {
            TraceEntry::Step(_) => 1,
            TraceEntry::Repeat { last, .. } => 1 + count_lines(last),
            TraceEntry::Omitted(_) => 1,
        })
        .sum()
}

/// The trace as JSON: each step `{file, line, function, depth, kind, text}`; a folded loop
/// `{"repeat": {"times": N, "last": [...]}}` (its steps N more times after the ones before,
/// the last time as listed); `{"omitted": N}` for steps left out.
pub fn trace_json(entries: &[TraceEntry]) -> serde_json::Value {
    serde_json::Value::Array(
        entries
            .iter()
            .map(|e| match e {
                TraceEntry::Step(l) => {
                    json!({"file": l.file, "line": l.line, "function": l.function, "depth": l.depth, "kind": l.kind, "text": l.text})
                }
                TraceEntry::Repeat { times, last } => json!({"repeat": {"times": times, "last": trace_json(last)}}),
                TraceEntry::Omitted(n) => json!({"omitted": n}),
            })
            .collect(),
    )
}
