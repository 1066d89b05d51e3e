//! Parser of the text form printed by [`crate::text`]: `parse_program(print_program(p))`
//! prints again as the same text.

use std::collections::HashMap;

use crate::cfa::{
    EdgeKind, ErrorKind, FuncId, Function, GlobalInit, HavocOrigin, LocId, Primitive, Program, Span, Termination, VarInfo, VarKind,
};
use crate::expr::{BinOp, Expr, ExprKind, UnOp, VarId};
use crate::types::{DataModel, TypeData, TypeId, TypeTable};

/// A parse error: 1-based line of the text and a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ParseError {}

type PResult<T> = Result<T, String>;

/// Parses a whole program in text form.
pub fn parse_program(src: &str) -> Result<Program, ParseError> {
    let mut lines = src.lines().enumerate().map(|(i, l)| (i + 1, l)).peekable();
    let mut program: Option<Program> = None;
    // Functions are parsed in two passes so that calls may name functions defined later.
    let mut bodies: Vec<(FuncId, Vec<(usize, &str)>)> = Vec::new();
    let err = |line: usize, message: String| ParseError { line, message };
    while let Some((no, line)) = lines.next() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Some(p) = program.as_mut() else {
            let dm = line
                .strip_prefix("effigy-ir ")
                .and_then(DataModel::parse)
                .ok_or_else(|| err(no, "expected `effigy-ir ILP32|LP64`".into()))?;
            program = Some(Program::new(dm));
            continue;
        };
        let mut cx = LineParser::new(line);
        let head = cx.word().map_err(|m| err(no, m))?;
        match head.as_str() {
            "file" => {
                let name = cx.string().map_err(|m| err(no, m))?;
                p.files.push(name);
            }
            "declare" => {
                let kind = cx.word().map_err(|m| err(no, m))?;
                let name = cx.word().map_err(|m| err(no, m))?;
                p.types.add_struct(name, kind == "union");
            }
            "struct" | "union" => parse_struct(p, &mut cx).map_err(|m| err(no, m))?,
            "global" => {
                let name = cx.sigil_name('@').map_err(|m| err(no, m))?;
                cx.expect(":").map_err(|m| err(no, m))?;
                let ty = cx.ty(p).map_err(|m| err(no, m))?;
                let address_taken = cx.eat_word("addressed");
                p.add_var(VarInfo { name, ty, kind: VarKind::Global, address_taken });
            }
            "init" => {
                let scope = Scope::global(p);
                let lhs = cx.expr(p, &scope).map_err(|m| err(no, m))?;
                cx.expect("=").map_err(|m| err(no, m))?;
                let rhs = cx.expr(p, &scope).map_err(|m| err(no, m))?;
                p.global_inits.push(GlobalInit { lhs, rhs });
            }
            "fn" => {
                let fid = parse_fn_header(p, &mut cx).map_err(|m| err(no, m))?;
                let mut body = Vec::new();
                loop {
                    let Some((bno, bline)) = lines.next() else {
                        return Err(err(no, "function without a closing `}`".into()));
                    };
                    if bline.trim() == "}" {
                        break;
                    }
                    body.push((bno, bline.trim()));
                }
                bodies.push((fid, body));
            }
            other => return Err(err(no, format!("unexpected `{other}`"))),
        }
        if !cx.at_end() && head != "fn" {
            return Err(err(no, format!("unexpected text `{}`", cx.rest())));
        }
    }
    let mut p = program.ok_or_else(|| err(1, "empty input".into()))?;
    for (fid, body) in bodies {
        parse_body(&mut p, fid, &body)?;
    }
    Ok(p)
}

fn parse_struct(p: &mut Program, cx: &mut LineParser) -> PResult<()> {
    let name = cx.word()?;
    let id = p.types.struct_by_name(&name).ok_or_else(|| format!("struct {name} was not declared"))?;
    cx.expect("{")?;
    let mut fields = Vec::new();
    let mut offsets = Vec::new();
    let mut containers = Vec::new();
    let mut bitfields = false;
    while !cx.eat("}") {
        if !fields.is_empty() {
            cx.expect(",")?;
        }
        let fname = cx.word()?;
        cx.expect(":")?;
        let ty = cx.ty(p)?;
        let width = if cx.eat(":") { Some(cx.number()? as u32) } else { None };
        cx.expect("@")?;
        let offset = cx.number()?;
        let shift = if cx.eat(".") { Some(cx.number()? as u32) } else { None };
        // A container narrower than the declared type: `@offset.shift/bits`.
        let container_bits = if cx.eat("/") { Some(cx.number()? as u32) } else { None };
        bitfields |= width.is_some();
        containers.push(container_bits);
        offsets.push((offset, shift));
        fields.push((fname, ty, width));
    }
    cx.expect_word("size")?;
    let size = cx.number()?;
    cx.expect_word("align")?;
    let align = cx.number()?;
    if bitfields {
        // Unnamed bit-fields are not listed: the layout is taken as written.
        let laid = fields
            .into_iter()
            .zip(offsets)
            .zip(containers)
            .map(|(((name, ty, width), (offset, shift)), container_bits)| match width {
                Some(w) => {
                    let bits = container_bits.unwrap_or(8 * p.types.size_of(ty) as u32);
                    let container = p.types.int(crate::types::IntType::new(bits, false));
                    let bits = Some(crate::types::BitField { shift: shift.unwrap_or(0), width: w, declared: ty });
                    crate::types::Field { name, ty: container, offset: offset as u64, bits }
                }
                None => crate::types::Field { name, ty, offset: offset as u64, bits: None },
            })
            .collect();
        p.types.define_layout(id, laid, size as u64, align as u64);
        return Ok(());
    }
    let offsets: Vec<u64> = offsets.into_iter().map(|(o, _)| o as u64).collect();
    let laid: Vec<crate::types::Field> = fields
        .iter()
        .zip(&offsets)
        .map(|((n, t, _), &offset)| crate::types::Field { name: n.clone(), ty: *t, offset, bits: None })
        .collect();
    let fields: Vec<(String, TypeId)> = fields.into_iter().map(|(n, t, _)| (n, t)).collect();
    p.types.complete_struct(id, fields);
    let def = &p.types.structs[id.0 as usize];
    let computed: Vec<u64> = def.fields.iter().map(|f| f.offset).collect();
    if computed != offsets || def.size != size as u64 || def.align != align as u64 {
        // A layout that attributes changed (packed, aligned): as written.
        p.types.define_layout(id, laid, size as u64, align as u64);
    }
    Ok(())
}

fn parse_fn_header(p: &mut Program, cx: &mut LineParser) -> PResult<FuncId> {
    let name = cx.sigil_name('@')?;
    let fid = FuncId(p.functions.len() as u32);
    cx.expect("(")?;
    let mut params = Vec::new();
    while !cx.eat(")") {
        if !params.is_empty() {
            cx.expect(",")?;
        }
        let pname = cx.sigil_name('%')?;
        cx.expect(":")?;
        let ty = cx.ty(p)?;
        let address_taken = cx.eat_word("addressed");
        params.push(p.add_var(VarInfo { name: pname, ty, kind: VarKind::Param(fid), address_taken }));
    }
    cx.expect("->")?;
    let ret = cx.ty(p)?;
    cx.expect("{")?;
    let mut f = Function::new(name, ret, Span::NONE);
    f.params = params;
    p.functions.push(f);
    Ok(fid)
}

fn parse_body(p: &mut Program, fid: FuncId, body: &[(usize, &str)]) -> Result<(), ParseError> {
    let err = |line: usize, message: String| ParseError { line, message };
    let mut edges: Vec<(usize, u32, u32, &str, Span)> = Vec::new();
    let mut max_loc = 1u32;
    let mut entry_exit = (0u32, 1u32);
    let mut heads = Vec::new();
    for &(no, line) in body {
        let (code, span) = split_span(p, line);
        let mut cx = LineParser::new(code);
        let head = cx.word().map_err(|m| err(no, m))?;
        match head.as_str() {
            "local" | "temp" => {
                let name = cx.sigil_name('%').map_err(|m| err(no, m))?;
                cx.expect(":").map_err(|m| err(no, m))?;
                let ty = cx.ty(p).map_err(|m| err(no, m))?;
                let address_taken = cx.eat_word("addressed");
                let kind = if head == "temp" { VarKind::Temp(fid) } else { VarKind::Local(fid) };
                let v = p.add_var(VarInfo { name, ty, kind, address_taken });
                p.function_mut(fid).locals.push(v);
            }
            "entry" => {
                let e = cx.loc().map_err(|m| err(no, m))?;
                cx.expect_word("exit").map_err(|m| err(no, m))?;
                let x = cx.loc().map_err(|m| err(no, m))?;
                entry_exit = (e, x);
                max_loc = max_loc.max(e).max(x);
            }
            "loop-heads" => {
                while !cx.at_end() {
                    heads.push(cx.loc().map_err(|m| err(no, m))?);
                }
            }
            w if w.starts_with('L') => {
                let from = w[1..].parse::<u32>().map_err(|_| err(no, format!("bad location `{w}`")))?;
                cx.expect("->").map_err(|m| err(no, m))?;
                let to = cx.loc().map_err(|m| err(no, m))?;
                cx.expect(":").map_err(|m| err(no, m))?;
                max_loc = max_loc.max(from).max(to);
                edges.push((no, from, to, cx.rest(), span));
            }
            other => return Err(err(no, format!("unexpected `{other}`"))),
        }
    }
    let scope = Scope::function(p, fid);
    let mut parsed = Vec::with_capacity(edges.len());
    for (no, from, to, op, span) in edges {
        let mut cx = LineParser::new(op);
        let kind = parse_edge(p, &scope, &mut cx).map_err(|m| err(no, m))?;
        if !cx.at_end() {
            return Err(err(no, format!("unexpected text `{}`", cx.rest())));
        }
        parsed.push((from, to, kind, span));
    }
    let f = p.function_mut(fid);
    let mut fresh = Function::new(std::mem::take(&mut f.name), f.ret, f.span);
    fresh.params = std::mem::take(&mut f.params);
    fresh.locals = std::mem::take(&mut f.locals);
    while fresh.num_locs() <= max_loc as usize {
        fresh.new_loc();
    }
    fresh.entry = LocId(entry_exit.0);
    fresh.exit = LocId(entry_exit.1);
    for (from, to, kind, span) in parsed {
        fresh.add_edge(LocId(from), LocId(to), kind, span);
    }
    for h in heads {
        if h as usize >= fresh.num_locs() {
            return Err(err(0, format!("loop head L{h} is not a location")));
        }
        fresh.set_loop_head(LocId(h), true);
    }
    fresh.set_scoped_from_edges();
    *f = fresh;
    Ok(())
}

/// Splits `code  # file:line:col` into the code and the span.
fn split_span<'a>(p: &mut Program, line: &'a str) -> (&'a str, Span) {
    if let Some(i) = line.rfind("  # ") {
        let loc = &line[i + 4..];
        let mut parts = loc.rsplitn(3, ':');
        if let (Some(col), Some(ln), Some(file)) = (parts.next(), parts.next(), parts.next()) {
            if let (Ok(col), Ok(ln)) = (col.parse::<u32>(), ln.parse::<u32>()) {
                let file = p.file_id(file);
                return (line[..i].trim_end(), Span { file, line: ln, column: col });
            }
        }
    }
    (line, Span::NONE)
}

fn parse_edge(p: &mut Program, scope: &Scope, cx: &mut LineParser) -> PResult<EdgeKind> {
    let save = cx.pos;
    let word = cx.word().ok();
    match word.as_deref() {
        Some("skip") => Ok(EdgeKind::Skip),
        Some("havoc") => {
            let lhs = cx.expr(p, scope)?;
            if cx.eat_word("uninit") {
                Ok(EdgeKind::Havoc { lhs, origin: HavocOrigin::Uninit })
            } else if cx.eat_word("arbitrary") {
                Ok(EdgeKind::Havoc { lhs, origin: HavocOrigin::Arbitrary })
            } else {
                cx.expect_word("input")?;
                Ok(EdgeKind::Havoc { lhs, origin: HavocOrigin::Input(cx.word()?) })
            }
        }
        Some("assume") => Ok(EdgeKind::Assume(cx.expr(p, scope)?)),
        Some("call") => {
            let dest = if cx.peek_is("@") {
                None
            } else {
                let d = cx.expr(p, scope)?;
                cx.expect("=")?;
                Some(d)
            };
            let name = cx.sigil_name('@')?;
            let callee = p.function_by_name(&name).ok_or_else(|| format!("unknown function @{name}"))?;
            let args = cx.args(p, scope)?;
            Ok(EdgeKind::Call { dest, callee, args })
        }
        Some("return") => {
            if cx.at_end() {
                Ok(EdgeKind::Return(None))
            } else {
                Ok(EdgeKind::Return(Some(cx.expr(p, scope)?)))
            }
        }
        Some("alloc") => {
            let dest = cx.expr(p, scope)?;
            cx.expect("=")?;
            let (zeroed, stack) = match cx.word()?.as_str() {
                "malloc" => (false, false),
                "calloc" => (true, false),
                "alloca" => (false, true),
                other => return Err(format!("unknown allocator {other}")),
            };
            cx.expect("(")?;
            let size = cx.expr(p, scope)?;
            cx.expect(")")?;
            Ok(EdgeKind::Alloc { dest, size, zeroed, stack })
        }
        Some("free") => Ok(EdgeKind::Free(cx.expr(p, scope)?)),
        Some("lifetime") => {
            let starts = match cx.word()?.as_str() {
                "start" => true,
                "end" => false,
                other => return Err(format!("expected start or end after lifetime, found {other}")),
            };
            let mut vars = Vec::new();
            loop {
                match cx.expr(p, scope)?.kind {
                    ExprKind::Var(v) => vars.push(v),
                    _ => return Err("lifetime of something that is not a variable".into()),
                }
                if !cx.eat(",") {
                    break;
                }
            }
            Ok(EdgeKind::Lifetime { vars, starts })
        }
        Some("extern") => {
            let ret = cx.ty(p)?;
            let name = if cx.peek_is("\"") { cx.string()? } else { cx.word()? };
            let args = cx.args(p, scope)?;
            Ok(EdgeKind::Extern { name, args, ret })
        }
        Some("error") => {
            let name = cx.word()?;
            Ok(EdgeKind::Error(if name == "__assert_fail" { ErrorKind::AssertFail } else { ErrorKind::ReachError(name) }))
        }
        Some("primitive") => {
            // `primitive NAME(args)` or `primitive DEST = NAME(args)`.
            let (dest, name) = if cx.peek_is("%") || cx.peek_is("@") || cx.peek_is("*") {
                let d = cx.expr(p, scope)?;
                cx.expect("=")?;
                (Some(d), cx.word()?)
            } else {
                (None, cx.word()?)
            };
            let op = Primitive::from_name(&name).ok_or_else(|| format!("unknown primitive {name}"))?;
            let args = cx.args(p, scope)?;
            Ok(EdgeKind::Primitive { dest, op, args })
        }
        Some("undefined") => Ok(EdgeKind::Undefined(cx.string()?)),
        Some("abort") => Ok(EdgeKind::Terminate(Termination::Abort)),
        Some("trap") => Ok(EdgeKind::Terminate(Termination::Trap)),
        Some("exit") => Ok(EdgeKind::Terminate(Termination::Exit(cx.expr(p, scope)?))),
        _ => {
            cx.pos = save;
            let lhs = cx.expr(p, scope)?;
            cx.expect("=")?;
            let rhs = cx.expr(p, scope)?;
            Ok(EdgeKind::Assign { lhs, rhs })
        }
    }
}

/// The variables visible by name: the globals and one function's parameters and locals.
struct Scope {
    globals: HashMap<String, VarId>,
    locals: HashMap<String, VarId>,
}

impl Scope {
    fn global(p: &Program) -> Scope {
        Scope { globals: p.globals.iter().map(|&g| (p.var(g).name.clone(), g)).collect(), locals: HashMap::new() }
    }
    fn function(p: &Program, f: FuncId) -> Scope {
        let mut s = Scope::global(p);
        let func = p.function(f);
        for &v in func.params.iter().chain(&func.locals) {
            s.locals.insert(p.var(v).name.clone(), v);
        }
        s
    }
}

struct LineParser<'a> {
    src: &'a str,
    pos: usize,
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$' || c == '-'
}

impl<'a> LineParser<'a> {
    fn new(src: &'a str) -> Self {
        LineParser { src, pos: 0 }
    }
    fn skip_ws(&mut self) {
        while self.src[self.pos..].starts_with(' ') {
            self.pos += 1;
        }
    }
    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.pos >= self.src.len()
    }
    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }
    fn peek_is(&mut self, s: &str) -> bool {
        self.skip_ws();
        self.rest().starts_with(s)
    }
    fn eat(&mut self, s: &str) -> bool {
        if self.peek_is(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(format!("expected `{s}` at `{}`", self.rest()))
        }
    }
    /// A bare word: letters, digits, `_`, `.`, `$`, `-` (for `loop-heads`).
    fn word(&mut self) -> PResult<String> {
        self.skip_ws();
        let rest = self.rest();
        let len = rest.find(|c: char| !is_name_char(c)).unwrap_or(rest.len());
        if len == 0 {
            return Err(format!("expected a name at `{rest}`"));
        }
        self.pos += len;
        Ok(rest[..len].to_string())
    }
    fn eat_word(&mut self, w: &str) -> bool {
        let save = self.pos;
        match self.word() {
            Ok(x) if x == w => true,
            _ => {
                self.pos = save;
                false
            }
        }
    }
    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            Err(format!("expected `{w}` at `{}`", self.rest()))
        }
    }
    fn sigil_name(&mut self, sigil: char) -> PResult<String> {
        self.skip_ws();
        if !self.rest().starts_with(sigil) {
            return Err(format!("expected `{sigil}name` at `{}`", self.rest()));
        }
        self.pos += 1;
        let rest = self.rest();
        // Names may contain `.` only before a digit (`x.1`), so that `%s.f` is a field access.
        let bytes = rest.as_bytes();
        let mut len = 0;
        while len < bytes.len() {
            let c = bytes[len] as char;
            let dot_digit = c == '.' && bytes.get(len + 1).is_some_and(|d| d.is_ascii_digit());
            if c.is_ascii_alphanumeric() || c == '_' || c == '$' || dot_digit {
                len += 1;
            } else {
                break;
            }
        }
        if len == 0 {
            return Err("empty name".into());
        }
        self.pos += len;
        Ok(rest[..len].to_string())
    }
    fn number(&mut self) -> PResult<u64> {
        self.skip_ws();
        let rest = self.rest();
        let len = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        let n = rest[..len].parse::<u64>().map_err(|_| format!("expected a number at `{rest}`"))?;
        self.pos += len;
        Ok(n)
    }
    fn loc(&mut self) -> PResult<u32> {
        let w = self.word()?;
        w.strip_prefix('L').and_then(|n| n.parse().ok()).ok_or_else(|| format!("expected a location, found `{w}`"))
    }
    fn string(&mut self) -> PResult<String> {
        self.skip_ws();
        let rest = self.rest();
        let mut chars = rest.char_indices();
        if chars.next().map(|c| c.1) != Some('"') {
            return Err("expected a string".into());
        }
        let mut out = String::new();
        let mut escaped = false;
        for (i, c) in chars {
            if escaped {
                out.push(c);
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                self.pos += i + 1;
                return Ok(out);
            } else {
                out.push(c);
            }
        }
        Err("unterminated string".into())
    }

    /// Parses `>` in type context, splitting a `>>` written by nested pointer types.
    fn close_angle(&mut self) -> PResult<()> {
        self.expect(">")
    }

    fn starts_type(&mut self) -> bool {
        self.skip_ws();
        let rest = self.rest();
        if rest.starts_with('[') {
            return true;
        }
        let len = rest.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(rest.len());
        let w = &rest[..len];
        matches!(w, "void" | "bool" | "ptr" | "struct" | "union" | "fn" | "f32" | "f64")
            || (w.len() >= 2
                && (w.starts_with('i') || w.starts_with('u'))
                && w[1..].parse::<u32>().is_ok_and(|b| matches!(b, 8 | 16 | 32 | 64)))
    }

    fn ty(&mut self, p: &mut Program) -> PResult<TypeId> {
        self.skip_ws();
        if self.eat("[") {
            let elem = self.ty(p)?;
            self.expect(";")?;
            let n = self.number()?;
            self.expect("]")?;
            return Ok(p.types.array(elem, n));
        }
        let w = self.word()?;
        match w.as_str() {
            "void" => Ok(TypeTable::VOID),
            "bool" => Ok(TypeTable::BOOL),
            "f32" => Ok(TypeTable::F32),
            "f64" => Ok(TypeTable::F64),
            "ptr" => {
                self.expect("<")?;
                let t = self.ty(p)?;
                self.close_angle()?;
                Ok(p.types.pointer(t))
            }
            "fn" => {
                self.expect("(")?;
                let mut params = Vec::new();
                let mut variadic = false;
                while !self.eat(")") {
                    if !params.is_empty() || variadic {
                        self.expect(",")?;
                    }
                    if self.eat("...") {
                        variadic = true;
                        continue;
                    }
                    params.push(self.ty(p)?);
                }
                self.expect("->")?;
                let ret = self.ty(p)?;
                Ok(p.types.function(ret, params, variadic))
            }
            "struct" | "union" => {
                let name = self.word()?;
                let id = p.types.struct_by_name(&name).ok_or_else(|| format!("unknown {w} {name}"))?;
                Ok(p.types.struct_type(id))
            }
            _ => int_type(&w).map(|it| p.types.int(it)).ok_or_else(|| format!("unknown type `{w}`")),
        }
    }

    fn args(&mut self, p: &mut Program, scope: &Scope) -> PResult<Vec<Expr>> {
        self.expect("(")?;
        let mut args = Vec::new();
        while !self.eat(")") {
            if !args.is_empty() {
                self.expect(",")?;
            }
            args.push(self.expr(p, scope)?);
        }
        Ok(args)
    }

    fn expr(&mut self, p: &mut Program, scope: &Scope) -> PResult<Expr> {
        self.skip_ws();
        let rest = self.rest();
        let prefix = rest.chars().next().ok_or("expected an expression")?;
        let e = match prefix {
            '*' => {
                self.pos += 1;
                let inner = self.expr(p, scope)?;
                let ty = p.types.pointee(inner.ty).ok_or("dereference of a non-pointer")?;
                return Ok(Expr::new(ty, ExprKind::Deref(Box::new(inner))));
            }
            '&' => {
                self.pos += 1;
                let inner = self.expr(p, scope)?;
                let ty = p.types.pointer(inner.ty);
                return Ok(Expr::new(ty, ExprKind::AddrOf(Box::new(inner))));
            }
            '~' | '!' => {
                self.pos += 1;
                let inner = self.expr(p, scope)?;
                let (op, ty) = if prefix == '~' { (UnOp::BitNot, inner.ty) } else { (UnOp::Not, TypeTable::BOOL) };
                return Ok(Expr::unary(ty, op, inner));
            }
            '-' if !rest[1..].starts_with(|c: char| c.is_ascii_digit()) => {
                self.pos += 1;
                let inner = self.expr(p, scope)?;
                return Ok(Expr::unary(inner.ty, UnOp::Neg, inner));
            }
            '(' => {
                self.pos += 1;
                if self.starts_type() {
                    let ty = self.ty(p)?;
                    self.expect(")")?;
                    let inner = self.expr(p, scope)?;
                    return Ok(Expr::new(ty, ExprKind::Cast(Box::new(inner))));
                }
                let a = self.expr(p, scope)?;
                if self.eat(")") {
                    a
                } else {
                    let op = self.binop()?;
                    let b = self.expr(p, scope)?;
                    self.expect(")")?;
                    let ty = if op.is_comparison() || op.is_logical() { TypeTable::BOOL } else { a.ty };
                    Expr::binary(ty, op, a, b)
                }
            }
            '%' | '@' => {
                let name = self.sigil_name(prefix)?;
                let v = if prefix == '%' { scope.locals.get(&name) } else { scope.globals.get(&name) };
                let v = *v.ok_or_else(|| format!("unknown variable {prefix}{name}"))?;
                Expr::var(p.var(v).ty, v)
            }
            c if (c == '-' || c.is_ascii_digit()) && float_literal(rest).is_some() => {
                let (len, ty, bits) = float_literal(rest).unwrap();
                self.pos += len;
                Expr::constant(ty, bits)
            }
            c if c == '-' || c.is_ascii_digit() => {
                let neg = self.eat("-");
                let mag = self.number()? as i128;
                let w = self.word()?;
                let it = int_type(&w).ok_or_else(|| format!("bad constant type `{w}`"))?;
                let v = if neg { -mag } else { mag };
                let (lo, hi) = it.range();
                if v < lo || v > hi {
                    return Err(format!("constant {v} out of range of {w}"));
                }
                Expr::constant(p.types.int(it), (v as u64) & it.mask())
            }
            _ => {
                let w = self.word()?;
                match w.as_str() {
                    "true" => Expr::bool_const(true),
                    "false" => Expr::bool_const(false),
                    "zero" => {
                        self.expect("<")?;
                        let t = self.ty(p)?;
                        self.close_angle()?;
                        Expr::constant(t, 0)
                    }
                    "null" => {
                        self.expect("<")?;
                        let t = self.ty(p)?;
                        self.close_angle()?;
                        Expr::constant(p.types.pointer(t), 0)
                    }
                    "f32bits" | "f64bits" => {
                        let ty = if w == "f32bits" { TypeTable::F32 } else { TypeTable::F64 };
                        self.expect("(")?;
                        self.skip_ws();
                        let hex = self.word()?;
                        let bits = u64::from_str_radix(hex.trim_start_matches("0x"), 16).map_err(|_| format!("bad bits `{hex}`"))?;
                        self.expect(")")?;
                        Expr::constant(ty, bits)
                    }
                    "bitcast" => {
                        self.expect("<")?;
                        let t = self.ty(p)?;
                        self.close_angle()?;
                        let mut args = self.args(p, scope)?;
                        if args.len() != 1 {
                            return Err("bitcast takes one argument".into());
                        }
                        Expr::new(t, ExprKind::Reinterpret(Box::new(args.pop().unwrap())))
                    }
                    "sqrt" | "floor" | "ceil" | "trunc" | "round" | "rint" => {
                        let mut args = self.args(p, scope)?;
                        if args.len() != 1 {
                            return Err(format!("{w} takes one argument"));
                        }
                        let a = args.pop().unwrap();
                        let op = match crate::expr::Rounding::ALL.iter().find(|r| r.name() == w) {
                            Some(r) => UnOp::RoundIntegral(*r),
                            None => UnOp::Sqrt,
                        };
                        Expr::unary(a.ty, op, a)
                    }
                    "ptradd" | "ptrdiff" => {
                        let mut args = self.args(p, scope)?;
                        if args.len() != 2 {
                            return Err(format!("{w} takes two arguments"));
                        }
                        let b = args.pop().unwrap();
                        let a = args.pop().unwrap();
                        if w == "ptradd" {
                            Expr::new(a.ty, ExprKind::PtrAdd(Box::new(a), Box::new(b)))
                        } else {
                            Expr::new(p.types.intptr(), ExprKind::PtrDiff(Box::new(a), Box::new(b)))
                        }
                    }
                    "allocsize" => {
                        let mut args = self.args(p, scope)?;
                        if args.len() != 1 {
                            return Err("allocsize takes one argument".into());
                        }
                        Expr::new(p.types.uintptr(), ExprKind::AllocSize(Box::new(args.pop().unwrap())))
                    }
                    _ => return Err(format!("unexpected `{w}`")),
                }
            }
        };
        self.postfix(p, scope, e)
    }

    fn postfix(&mut self, p: &mut Program, scope: &Scope, mut e: Expr) -> PResult<Expr> {
        loop {
            if self.rest().starts_with('[') {
                self.pos += 1;
                let idx = self.expr(p, scope)?;
                self.expect("]")?;
                let (elem, _) = p.types.array_elem(e.ty).ok_or("index of a non-array")?;
                e = Expr::new(elem, ExprKind::Index(Box::new(e), Box::new(idx)));
            } else if self.rest().starts_with('.') {
                self.pos += 1;
                let rest = self.rest();
                let len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$')).unwrap_or(rest.len());
                let name = rest[..len].to_string();
                self.pos += len;
                let def = p.types.struct_of(e.ty).ok_or("field of a non-struct")?;
                let (i, field) = def
                    .fields
                    .iter()
                    .enumerate()
                    .find(|(_, f)| f.name == name)
                    .ok_or_else(|| format!("no field {name} in {}", def.name))?;
                e = Expr::new(field.ty, ExprKind::Field(Box::new(e), i as u32));
            } else {
                return Ok(e);
            }
        }
    }

    fn binop(&mut self) -> PResult<BinOp> {
        self.skip_ws();
        // Longest symbols first so that `<<` is not read as `<`.
        let mut ops: Vec<BinOp> = BinOp::ALL.to_vec();
        ops.sort_by_key(|o| std::cmp::Reverse(o.symbol().len()));
        for op in ops {
            let s = op.symbol();
            if self.rest().starts_with(s) && self.rest()[s.len()..].starts_with(' ') {
                self.pos += s.len();
                return Ok(op);
            }
        }
        Err(format!("expected an operator at `{}`", self.rest()))
    }
}

/// A float constant of the text form: a decimal (`1.5`, `-0.0`, `1e-45`) directly followed by
/// `f32` or `f64`. Returns its length, type and bits.
fn float_literal(rest: &str) -> Option<(usize, TypeId, u64)> {
    let len = rest
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || c == '.' || c == 'e' || ((c == '-' || c == '+') && (i == 0 || rest[..i].ends_with('e')))))
        .map_or(rest.len(), |(i, _)| i);
    let number = &rest[..len];
    if !number.contains(['.', 'e']) {
        return None;
    }
    if rest[len..].starts_with("f32") {
        Some((len + 3, TypeTable::F32, number.parse::<f32>().ok()?.to_bits() as u64))
    } else if rest[len..].starts_with("f64") {
        Some((len + 3, TypeTable::F64, number.parse::<f64>().ok()?.to_bits()))
    } else {
        None
    }
}

fn int_type(w: &str) -> Option<crate::types::IntType> {
    let signed = match w.chars().next()? {
        'i' => true,
        'u' => false,
        _ => return None,
    };
    let bits: u32 = w[1..].parse().ok()?;
    (1..=64).contains(&bits).then_some(crate::types::IntType::new(bits, signed))
}

impl TypeData {
    /// Whether the type is an integer type.
    pub fn is_int(&self) -> bool {
        matches!(self, TypeData::Int(_))
    }
}
