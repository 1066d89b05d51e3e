//! Counterexample traces with values: the counterexample's inputs run by the concrete
//! interpreter (King's commutativity: the same path as the engine's), each step shown in C
//! terms with the values it computed — assignments (`x = 7`, `p[2] = -1`,
//! `n->next = malloc@list.c:12 #2`), inputs with the function that read them, the branches
//! taken with their conditions, calls with their arguments and returns with their values.
//! Heap blocks are named after their allocation site. A loop's iterations are folded: the first
//! iteration, how many more, and the last one.

use std::fmt::Write as _;

use effigy_engine::{CommandLine, Counterexample, InputValue};
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
            let argc = argc_of(&cex.inputs).clamp(1, 4096) as usize;
            vec!["program".to_string(); argc]
        }
        None => vec!["program".to_string()],
    };
    let config =
        effigy_interp::RunConfig { inputs, argv, max_steps: MAX_STEPS, record_path: false, record_values: true, ..Default::default() };
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
    ends_there.then(|| entries(program, &run.trace))
}

fn argc_of(inputs: &[InputValue]) -> i128 {
    inputs.iter().find(|i| i.function == effigy_engine::ARGC_INPUT).map_or(1, |i| i.value)
}

fn entries(program: &Program, items: &[TraceItem]) -> Vec<TraceEntry> {
    let mut out = Vec::new();
    for item in items {
        match item {
            TraceItem::Step(s) => out.extend(line(program, s).map(TraceEntry::Step)),
            TraceItem::Repeat { times, last, .. } => {
                let last = entries(program, last);
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

/// A step in C terms (`None`: nothing to show, e.g. a block allocated into a temporary that
/// the next step assigns).
fn line(program: &Program, s: &ValueStep) -> Option<TraceLine> {
    let func = program.function(s.func);
    let span = func.span_of(s.edge);
    let edge = func.edge(s.edge);
    let c = |e: &Expr| c_expr(program, e, &[]);
    let mut write = None;
    let (kind, text) = match &s.event {
        Event::Write { place, value, at } => {
            let value = match (&edge.kind, value) {
                (EdgeKind::Assign { rhs, .. }, Value::Aggregate) if rhs.as_const() == Some(0) => "{0}".to_string(),
                _ => value_text(program, place.ty, value),
            };
            let temp = is_temp(program, place);
            let place_text = match at {
                Some(t) if !temp && mentions_temp(program, place) => target_place(program, t, place.ty),
                _ => c(place),
            };
            if !temp {
                write = Some((place_text.clone(), value.clone()));
            }
            let c = |_: &Expr| place_text.clone();
            match &edge.kind {
                EdgeKind::Havoc { origin: HavocOrigin::Input(name), .. } => {
                    let name = input_name(name);
                    ("input", if temp { format!("{name} = {value}") } else { format!("{} = {value}  ({name})", c(place)) })
                }
                EdgeKind::Alloc { .. } if temp => return None,
                EdgeKind::Call { callee, .. } => {
                    ("assign", format!("{} = {value}  (returned by {})", c(place), program.function(*callee).name))
                }
                _ => ("assign", format!("{} = {value}", c(place))),
            }
        }
        Event::Branch { temps } => {
            let EdgeKind::Assume(cond) = &edge.kind else { return None };
            let (cond, holds) = match &cond.kind {
                ExprKind::Unary(UnOp::Not, inner) => (&**inner, false),
                _ => (cond, true),
            };
            let values: Vec<(VarId, String)> = temps.iter().map(|(v, val)| (*v, value_text(program, program.var(*v).ty, val))).collect();
            ("branch", format!("{} is {holds}", c_expr(program, cond, &values)))
        }
        Event::Call { callee, args } => {
            let callee = program.function(*callee);
            let args: Vec<String> = args
                .iter()
                .enumerate()
                .map(|(i, a)| match callee.params.get(i) {
                    // A variadic call's further arguments, laid out by the front end.
                    Some(&p) if program.var(p).name == "__va_area" => "...".to_string(),
                    Some(&p) => format!("{} = {}", program.var(p).name, value_text(program, program.var(p).ty, a)),
                    None => format!("{a:?}"),
                })
                .collect();
            ("call", format!("call {}({})", callee.name, args.join(", ")))
        }
        Event::External { args } => {
            let EdgeKind::Extern { name, args: exprs, .. } = &edge.kind else { return None };
            let args: Vec<String> = args.iter().zip(exprs).map(|(a, e)| value_text(program, e.ty, a)).collect();
            ("call", format!("call {name}({})  (an external function without a definition)", args.join(", ")))
        }
        Event::Return { func: f, value } => {
            let f = program.function(*f);
            match value {
                Some(v) => ("return", format!("{} returns {}", f.name, value_text(program, f.ret, v))),
                None => ("return", format!("{} returns", f.name)),
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
                EdgeKind::Terminate(Termination::Exit(code)) => format!("exit({})", c(code)),
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
                ObjectName::Var(v) if is_literal(program, *v) && t.offset == 0 => text,
                ObjectName::Argument(_) => format!("{} {text}", target_text(program, t, types.pointee(ty))),
                _ => target_text(program, t, types.pointee(ty)),
            }
        }
        Value::Aggregate => "{…}".to_string(),
    }
}

/// Where a pointer points: `&x`, `&a[2]`, `malloc@f.c:9 #1`, `&malloc@f.c:9 #1[2]`,
/// `argv[1]`, with `(freed)` or `(ended)` when the object's lifetime is over.
fn target_text(program: &Program, t: &Target, pointee: Option<TypeId>) -> String {
    let types = &program.types;
    let size = pointee.map(|p| types.size_of(p)).filter(|&n| n > 0).unwrap_or(1);
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
            match t.offset {
                0 => block,
                off if off % size == 0 => format!("&{block}[{}]", off / size),
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
        None => format!("*({text})"),
    }
}

/// Whether a global is the array of a string literal (the front end names them `str`, `str.1`, …).
fn is_literal(program: &Program, v: VarId) -> bool {
    let var = program.var(v);
    var.is_global() && (var.name == "str" || var.name.strip_prefix("str.").is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit())))
}

/// Whether an expression reads a front-end temporary.
fn mentions_temp(program: &Program, e: &Expr) -> bool {
    let mut found = false;
    e.for_each_var(&mut |v| found |= matches!(program.var(v).kind, effigy_ir::VarKind::Temp(_)));
    found
}

/// A pointer `offset` bytes into variable `v`, to an object of type `pointee`: `&x`, `&a[2]`,
/// `&s.f`, or bytes past `&x`.
fn var_pointer(program: &Program, v: VarId, offset: u64, pointee: Option<TypeId>) -> String {
    let types = &program.types;
    let var = program.var(v);
    let mut place = var.name.clone();
    let mut ty = var.ty;
    let mut off = offset;
    // Down through arrays and struct fields to the element the pointer's type points to.
    while off != 0 || pointee.is_some_and(|p| p != ty && types.size_of(p) < types.size_of(ty)) {
        if let Some((elem, n)) = types.array_elem(ty) {
            let size = types.size_of(elem).max(1);
            if !off.is_multiple_of(size) || off / size > n {
                return format!("(char *)&{} + {offset}", var.name);
            }
            place = format!("{place}[{}]", off / size);
            if off / size == n {
                break; // one past the end
            }
            ty = elem;
            off = 0;
            continue;
        }
        match types.struct_of(ty).and_then(|s| s.fields.iter().rev().find(|f| f.offset <= off).cloned()) {
            Some(f) => {
                place = format!("{place}.{}", f.name);
                off -= f.offset;
                ty = f.ty;
            }
            None if off == 0 => break,
            None => return format!("(char *)&{} + {offset}", var.name),
        }
    }
    format!("&{place}")
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
pub fn c_expr(program: &Program, e: &Expr, temps: &[(VarId, String)]) -> String {
    let mut s = String::new();
    write_c(&mut s, program, e, temps, 0);
    s
}

fn write_c(s: &mut String, program: &Program, e: &Expr, temps: &[(VarId, String)], min: u8) {
    let types = &program.types;
    // A cast that only widens an integer (a promotion, as C writes implicitly) is not shown.
    if let ExprKind::Cast(inner) = &e.kind {
        let widening = match (types.get(inner.ty), types.get(e.ty)) {
            (TypeData::Bool, TypeData::Int(_)) => true,
            (TypeData::Int(a), TypeData::Int(b)) => {
                b.bits > a.bits && (b.signed || !a.signed) || (a.bits == b.bits && a.signed == b.signed)
            }
            (TypeData::Pointer(_), TypeData::Pointer(_)) => true,
            _ => false,
        };
        if widening {
            return write_c(s, program, inner, temps, min);
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
        ExprKind::Var(v) => match temps.iter().find(|(t, _)| t == v) {
            Some((_, value)) => s.push_str(value),
            None => s.push_str(&program.var(*v).name),
        },
        ExprKind::Deref(p) => {
            // `*(p + k)` as `p[k]` when the offset is whole elements.
            if let ExprKind::PtrAdd(base, off) = &p.kind {
                if let Some(index) = element_offset(program, off, types.size_of(e.ty)) {
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
            } else {
                s.push('*');
                write_c(s, program, p, temps, 14);
            }
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
            write_c(s, program, x, temps, 14);
        }
        ExprKind::Reinterpret(x) => write_c(s, program, x, temps, min),
        ExprKind::Cast(x) => {
            let _ = write!(s, "({})", crate::verify::c_type_name(program, e.ty));
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
