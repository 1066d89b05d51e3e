//! Lexer and recursive-descent parser of the surface grammar (SPEC §1.1, §1.3), accepting the
//! paper's glyphs (`≠`, `∧`, `≤`) and their ASCII forms (`!=`, `&&`, `<=`, `==`).
//!
//! Errors are [`Diagnostic`]s with a span; the parser never panics on bad input.

use crate::syntax::*;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok {
    Ident(String),
    Int(i128),
    Assign, // :=
    Eq,     // = ==
    Ne,     // ≠ !=
    Star,   // *
    And,    // ∧ &&
    Question,
    Colon,
    Le, // ≤ <=
    Lt,
    Plus,
    PlusPlus,
    Dot,
    Comma,
    Semi,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Eof,
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Ident(s) => format!("`{s}`"),
        Tok::Int(v) => format!("`{v}`"),
        Tok::Eof => "the end of the file".into(),
        other => format!(
            "`{}`",
            match other {
                Tok::Assign => ":=",
                Tok::Eq => "=",
                Tok::Ne => "≠",
                Tok::Star => "*",
                Tok::And => "∧",
                Tok::Question => "?",
                Tok::Colon => ":",
                Tok::Le => "≤",
                Tok::Lt => "<",
                Tok::Plus => "+",
                Tok::PlusPlus => "++",
                Tok::Dot => ".",
                Tok::Comma => ",",
                Tok::Semi => ";",
                Tok::LParen => "(",
                Tok::RParen => ")",
                Tok::LBrace => "{",
                Tok::RBrace => "}",
                Tok::LBracket => "[",
                Tok::RBracket => "]",
                _ => "?",
            }
        ),
    }
}

fn lex(src: &str) -> Result<Vec<(Tok, Span)>, Diagnostic> {
    let mut out = Vec::new();
    let bytes = src.as_bytes();
    let mut i = 0;
    while i < src.len() {
        let c = src[i..].chars().next().expect("in bounds");
        let start = i;
        if c.is_whitespace() {
            i += c.len_utf8();
            continue;
        }
        if src[i..].starts_with("//") {
            i = src[i..].find('\n').map_or(src.len(), |n| i + n);
            continue;
        }
        if src[i..].starts_with("/*") {
            match src[i + 2..].find("*/") {
                Some(n) => i = i + 2 + n + 2,
                None => return Err(Diagnostic::new(Span::new(i, i + 2), "unterminated comment")),
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' {
            while i < src.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            out.push((Tok::Ident(src[start..i].to_string()), Span::new(start, i)));
            continue;
        }
        if c.is_ascii_digit() {
            while i < src.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let v: i128 = src[start..i]
                .parse()
                .map_err(|_| Diagnostic::new(Span::new(start, i), format!("integer literal {} is too large", &src[start..i])))?;
            out.push((Tok::Int(v), Span::new(start, i)));
            continue;
        }
        let two = src.get(i..i + 2).unwrap_or("");
        let (tok, len) = match two {
            ":=" => (Tok::Assign, 2),
            "==" => (Tok::Eq, 2),
            "!=" => (Tok::Ne, 2),
            "&&" => (Tok::And, 2),
            "<=" => (Tok::Le, 2),
            "++" => (Tok::PlusPlus, 2),
            _ => match c {
                '=' => (Tok::Eq, 1),
                '≠' => (Tok::Ne, c.len_utf8()),
                '∧' => (Tok::And, c.len_utf8()),
                '≤' => (Tok::Le, c.len_utf8()),
                '*' => (Tok::Star, 1),
                '?' => (Tok::Question, 1),
                ':' => (Tok::Colon, 1),
                '<' => (Tok::Lt, 1),
                '+' => (Tok::Plus, 1),
                '.' => (Tok::Dot, 1),
                ',' => (Tok::Comma, 1),
                ';' => (Tok::Semi, 1),
                '(' => (Tok::LParen, 1),
                ')' => (Tok::RParen, 1),
                '{' => (Tok::LBrace, 1),
                '}' => (Tok::RBrace, 1),
                '[' => (Tok::LBracket, 1),
                ']' => (Tok::RBracket, 1),
                _ => return Err(Diagnostic::new(Span::new(i, i + c.len_utf8()), format!("unexpected character `{c}`"))),
            },
        };
        i += len;
        out.push((tok, Span::new(start, i)));
    }
    out.push((Tok::Eof, Span::new(src.len(), src.len())));
    Ok(out)
}

const KEYWORDS: &[&str] = &[
    "class",
    "void",
    "pure",
    "predicate",
    "requires",
    "ensures",
    "return",
    "new",
    "if",
    "else",
    "assert",
    "open",
    "close",
    "use",
    "join",
    "null",
    "old",
    "opening",
    "using",
    "in",
    "this",
    "true",
    "false",
    "acc",
    "untouched",
    "int",
    "bool",
];

/// Parses a whole program.
pub fn parse_program(src: &str) -> Result<Program, Diagnostic> {
    let toks = lex(src)?;
    let mut p = Parser { toks, pos: 0, order: 0 };
    p.program()
}

struct Parser {
    toks: Vec<(Tok, Span)>,
    pos: usize,
    order: usize,
}

type PResult<T> = Result<T, Diagnostic>;

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].0
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].0
    }
    fn span(&self) -> Span {
        self.toks[self.pos].1
    }
    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].1
    }
    fn bump(&mut self) -> (Tok, Span) {
        let t = self.toks[self.pos].clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }
    fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == kw)
    }
    fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == t {
            self.bump();
            true
        } else {
            false
        }
    }
    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn error<T>(&self, what: &str) -> PResult<T> {
        Err(Diagnostic::new(self.span(), format!("expected {what}, found {}", describe(self.peek()))))
    }
    fn expect(&mut self, t: Tok) -> PResult<Span> {
        if self.peek() == &t {
            Ok(self.bump().1)
        } else {
            self.error(&describe(&t))
        }
    }
    fn expect_kw(&mut self, kw: &str) -> PResult<Span> {
        if self.is_kw(kw) {
            Ok(self.bump().1)
        } else {
            self.error(&format!("`{kw}`"))
        }
    }
    fn ident(&mut self) -> PResult<(String, Span)> {
        match self.peek().clone() {
            Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => {
                let sp = self.bump().1;
                Ok((s, sp))
            }
            _ => self.error("an identifier"),
        }
    }

    fn program(&mut self) -> PResult<Program> {
        let mut classes = Vec::new();
        while self.is_kw("class") {
            classes.push(self.class()?);
        }
        let mut main = Vec::new();
        while self.peek() != &Tok::Eof {
            if self.is_kw("class") {
                return Err(Diagnostic::new(self.span(), "classes must precede the main routine"));
            }
            main.push(self.stmt()?);
        }
        Ok(Program { classes, main })
    }

    fn class(&mut self) -> PResult<Class> {
        let start = self.expect_kw("class")?;
        let (name, _) = self.ident()?;
        self.expect(Tok::LBrace)?;
        let mut fields = Vec::new();
        let mut methods = Vec::new();
        while !self.eat(&Tok::RBrace) {
            if self.peek() == &Tok::Eof {
                return self.error("`}` closing the class");
            }
            let order = self.order;
            self.order += 1;
            if self.eat_kw("predicate") {
                let (mname, span) = self.ident()?;
                let params = self.params()?;
                if self.is_kw("requires") || self.is_kw("ensures") {
                    return Err(Diagnostic::new(self.span(), "predicates have no contract"));
                }
                self.expect(Tok::LBrace)?;
                self.expect_kw("return")?;
                let body = self.assertion()?;
                self.expect(Tok::Semi)?;
                self.expect(Tok::RBrace)?;
                methods.push(Method {
                    kind: MethodKind::Predicate,
                    name: mname,
                    span,
                    params,
                    result: Type::Bool,
                    requires: Vec::new(),
                    ensures: Vec::new(),
                    body: Body::Assertion(body),
                    order,
                });
            } else if self.eat_kw("pure") {
                let result = self.ty()?;
                let (mname, span) = self.ident()?;
                let params = self.params()?;
                let mut requires = Vec::new();
                while self.eat_kw("requires") {
                    requires.push(self.assertion()?);
                    self.expect(Tok::Semi)?;
                }
                if self.is_kw("ensures") {
                    return Err(Diagnostic::new(self.span(), "pure methods have no postcondition"));
                }
                self.expect(Tok::LBrace)?;
                self.expect_kw("return")?;
                let body = self.expr()?;
                self.expect(Tok::Semi)?;
                if self.peek() != &Tok::RBrace {
                    return Err(Diagnostic::new(self.span(), "the body of a pure method is exactly one `return e;`"));
                }
                self.bump();
                methods.push(Method {
                    kind: MethodKind::Pure,
                    name: mname,
                    span,
                    params,
                    result,
                    requires,
                    ensures: Vec::new(),
                    body: Body::Expr(body),
                    order,
                });
            } else if self.eat_kw("void") {
                let (mname, span) = self.ident()?;
                let m = self.mutator_rest(MethodKind::Mutator, mname, span, order)?;
                methods.push(m);
            } else if matches!(self.peek(), Tok::Ident(s) if *s == name) && self.peek_at(1) == &Tok::LParen {
                let (mname, span) = self.ident()?;
                let m = self.mutator_rest(MethodKind::Constructor, mname, span, order)?;
                methods.push(m);
            } else {
                let ty_span = self.span();
                let ty = self.ty()?;
                let (fname, span) = self.ident()?;
                if self.peek() == &Tok::LParen {
                    return Err(Diagnostic::new(
                        ty_span.to(span),
                        format!("mutators returning a value (`{ty} {fname}(…)`) are not supported; declare it `void`"),
                    ));
                }
                self.expect(Tok::Semi)?;
                fields.push(Field { ty, name: fname, span });
            }
        }
        Ok(Class { name, span: start, fields, methods })
    }

    fn mutator_rest(&mut self, kind: MethodKind, name: String, span: Span, order: usize) -> PResult<Method> {
        let params = self.params()?;
        let mut requires = Vec::new();
        let mut ensures = Vec::new();
        loop {
            if self.eat_kw("requires") {
                requires.push(self.assertion()?);
                self.expect(Tok::Semi)?;
            } else if self.eat_kw("ensures") {
                ensures.push(self.assertion()?);
                self.expect(Tok::Semi)?;
            } else {
                break;
            }
        }
        let body = self.block()?;
        Ok(Method { kind, name, span, params, result: Type::Bool, requires, ensures, body: Body::Stmts(body), order })
    }

    fn params(&mut self) -> PResult<Vec<Param>> {
        self.expect(Tok::LParen)?;
        let mut out = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok(out);
        }
        loop {
            let ty = self.ty()?;
            let (name, span) = self.ident()?;
            out.push(Param { ty, name, span });
            if self.eat(&Tok::RParen) {
                return Ok(out);
            }
            self.expect(Tok::Comma)?;
        }
    }

    fn ty(&mut self) -> PResult<Type> {
        let span = self.span();
        let t = match self.peek().clone() {
            Tok::Ident(s) if s == "int" => Type::Int,
            Tok::Ident(s) if s == "bool" => Type::Bool,
            Tok::Ident(s) if s == "Object" => Type::Object,
            Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => Type::Class(s),
            _ => return self.error("a type"),
        };
        self.bump();
        if self.peek() == &Tok::LBracket {
            return Err(Diagnostic::new(span.to(self.span()), "array types are not supported"));
        }
        Ok(t)
    }

    fn block(&mut self) -> PResult<Vec<Stmt>> {
        self.expect(Tok::LBrace)?;
        let mut out = Vec::new();
        while !self.eat(&Tok::RBrace) {
            if self.peek() == &Tok::Eof {
                return self.error("`}`");
            }
            out.push(self.stmt()?);
        }
        Ok(out)
    }

    /// Is the next token sequence `type ident` (a declaration)?
    fn at_declaration(&self) -> bool {
        match self.peek() {
            Tok::Ident(s) if s == "int" || s == "bool" || s == "Object" => true,
            Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => {
                matches!(self.peek_at(1), Tok::Ident(n) if !KEYWORDS.contains(&n.as_str()))
            }
            _ => false,
        }
    }

    fn stmt(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let kind = if self.eat_kw("if") {
            self.expect(Tok::LParen)?;
            let left = self.add()?;
            let is_eq = match self.peek() {
                Tok::Eq => true,
                Tok::Ne => false,
                _ => return self.error("`=` or `≠` in the condition of `if`"),
            };
            self.bump();
            let right = self.add()?;
            self.expect(Tok::RParen)?;
            let then_branch = self.block()?;
            if !self.eat_kw("else") {
                return self.error("`else` (it is mandatory)");
            }
            let else_branch = self.block()?;
            StmtKind::If { left, is_eq, right, then_branch, else_branch }
        } else if self.eat_kw("assert") {
            let l = self.add()?;
            self.expect(Tok::Eq)?;
            let r = self.add()?;
            self.expect(Tok::Semi)?;
            StmtKind::Assert(l, r)
        } else if self.eat_kw("open") {
            let c = self.call_only("open")?;
            self.expect(Tok::Semi)?;
            StmtKind::Open(c)
        } else if self.eat_kw("close") {
            let c = self.call_only("close")?;
            self.expect(Tok::Semi)?;
            StmtKind::Close(c)
        } else if self.eat_kw("use") {
            let c = self.call_only("use")?;
            self.expect(Tok::Semi)?;
            StmtKind::Use(c)
        } else if self.eat_kw("join") {
            let a = self.assertion()?;
            self.expect(Tok::Semi)?;
            StmtKind::Join(a)
        } else if self.is_kw("return") {
            return Err(Diagnostic::new(self.span(), "`return` is allowed only as the body of a pure method or predicate"));
        } else if self.at_declaration() {
            let ty = self.ty()?;
            let (name, _) = self.ident()?;
            let init = if self.eat(&Tok::Assign) { Some(self.rhs()?) } else { None };
            self.expect(Tok::Semi)?;
            StmtKind::Decl(ty, name, init)
        } else {
            let target = self.postfix()?;
            if self.eat(&Tok::Assign) {
                match target.kind {
                    ExprKind::Name(x) => {
                        let rhs = self.rhs()?;
                        self.expect(Tok::Semi)?;
                        StmtKind::Assign(x, rhs)
                    }
                    ExprKind::Field(recv, f, _) => {
                        let value = self.expr()?;
                        self.expect(Tok::Semi)?;
                        StmtKind::FieldUpdate(*recv, f, String::new(), value)
                    }
                    _ => return Err(Diagnostic::new(target.span, "the left-hand side of `:=` must be a variable or a field")),
                }
            } else if let ExprKind::Call(c) = target.kind {
                if self.peek() == &Tok::PlusPlus {
                    return Err(Diagnostic::new(self.span(), "`++` is not supported"));
                }
                self.expect(Tok::Semi)?;
                StmtKind::Call(c)
            } else {
                return Err(Diagnostic::new(target.span, "expected a statement (declaration, assignment or call)"));
            }
        };
        Ok(Stmt { kind, span: start.to(self.prev_span()) })
    }

    fn rhs(&mut self) -> PResult<Rhs> {
        if self.is_kw("new") {
            let start = self.bump().1;
            let (class, _) = self.ident()?;
            if self.peek() == &Tok::LBracket {
                return Err(Diagnostic::new(self.span(), "arrays are not supported"));
            }
            let args = if self.peek() == &Tok::LParen { Some(self.args()?) } else { None };
            return Ok(Rhs::New { class, args, span: start.to(self.prev_span()) });
        }
        Ok(Rhs::Expr(self.expr()?))
    }

    fn args(&mut self) -> PResult<Vec<Expr>> {
        self.expect(Tok::LParen)?;
        let mut out = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok(out);
        }
        loop {
            out.push(self.expr()?);
            if self.eat(&Tok::RParen) {
                return Ok(out);
            }
            self.expect(Tok::Comma)?;
        }
    }

    /// A call expression (target of open/close/use/opening/using).
    fn call_only(&mut self, what: &str) -> PResult<Call> {
        let e = self.postfix()?;
        match e.kind {
            ExprKind::Call(c) => Ok(c),
            _ => Err(Diagnostic::new(e.span, format!("`{what}` needs a call `e.name(args)`"))),
        }
    }

    // ---- expressions ----

    fn expr(&mut self) -> PResult<Expr> {
        let start = self.span();
        if self.eat_kw("opening") || self.eat_kw("using") {
            let opening = matches!(&self.toks[self.pos - 1].0, Tok::Ident(s) if s == "opening");
            let c = self.call_only(if opening { "opening" } else { "using" })?;
            self.expect_kw("in")?;
            let body = self.expr()?;
            let span = start.to(body.span);
            let kind = if opening { ExprKind::Opening(c, Box::new(body)) } else { ExprKind::Using(c, Box::new(body)) };
            return Ok(Expr { kind, span });
        }
        let c = self.cmp()?;
        if self.eat(&Tok::Question) {
            let (l, is_eq, r) = match c.kind {
                ExprKind::Binary(op @ (BinOp::Eq | BinOp::Ne), l, r) => (l, op == BinOp::Eq, r),
                _ => return Err(Diagnostic::new(c.span, "the condition of `? :` must be an equality or a disequality")),
            };
            let a = self.expr()?;
            self.expect(Tok::Colon)?;
            let b = self.expr()?;
            let span = start.to(b.span);
            let (a, b) = if is_eq { (a, b) } else { (b, a) };
            return Ok(Expr { kind: ExprKind::Cond(l, r, Box::new(a), Box::new(b)), span });
        }
        Ok(c)
    }

    fn cmp_op(&self) -> Option<BinOp> {
        match self.peek() {
            Tok::Eq => Some(BinOp::Eq),
            Tok::Ne => Some(BinOp::Ne),
            Tok::Lt => Some(BinOp::Lt),
            Tok::Le => Some(BinOp::Le),
            _ => None,
        }
    }

    fn cmp(&mut self) -> PResult<Expr> {
        let a = self.add()?;
        let Some(op) = self.cmp_op() else { return Ok(a) };
        self.bump();
        let b = self.add()?;
        let first = Expr { span: a.span.to(b.span), kind: ExprKind::Binary(op, Box::new(a), Box::new(b.clone())) };
        if matches!(op, BinOp::Lt | BinOp::Le) && matches!(self.peek(), Tok::Lt | Tok::Le) {
            // a ≤ b ≤ c means a ≤ b ∧ b ≤ c: as a value, (a ≤ b) = 1 ? (b ≤ c) : 0.
            let op2 = self.cmp_op().expect("comparison");
            self.bump();
            let c = self.add()?;
            let span = first.span.to(c.span);
            let second = Expr { span: b.span.to(c.span), kind: ExprKind::Binary(op2, Box::new(b), Box::new(c)) };
            return Ok(Expr {
                span,
                kind: ExprKind::Cond(
                    Box::new(first),
                    Box::new(Expr { kind: ExprKind::Bool(true), span }),
                    Box::new(second),
                    Box::new(Expr { kind: ExprKind::Bool(false), span }),
                ),
            });
        }
        Ok(first)
    }

    fn add(&mut self) -> PResult<Expr> {
        let mut a = self.postfix()?;
        while self.peek() == &Tok::Plus {
            self.bump();
            let b = self.postfix()?;
            a = Expr { span: a.span.to(b.span), kind: ExprKind::Binary(BinOp::Add, Box::new(a), Box::new(b)) };
        }
        if self.peek() == &Tok::PlusPlus {
            return Err(Diagnostic::new(self.span(), "`++` is not supported"));
        }
        Ok(a)
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.eat(&Tok::Dot) {
                let (name, nspan) = self.ident()?;
                if self.peek() == &Tok::LParen {
                    let args = self.args()?;
                    let span = e.span.to(self.prev_span());
                    e = Expr { span, kind: ExprKind::Call(Call { receiver: Some(Box::new(e)), name, args, span, class: String::new() }) };
                } else {
                    e = Expr { span: e.span.to(nspan), kind: ExprKind::Field(Box::new(e), name, String::new()) };
                }
            } else if self.peek() == &Tok::LBracket {
                return Err(Diagnostic::new(self.span(), "arrays are not supported"));
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let span = self.span();
        match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(Expr { kind: ExprKind::Int(v), span })
            }
            Tok::LParen => {
                self.bump();
                let e = self.expr()?;
                self.expect(Tok::RParen)?;
                Ok(Expr { kind: e.kind, span: span.to(self.prev_span()) })
            }
            Tok::Ident(s) => match s.as_str() {
                "null" => {
                    self.bump();
                    Ok(Expr { kind: ExprKind::Null, span })
                }
                "this" => {
                    self.bump();
                    Ok(Expr { kind: ExprKind::This, span })
                }
                "true" | "false" => {
                    self.bump();
                    Ok(Expr { kind: ExprKind::Bool(s == "true"), span })
                }
                "old" => {
                    self.bump();
                    self.expect(Tok::LParen)?;
                    let e = self.expr()?;
                    self.expect(Tok::RParen)?;
                    Ok(Expr { kind: ExprKind::Old(Box::new(e)), span: span.to(self.prev_span()) })
                }
                "acc" | "untouched" => Err(Diagnostic::new(span, format!("`{s}` is an assertion, not an expression"))),
                "new" => Err(Diagnostic::new(span, "`new` may only appear as the right-hand side of an assignment")),
                _ => {
                    let (name, _) = self.ident()?;
                    if self.peek() == &Tok::LParen {
                        let args = self.args()?;
                        let span = span.to(self.prev_span());
                        Ok(Expr { kind: ExprKind::Call(Call { receiver: None, name, args, span, class: String::new() }), span })
                    } else {
                        Ok(Expr { kind: ExprKind::Name(name), span })
                    }
                }
            },
            _ => self.error("an expression"),
        }
    }

    // ---- assertions ----

    fn assertion(&mut self) -> PResult<Assertion> {
        let mut a = self.conj()?;
        while matches!(self.peek(), Tok::Star | Tok::And) {
            self.bump();
            let b = self.conj()?;
            a = Assertion { span: a.span.to(b.span), kind: AssertionKind::Star(Box::new(a), Box::new(b)) };
        }
        Ok(a)
    }

    fn conj(&mut self) -> PResult<Assertion> {
        let start = self.span();
        let ends_here = |t: &Tok| matches!(t, Tok::Star | Tok::And | Tok::Semi | Tok::RParen | Tok::Colon | Tok::Eof);
        if (self.is_kw("true") || self.is_kw("false")) && ends_here(self.peek_at(1)) {
            let t = self.is_kw("true");
            self.bump();
            return Ok(Assertion { kind: if t { AssertionKind::True } else { AssertionKind::False }, span: start });
        }
        if self.eat_kw("acc") {
            self.expect(Tok::LParen)?;
            let e = self.postfix()?;
            self.expect(Tok::RParen)?;
            let span = start.to(self.prev_span());
            return match e.kind {
                ExprKind::Field(recv, f, _) => Ok(Assertion { kind: AssertionKind::Acc(*recv, f, String::new()), span }),
                ExprKind::Name(f) => {
                    Ok(Assertion { kind: AssertionKind::Acc(Expr { kind: ExprKind::This, span: e.span }, f, String::new()), span })
                }
                _ => Err(Diagnostic::new(e.span, "`acc` needs a field `e.f`")),
            };
        }
        if self.eat_kw("untouched") {
            self.expect(Tok::LParen)?;
            let a = self.assertion()?;
            self.expect(Tok::RParen)?;
            return Ok(Assertion { kind: AssertionKind::Untouched(Box::new(a)), span: start.to(self.prev_span()) });
        }
        if self.peek() == &Tok::LParen {
            // `(` starts either an expression compared by = ≠ < ≤, or a parenthesised assertion.
            let save = self.pos;
            if let Ok(e) = self.add() {
                if self.cmp_op().is_some() {
                    return self.comparison_rest(e, start);
                }
            }
            self.pos = save;
            self.bump();
            let a = self.assertion()?;
            self.expect(Tok::RParen)?;
            return Ok(Assertion { kind: a.kind, span: start.to(self.prev_span()) });
        }
        let e = self.add()?;
        if self.cmp_op().is_some() {
            return self.comparison_rest(e, start);
        }
        let span = e.span;
        match e.kind {
            ExprKind::Call(c) => Ok(Assertion { kind: AssertionKind::CallOrPred(c), span }),
            kind => Ok(Assertion { kind: AssertionKind::Holds(Expr { kind, span }), span }),
        }
    }

    fn comparison_rest(&mut self, left: Expr, start: Span) -> PResult<Assertion> {
        let op = self.cmp_op().expect("a comparison operator");
        self.bump();
        let right = self.add()?;
        let span = start.to(right.span);
        match op {
            BinOp::Eq | BinOp::Ne => {
                if self.eat(&Tok::Question) {
                    let a = self.conj()?;
                    self.expect(Tok::Colon)?;
                    let b = self.conj()?;
                    let span = start.to(b.span);
                    let (a, b) = if op == BinOp::Eq { (a, b) } else { (b, a) };
                    return Ok(Assertion { kind: AssertionKind::Cond(left, right, Box::new(a), Box::new(b)), span });
                }
                if matches!(self.peek(), Tok::Eq | Tok::Ne | Tok::Lt | Tok::Le) {
                    return Err(Diagnostic::new(self.span(), "chained comparisons are only `a ≤ b ≤ c` or `a < b < c`"));
                }
                let kind = if op == BinOp::Eq { AssertionKind::Eq(left, right) } else { AssertionKind::Ne(left, right) };
                Ok(Assertion { kind, span })
            }
            _ => {
                let first = Expr { span: left.span.to(right.span), kind: ExprKind::Binary(op, Box::new(left), Box::new(right.clone())) };
                let first = Assertion { span: first.span, kind: AssertionKind::Holds(first) };
                if let Some(op2 @ (BinOp::Lt | BinOp::Le)) = self.cmp_op() {
                    self.bump();
                    let c = self.add()?;
                    let second = Expr { span: right.span.to(c.span), kind: ExprKind::Binary(op2, Box::new(right), Box::new(c)) };
                    let second = Assertion { span: second.span, kind: AssertionKind::Holds(second) };
                    let span = start.to(self.prev_span());
                    return Ok(Assertion { kind: AssertionKind::Star(Box::new(first), Box::new(second)), span });
                }
                Ok(first)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_and_ascii_forms_lex_alike() {
        let a = lex("x := a ≠ b ∧ c ≤ d").unwrap();
        let b = lex("x := a != b && c <= d").unwrap();
        let strip = |v: Vec<(Tok, Span)>| v.into_iter().map(|x| x.0).collect::<Vec<_>>();
        assert_eq!(strip(a), strip(b));
    }

    #[test]
    fn syntax_errors_have_positions() {
        let e = parse_program("class C { int x; void m() { x := ; } }").unwrap_err();
        assert!(e.message.contains("expected an expression"), "{}", e.message);
        assert_eq!(line_col("class C { int x; void m() { x := ; } }", e.span.start).column, 34);
    }

    #[test]
    fn conditional_assertion_branches_are_conjuncts() {
        let p = parse_program("class C { int x; void m(C a, C b) requires a = b ? true : acc(b.x) * acc(a.x); { } }").unwrap();
        let m = &p.classes[0].methods[0];
        assert!(matches!(&m.requires[0].kind, AssertionKind::Star(l, _) if matches!(l.kind, AssertionKind::Cond(..))));
    }
}
