//! The text form of a program: printed here, parsed back by [`crate::parse`].
//!
//! ```text
//! effigy-ir ILP32
//! file "f.c"
//! declare struct S
//! struct S { n: i32 @0, next: ptr<struct S> @4 } size 8 align 4
//! global @g: i32
//! init @g = 5i32
//! fn @main() -> i32 {
//!   local %i: i32
//!   entry L0 exit L1
//!   loop-heads L2
//!   L0 -> L2: %i = 0i32  # f.c:3:7
//!   L2 -> L3: assume (%i < 10i32)  # f.c:3:14
//! }
//! ```
//! Binary operations are always parenthesised; the operation's signedness is its operands'
//! type. Variables are `%local` or `@global`; constants carry their type (`-1i32`, `7u8`,
//! `true`, `null<i32>`).

use std::fmt::{self, Write};

use crate::cfa::{EdgeKind, ErrorKind, Function, HavocOrigin, Program, Span, Termination, VarKind};
use crate::expr::{Expr, ExprKind, UnOp};
use crate::types::{TypeData, TypeId};

impl fmt::Display for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_program(self))
    }
}

/// Which structs (by index) the program's globals, functions and expressions mention, directly
/// or through other types.
fn used_structs(p: &Program) -> Vec<bool> {
    let mut used = vec![false; p.types.structs.len()];
    let mut seen = std::collections::HashSet::new();
    let mut work: Vec<TypeId> = Vec::new();
    let expr_types = |e: &Expr, work: &mut Vec<TypeId>| {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            work.push(e.ty);
            stack.extend(e.children());
        }
    };
    work.extend(p.globals.iter().map(|&g| p.var(g).ty));
    for init in &p.global_inits {
        expr_types(&init.lhs, &mut work);
        expr_types(&init.rhs, &mut work);
    }
    for f in &p.functions {
        work.push(f.ret);
        work.extend(f.params.iter().chain(&f.locals).map(|&v| p.var(v).ty));
        for e in &f.edges {
            e.kind.for_each_expr(&mut |x| expr_types(x, &mut work));
            if let EdgeKind::Extern { ret, .. } = &e.kind {
                work.push(*ret);
            }
        }
    }
    while let Some(t) = work.pop() {
        if !seen.insert(t) {
            continue;
        }
        match p.types.get(t) {
            TypeData::Pointer(x) | TypeData::Array(x, _) => work.push(*x),
            TypeData::Function { ret, params, .. } => {
                work.push(*ret);
                work.extend(params.iter().copied());
            }
            TypeData::Struct(id) => {
                used[id.0 as usize] = true;
                let def = &p.types.structs[id.0 as usize];
                for field in &def.fields {
                    work.push(field.ty);
                    if let Some(b) = field.bits {
                        work.push(b.declared);
                    }
                }
            }
            _ => {}
        }
    }
    used
}

/// The whole program in text form.
pub fn print_program(p: &Program) -> String {
    let mut out = String::new();
    let _ = write_program(&mut out, p);
    out
}

fn write_program(out: &mut String, p: &Program) -> fmt::Result {
    writeln!(out, "effigy-ir {}", p.data_model())?;
    for file in &p.files {
        writeln!(out, "file {}", quote(file))?;
    }
    // Only the structs the program mentions (not those of declarations nothing lowered uses,
    // such as the C library model's): through its variables, functions and expressions.
    let used = used_structs(p);
    for s in p.types.structs.iter().zip(&used).filter(|(_, u)| **u).map(|(s, _)| s) {
        writeln!(out, "declare {} {}", if s.is_union { "union" } else { "struct" }, s.name)?;
    }
    for s in p.types.structs.iter().zip(&used).filter(|(s, u)| **u && s.complete).map(|(s, _)| s) {
        write!(out, "{} {} {{", if s.is_union { "union" } else { "struct" }, s.name)?;
        for (i, field) in s.fields.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            match field.bits {
                // A bit-field: its declared type and width, the container's offset, the shift.
                Some(b) => {
                    write!(out, "{sep}{}: {} : {} @{}.{}", field.name, p.types.display(b.declared), b.width, field.offset, b.shift)?;
                    if p.types.size_of(field.ty) != p.types.size_of(b.declared) {
                        write!(out, "/{}", 8 * p.types.size_of(field.ty))?;
                    }
                }
                None => write!(out, "{sep}{}: {} @{}", field.name, p.types.display(field.ty), field.offset)?,
            }
        }
        writeln!(out, " }} size {} align {}", s.size, s.align)?;
    }
    for &g in &p.globals {
        let v = p.var(g);
        writeln!(out, "global @{}: {}{}", v.name, p.types.display(v.ty), if v.address_taken { " addressed" } else { "" })?;
    }
    for init in &p.global_inits {
        writeln!(out, "init {} = {}", expr(p, &init.lhs), expr(p, &init.rhs))?;
    }
    for func in &p.functions {
        out.push('\n');
        write_function(out, p, func)?;
    }
    Ok(())
}

/// One function in text form.
pub fn print_function(p: &Program, func: &Function) -> String {
    let mut out = String::new();
    let _ = write_function(&mut out, p, func);
    out
}

fn write_function(out: &mut String, p: &Program, func: &Function) -> fmt::Result {
    write!(out, "fn @{}(", func.name)?;
    for (i, &param) in func.params.iter().enumerate() {
        let v = p.var(param);
        if i > 0 {
            out.push_str(", ");
        }
        write!(out, "%{}: {}{}", v.name, p.types.display(v.ty), if v.address_taken { " addressed" } else { "" })?;
    }
    writeln!(out, ") -> {} {{", p.types.display(func.ret))?;
    for &l in &func.locals {
        let v = p.var(l);
        let kind = if matches!(v.kind, VarKind::Temp(_)) { "temp" } else { "local" };
        writeln!(out, "  {kind} %{}: {}{}", v.name, p.types.display(v.ty), if v.address_taken { " addressed" } else { "" })?;
    }
    writeln!(out, "  entry {} exit {}", func.entry, func.exit)?;
    let heads: Vec<String> = func.locs().filter(|&l| func.is_loop_head(l)).map(|l| l.to_string()).collect();
    if !heads.is_empty() {
        writeln!(out, "  loop-heads {}", heads.join(" "))?;
    }
    for l in func.locs() {
        for &e in func.out_edges(l) {
            let edge = func.edge(e);
            write!(out, "  {} -> {}: {}", edge.from, edge.to, edge_kind(p, &edge.kind))?;
            let span = func.span_of(e);
            if !span.is_none() {
                write!(out, "  # {}", span_text(p, span))?;
            }
            out.push('\n');
        }
    }
    writeln!(out, "}}")
}

fn span_text(p: &Program, s: Span) -> String {
    format!("{}:{}:{}", p.file_name(s.file), s.line, s.column)
}

fn quote(s: &str) -> String {
    let mut q = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

/// The text of one edge's operation.
pub fn edge_kind(p: &Program, k: &EdgeKind) -> String {
    match k {
        EdgeKind::Skip => "skip".into(),
        EdgeKind::Assign { lhs, rhs } => format!("{} = {}", expr(p, lhs), expr(p, rhs)),
        EdgeKind::Havoc { lhs, origin: HavocOrigin::Input(name) } => format!("havoc {} input {}", expr(p, lhs), name),
        EdgeKind::Havoc { lhs, origin: HavocOrigin::Uninit } => format!("havoc {} uninit", expr(p, lhs)),
        EdgeKind::Havoc { lhs, origin: HavocOrigin::Arbitrary } => format!("havoc {} arbitrary", expr(p, lhs)),
        EdgeKind::Assume(c) => format!("assume {}", expr(p, c)),
        EdgeKind::Call { dest, callee, args } => {
            let args: Vec<String> = args.iter().map(|a| expr(p, a).to_string()).collect();
            let name = &p.function(*callee).name;
            match dest {
                Some(d) => format!("call {} = @{}({})", expr(p, d), name, args.join(", ")),
                None => format!("call @{}({})", name, args.join(", ")),
            }
        }
        EdgeKind::Return(None) => "return".into(),
        EdgeKind::Return(Some(e)) => format!("return {}", expr(p, e)),
        EdgeKind::Alloc { dest, size, zeroed, stack } => {
            let allocator = match (*stack, *zeroed) {
                (true, _) => "alloca",
                (false, true) => "calloc",
                (false, false) => "malloc",
            };
            format!("alloc {} = {allocator}({})", expr(p, dest), expr(p, size))
        }
        EdgeKind::Free(e) => format!("free {}", expr(p, e)),
        EdgeKind::Lifetime { vars, starts } => {
            let vars: Vec<String> = vars.iter().map(|&v| expr(p, &Expr::var(p.var(v).ty, v)).to_string()).collect();
            format!("lifetime {} {}", if *starts { "start" } else { "end" }, vars.join(", "))
        }
        EdgeKind::Extern { name, args, ret } => {
            let args: Vec<String> = args.iter().map(|a| expr(p, a).to_string()).collect();
            // A name that is not an identifier (what the C library model does not model) is quoted.
            let name = if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') { name.clone() } else { quote(name) };
            format!("extern {} {}({})", p.types.display(*ret), name, args.join(", "))
        }
        EdgeKind::Primitive { dest, op, args } => {
            let args: Vec<String> = args.iter().map(|a| expr(p, a).to_string()).collect();
            match dest {
                Some(d) => format!("primitive {} = {}({})", expr(p, d), op.name(), args.join(", ")),
                None => format!("primitive {}({})", op.name(), args.join(", ")),
            }
        }
        EdgeKind::Undefined(why) => format!("undefined {}", quote(why)),
        EdgeKind::Error(ErrorKind::ReachError(name)) => format!("error {name}"),
        EdgeKind::Error(ErrorKind::AssertFail) => "error __assert_fail".into(),
        EdgeKind::Error(ErrorKind::Violation(check, _)) => format!("error !{}", check.name()),
        EdgeKind::Terminate(Termination::Abort) => "abort".into(),
        EdgeKind::Terminate(Termination::Trap) => "trap".into(),
        EdgeKind::Terminate(Termination::Exit(e)) => format!("exit {}", expr(p, e)),
    }
}

/// Displays an expression in text form.
pub fn expr<'a>(p: &'a Program, e: &'a Expr) -> ExprDisplay<'a> {
    ExprDisplay { p, e }
}

pub struct ExprDisplay<'a> {
    p: &'a Program,
    e: &'a Expr,
}

impl fmt::Display for ExprDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_expr(f, self.p, self.e)
    }
}

fn is_prefix(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Deref(_) | ExprKind::AddrOf(_) | ExprKind::Unary(UnOp::Neg | UnOp::BitNot | UnOp::Not, _) | ExprKind::Cast(_)
    )
}

/// Writes `e` so that a postfix (`[i]`, `.f`) or prefix operator can apply to it.
fn write_operand(f: &mut impl Write, p: &Program, e: &Expr) -> fmt::Result {
    let negative_const = match e.kind {
        ExprKind::Const(c) => p.types.as_int(e.ty).is_some_and(|it| it.value(c) < 0),
        _ => false,
    };
    if is_prefix(e) || negative_const {
        f.write_char('(')?;
        write_expr(f, p, e)?;
        f.write_char(')')
    } else {
        write_expr(f, p, e)
    }
}

fn write_expr(f: &mut impl Write, p: &Program, e: &Expr) -> fmt::Result {
    let types = &p.types;
    match &e.kind {
        ExprKind::Const(c) => match types.get(e.ty) {
            TypeData::Bool => f.write_str(if *c != 0 { "true" } else { "false" }),
            TypeData::Int(it) => write!(f, "{}{}", it.value(*c), types.display(e.ty)),
            TypeData::Float(k) => {
                let v = k.value(*c);
                if v.is_finite() {
                    // Rust's `{:?}` is the shortest decimal that reads back as the same value.
                    match k {
                        crate::types::FloatKind::F32 => write!(f, "{:?}{}", v as f32, k.name()),
                        crate::types::FloatKind::F64 => write!(f, "{v:?}{}", k.name()),
                    }
                } else {
                    write!(f, "{}bits({c:#x})", k.name())
                }
            }
            TypeData::Pointer(t) if *c == 0 => write!(f, "null<{}>", types.display(*t)),
            TypeData::Array(..) | TypeData::Struct(_) if *c == 0 => write!(f, "zero<{}>", types.display(e.ty)),
            _ => write!(f, "<const {} : {}>", c, types.display(e.ty)),
        },
        ExprKind::Var(v) => {
            let info = p.var(*v);
            write!(f, "{}{}", if info.is_global() { '@' } else { '%' }, info.name)
        }
        ExprKind::Deref(inner) => {
            f.write_char('*')?;
            write_operand(f, p, inner)
        }
        ExprKind::AddrOf(inner) => {
            f.write_char('&')?;
            write_operand(f, p, inner)
        }
        ExprKind::Field(base, i) => {
            write_operand(f, p, base)?;
            let name = types.struct_of(base.ty).and_then(|s| s.fields.get(*i as usize)).map(|fl| fl.name.as_str());
            match name {
                Some(n) => write!(f, ".{n}"),
                None => write!(f, ".<field {i}>"),
            }
        }
        ExprKind::Index(base, idx) => {
            write_operand(f, p, base)?;
            f.write_char('[')?;
            write_expr(f, p, idx)?;
            f.write_char(']')
        }
        ExprKind::Unary(op @ (UnOp::Sqrt | UnOp::RoundIntegral(_)), inner) => {
            let name = match op {
                UnOp::RoundIntegral(r) => r.name(),
                _ => "sqrt",
            };
            write!(f, "{name}(")?;
            write_expr(f, p, inner)?;
            f.write_char(')')
        }
        ExprKind::Reinterpret(inner) => {
            write!(f, "bitcast<{}>(", types.display(e.ty))?;
            write_expr(f, p, inner)?;
            f.write_char(')')
        }
        ExprKind::Unary(op, inner) => {
            f.write_char(match op {
                UnOp::Neg => '-',
                UnOp::BitNot => '~',
                UnOp::Not => '!',
                UnOp::Sqrt | UnOp::RoundIntegral(_) => unreachable!("written as calls"),
            })?;
            // `-(3i32)` keeps a negated constant apart from the constant `-3i32`.
            if matches!(inner.kind, ExprKind::Const(_)) {
                f.write_char('(')?;
                write_expr(f, p, inner)?;
                f.write_char(')')
            } else {
                write_operand(f, p, inner)
            }
        }
        ExprKind::Binary(op, a, b) => {
            f.write_char('(')?;
            write_expr(f, p, a)?;
            write!(f, " {} ", op.symbol())?;
            write_expr(f, p, b)?;
            f.write_char(')')
        }
        ExprKind::Cast(inner) => {
            write!(f, "({})", types.display(e.ty))?;
            write_operand(f, p, inner)
        }
        ExprKind::PtrAdd(a, b) => {
            f.write_str("ptradd(")?;
            write_expr(f, p, a)?;
            f.write_str(", ")?;
            write_expr(f, p, b)?;
            f.write_char(')')
        }
        ExprKind::PtrDiff(a, b) => {
            f.write_str("ptrdiff(")?;
            write_expr(f, p, a)?;
            f.write_str(", ")?;
            write_expr(f, p, b)?;
            f.write_char(')')
        }
        ExprKind::AllocSize(a) => {
            f.write_str("allocsize(")?;
            write_expr(f, p, a)?;
            f.write_char(')')
        }
    }
}
