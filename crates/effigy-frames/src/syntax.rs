//! The abstract syntax of the contract language (SPEC §1.2–§1.3) and its spans.
//!
//! The parser builds it with names unresolved (`ExprKind::Name`, calls without receiver);
//! `check.rs` resolves them in place (locals, fields of `this`, the class of every call and
//! field access) and desugars constructors, so that the executor sees only resolved forms.

use std::fmt;

/// A byte range of the source.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }
}

/// A position for messages: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    pub line: usize,
    pub column: usize,
}

/// The line and column of a byte offset.
pub fn line_col(source: &str, offset: u32) -> LineCol {
    let offset = (offset as usize).min(source.len());
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    LineCol { line, column: source[line_start..offset].chars().count() + 1 }
}

/// The start offsets of a source's lines, for [`line_col`] in O(log lines + line length) where
/// the executor needs positions on every path (branch labels, `--trace`): counting newlines
/// from the start of the file each time made a long program's execution quadratic.
#[derive(Clone, Debug, Default)]
pub struct LineIndex(Vec<usize>);

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        LineIndex(std::iter::once(0).chain(source.match_indices('\n').map(|(i, _)| i + 1)).collect())
    }

    /// Exactly [`line_col`]`(source, offset)`, for the `source` the index was built from.
    pub fn line_col(&self, source: &str, offset: u32) -> LineCol {
        let offset = (offset as usize).min(source.len());
        let line = self.0.partition_point(|&start| start <= offset);
        let line_start = self.0[line - 1];
        LineCol { line, column: source[line_start..offset].chars().count() + 1 }
    }
}

/// A static error of the input (syntax, typing, well-formedness).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub message: String,
    pub span: Span,
}

impl Diagnostic {
    pub fn new(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic { message: message.into(), span }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Int,
    Bool,
    /// `Object`: any reference.
    Object,
    Class(String),
    /// The type of `null` (checker only).
    Null,
}

impl Type {
    pub fn is_ref(&self) -> bool {
        matches!(self, Type::Object | Type::Class(_) | Type::Null)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int => f.write_str("int"),
            Type::Bool => f.write_str("bool"),
            Type::Object => f.write_str("Object"),
            Type::Class(c) => f.write_str(c),
            Type::Null => f.write_str("null"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Program {
    pub classes: Vec<Class>,
    /// The main routine: the statements after the classes.
    pub main: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Class {
    pub name: String,
    pub span: Span,
    pub fields: Vec<Field>,
    pub methods: Vec<Method>,
}

#[derive(Clone, Debug)]
pub struct Field {
    pub ty: Type,
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MethodKind {
    /// A constructor, desugared to the mutator `init_C` (SPEC §1.4.4).
    Constructor,
    Mutator,
    Pure,
    Predicate,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub ty: Type,
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Method {
    pub kind: MethodKind,
    /// The source name (`Cell` for a constructor; the checker renames it `init_Cell`).
    pub name: String,
    pub span: Span,
    pub params: Vec<Param>,
    /// The result type of a pure method.
    pub result: Type,
    pub requires: Vec<Assertion>,
    pub ensures: Vec<Assertion>,
    pub body: Body,
    /// Position in the program text (declaration order across classes): Section 3.6's order.
    pub order: usize,
}

#[derive(Clone, Debug)]
pub enum Body {
    Stmts(Vec<Stmt>),
    /// `return e;` of a pure method.
    Expr(Expr),
    /// `return φ;` of a predicate.
    Assertion(Assertion),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Eq,
    Ne,
    Lt,
    Le,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Null,
    This,
    Bool(bool),
    Int(i128),
    /// An identifier before resolution.
    Name(String),
    /// A local variable or parameter.
    Var(String),
    /// `e.f`; the class declaring `f` is filled in by the checker.
    Field(Box<Expr>, String, String),
    /// A pure-method call.
    Call(Call),
    /// `e1 = e2 ? e3 : e4` (a `≠` condition is stored with its branches swapped).
    Cond(Box<Expr>, Box<Expr>, Box<Expr>, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Old(Box<Expr>),
    Opening(Call, Box<Expr>),
    Using(Call, Box<Expr>),
}

/// `e0.m(e1, …)`. The receiver is `None` until the checker supplies `this`; `class` is the
/// static class of the receiver, filled in by the checker.
#[derive(Clone, Debug)]
pub struct Call {
    pub receiver: Option<Box<Expr>>,
    pub name: String,
    pub args: Vec<Expr>,
    pub span: Span,
    pub class: String,
}

impl Call {
    pub fn receiver(&self) -> &Expr {
        self.receiver.as_deref().expect("the checker supplies every receiver")
    }
}

#[derive(Clone, Debug)]
pub struct Assertion {
    pub kind: AssertionKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum AssertionKind {
    True,
    False,
    /// `acc(e.f)`: receiver, field, class declaring the field (filled by the checker).
    Acc(Expr, String, String),
    Eq(Expr, Expr),
    /// `e1 ≠ e2`, i.e. `e1 = e2 ? false : true` (SPEC §1.4.6).
    Ne(Expr, Expr),
    Star(Box<Assertion>, Box<Assertion>),
    /// A predicate instance.
    Pred(Call),
    /// `e1 = e2 ? φ1 : φ2` (a `≠` condition is stored with its branches swapped).
    Cond(Expr, Expr, Box<Assertion>, Box<Assertion>),
    Untouched(Box<Assertion>),
    /// A boolean expression used as an assertion (`<`, `≤`, a `pure bool` call): `e = true`.
    Holds(Expr),
    /// A bare call before resolution: a predicate instance or a boolean pure call.
    CallOrPred(Call),
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Rhs {
    Expr(Expr),
    /// `new C` (raw allocation) or `new C(args)` (allocation and constructor call).
    New {
        class: String,
        args: Option<Vec<Expr>>,
        span: Span,
    },
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Decl(Type, String, Option<Rhs>),
    /// `x := rhs` for a local (a field of `this` becomes `FieldUpdate`).
    Assign(String, Rhs),
    /// `e.f := e'`, with the class declaring `f`.
    FieldUpdate(Expr, String, String, Expr),
    Call(Call),
    /// `if (e1 = e2) {…} else {…}` (`is_eq` false for `≠`).
    If {
        left: Expr,
        is_eq: bool,
        right: Expr,
        then_branch: Vec<Stmt>,
        else_branch: Vec<Stmt>,
    },
    Assert(Expr, Expr),
    Open(Call),
    Close(Call),
    Use(Call),
    Join(Assertion),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_index_agrees_with_line_col_everywhere() {
        for source in ["", "\n", "a", "x := 1;\n\ny ≠ z ∧ w\n  ≤ 3\n", "class C {\r\n  int x;\n}"] {
            let index = LineIndex::new(source);
            for offset in (0..=source.len() + 2).filter(|&o| o >= source.len() || source.is_char_boundary(o)) {
                assert_eq!(index.line_col(source, offset as u32), line_col(source, offset as u32), "{source:?} at {offset}");
            }
        }
    }
}
