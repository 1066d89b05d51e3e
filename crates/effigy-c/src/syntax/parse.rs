//! The recursive-descent parser: tokens to the syntax tree of `super`.
//!
//! C's grammar needs to know which identifiers name types (`T * x;` declares `x` when `T` is a
//! typedef name and multiplies otherwise): the parser keeps C's scopes of ordinary identifiers,
//! each name marked typedef or not, as declarations complete (a name's scope begins after its
//! declarator, C11 6.2.1p7). Where C89 and GNU C differ from C11 it follows gcc 12 in its
//! default mode: a declaration whose specifiers name no type declares `int`s (implicit `int`,
//! gcc warns); a K&R definition lists its parameters' declarations before the body; GNU's
//! attributes, `asm` labels and statements, `__extension__`, `typeof`, statement expressions,
//! case ranges, range and obsolete designators, `a ?: b`, `__builtin_va_arg`,
//! `__builtin_offsetof` and `__builtin_types_compatible_p` are read.

use std::collections::HashMap;

use super::lex::{tokenize, Tok, Token};
use super::*;

/// A syntax error: where (a byte offset of the text) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub offset: usize,
    pub message: String,
}

type PResult<T> = Result<T, SyntaxError>;

/// Parses a preprocessed translation unit.
pub fn parse_translation_unit(text: &str) -> Result<TranslationUnit, SyntaxError> {
    let mut p = Parser::new(text)?;
    p.translation_unit()
}

/// Parses translation units that follow each other in one text: unit `i` is the text from
/// `starts[i]` to the next start (or the end). Spans are offsets of the whole text; each unit
/// has its own file scope (a typedef name of one is an ordinary identifier in the next).
pub fn parse_translation_units(text: &str, starts: &[usize]) -> Result<Vec<TranslationUnit>, SyntaxError> {
    let toks = tokenize(text).map_err(|(offset, message)| SyntaxError { offset, message })?;
    let mut units = Vec::with_capacity(starts.len());
    // The tokens are in text order: each unit's are one slice of them.
    let real = &toks[..toks.len() - 1];
    for (i, &start) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied().unwrap_or(text.len());
        let (from, to) = (real.partition_point(|t| t.start < start), real.partition_point(|t| t.start < end));
        let mut unit_toks: Vec<Token> = real[from..to].to_vec();
        unit_toks.push(Token { kind: Tok::Eof, start: end, end });
        let mut p = Parser::with_tokens(text, unit_toks);
        units.push(p.translation_unit()?);
    }
    Ok(units)
}

/// Parses one expression (the whole text), with `typedefs` known as type names.
pub fn parse_expression(text: &str, typedefs: &[&str]) -> Result<Node<Expression>, SyntaxError> {
    let mut p = Parser::new(text)?;
    for t in typedefs {
        p.declare(t, true);
    }
    let e = p.expression()?;
    if p.peek().kind != Tok::Eof {
        return Err(p.error_here("expected the end of the expression"));
    }
    Ok(e)
}

/// The keywords, GNU's alternate spellings mapped to the standard one.
fn keyword(s: &str) -> Option<&'static str> {
    Some(match s {
        "auto" => "auto",
        "break" => "break",
        "case" => "case",
        "char" => "char",
        "const" | "__const" | "__const__" => "const",
        "continue" => "continue",
        "default" => "default",
        "do" => "do",
        "double" => "double",
        "else" => "else",
        "enum" => "enum",
        "extern" => "extern",
        "float" => "float",
        "for" => "for",
        "goto" => "goto",
        "if" => "if",
        "inline" | "__inline" | "__inline__" => "inline",
        "int" => "int",
        "long" => "long",
        "register" => "register",
        "restrict" | "__restrict" | "__restrict__" => "restrict",
        "return" => "return",
        "short" => "short",
        "signed" | "__signed" | "__signed__" => "signed",
        "sizeof" => "sizeof",
        "static" => "static",
        "struct" => "struct",
        "switch" => "switch",
        "typedef" => "typedef",
        "union" => "union",
        "unsigned" => "unsigned",
        "void" => "void",
        "volatile" | "__volatile" | "__volatile__" => "volatile",
        "while" => "while",
        "_Alignas" => "_Alignas",
        "_Alignof" | "__alignof" | "__alignof__" => "_Alignof",
        "_Atomic" => "_Atomic",
        "_Bool" => "_Bool",
        "_Complex" | "__complex" | "__complex__" => "_Complex",
        "_Imaginary" => "_Imaginary",
        "_Generic" => "_Generic",
        "_Noreturn" => "_Noreturn",
        "_Static_assert" => "_Static_assert",
        "_Thread_local" | "__thread" => "_Thread_local",
        "__attribute" | "__attribute__" => "__attribute__",
        "asm" | "__asm" | "__asm__" => "asm",
        "typeof" | "__typeof" | "__typeof__" => "typeof",
        "__extension__" => "__extension__",
        "__label__" => "__label__",
        "__real" | "__real__" => "__real__",
        "__imag" | "__imag__" => "__imag__",
        "__int128" | "__int128_t" | "__uint128_t" => "__int128",
        "__auto_type" => "__auto_type",
        "_Float16" | "_Float32" | "_Float64" | "_Float128" | "_Float32x" | "_Float64x" | "_Float128x" => "_FloatN",
        "_Decimal32" | "_Decimal64" | "_Decimal128" => "_Decimal",
        "__builtin_va_arg" => "__builtin_va_arg",
        "__builtin_offsetof" => "__builtin_offsetof",
        "__builtin_types_compatible_p" => "__builtin_types_compatible_p",
        _ => return None,
    })
}

/// Keywords that begin a type specifier or qualifier (a type name starts with one of these or
/// with a typedef name).
fn starts_specifier_qualifier(k: &str) -> bool {
    matches!(
        k,
        "void"
            | "char"
            | "short"
            | "int"
            | "long"
            | "float"
            | "double"
            | "signed"
            | "unsigned"
            | "_Bool"
            | "_Complex"
            | "_Imaginary"
            | "__int128"
            | "_FloatN"
            | "_Decimal"
            | "struct"
            | "union"
            | "enum"
            | "typeof"
            | "const"
            | "volatile"
            | "restrict"
            | "_Atomic"
            | "__attribute__"
            | "__auto_type"
            | "__extension__"
    )
}

fn starts_declaration_specifier(k: &str) -> bool {
    starts_specifier_qualifier(k)
        || matches!(k, "typedef" | "extern" | "static" | "auto" | "register" | "_Thread_local" | "inline" | "_Noreturn" | "_Alignas")
}

struct Parser<'t> {
    text: &'t str,
    toks: Vec<Token>,
    pos: usize,
    /// Ordinary identifiers in scope, innermost last: `true` for a typedef name.
    scopes: Vec<HashMap<String, bool>>,
    /// GNU local labels (`__label__ a;`) of the enclosing blocks, innermost last: each name to
    /// the function-unique name its labels and gotos get.
    local_labels: Vec<HashMap<String, String>>,
    local_label_count: usize,
}

impl<'t> Parser<'t> {
    fn new(text: &'t str) -> PResult<Parser<'t>> {
        let toks = tokenize(text).map_err(|(offset, message)| SyntaxError { offset, message })?;
        Ok(Parser::with_tokens(text, toks))
    }

    /// A parser of `toks`, tokens of `text` ending with `Eof`.
    fn with_tokens(text: &'t str, toks: Vec<Token>) -> Parser<'t> {
        let mut global = HashMap::new();
        global.insert("__builtin_va_list".to_string(), true);
        Parser { text, toks, pos: 0, scopes: vec![global], local_labels: Vec::new(), local_label_count: 0 }
    }

    // ---- tokens ----

    fn peek(&self) -> Token {
        self.toks[self.pos]
    }
    fn peek_at(&self, n: usize) -> Token {
        self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }
    fn tok_text(&self, t: Token) -> &'t str {
        &self.text[t.start..t.end]
    }
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos];
        if t.kind != Tok::Eof {
            self.pos += 1;
        }
        t
    }
    /// The end of the last token taken.
    fn prev_end(&self) -> usize {
        if self.pos == 0 {
            0
        } else {
            self.toks[self.pos - 1].end
        }
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek().kind, Tok::Punct(q) if q == p)
    }
    fn is_punct_at(&self, n: usize, p: &str) -> bool {
        matches!(self.peek_at(n).kind, Tok::Punct(q) if q == p)
    }
    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    /// The keyword the token at `n` is, if any.
    fn kw_at(&self, n: usize) -> Option<&'static str> {
        let t = self.peek_at(n);
        if t.kind == Tok::Ident {
            keyword(self.tok_text(t))
        } else {
            None
        }
    }
    fn kw(&self) -> Option<&'static str> {
        self.kw_at(0)
    }
    fn is_kw(&self, k: &str) -> bool {
        self.kw() == Some(k)
    }
    fn eat_kw(&mut self, k: &str) -> bool {
        if self.is_kw(k) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    /// An identifier (not a keyword) at `n`.
    fn ident_at(&self, n: usize) -> Option<&'t str> {
        let t = self.peek_at(n);
        if t.kind == Tok::Ident && keyword(self.tok_text(t)).is_none() {
            Some(self.tok_text(t))
        } else {
            None
        }
    }
    fn describe(&self, t: Token) -> String {
        match t.kind {
            Tok::Eof => "the end of the input".to_string(),
            _ => format!("'{}'", self.tok_text(t)),
        }
    }
    fn error_at(&self, offset: usize, message: impl Into<String>) -> SyntaxError {
        SyntaxError { offset, message: message.into() }
    }
    fn error_here(&self, message: impl Into<String>) -> SyntaxError {
        let t = self.peek();
        self.error_at(t.start, format!("{} before {}", message.into(), self.describe(t)))
    }
    /// `p` is required: an error at the end of the previous token when a `;` or a closing
    /// bracket is missing (where gcc puts it), else at the current token.
    fn expect_punct(&mut self, p: &str, after: &str) -> PResult<Token> {
        if self.is_punct(p) {
            return Ok(self.bump());
        }
        let t = self.peek();
        let message = format!("expected '{p}' {after} before {}", self.describe(t));
        if matches!(p, ";" | ")" | "]" | "}") && self.pos > 0 {
            Err(self.error_at(self.prev_end(), message))
        } else {
            Err(self.error_at(t.start, message))
        }
    }
    fn unsupported(&self, offset: usize, what: &str) -> SyntaxError {
        self.error_at(offset, format!("unsupported: {what}"))
    }
    fn span_from(&self, start: usize) -> Span {
        Span::span(start, self.prev_end().max(start))
    }

    // ---- scopes ----

    /// A label's name in its function: a GNU local label's unique name, else the name.
    fn label_name(&self, name: &str) -> String {
        self.local_labels.iter().rev().find_map(|m| m.get(name).cloned()).unwrap_or_else(|| name.to_string())
    }

    fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }
    fn pop_scope(&mut self) {
        self.scopes.pop();
    }
    fn declare(&mut self, name: &str, typedef: bool) {
        self.scopes.last_mut().expect("a scope").insert(name.to_string(), typedef);
    }
    fn is_typedef_name(&self, name: &str) -> bool {
        self.scopes.iter().rev().find_map(|s| s.get(name)).copied().unwrap_or(false)
    }
    /// Whether the token at `n` is a typedef name in scope.
    fn typedef_at(&self, n: usize) -> bool {
        self.ident_at(n).is_some_and(|name| self.is_typedef_name(name))
    }
    /// Whether a type name starts at `n`.
    fn starts_type_name_at(&self, n: usize) -> bool {
        match self.kw_at(n) {
            // `(__extension__ 1.0iF)` is an expression; `(__extension__ long long)` a type.
            Some("__extension__") => self.starts_type_name_at(n + 1),
            Some(k) => starts_specifier_qualifier(k),
            None => self.typedef_at(n),
        }
    }
    /// Whether a declaration starts here (in a block: a typedef name followed by `:` is a label).
    fn starts_declaration(&self) -> bool {
        if self.kw() == Some("__attribute__") && self.is_punct_at(self.balanced_end(1), ";") {
            // `__attribute__((fallthrough));` is a null statement.
            return false;
        }
        match self.kw() {
            Some("__extension__") => {
                let mut n = 1;
                while self.kw_at(n) == Some("__extension__") {
                    n += 1;
                }
                match self.kw_at(n) {
                    Some(k) => starts_declaration_specifier(k) || k == "_Static_assert",
                    None => self.typedef_at(n) && !self.is_punct_at(n + 1, ":"),
                }
            }
            Some(k) => starts_declaration_specifier(k),
            None => self.typedef_at(0) && !self.is_punct_at(1, ":"),
        }
    }

    /// The index (relative to the current token) just after the balanced parentheses that
    /// start at relative index `n`.
    fn balanced_end(&self, n: usize) -> usize {
        let mut depth = 0usize;
        let mut i = n;
        loop {
            let t = self.peek_at(i);
            match t.kind {
                Tok::Punct("(") => depth += 1,
                Tok::Punct(")") => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return i + 1;
                    }
                }
                Tok::Eof => return i,
                _ => {}
            }
            if depth == 0 {
                return i;
            }
            i += 1;
        }
    }

    // ---- external definitions (6.9) ----

    fn translation_unit(&mut self) -> PResult<TranslationUnit> {
        let mut items = Vec::new();
        while self.peek().kind != Tok::Eof {
            if self.eat_punct(";") {
                continue;
            }
            while self.eat_kw("__extension__") {}
            if self.is_kw("_Static_assert") {
                let sa = self.static_assert()?;
                let span = sa.span;
                items.push(Node::new(ExternalDeclaration::StaticAssert(sa), span));
                continue;
            }
            if self.is_kw("asm") {
                // A file-scope `asm("...");`: assembly outside any function.
                return Err(self.unsupported(self.peek().start, "file-scope inline assembly"));
            }
            items.push(self.external_declaration()?);
        }
        Ok(TranslationUnit(items))
    }

    fn external_declaration(&mut self) -> PResult<Node<ExternalDeclaration>> {
        let start = self.peek().start;
        let (specifiers, has_type) = self.declaration_specifiers()?;
        let typedef = is_typedef(&specifiers);
        if self.is_punct(";") {
            self.bump();
            let span = self.span_from(start);
            if specifiers.is_empty() {
                return Err(self.error_at(start, "expected a declaration"));
            }
            let d = Node::new(Declaration { specifiers, declarators: Vec::new() }, span);
            return Ok(Node::new(ExternalDeclaration::Declaration(d), span));
        }
        if !has_type && specifiers.is_empty() && self.ident_at(0).is_none() && !self.is_punct("*") && !self.is_punct("(") {
            return Err(self.error_here("expected a declaration"));
        }
        let declarator = self.declarator(false)?;
        // A function definition: the declarator is a function's, and a body (or, for a K&R
        // definition, the parameters' declarations) follows.
        if !typedef
            && function_suffix(&declarator).is_some()
            && (self.is_punct("{") || (self.is_kr(&declarator) && self.starts_declaration()))
        {
            return self.function_definition(start, specifiers, declarator);
        }
        let declarators = self.init_declarators(declarator, typedef)?;
        self.expect_punct(";", "after the declaration")?;
        let span = self.span_from(start);
        let d = Node::new(Declaration { specifiers, declarators }, span);
        Ok(Node::new(ExternalDeclaration::Declaration(d), span))
    }

    fn is_kr(&self, d: &Node<Declarator>) -> bool {
        matches!(function_suffix(d), Some(DerivedDeclarator::KRFunction(ids)) if !ids.is_empty())
    }

    fn function_definition(
        &mut self,
        start: usize,
        specifiers: Vec<Node<DeclarationSpecifier>>,
        declarator: Node<Declarator>,
    ) -> PResult<Node<ExternalDeclaration>> {
        if let Some(name) = declarator_name(&declarator) {
            self.declare(&name, false);
        }
        self.push_scope();
        for name in parameter_names(&declarator) {
            self.declare(&name, false);
        }
        let mut declarations = Vec::new();
        while !self.is_punct("{") {
            if self.peek().kind == Tok::Eof {
                return Err(self.error_here("expected the function body"));
            }
            declarations.push(self.declaration()?);
        }
        let statement = self.compound_statement()?;
        self.pop_scope();
        let span = self.span_from(start);
        let def = Node::new(FunctionDefinition { specifiers, declarator, declarations, statement }, span);
        Ok(Node::new(ExternalDeclaration::FunctionDefinition(def), span))
    }

    // ---- declarations (6.7) ----

    /// A declaration up to its `;` (in a block, a `for`, a K&R parameter list).
    fn declaration(&mut self) -> PResult<Node<Declaration>> {
        let start = self.peek().start;
        while self.eat_kw("__extension__") {}
        let (specifiers, _) = self.declaration_specifiers()?;
        if specifiers.is_empty() {
            return Err(self.error_here("expected a declaration"));
        }
        let typedef = is_typedef(&specifiers);
        let mut declarators = Vec::new();
        if !self.is_punct(";") {
            let first = self.declarator(false)?;
            if self.is_punct("{") && function_suffix(&first).is_some() {
                return Err(self.unsupported(start, "nested function definitions (a GNU extension)"));
            }
            declarators = self.init_declarators(first, typedef)?;
        }
        self.expect_punct(";", "after the declaration")?;
        Ok(Node::new(Declaration { specifiers, declarators }, self.span_from(start)))
    }

    /// The init-declarator list from its first declarator; each name is declared once its
    /// declarator (and initialiser) is read.
    fn init_declarators(&mut self, first: Node<Declarator>, typedef: bool) -> PResult<Vec<Node<InitDeclarator>>> {
        let mut out = Vec::new();
        let mut d = first;
        loop {
            if let Some(name) = declarator_name(&d) {
                self.declare(&name, typedef);
            }
            let start = d.span.start;
            let initializer = if self.eat_punct("=") { Some(self.initializer()?) } else { None };
            out.push(Node::new(InitDeclarator { declarator: d, initializer }, self.span_from(start)));
            if !self.eat_punct(",") {
                return Ok(out);
            }
            d = self.declarator(false)?;
        }
    }

    /// Declaration specifiers, and whether a type specifier is among them (none: implicit
    /// `int`). A typedef name counts only where no other type specifier came before.
    fn declaration_specifiers(&mut self) -> PResult<(Vec<Node<DeclarationSpecifier>>, bool)> {
        let mut out = Vec::new();
        let mut has_type = false;
        loop {
            let t = self.peek();
            let start = t.start;
            let Some(k) = self.kw() else {
                if !has_type && self.typedef_at(0) {
                    let t = self.bump();
                    let name = self.tok_text(t).to_string();
                    let span = self.span_from(start);
                    let ts = TypeSpecifier::TypedefName(Node::new(Identifier { name }, span));
                    out.push(Node::new(DeclarationSpecifier::TypeSpecifier(Node::new(ts, span)), span));
                    has_type = true;
                    continue;
                }
                return Ok((out, has_type));
            };
            let spec = match k {
                "typedef" | "extern" | "static" | "auto" | "register" | "_Thread_local" => {
                    self.bump();
                    let sc = match k {
                        "typedef" => StorageClassSpecifier::Typedef,
                        "extern" => StorageClassSpecifier::Extern,
                        "static" => StorageClassSpecifier::Static,
                        "auto" => StorageClassSpecifier::Auto,
                        "register" => StorageClassSpecifier::Register,
                        _ => StorageClassSpecifier::ThreadLocal,
                    };
                    DeclarationSpecifier::StorageClass(Node::new(sc, self.span_from(start)))
                }
                "inline" | "_Noreturn" => {
                    self.bump();
                    let f = if k == "inline" { FunctionSpecifier::Inline } else { FunctionSpecifier::Noreturn };
                    DeclarationSpecifier::Function(Node::new(f, self.span_from(start)))
                }
                "_Alignas" => DeclarationSpecifier::Alignment(self.alignment_specifier()?),
                "__extension__" => {
                    self.bump();
                    continue;
                }
                _ => match self.specifier_qualifier(has_type)? {
                    Some(sq) => {
                        let span = sq.span;
                        match sq.node {
                            SpecifierQualifier::TypeSpecifier(ts) => {
                                has_type = true;
                                DeclarationSpecifier::TypeSpecifier(ts)
                            }
                            SpecifierQualifier::TypeQualifier(q) => DeclarationSpecifier::TypeQualifier(q),
                            SpecifierQualifier::Alignment(a) => DeclarationSpecifier::Alignment(a),
                            SpecifierQualifier::Extension(e) => {
                                out.push(Node::new(DeclarationSpecifier::Extension(e), span));
                                continue;
                            }
                        }
                    }
                    None => return Ok((out, has_type)),
                },
            };
            let span = self.span_from(start);
            out.push(Node::new(spec, span));
        }
    }

    /// One type specifier, qualifier or attribute list, if one starts here.
    fn specifier_qualifier(&mut self, has_type: bool) -> PResult<Option<Node<SpecifierQualifier>>> {
        let start = self.peek().start;
        let Some(k) = self.kw() else {
            if !has_type && self.typedef_at(0) {
                let t = self.bump();
                let name = self.tok_text(t).to_string();
                let span = self.span_from(start);
                let ts = TypeSpecifier::TypedefName(Node::new(Identifier { name }, span));
                return Ok(Some(Node::new(SpecifierQualifier::TypeSpecifier(Node::new(ts, span)), span)));
            }
            return Ok(None);
        };
        let simple = |ts: TypeSpecifier| Some(ts);
        let ts = match k {
            "void" => simple(TypeSpecifier::Void),
            "char" => simple(TypeSpecifier::Char),
            "short" => simple(TypeSpecifier::Short),
            "int" => simple(TypeSpecifier::Int),
            "long" => simple(TypeSpecifier::Long),
            "float" => simple(TypeSpecifier::Float),
            "double" => simple(TypeSpecifier::Double),
            "signed" => simple(TypeSpecifier::Signed),
            "unsigned" => simple(TypeSpecifier::Unsigned),
            "_Bool" => simple(TypeSpecifier::Bool),
            "_Complex" => simple(TypeSpecifier::Complex),
            "__int128" => simple(TypeSpecifier::Int128),
            "_FloatN" => {
                let text = self.tok_text(self.peek());
                let digits: String = text.trim_start_matches("_Float").chars().take_while(char::is_ascii_digit).collect();
                let width = digits.parse().unwrap_or(0);
                let format = if text.ends_with('x') { TS18661FloatFormat::BinaryExtended } else { TS18661FloatFormat::BinaryInterchange };
                simple(TypeSpecifier::TS18661Float(TS18661FloatType { format, width }))
            }
            "_Imaginary" => return Err(self.unsupported(start, "imaginary types (_Imaginary)")),
            "_Decimal" => return Err(self.unsupported(start, "decimal floating types")),
            "__auto_type" => return Err(self.unsupported(start, "'__auto_type' (a GNU extension)")),
            "const" | "volatile" | "restrict" => {
                self.bump();
                let q = match k {
                    "const" => TypeQualifier::Const,
                    "volatile" => TypeQualifier::Volatile,
                    _ => TypeQualifier::Restrict,
                };
                let span = self.span_from(start);
                return Ok(Some(Node::new(SpecifierQualifier::TypeQualifier(Node::new(q, span)), span)));
            }
            "_Atomic" => {
                self.bump();
                if self.eat_punct("(") {
                    let tn = self.type_name()?;
                    self.expect_punct(")", "to close '_Atomic('")?;
                    let span = self.span_from(start);
                    return Ok(Some(Node::new(SpecifierQualifier::TypeSpecifier(Node::new(TypeSpecifier::Atomic(tn), span)), span)));
                }
                let span = self.span_from(start);
                return Ok(Some(Node::new(SpecifierQualifier::TypeQualifier(Node::new(TypeQualifier::Atomic, span)), span)));
            }
            "__attribute__" => {
                let exts = self.attributes()?;
                let span = self.span_from(start);
                return Ok(Some(Node::new(SpecifierQualifier::Extension(exts), span)));
            }
            "struct" | "union" => None,
            "enum" => None,
            "typeof" => None,
            _ => return Ok(None),
        };
        let ts = match ts {
            Some(ts) => {
                self.bump();
                ts
            }
            None => match k {
                "struct" | "union" => TypeSpecifier::Struct(self.struct_type()?),
                "enum" => TypeSpecifier::Enum(self.enum_type()?),
                _ => {
                    self.bump();
                    self.expect_punct("(", "after 'typeof'")?;
                    let inner_start = self.peek().start;
                    let t =
                        if self.starts_type_name_at(0) { TypeOf::Type(self.type_name()?) } else { TypeOf::Expression(self.expression()?) };
                    let span = self.span_from(inner_start);
                    self.expect_punct(")", "to close 'typeof('")?;
                    TypeSpecifier::TypeOf(Node::new(t, span))
                }
            },
        };
        let span = self.span_from(start);
        Ok(Some(Node::new(SpecifierQualifier::TypeSpecifier(Node::new(ts, span)), span)))
    }

    /// `__attribute__((a, b(1), …))`, one or more in a row; each attribute one extension.
    fn attributes(&mut self) -> PResult<Vec<Node<Extension>>> {
        let mut out = Vec::new();
        while self.is_kw("__attribute__") {
            self.bump();
            self.expect_punct("(", "after '__attribute__'")?;
            self.expect_punct("(", "after '__attribute__('")?;
            loop {
                if self.is_punct(")") {
                    break;
                }
                if self.eat_punct(",") {
                    continue;
                }
                let t = self.peek();
                if t.kind != Tok::Ident {
                    return Err(self.error_here("expected an attribute name"));
                }
                self.bump();
                let name = Node::new(self.tok_text(t).to_string(), Span::span(t.start, t.end));
                let mut arguments = Vec::new();
                if self.eat_punct("(") {
                    while !self.is_punct(")") {
                        arguments.push(self.assignment_expression()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                    self.expect_punct(")", "to close the attribute's arguments")?;
                }
                out.push(Node::new(Extension::Attribute(Attribute { name, arguments }), self.span_from(t.start)));
            }
            self.expect_punct(")", "to close '__attribute__(('")?;
            self.expect_punct(")", "to close '__attribute__(('")?;
        }
        Ok(out)
    }

    /// Attributes and an asm label after a declarator.
    fn declarator_extensions(&mut self) -> PResult<Vec<Node<Extension>>> {
        let mut out = Vec::new();
        loop {
            if self.is_kw("__attribute__") {
                out.extend(self.attributes()?);
            } else if self.is_kw("asm") {
                let start = self.bump().start;
                self.expect_punct("(", "after 'asm'")?;
                let s = self.string_literal()?;
                self.expect_punct(")", "to close 'asm('")?;
                out.push(Node::new(Extension::AsmLabel(s), self.span_from(start)));
            } else {
                return Ok(out);
            }
        }
    }

    fn struct_type(&mut self) -> PResult<Node<StructType>> {
        let start = self.peek().start;
        let kw = self.bump();
        let kind = if self.tok_text(kw) == "union" { StructKind::Union } else { StructKind::Struct };
        let kind = Node::new(kind, Span::span(kw.start, kw.end));
        let mut extensions = self.attributes()?;
        let identifier = self.tag_name()?;
        let mut declarations = None;
        if self.eat_punct("{") {
            let mut decls = Vec::new();
            while !self.eat_punct("}") {
                if self.eat_punct(";") {
                    continue;
                }
                if self.peek().kind == Tok::Eof {
                    return Err(self.error_here("expected '}' to end the member list"));
                }
                decls.push(self.struct_declaration()?);
            }
            declarations = Some(decls);
            extensions.extend(self.attributes()?);
        } else if identifier.is_none() {
            return Err(self.error_here("expected a tag name or '{'"));
        }
        Ok(Node::new(StructType { kind, identifier, declarations, extensions }, self.span_from(start)))
    }

    fn tag_name(&mut self) -> PResult<Option<Node<Identifier>>> {
        let t = self.peek();
        // A tag may be spelled like a typedef name (tags are a namespace of their own).
        if t.kind == Tok::Ident && keyword(self.tok_text(t)).is_none() {
            self.bump();
            return Ok(Some(Node::new(Identifier { name: self.tok_text(t).to_string() }, Span::span(t.start, t.end))));
        }
        Ok(None)
    }

    fn struct_declaration(&mut self) -> PResult<Node<StructDeclaration>> {
        let start = self.peek().start;
        while self.eat_kw("__extension__") {}
        if self.is_kw("_Static_assert") {
            let sa = self.static_assert()?;
            let span = sa.span;
            return Ok(Node::new(StructDeclaration::StaticAssert(sa), span));
        }
        let specifiers = self.specifier_qualifiers()?;
        if specifiers.is_empty() {
            return Err(self.error_here("expected a member declaration"));
        }
        let mut declarators = Vec::new();
        if !self.is_punct(";") {
            loop {
                let dstart = self.peek().start;
                let declarator = if self.is_punct(":") { None } else { Some(self.declarator(false)?) };
                let bit_width = if self.eat_punct(":") { Some(Box::new(self.conditional_expression()?)) } else { None };
                // Attributes after the bit-field width belong to the member.
                let exts = self.declarator_extensions()?;
                let declarator = match declarator {
                    Some(mut d) => {
                        d.node.extensions.extend(exts);
                        Some(d)
                    }
                    None => None,
                };
                declarators.push(Node::new(StructDeclarator { declarator, bit_width }, self.span_from(dstart)));
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        self.expect_punct(";", "after the member declaration")?;
        let span = self.span_from(start);
        Ok(Node::new(StructDeclaration::Field(Node::new(StructField { specifiers, declarators }, span)), span))
    }

    /// `_Alignas ( type-name )` or `_Alignas ( constant-expression )`.
    fn alignment_specifier(&mut self) -> PResult<Node<AlignmentSpecifier>> {
        let start = self.peek().start;
        self.bump();
        self.expect_punct("(", "after '_Alignas'")?;
        let a = if self.starts_type_name_at(0) {
            AlignmentSpecifier::Type(self.type_name()?)
        } else {
            AlignmentSpecifier::Constant(Box::new(self.conditional_expression()?))
        };
        self.expect_punct(")", "to close '_Alignas('")?;
        Ok(Node::new(a, self.span_from(start)))
    }

    fn specifier_qualifiers(&mut self) -> PResult<Vec<Node<SpecifierQualifier>>> {
        let mut out = Vec::new();
        let mut has_type = false;
        loop {
            if self.eat_kw("__extension__") {
                continue;
            }
            if self.kw() == Some("_Alignas") {
                let a = self.alignment_specifier()?;
                let span = a.span;
                out.push(Node::new(SpecifierQualifier::Alignment(a), span));
                continue;
            }
            match self.specifier_qualifier(has_type)? {
                Some(sq) => {
                    has_type |= matches!(sq.node, SpecifierQualifier::TypeSpecifier(_));
                    out.push(sq);
                }
                None => return Ok(out),
            }
        }
    }

    fn enum_type(&mut self) -> PResult<Node<EnumType>> {
        let start = self.bump().start;
        let mut extensions = self.attributes()?;
        let identifier = self.tag_name()?;
        let mut enumerators = Vec::new();
        if self.eat_punct("{") {
            while !self.eat_punct("}") {
                let t = self.peek();
                let Some(name) = self.ident_at(0) else {
                    return Err(self.error_here("expected an enumerator"));
                };
                self.bump();
                let identifier = Node::new(Identifier { name: name.to_string() }, Span::span(t.start, t.end));
                let exts = self.attributes()?;
                let expression = if self.eat_punct("=") { Some(Box::new(self.conditional_expression()?)) } else { None };
                // An enumeration constant is in scope after its enumerator.
                self.declare(name, false);
                enumerators.push(Node::new(Enumerator { identifier, expression, extensions: exts }, self.span_from(t.start)));
                if !self.eat_punct(",") {
                    self.expect_punct("}", "to end the enumerator list")?;
                    break;
                }
            }
            if enumerators.is_empty() {
                return Err(self.error_at(start, "an enumeration needs at least one enumerator"));
            }
            extensions.extend(self.attributes()?);
        } else if identifier.is_none() {
            return Err(self.error_here("expected a tag name or '{'"));
        }
        Ok(Node::new(EnumType { identifier, enumerators, extensions }, self.span_from(start)))
    }

    /// A declarator; `abstract_ok`: it may lack a name (parameters and type names).
    fn declarator(&mut self, abstract_ok: bool) -> PResult<Node<Declarator>> {
        let start = self.peek().start;
        // Attributes before the pointers or the name apply to the declaration (gcc).
        let mut extensions = self.attributes()?;
        let mut derived = Vec::new();
        while self.is_punct("*") {
            let pstart = self.bump().start;
            let mut quals = Vec::new();
            loop {
                let qstart = self.peek().start;
                match self.kw() {
                    Some(k @ ("const" | "volatile" | "restrict" | "_Atomic")) => {
                        self.bump();
                        let q = match k {
                            "const" => TypeQualifier::Const,
                            "volatile" => TypeQualifier::Volatile,
                            "restrict" => TypeQualifier::Restrict,
                            _ => TypeQualifier::Atomic,
                        };
                        let span = self.span_from(qstart);
                        quals.push(Node::new(PointerQualifier::TypeQualifier(Node::new(q, span)), span));
                    }
                    Some("__attribute__") => {
                        let exts = self.attributes()?;
                        quals.push(Node::new(PointerQualifier::Extension(exts), self.span_from(qstart)));
                    }
                    _ => break,
                }
            }
            derived.push(Node::new(DerivedDeclarator::Pointer(quals), self.span_from(pstart)));
        }
        extensions.extend(self.attributes()?);
        let kind_start = self.peek().start;
        let kind = if let Some(name) = self.ident_at(0) {
            self.bump();
            DeclaratorKind::Identifier(Node::new(Identifier { name: name.to_string() }, self.span_from(kind_start)))
        } else if self.is_punct("(") && self.nested_declarator_follows(abstract_ok) {
            self.bump();
            let inner = self.declarator(abstract_ok)?;
            self.expect_punct(")", "to close the declarator")?;
            DeclaratorKind::Declarator(Box::new(inner))
        } else if abstract_ok {
            DeclaratorKind::Abstract
        } else {
            return Err(self.error_here("expected an identifier"));
        };
        let kind = Node::new(kind, self.span_from(kind_start));
        loop {
            let sstart = self.peek().start;
            if self.eat_punct("[") {
                let arr = self.array_declarator()?;
                derived.push(Node::new(DerivedDeclarator::Array(Node::new(arr, self.span_from(sstart))), self.span_from(sstart)));
            } else if self.eat_punct("(") {
                let f = self.function_declarator(sstart)?;
                derived.push(f);
            } else {
                break;
            }
        }
        extensions.extend(self.declarator_extensions()?);
        Ok(Node::new(Declarator { kind, derived, extensions }, self.span_from(start)))
    }

    /// At a `(` in a declarator: does a parenthesised declarator follow (rather than the
    /// parameter list of an abstract function declarator)?
    fn nested_declarator_follows(&self, abstract_ok: bool) -> bool {
        if !abstract_ok {
            return true;
        }
        if self.is_punct_at(1, "*") || self.is_punct_at(1, "(") || self.is_punct_at(1, "[") {
            return true;
        }
        if self.kw_at(1) == Some("__attribute__") {
            return true;
        }
        // `(x)` names a parameter unless x is a type.
        self.ident_at(1).is_some() && !self.typedef_at(1)
    }

    fn array_declarator(&mut self) -> PResult<ArrayDeclarator> {
        let mut qualifiers = Vec::new();
        let mut is_static = false;
        loop {
            let qstart = self.peek().start;
            match self.kw() {
                Some("static") => {
                    self.bump();
                    is_static = true;
                }
                Some(k @ ("const" | "volatile" | "restrict" | "_Atomic")) => {
                    self.bump();
                    let q = match k {
                        "const" => TypeQualifier::Const,
                        "volatile" => TypeQualifier::Volatile,
                        "restrict" => TypeQualifier::Restrict,
                        _ => TypeQualifier::Atomic,
                    };
                    qualifiers.push(Node::new(q, self.span_from(qstart)));
                }
                _ => break,
            }
        }
        let size = if self.is_punct("]") {
            ArraySize::Unknown
        } else if self.is_punct("*") && self.is_punct_at(1, "]") {
            self.bump();
            ArraySize::VariableUnknown
        } else {
            let e = Box::new(self.assignment_expression()?);
            if is_static {
                ArraySize::StaticExpression(e)
            } else {
                ArraySize::VariableExpression(e)
            }
        };
        self.expect_punct("]", "to close the array declarator")?;
        Ok(ArrayDeclarator { qualifiers, size })
    }

    /// After `(`: a parameter type list or a (K&R) identifier list, to the `)`.
    fn function_declarator(&mut self, start: usize) -> PResult<Node<DerivedDeclarator>> {
        if self.eat_punct(")") {
            return Ok(Node::new(DerivedDeclarator::KRFunction(Vec::new()), self.span_from(start)));
        }
        // An identifier list: identifiers that are not type names.
        if self.ident_at(0).is_some() && !self.typedef_at(0) && (self.is_punct_at(1, ",") || self.is_punct_at(1, ")")) {
            let mut ids = Vec::new();
            loop {
                let t = self.peek();
                let Some(name) = self.ident_at(0) else {
                    return Err(self.error_here("expected a parameter name"));
                };
                self.bump();
                ids.push(Node::new(Identifier { name: name.to_string() }, Span::span(t.start, t.end)));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(")", "to close the parameter list")?;
            return Ok(Node::new(DerivedDeclarator::KRFunction(ids), self.span_from(start)));
        }
        self.push_scope();
        let mut parameters = Vec::new();
        let mut ellipsis = Ellipsis::None;
        loop {
            if self.eat_punct("...") {
                ellipsis = Ellipsis::Some;
                break;
            }
            let pstart = self.peek().start;
            let (specifiers, has_type) = self.declaration_specifiers()?;
            if specifiers.is_empty() && !has_type {
                self.pop_scope();
                return Err(self.error_here("expected a parameter declaration"));
            }
            let declarator = if self.is_punct(",") || self.is_punct(")") { None } else { Some(self.declarator(true)?) };
            if let Some(name) = declarator.as_ref().and_then(declarator_name) {
                self.declare(&name, false);
            }
            let extensions = self.attributes()?;
            parameters.push(Node::new(ParameterDeclaration { specifiers, declarator, extensions }, self.span_from(pstart)));
            if !self.eat_punct(",") {
                break;
            }
        }
        self.pop_scope();
        self.expect_punct(")", "to close the parameter list")?;
        Ok(Node::new(
            DerivedDeclarator::Function(Node::new(FunctionDeclarator { parameters, ellipsis }, self.span_from(start))),
            self.span_from(start),
        ))
    }

    fn type_name(&mut self) -> PResult<Node<TypeName>> {
        let start = self.peek().start;
        let specifiers = self.specifier_qualifiers()?;
        if !specifiers.iter().any(|s| matches!(s.node, SpecifierQualifier::TypeSpecifier(_) | SpecifierQualifier::TypeQualifier(_))) {
            return Err(self.error_here("expected a type name"));
        }
        let declarator = if self.is_punct(")") || self.is_punct(",") || self.is_punct(":") {
            None
        } else {
            let d = self.declarator(true)?;
            if declarator_name(&d).is_some() {
                return Err(self.error_at(d.span.start, "a type name cannot declare a name"));
            }
            Some(d)
        };
        Ok(Node::new(TypeName { specifiers, declarator }, self.span_from(start)))
    }

    fn static_assert(&mut self) -> PResult<Node<StaticAssert>> {
        let start = self.bump().start;
        self.expect_punct("(", "after '_Static_assert'")?;
        let expression = Box::new(self.conditional_expression()?);
        let message = if self.eat_punct(",") { Some(self.string_literal()?) } else { None };
        self.expect_punct(")", "to close '_Static_assert('")?;
        self.expect_punct(";", "after the static assertion")?;
        Ok(Node::new(StaticAssert { expression, message }, self.span_from(start)))
    }

    // ---- initializers (6.7.9) ----

    fn initializer(&mut self) -> PResult<Node<Initializer>> {
        let start = self.peek().start;
        if self.eat_punct("{") {
            let items = self.initializer_list()?;
            return Ok(Node::new(Initializer::List(items), self.span_from(start)));
        }
        let e = self.assignment_expression()?;
        Ok(Node::new(Initializer::Expression(Box::new(e)), self.span_from(start)))
    }

    /// After `{`: the items, to the `}`.
    fn initializer_list(&mut self) -> PResult<Vec<Node<InitializerListItem>>> {
        let mut items = Vec::new();
        while !self.eat_punct("}") {
            let start = self.peek().start;
            let mut designation = Vec::new();
            // GNU's obsolete `member: value`.
            if self.ident_at(0).is_some() && self.is_punct_at(1, ":") {
                let t = self.bump();
                self.bump();
                let id = Node::new(Identifier { name: self.tok_text(t).to_string() }, Span::span(t.start, t.end));
                designation.push(Node::new(Designator::Member(id), Span::span(t.start, t.end)));
            } else {
                loop {
                    let dstart = self.peek().start;
                    if self.eat_punct("[") {
                        let from = self.conditional_expression()?;
                        let d = if self.eat_punct("...") {
                            let to = self.conditional_expression()?;
                            let span = Span::span(from.span.start, to.span.end);
                            Designator::Range(Node::new(RangeDesignator { from, to }, span))
                        } else {
                            Designator::Index(from)
                        };
                        self.expect_punct("]", "to close the designator")?;
                        designation.push(Node::new(d, self.span_from(dstart)));
                    } else if self.is_punct(".") && self.ident_at(1).is_some() {
                        self.bump();
                        let t = self.bump();
                        let id = Node::new(Identifier { name: self.tok_text(t).to_string() }, Span::span(t.start, t.end));
                        designation.push(Node::new(Designator::Member(id), self.span_from(dstart)));
                    } else {
                        break;
                    }
                }
                // `=` after a designation; GNU's obsolete `[i] value` has none.
                if !designation.is_empty() && !self.eat_punct("=") {
                    let only_index = designation.len() == 1 && matches!(designation[0].node, Designator::Index(_) | Designator::Range(_));
                    if !only_index {
                        return Err(self.error_here("expected '=' after the designator"));
                    }
                }
            }
            let init = self.initializer()?;
            items.push(Node::new(InitializerListItem { designation, initializer: Box::new(init) }, self.span_from(start)));
            if !self.eat_punct(",") {
                self.expect_punct("}", "to end the initializer list")?;
                break;
            }
        }
        Ok(items)
    }

    // ---- statements (6.8) ----

    fn compound_statement(&mut self) -> PResult<Node<Statement>> {
        let start = self.peek().start;
        self.expect_punct("{", "to begin the block")?;
        self.push_scope();
        // GNU local labels: declared at the start of the block, visible in it only.
        let mut locals = HashMap::new();
        while self.eat_kw("__label__") {
            loop {
                let Some(name) = self.ident_at(0) else {
                    return Err(self.error_here("expected a label name after '__label__'"));
                };
                self.bump();
                self.local_label_count += 1;
                locals.insert(name.to_string(), format!("{name}.{}", self.local_label_count));
                if !self.eat_punct(",") {
                    break;
                }
            }
            self.expect_punct(";", "after the local label declaration")?;
        }
        let has_locals = !locals.is_empty();
        if has_locals {
            self.local_labels.push(locals);
        }
        let mut items = Vec::new();
        while !self.is_punct("}") {
            if self.peek().kind == Tok::Eof {
                return Err(self.error_here("expected '}' to end the block"));
            }
            if self.is_kw("_Static_assert") {
                let sa = self.static_assert()?;
                let span = sa.span;
                items.push(Node::new(BlockItem::StaticAssert(sa), span));
            } else if self.starts_declaration() {
                let d = self.declaration()?;
                let span = d.span;
                items.push(Node::new(BlockItem::Declaration(d), span));
            } else {
                let s = self.statement()?;
                let span = s.span;
                items.push(Node::new(BlockItem::Statement(s), span));
            }
        }
        self.bump();
        self.pop_scope();
        if has_locals {
            self.local_labels.pop();
        }
        Ok(Node::new(Statement::Compound(items), self.span_from(start)))
    }

    fn statement(&mut self) -> PResult<Node<Statement>> {
        let start = self.peek().start;
        // A label: `name:` (labels are a namespace of their own, so a typedef name too).
        if self.peek().kind == Tok::Ident && keyword(self.tok_text(self.peek())).is_none() && self.is_punct_at(1, ":") {
            let t = self.bump();
            self.bump();
            self.attributes()?;
            let name = self.label_name(self.tok_text(t));
            let id = Node::new(Identifier { name }, Span::span(t.start, t.end));
            let label = Node::new(Label::Identifier(id), Span::span(t.start, t.end));
            return self.labeled(start, label);
        }
        let s = match self.kw() {
            Some("case") => {
                self.bump();
                let low = self.conditional_expression()?;
                let label = if self.eat_punct("...") {
                    let high = self.conditional_expression()?;
                    let span = Span::span(low.span.start, high.span.end);
                    Label::CaseRange(Node::new(CaseRange { low: Box::new(low), high: Box::new(high) }, span))
                } else {
                    Label::Case(Box::new(low))
                };
                let label = Node::new(label, self.span_from(start));
                self.expect_punct(":", "after the case label")?;
                return self.labeled(start, label);
            }
            Some("default") => {
                self.bump();
                let label = Node::new(Label::Default, self.span_from(start));
                self.expect_punct(":", "after 'default'")?;
                return self.labeled(start, label);
            }
            Some("if") => {
                self.bump();
                self.expect_punct("(", "after 'if'")?;
                let condition = Box::new(self.expression()?);
                self.expect_punct(")", "to close the condition")?;
                let then_statement = Box::new(self.statement()?);
                let else_statement = if self.eat_kw("else") { Some(Box::new(self.statement()?)) } else { None };
                Statement::If(Node::new(IfStatement { condition, then_statement, else_statement }, self.span_from(start)))
            }
            Some("switch") => {
                self.bump();
                self.expect_punct("(", "after 'switch'")?;
                let expression = Box::new(self.expression()?);
                self.expect_punct(")", "to close the controlling expression")?;
                let statement = Box::new(self.statement()?);
                Statement::Switch(Node::new(SwitchStatement { expression, statement }, self.span_from(start)))
            }
            Some("while") => {
                self.bump();
                self.expect_punct("(", "after 'while'")?;
                let expression = Box::new(self.expression()?);
                self.expect_punct(")", "to close the condition")?;
                let statement = Box::new(self.statement()?);
                Statement::While(Node::new(WhileStatement { expression, statement }, self.span_from(start)))
            }
            Some("do") => {
                self.bump();
                let statement = Box::new(self.statement()?);
                if !self.eat_kw("while") {
                    return Err(self.error_here("expected 'while' after the body of 'do'"));
                }
                self.expect_punct("(", "after 'while'")?;
                let expression = Box::new(self.expression()?);
                self.expect_punct(")", "to close the condition")?;
                self.expect_punct(";", "after 'do ... while (...)'")?;
                Statement::DoWhile(Node::new(DoWhileStatement { statement, expression }, self.span_from(start)))
            }
            Some("for") => {
                self.bump();
                self.expect_punct("(", "after 'for'")?;
                self.push_scope();
                let istart = self.peek().start;
                let initializer = if self.eat_punct(";") {
                    ForInitializer::Empty
                } else if self.is_kw("_Static_assert") {
                    ForInitializer::StaticAssert(self.static_assert()?)
                } else if self.starts_declaration() {
                    ForInitializer::Declaration(self.declaration()?)
                } else {
                    let e = self.expression()?;
                    self.expect_punct(";", "after the initialisation of 'for'")?;
                    ForInitializer::Expression(Box::new(e))
                };
                let initializer = Node::new(initializer, self.span_from(istart));
                let condition = if self.is_punct(";") { None } else { Some(Box::new(self.expression()?)) };
                self.expect_punct(";", "after the condition of 'for'")?;
                let step = if self.is_punct(")") { None } else { Some(Box::new(self.expression()?)) };
                self.expect_punct(")", "to close 'for ('")?;
                let statement = Box::new(self.statement()?);
                self.pop_scope();
                Statement::For(Node::new(ForStatement { initializer, condition, step, statement }, self.span_from(start)))
            }
            Some("goto") => {
                self.bump();
                if self.eat_punct("*") {
                    let e = self.expression()?;
                    self.expect_punct(";", "after the goto statement")?;
                    let span = self.span_from(start);
                    return Ok(Node::new(Statement::GotoComputed(Box::new(e)), span));
                }
                let t = self.peek();
                if t.kind != Tok::Ident {
                    return Err(self.error_here("expected a label after 'goto'"));
                }
                self.bump();
                self.expect_punct(";", "after the goto statement")?;
                let name = self.label_name(self.tok_text(t));
                Statement::Goto(Node::new(Identifier { name }, Span::span(t.start, t.end)))
            }
            Some("continue") => {
                self.bump();
                self.expect_punct(";", "after 'continue'")?;
                Statement::Continue
            }
            Some("break") => {
                self.bump();
                self.expect_punct(";", "after 'break'")?;
                Statement::Break
            }
            Some("return") => {
                self.bump();
                let e = if self.is_punct(";") { None } else { Some(Box::new(self.expression()?)) };
                self.expect_punct(";", "after the return statement")?;
                Statement::Return(e)
            }
            Some("asm") => Statement::Asm(self.asm_statement()?),
            Some("__attribute__") => {
                // A null statement with attributes (`__attribute__((fallthrough));`).
                self.attributes()?;
                self.expect_punct(";", "after the attribute")?;
                Statement::Expression(None)
            }
            _ => {
                if self.is_punct("{") {
                    return self.compound_statement();
                }
                if self.eat_punct(";") {
                    Statement::Expression(None)
                } else {
                    let e = self.expression()?;
                    self.expect_punct(";", "after the expression")?;
                    Statement::Expression(Some(Box::new(e)))
                }
            }
        };
        Ok(Node::new(s, self.span_from(start)))
    }

    /// The statement after a label; a label at the end of a block (gcc accepts it) labels an
    /// empty statement, and a declaration after a label (C23) is read as one.
    fn labeled(&mut self, start: usize, label: Node<Label>) -> PResult<Node<Statement>> {
        let statement = if self.is_punct("}") {
            Node::new(Statement::Expression(None), Span::span(self.peek().start, self.peek().start))
        } else {
            self.statement()?
        };
        let span = self.span_from(start);
        Ok(Node::new(Statement::Labeled(Node::new(LabeledStatement { label, statement: Box::new(statement) }, span)), span))
    }

    fn asm_statement(&mut self) -> PResult<Node<AsmStatement>> {
        let start = self.bump().start;
        let mut qualifier = None;
        loop {
            let qs = self.peek().start;
            match self.kw() {
                Some("volatile") => {
                    self.bump();
                    qualifier = Some(Node::new(TypeQualifier::Volatile, self.span_from(qs)));
                }
                Some("inline") | Some("goto") => {
                    self.bump();
                }
                _ => break,
            }
        }
        self.expect_punct("(", "after 'asm'")?;
        let template = self.string_literal()?;
        if self.eat_punct(")") {
            self.expect_punct(";", "after the asm statement")?;
            return Ok(Node::new(AsmStatement::GnuBasic(template), self.span_from(start)));
        }
        let mut sections: Vec<Vec<Node<GnuAsmOperand>>> = Vec::new();
        let mut clobbers = Vec::new();
        let mut section = 0;
        while self.eat_punct(":") {
            section += 1;
            if section <= 2 {
                let mut ops = Vec::new();
                while !self.is_punct(":") && !self.is_punct(")") {
                    let ostart = self.peek().start;
                    let symbolic_name = if self.eat_punct("[") {
                        let t = self.bump();
                        self.expect_punct("]", "to close the operand name")?;
                        Some(Node::new(Identifier { name: self.tok_text(t).to_string() }, Span::span(t.start, t.end)))
                    } else {
                        None
                    };
                    let constraints = self.string_literal()?;
                    self.expect_punct("(", "before the asm operand")?;
                    let variable_name = self.expression()?;
                    self.expect_punct(")", "to close the asm operand")?;
                    ops.push(Node::new(GnuAsmOperand { symbolic_name, constraints, variable_name }, self.span_from(ostart)));
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                sections.push(ops);
            } else {
                while !self.is_punct(":") && !self.is_punct(")") {
                    if self.peek().kind == Tok::Str {
                        clobbers.push(self.string_literal()?);
                    } else {
                        self.bump();
                    }
                    if !self.eat_punct(",") {
                        break;
                    }
                }
            }
        }
        self.expect_punct(")", "to close 'asm('")?;
        self.expect_punct(";", "after the asm statement")?;
        let mut sections = sections.into_iter();
        let outputs = sections.next().unwrap_or_default();
        let inputs = sections.next().unwrap_or_default();
        Ok(Node::new(
            AsmStatement::GnuExtended(GnuExtendedAsmStatement { qualifier, template, outputs, inputs, clobbers }),
            self.span_from(start),
        ))
    }

    // ---- expressions (6.5) ----

    fn expression(&mut self) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        let first = self.assignment_expression()?;
        if !self.is_punct(",") {
            return Ok(first);
        }
        let mut list = vec![first];
        while self.eat_punct(",") {
            list.push(self.assignment_expression()?);
        }
        Ok(Node::new(Expression::Comma(Box::new(list)), self.span_from(start)))
    }

    fn assignment_expression(&mut self) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        let lhs = self.conditional_expression()?;
        let op = match self.peek().kind {
            Tok::Punct(p) => match p {
                "=" => BinaryOperator::Assign,
                "*=" => BinaryOperator::AssignMultiply,
                "/=" => BinaryOperator::AssignDivide,
                "%=" => BinaryOperator::AssignModulo,
                "+=" => BinaryOperator::AssignPlus,
                "-=" => BinaryOperator::AssignMinus,
                "<<=" => BinaryOperator::AssignShiftLeft,
                ">>=" => BinaryOperator::AssignShiftRight,
                "&=" => BinaryOperator::AssignBitwiseAnd,
                "^=" => BinaryOperator::AssignBitwiseXor,
                "|=" => BinaryOperator::AssignBitwiseOr,
                _ => return Ok(lhs),
            },
            _ => return Ok(lhs),
        };
        let t = self.bump();
        let rhs = self.assignment_expression()?;
        let e = BinaryOperatorExpression { operator: Node::new(op, Span::span(t.start, t.end)), lhs: Box::new(lhs), rhs: Box::new(rhs) };
        Ok(Node::new(Expression::BinaryOperator(Box::new(Node::new(e, self.span_from(start)))), self.span_from(start)))
    }

    fn conditional_expression(&mut self) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        let condition = self.binary_expression(0)?;
        if !self.is_punct("?") {
            return Ok(condition);
        }
        let q = self.bump();
        let then_expression = if self.is_punct(":") {
            // GNU `a ?: b`: `a ? a : b` with `a` evaluated once — the same when `a` has no
            // side effects, which is required here.
            if has_side_effects(&condition) {
                return Err(self.unsupported(q.start, "'a ?: b' whose first operand has side effects (a GNU extension)"));
            }
            condition.clone()
        } else {
            self.expression()?
        };
        self.expect_punct(":", "in the conditional expression")?;
        let else_expression = self.conditional_expression()?;
        let e = ConditionalExpression {
            condition: Box::new(condition),
            then_expression: Box::new(then_expression),
            else_expression: Box::new(else_expression),
        };
        Ok(Node::new(Expression::Conditional(Box::new(Node::new(e, self.span_from(start)))), self.span_from(start)))
    }

    /// Binary operators by precedence climbing, from `min` up.
    fn binary_expression(&mut self, min: u8) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        let mut lhs = self.cast_expression()?;
        loop {
            let Tok::Punct(p) = self.peek().kind else { break };
            let Some((prec, op)) = binary_operator(p) else { break };
            if prec < min {
                break;
            }
            let t = self.bump();
            let rhs = self.binary_expression(prec + 1)?;
            let e =
                BinaryOperatorExpression { operator: Node::new(op, Span::span(t.start, t.end)), lhs: Box::new(lhs), rhs: Box::new(rhs) };
            let span = self.span_from(start);
            lhs = Node::new(Expression::BinaryOperator(Box::new(Node::new(e, span))), span);
        }
        Ok(lhs)
    }

    fn cast_expression(&mut self) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        if self.is_punct("(") && self.starts_type_name_at(1) {
            self.bump();
            let type_name = self.type_name()?;
            self.expect_punct(")", "to close the cast")?;
            if self.is_punct("{") {
                let lit = self.compound_literal(start, type_name)?;
                return self.postfix_tail(start, lit);
            }
            let expression = Box::new(self.cast_expression()?);
            let span = self.span_from(start);
            return Ok(Node::new(Expression::Cast(Box::new(Node::new(CastExpression { type_name, expression }, span))), span));
        }
        self.unary_expression()
    }

    fn compound_literal(&mut self, start: usize, type_name: Node<TypeName>) -> PResult<Node<Expression>> {
        self.expect_punct("{", "to begin the compound literal")?;
        let initializer_list = self.initializer_list()?;
        let span = self.span_from(start);
        Ok(Node::new(Expression::CompoundLiteral(Box::new(Node::new(CompoundLiteral { type_name, initializer_list }, span))), span))
    }

    fn unary(&self, start: usize, op: UnaryOperator, op_span: Span, operand: Node<Expression>) -> Node<Expression> {
        let span = self.span_from(start);
        let e = UnaryOperatorExpression { operator: Node::new(op, op_span), operand: Box::new(operand) };
        Node::new(Expression::UnaryOperator(Box::new(Node::new(e, span))), span)
    }

    fn unary_expression(&mut self) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        if let Tok::Punct(p) = self.peek().kind {
            let op = match p {
                "++" => Some((UnaryOperator::PreIncrement, false)),
                "--" => Some((UnaryOperator::PreDecrement, false)),
                "&" => Some((UnaryOperator::Address, true)),
                "*" => Some((UnaryOperator::Indirection, true)),
                "+" => Some((UnaryOperator::Plus, true)),
                "-" => Some((UnaryOperator::Minus, true)),
                "~" => Some((UnaryOperator::Complement, true)),
                "!" => Some((UnaryOperator::Negate, true)),
                "&&" => {
                    // GNU's address of a label.
                    self.bump();
                    let t = self.peek();
                    if t.kind != Tok::Ident {
                        return Err(self.error_here("expected a label after '&&'"));
                    }
                    self.bump();
                    let name = self.label_name(self.tok_text(t));
                    let span = self.span_from(start);
                    return Ok(Node::new(
                        Expression::LabelAddress(Box::new(Node::new(Identifier { name }, Span::span(t.start, t.end)))),
                        span,
                    ));
                }
                _ => None,
            };
            if let Some((op, cast_operand)) = op {
                let t = self.bump();
                let operand = if cast_operand { self.cast_expression()? } else { self.unary_expression()? };
                return Ok(self.unary(start, op, Span::span(t.start, t.end), operand));
            }
        }
        match self.kw() {
            Some("sizeof") => {
                self.bump();
                if self.is_punct("(") && self.starts_type_name_at(1) {
                    let lparen = self.bump().start;
                    let type_name = self.type_name()?;
                    self.expect_punct(")", "to close 'sizeof('")?;
                    if self.is_punct("{") {
                        let lit = self.compound_literal(lparen, type_name)?;
                        let lit = self.postfix_tail(lparen, lit)?;
                        let span = self.span_from(start);
                        return Ok(Node::new(Expression::SizeOfVal(Box::new(Node::new(SizeOfVal(Box::new(lit)), span))), span));
                    }
                    let span = self.span_from(start);
                    return Ok(Node::new(Expression::SizeOfTy(Box::new(Node::new(SizeOfTy(type_name), span))), span));
                }
                let operand = self.unary_expression()?;
                let span = self.span_from(start);
                Ok(Node::new(Expression::SizeOfVal(Box::new(Node::new(SizeOfVal(Box::new(operand)), span))), span))
            }
            Some("_Alignof") => {
                let gnu = self.tok_text(self.peek()) != "_Alignof";
                self.bump();
                if self.is_punct("(") && self.starts_type_name_at(1) {
                    self.bump();
                    let type_name = self.type_name()?;
                    self.expect_punct(")", "to close '_Alignof('")?;
                    let span = self.span_from(start);
                    return Ok(Node::new(Expression::AlignOf(Box::new(Node::new(AlignOf(Box::new(type_name), gnu), span))), span));
                }
                // GNU `__alignof__ expr`: the alignment of the expression's type.
                let operand = self.unary_expression()?;
                let span = self.span_from(start);
                let ts = Node::new(TypeSpecifier::TypeOf(Node::new(TypeOf::Expression(operand), span)), span);
                let tn = Node::new(
                    TypeName { specifiers: vec![Node::new(SpecifierQualifier::TypeSpecifier(ts), span)], declarator: None },
                    span,
                );
                Ok(Node::new(Expression::AlignOf(Box::new(Node::new(AlignOf(Box::new(tn), gnu), span))), span))
            }
            Some("__extension__") => {
                self.bump();
                self.cast_expression()
            }
            Some(k @ ("__real__" | "__imag__")) => {
                let op = if k == "__real__" { UnaryOperator::Real } else { UnaryOperator::Imag };
                let t = self.bump();
                let operand = self.cast_expression()?;
                Ok(self.unary(start, op, Span::span(t.start, t.end), operand))
            }
            _ => self.postfix_expression(),
        }
    }

    fn postfix_expression(&mut self) -> PResult<Node<Expression>> {
        let start = self.peek().start;
        let primary = self.primary_expression()?;
        self.postfix_tail(start, primary)
    }

    fn postfix_tail(&mut self, start: usize, mut e: Node<Expression>) -> PResult<Node<Expression>> {
        loop {
            let t = self.peek();
            let Tok::Punct(p) = t.kind else { return Ok(e) };
            e = match p {
                "[" => {
                    self.bump();
                    let index = self.expression()?;
                    self.expect_punct("]", "to close the subscript")?;
                    let span = self.span_from(start);
                    let b = BinaryOperatorExpression {
                        operator: Node::new(BinaryOperator::Index, Span::span(t.start, t.end)),
                        lhs: Box::new(e),
                        rhs: Box::new(index),
                    };
                    Node::new(Expression::BinaryOperator(Box::new(Node::new(b, span))), span)
                }
                "(" => {
                    self.bump();
                    let mut arguments = Vec::new();
                    if !self.is_punct(")") {
                        loop {
                            arguments.push(self.assignment_expression()?);
                            if !self.eat_punct(",") {
                                break;
                            }
                        }
                    }
                    self.expect_punct(")", "to close the argument list")?;
                    let span = self.span_from(start);
                    Node::new(Expression::Call(Box::new(Node::new(CallExpression { callee: Box::new(e), arguments }, span))), span)
                }
                "." | "->" => {
                    self.bump();
                    let it = self.peek();
                    if it.kind != Tok::Ident {
                        return Err(self.error_here(format!("expected a member name after '{p}'")));
                    }
                    self.bump();
                    let operator = if p == "." { MemberOperator::Direct } else { MemberOperator::Indirect };
                    let m = MemberExpression {
                        operator: Node::new(operator, Span::span(t.start, t.end)),
                        expression: Box::new(e),
                        identifier: Node::new(Identifier { name: self.tok_text(it).to_string() }, Span::span(it.start, it.end)),
                    };
                    let span = self.span_from(start);
                    Node::new(Expression::Member(Box::new(Node::new(m, span))), span)
                }
                "++" | "--" => {
                    self.bump();
                    let op = if p == "++" { UnaryOperator::PostIncrement } else { UnaryOperator::PostDecrement };
                    self.unary(start, op, Span::span(t.start, t.end), e)
                }
                _ => return Ok(e),
            };
        }
    }

    fn primary_expression(&mut self) -> PResult<Node<Expression>> {
        let t = self.peek();
        let start = t.start;
        match t.kind {
            Tok::Number => {
                self.bump();
                let c = number_constant(self.tok_text(t)).map_err(|m| self.error_at(start, m))?;
                let span = Span::span(t.start, t.end);
                Ok(Node::new(Expression::Constant(Box::new(Node::new(c, span))), span))
            }
            Tok::Char => {
                self.bump();
                let span = Span::span(t.start, t.end);
                let c = Constant::Character(self.tok_text(t).to_string());
                Ok(Node::new(Expression::Constant(Box::new(Node::new(c, span))), span))
            }
            Tok::Str => {
                let s = self.string_literal()?;
                let span = s.span;
                Ok(Node::new(Expression::StringLiteral(Box::new(s)), span))
            }
            Tok::Punct("(") => {
                self.bump();
                if self.is_punct("{") {
                    // A GNU statement expression.
                    let body = self.compound_statement()?;
                    self.expect_punct(")", "to close the statement expression")?;
                    let span = self.span_from(start);
                    return Ok(Node::new(Expression::Statement(Box::new(body)), span));
                }
                let e = self.expression()?;
                self.expect_punct(")", "to close the parenthesis")?;
                // The parenthesised expression keeps its own span (C's meaning does not change).
                Ok(e)
            }
            Tok::Ident => {
                match self.kw() {
                    Some("_Generic") => return self.generic_selection(),
                    Some("__builtin_va_arg") => {
                        self.bump();
                        self.expect_punct("(", "after '__builtin_va_arg'")?;
                        let va_list = Box::new(self.assignment_expression()?);
                        self.expect_punct(",", "between the arguments of '__builtin_va_arg'")?;
                        let type_name = self.type_name()?;
                        self.expect_punct(")", "to close '__builtin_va_arg('")?;
                        let span = self.span_from(start);
                        return Ok(Node::new(Expression::VaArg(Box::new(Node::new(VaArgExpression { va_list, type_name }, span))), span));
                    }
                    Some("__builtin_offsetof") => return self.offsetof(),
                    Some("__builtin_types_compatible_p") => {
                        self.bump();
                        self.expect_punct("(", "after '__builtin_types_compatible_p'")?;
                        let first = self.type_name()?;
                        self.expect_punct(",", "between the types")?;
                        let second = self.type_name()?;
                        self.expect_punct(")", "to close '__builtin_types_compatible_p('")?;
                        let span = self.span_from(start);
                        return Ok(Node::new(
                            Expression::TypesCompatible(Box::new(Node::new(TypesCompatible { first, second }, span))),
                            span,
                        ));
                    }
                    Some(k) => return Err(self.error_here(format!("expected an expression, found the keyword '{k}'"))),
                    None => {}
                }
                self.bump();
                let span = Span::span(t.start, t.end);
                let id = Identifier { name: self.tok_text(t).to_string() };
                Ok(Node::new(Expression::Identifier(Box::new(Node::new(id, span))), span))
            }
            _ => Err(self.error_here("expected an expression")),
        }
    }

    fn string_literal(&mut self) -> PResult<Node<StringLiteral>> {
        let start = self.peek().start;
        let mut pieces = Vec::new();
        while self.peek().kind == Tok::Str {
            let t = self.bump();
            pieces.push(self.tok_text(t).to_string());
        }
        if pieces.is_empty() {
            return Err(self.error_here("expected a string literal"));
        }
        Ok(Node::new(pieces, self.span_from(start)))
    }

    fn generic_selection(&mut self) -> PResult<Node<Expression>> {
        let start = self.bump().start;
        self.expect_punct("(", "after '_Generic'")?;
        let expression = Box::new(self.assignment_expression()?);
        let mut associations = Vec::new();
        while self.eat_punct(",") {
            let astart = self.peek().start;
            if self.eat_kw("default") {
                self.expect_punct(":", "after 'default'")?;
                let e = Box::new(self.assignment_expression()?);
                associations.push(Node::new(GenericAssociation::Default(e), self.span_from(astart)));
            } else {
                let type_name = self.type_name()?;
                self.expect_punct(":", "after the type of the association")?;
                let expression = Box::new(self.assignment_expression()?);
                let span = self.span_from(astart);
                associations
                    .push(Node::new(GenericAssociation::Type(Node::new(GenericAssociationType { type_name, expression }, span)), span));
            }
        }
        self.expect_punct(")", "to close '_Generic('")?;
        let span = self.span_from(start);
        Ok(Node::new(Expression::GenericSelection(Box::new(Node::new(GenericSelection { expression, associations }, span))), span))
    }

    fn offsetof(&mut self) -> PResult<Node<Expression>> {
        let start = self.bump().start;
        self.expect_punct("(", "after '__builtin_offsetof'")?;
        let type_name = self.type_name()?;
        self.expect_punct(",", "after the type of '__builtin_offsetof'")?;
        let dstart = self.peek().start;
        let t = self.peek();
        if t.kind != Tok::Ident {
            return Err(self.error_here("expected a member name"));
        }
        self.bump();
        let base = Node::new(Identifier { name: self.tok_text(t).to_string() }, Span::span(t.start, t.end));
        let mut members = Vec::new();
        loop {
            let mstart = self.peek().start;
            if self.eat_punct(".") || self.is_punct("->") {
                let indirect = self.eat_punct("->");
                let it = self.peek();
                if it.kind != Tok::Ident {
                    return Err(self.error_here("expected a member name"));
                }
                self.bump();
                let id = Node::new(Identifier { name: self.tok_text(it).to_string() }, Span::span(it.start, it.end));
                let m = if indirect { OffsetMember::IndirectMember(id) } else { OffsetMember::Member(id) };
                members.push(Node::new(m, self.span_from(mstart)));
            } else if self.eat_punct("[") {
                let e = self.expression()?;
                self.expect_punct("]", "to close the subscript")?;
                members.push(Node::new(OffsetMember::Index(e), self.span_from(mstart)));
            } else {
                break;
            }
        }
        let designator = Node::new(OffsetDesignator { base, members }, self.span_from(dstart));
        self.expect_punct(")", "to close '__builtin_offsetof('")?;
        let span = self.span_from(start);
        Ok(Node::new(Expression::OffsetOf(Box::new(Node::new(OffsetOfExpression { type_name, designator }, span))), span))
    }
}

fn binary_operator(p: &str) -> Option<(u8, BinaryOperator)> {
    Some(match p {
        "*" => (10, BinaryOperator::Multiply),
        "/" => (10, BinaryOperator::Divide),
        "%" => (10, BinaryOperator::Modulo),
        "+" => (9, BinaryOperator::Plus),
        "-" => (9, BinaryOperator::Minus),
        "<<" => (8, BinaryOperator::ShiftLeft),
        ">>" => (8, BinaryOperator::ShiftRight),
        "<" => (7, BinaryOperator::Less),
        ">" => (7, BinaryOperator::Greater),
        "<=" => (7, BinaryOperator::LessOrEqual),
        ">=" => (7, BinaryOperator::GreaterOrEqual),
        "==" => (6, BinaryOperator::Equals),
        "!=" => (6, BinaryOperator::NotEquals),
        "&" => (5, BinaryOperator::BitwiseAnd),
        "^" => (4, BinaryOperator::BitwiseXor),
        "|" => (3, BinaryOperator::BitwiseOr),
        "&&" => (2, BinaryOperator::LogicalAnd),
        "||" => (1, BinaryOperator::LogicalOr),
        _ => return None,
    })
}

fn is_typedef(specs: &[Node<DeclarationSpecifier>]) -> bool {
    specs.iter().any(|s| matches!(&s.node, DeclarationSpecifier::StorageClass(sc) if sc.node == StorageClassSpecifier::Typedef))
}

/// The name a declarator declares.
fn declarator_name(d: &Node<Declarator>) -> Option<String> {
    match &d.node.kind.node {
        DeclaratorKind::Abstract => None,
        DeclaratorKind::Identifier(id) => Some(id.node.name.clone()),
        DeclaratorKind::Declarator(inner) => declarator_name(inner),
    }
}

/// The function suffix that applies to the declared name itself (the innermost declarator's
/// first suffix), when the name is a function.
fn function_suffix(d: &Node<Declarator>) -> Option<&DerivedDeclarator> {
    match &d.node.kind.node {
        DeclaratorKind::Declarator(inner) => {
            // `(*f)(int)` is a pointer; `(f)(int)` and `*(f(int))`… look inside.
            let inner_fn = function_suffix(inner);
            if inner_fn.is_some() || !inner.node.derived.is_empty() {
                return inner_fn;
            }
            d.node.derived.iter().map(|x| &x.node).find(|x| !matches!(x, DerivedDeclarator::Pointer(_)))
        }
        DeclaratorKind::Identifier(_) => {
            let first_suffix = d.node.derived.iter().map(|x| &x.node).find(|x| !matches!(x, DerivedDeclarator::Pointer(_)));
            first_suffix.filter(|x| matches!(x, DerivedDeclarator::Function(_) | DerivedDeclarator::KRFunction(_)))
        }
        DeclaratorKind::Abstract => None,
    }
}

/// The names of the parameters of a function declarator (a definition's body sees them).
fn parameter_names(d: &Node<Declarator>) -> Vec<String> {
    match function_suffix(d) {
        Some(DerivedDeclarator::Function(f)) => {
            f.node.parameters.iter().filter_map(|p| p.node.declarator.as_ref().and_then(declarator_name)).collect()
        }
        Some(DerivedDeclarator::KRFunction(ids)) => ids.iter().map(|i| i.node.name.clone()).collect(),
        _ => Vec::new(),
    }
}

/// Whether an expression may have side effects (assignments, `++`/`--`, calls, statement
/// expressions): conservatively true for anything but reads and operators.
fn has_side_effects(e: &Node<Expression>) -> bool {
    match &e.node {
        Expression::Identifier(_) | Expression::Constant(_) | Expression::StringLiteral(_) | Expression::LabelAddress(_) => false,
        Expression::SizeOfTy(_) | Expression::AlignOf(_) | Expression::OffsetOf(_) | Expression::TypesCompatible(_) => false,
        Expression::SizeOfVal(_) => false,
        Expression::Member(m) => has_side_effects(&m.node.expression),
        Expression::UnaryOperator(u) => {
            matches!(
                u.node.operator.node,
                UnaryOperator::PostIncrement | UnaryOperator::PostDecrement | UnaryOperator::PreIncrement | UnaryOperator::PreDecrement
            ) || has_side_effects(&u.node.operand)
        }
        Expression::Cast(c) => has_side_effects(&c.node.expression),
        Expression::BinaryOperator(b) => {
            !matches!(
                b.node.operator.node,
                BinaryOperator::Index
                    | BinaryOperator::Multiply
                    | BinaryOperator::Divide
                    | BinaryOperator::Modulo
                    | BinaryOperator::Plus
                    | BinaryOperator::Minus
                    | BinaryOperator::ShiftLeft
                    | BinaryOperator::ShiftRight
                    | BinaryOperator::Less
                    | BinaryOperator::Greater
                    | BinaryOperator::LessOrEqual
                    | BinaryOperator::GreaterOrEqual
                    | BinaryOperator::Equals
                    | BinaryOperator::NotEquals
                    | BinaryOperator::BitwiseAnd
                    | BinaryOperator::BitwiseXor
                    | BinaryOperator::BitwiseOr
                    | BinaryOperator::LogicalAnd
                    | BinaryOperator::LogicalOr
            ) || has_side_effects(&b.node.lhs)
                || has_side_effects(&b.node.rhs)
        }
        Expression::Conditional(c) => {
            has_side_effects(&c.node.condition) || has_side_effects(&c.node.then_expression) || has_side_effects(&c.node.else_expression)
        }
        Expression::Comma(list) => list.iter().any(has_side_effects),
        _ => true,
    }
}

/// Classifies a preprocessing number as an integer or floating constant (C11 6.4.4.1-2).
fn number_constant(text: &str) -> Result<Constant, String> {
    let lower = text.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let is_float = if hex { lower.contains('p') || lower.contains('.') } else { lower.contains('.') || lower.contains('e') };
    let invalid = || format!("invalid number '{text}'");
    if is_float {
        let (base, body) = if hex { (FloatBase::Hexadecimal, text) } else { (FloatBase::Decimal, text) };
        // The suffix: letters after the last digit (hexadecimal digits are part of the
        // mantissa only before the `p`).
        let exp_at = if hex { lower.find('p') } else { lower.find('e') };
        let digits_end = match exp_at {
            Some(i) => {
                let mut j = i + 1;
                let b = lower.as_bytes();
                if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
                    j += 1;
                }
                while j < b.len() && b[j].is_ascii_digit() {
                    j += 1;
                }
                j
            }
            None => lower.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(lower.len()),
        };
        let (number, suffix) = body.split_at(digits_end);
        let s = suffix.to_ascii_lowercase();
        let (s, imaginary) = strip_imaginary(&s);
        let format = match s {
            "" => FloatFormat::Double,
            "f" => FloatFormat::Float,
            "l" => FloatFormat::LongDouble,
            "f16" | "f32" | "f64" | "f128" | "f32x" | "f64x" | "f128x" => {
                let width = s[1..].trim_end_matches('x').parse().map_err(|_| invalid())?;
                let format = if s.ends_with('x') { TS18661FloatFormat::BinaryExtended } else { TS18661FloatFormat::BinaryInterchange };
                FloatFormat::TS18661Format(TS18661FloatType { format, width })
            }
            "q" => FloatFormat::TS18661Format(TS18661FloatType { format: TS18661FloatFormat::BinaryInterchange, width: 128 }),
            "w" => FloatFormat::LongDouble,
            "df" | "dd" | "dl" => return Err(format!("unsupported: decimal floating constant '{text}'")),
            _ => return Err(invalid()),
        };
        if number.is_empty() || (exp_at.is_some() && number.ends_with(['e', 'E', 'p', 'P', '+', '-'])) {
            return Err(invalid());
        }
        return Ok(Constant::Float(Float { base, number: number.into(), suffix: FloatSuffix { format, imaginary } }));
    }
    let (base, rest) = if hex {
        (IntegerBase::Hexadecimal, &text[2..])
    } else if lower.starts_with("0b") {
        (IntegerBase::Binary, &text[2..])
    } else if text.starts_with('0') && text.len() > 1 && text.as_bytes()[1].is_ascii_digit() {
        (IntegerBase::Octal, &text[1..])
    } else {
        (IntegerBase::Decimal, text)
    };
    let valid_digit = |c: char| match base {
        IntegerBase::Hexadecimal => c.is_ascii_hexdigit(),
        IntegerBase::Binary => c == '0' || c == '1',
        IntegerBase::Octal => c.is_ascii_digit(),
        IntegerBase::Decimal => c.is_ascii_digit(),
    };
    let end = rest.find(|c: char| !valid_digit(c)).unwrap_or(rest.len());
    let (digits, suffix) = rest.split_at(end);
    if digits.is_empty() {
        return Err(invalid());
    }
    if base == IntegerBase::Octal && digits.contains(['8', '9']) {
        return Err(format!("invalid digit in octal constant '{text}'"));
    }
    let s = suffix.to_ascii_lowercase();
    let (s, imaginary) = strip_imaginary(&s);
    let (size, unsigned) = match s {
        "" => (IntegerSize::Int, false),
        "u" => (IntegerSize::Int, true),
        "l" => (IntegerSize::Long, false),
        "ul" | "lu" => (IntegerSize::Long, true),
        "ll" => (IntegerSize::LongLong, false),
        "ull" | "llu" => (IntegerSize::LongLong, true),
        _ => return Err(invalid()),
    };
    // `lL` is not a suffix: the two letters must be the same case.
    if suffix.contains("lL") || suffix.contains("Ll") {
        return Err(invalid());
    }
    Ok(Constant::Integer(Integer { base, number: digits.into(), suffix: IntegerSuffix { size, unsigned, imaginary } }))
}

/// GNU's imaginary suffix `i`/`j`, before or after the others.
fn strip_imaginary(s: &str) -> (&str, bool) {
    if let Some(r) = s.strip_suffix(['i', 'j']) {
        return (r, true);
    }
    if let Some(r) = s.strip_prefix(['i', 'j']) {
        return (r, true);
    }
    (s, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(text: &str) -> TranslationUnit {
        match parse_translation_unit(text) {
            Ok(u) => u,
            Err(e) => panic!("{text}: {} at {}", e.message, e.offset),
        }
    }

    fn err(text: &str) -> (usize, String) {
        let e = parse_translation_unit(text).expect_err(text);
        (e.offset, e.message)
    }

    #[test]
    fn numbers() {
        let int = |t: &str| match number_constant(t).unwrap() {
            Constant::Integer(i) => (i.base, i.number.to_string(), i.suffix.size, i.suffix.unsigned),
            c => panic!("{c:?}"),
        };
        assert_eq!(int("0x1fUL"), (IntegerBase::Hexadecimal, "1f".into(), IntegerSize::Long, true));
        assert_eq!(int("017"), (IntegerBase::Octal, "17".into(), IntegerSize::Int, false));
        assert_eq!(int("0"), (IntegerBase::Decimal, "0".into(), IntegerSize::Int, false));
        assert_eq!(int("10llu"), (IntegerBase::Decimal, "10".into(), IntegerSize::LongLong, true));
        assert!(number_constant("09").is_err());
        assert!(number_constant("1lL").is_err());
        let float = |t: &str| match number_constant(t).unwrap() {
            Constant::Float(f) => (f.base, f.number.to_string(), f.suffix.format),
            c => panic!("{c:?}"),
        };
        assert_eq!(float("1.5e-3f"), (FloatBase::Decimal, "1.5e-3".into(), FloatFormat::Float));
        assert_eq!(float("0x1.8p1"), (FloatBase::Hexadecimal, "0x1.8p1".into(), FloatFormat::Double));
        assert_eq!(float("1e10L"), (FloatBase::Decimal, "1e10".into(), FloatFormat::LongDouble));
        assert_eq!(float(".5"), (FloatBase::Decimal, ".5".into(), FloatFormat::Double));
    }

    #[test]
    fn typedef_names_decide_declarations() {
        // `T * x;` declares x when T is a type; a local of the same name hides the type.
        let u = unit("typedef int T; void f(void) { T * x; { int T = 2; T * 3; } }");
        assert_eq!(u.0.len(), 2);
        let ExternalDeclaration::FunctionDefinition(f) = &u.0[1].node else { panic!() };
        let Statement::Compound(items) = &f.node.statement.node else { panic!() };
        assert!(matches!(items[0].node, BlockItem::Declaration(_)));
        let BlockItem::Statement(inner) = &items[1].node else { panic!() };
        let Statement::Compound(inner) = &inner.node else { panic!() };
        assert!(matches!(inner[1].node, BlockItem::Statement(_)));
    }

    #[test]
    fn c89_forms() {
        // Implicit int, a K&R definition, an unprototyped declaration.
        let u = unit("static x; f(a, b) char *a; { register i; return i + b; } main() { return f(0, 1); } g();");
        assert_eq!(u.0.len(), 4);
        let ExternalDeclaration::FunctionDefinition(f) = &u.0[1].node else { panic!() };
        assert!(f.node.specifiers.is_empty());
        assert_eq!(f.node.declarations.len(), 1);
        assert!(matches!(function_suffix(&f.node.declarator), Some(DerivedDeclarator::KRFunction(ids)) if ids.len() == 2));
    }

    #[test]
    fn gnu_forms() {
        unit(
            "struct __attribute__((packed)) s { int a : 3; char c; } __attribute__((aligned(8)));\n\
             int x __asm__(\"y\") __attribute__((used));\n\
             int f(int n) { int a[4] = { [0 ... 1] = 1, [3] 2 }; struct s v = { c: 1 };\n\
               switch (n) { case 1 ... 3: break; default: ; }\n\
               __asm__ volatile (\"\" : \"=r\"(n) : \"r\"(n) : \"memory\");\n\
               return ({ int t = n; t; }) + (n ?: 1) + __builtin_offsetof(struct s, c) + __alignof__(n)\n\
                 + __builtin_types_compatible_p(int, unsigned) + sizeof (int[2]){1, 2}; }",
        );
    }

    #[test]
    fn declarators() {
        let u = unit("int (*fp)(int), *a[3], (*pa)[3]; void (*signal(int, void (*)(int)))(int);");
        let ExternalDeclaration::Declaration(d) = &u.0[0].node else { panic!() };
        assert_eq!(d.node.declarators.len(), 3);
        let ExternalDeclaration::Declaration(s) = &u.0[1].node else { panic!() };
        let decl = &s.node.declarators[0].node.declarator;
        assert_eq!(declarator_name(decl).as_deref(), Some("signal"));
        assert!(matches!(function_suffix(decl), Some(DerivedDeclarator::Function(_))));
        let ExternalDeclaration::Declaration(fp) = &u.0[0].node else { panic!() };
        assert!(function_suffix(&fp.node.declarators[0].node.declarator).is_none());
    }

    #[test]
    fn errors_say_where() {
        // A missing `;` is reported at the end of the line that lacks it.
        let text = "int f(void) {\n  int x = 1\n  return x;\n}";
        let (at, msg) = err(text);
        assert_eq!(at, text.find("1\n").unwrap() + 1);
        assert_eq!(msg, "expected ';' after the declaration before 'return'");
        assert!(err("void f(void) { void g(void) {} }").1.contains("nested function"));
    }
}
