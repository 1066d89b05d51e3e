//! Typed, side-effect-free expressions.
//!
//! Everything C leaves implicit is explicit here: integer promotions and usual arithmetic
//! conversions are [`ExprKind::Cast`]s, array decay is `&a[0]`, pointer arithmetic is
//! [`ExprKind::PtrAdd`] by a byte offset the front end has already scaled, conditions are `bool`.
//! Binary operators take operands of one type (shifts: the left operand's type is the result's,
//! the right operand keeps its own); the operation's signedness is its operands'. On float
//! operands, `+ - * /` are IEEE operations rounded to nearest even, comparisons are IEEE's
//! (false when a NaN is involved, `-0 == +0`), `Neg` flips the sign bit; a NaN result's bits
//! are the canonical NaN (x86's default NaN), since C leaves them unspecified.
//! Calls, assignments and allocation are not expressions: they are CFA edges.

use crate::types::{TypeId, TypeTable};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// Two's complement negation.
    Neg,
    /// Bitwise complement.
    BitNot,
    /// Negation of a `bool`.
    Not,
    /// Square root of a float, correctly rounded (C's `sqrt`, `sqrtf`).
    Sqrt,
    /// Rounding of a float to an integral value of its own type (`floor`, `ceil`, `trunc`,
    /// `round`, `rint`).
    RoundIntegral(Rounding),
}

/// How [`UnOp::RoundIntegral`] rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rounding {
    /// Towards −∞: `floor`.
    Down,
    /// Towards +∞: `ceil`.
    Up,
    /// Towards zero: `trunc`.
    TowardZero,
    /// To nearest, ties away from zero: `round`.
    NearestAway,
    /// To nearest, ties to even (the default rounding mode): `rint`, `nearbyint`.
    NearestEven,
}

impl Rounding {
    pub const ALL: [Rounding; 5] = [Rounding::Down, Rounding::Up, Rounding::TowardZero, Rounding::NearestAway, Rounding::NearestEven];
    /// The C function that rounds so (double version).
    pub fn name(self) -> &'static str {
        match self {
            Rounding::Down => "floor",
            Rounding::Up => "ceil",
            Rounding::TowardZero => "trunc",
            Rounding::NearestAway => "round",
            Rounding::NearestEven => "rint",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Truncating division; signed or unsigned by operand type.
    Div,
    /// Remainder of truncating division.
    Rem,
    Shl,
    /// Arithmetic for signed, logical for unsigned left operands.
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Conjunction of two `bool`s (both evaluated: the front end uses it only when that is safe).
    And,
    /// Disjunction of two `bool`s.
    Or,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Rem,
        BinOp::Shl,
        BinOp::Shr,
        BinOp::BitAnd,
        BinOp::BitOr,
        BinOp::BitXor,
        BinOp::Eq,
        BinOp::Ne,
        BinOp::Lt,
        BinOp::Le,
        BinOp::Gt,
        BinOp::Ge,
        BinOp::And,
        BinOp::Or,
    ];
    pub fn is_comparison(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
    }
    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::And | BinOp::Or)
    }
    pub fn is_shift(self) -> bool {
        matches!(self, BinOp::Shl | BinOp::Shr)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Expr {
    pub ty: TypeId,
    pub kind: ExprKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExprKind {
    /// An integer, `bool` (0/1) or null-pointer (0) constant: the bit pattern, masked to the width;
    /// for an array or struct type, only 0: the all-zero value (`zero<T>`, C's `= {0}`).
    Const(u64),
    /// Lvalue: a variable.
    Var(VarId),
    /// Lvalue: the object a pointer points to (`ty` is the pointee type).
    Deref(Box<Expr>),
    /// Lvalue: a field (by index) of a struct or union lvalue.
    Field(Box<Expr>, u32),
    /// Lvalue: an element of an array lvalue; the index is any integer type, read with its sign.
    Index(Box<Expr>, Box<Expr>),
    /// The address of an lvalue.
    AddrOf(Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Conversion to `ty`: integer ↔ integer (truncate or extend by the source's sign), anything
    /// scalar → `bool` (≠ 0; a NaN is ≠ 0), integer ↔ pointer, pointer → pointer, integer →
    /// float (rounded to nearest even), float → integer (truncated toward zero; undefined when
    /// the result does not fit, C11 6.3.1.4), float ↔ float (rounded to nearest even).
    Cast(Box<Expr>),
    /// The same bits read as another scalar type of the same size (a float's IEEE bit pattern
    /// as an unsigned integer and back): what a union or `memcpy` does, as an expression.
    Reinterpret(Box<Expr>),
    /// Pointer plus a byte offset (a signed integer of pointer width).
    PtrAdd(Box<Expr>, Box<Expr>),
    /// Byte distance between two pointers (`ty` is the signed pointer-width integer).
    PtrDiff(Box<Expr>, Box<Expr>),
    /// The size in bytes (`ty`: size_t) of the live heap block the pointer points to the start
    /// of — what `realloc` copies; undefined for any other pointer (null, an offset into a
    /// block, a freed block, an object not from `malloc`).
    AllocSize(Box<Expr>),
}

impl Expr {
    pub fn new(ty: TypeId, kind: ExprKind) -> Expr {
        Expr { ty, kind }
    }
    pub fn constant(ty: TypeId, bits: u64) -> Expr {
        Expr { ty, kind: ExprKind::Const(bits) }
    }
    pub fn bool_const(b: bool) -> Expr {
        Expr::constant(TypeTable::BOOL, b as u64)
    }
    pub fn var(ty: TypeId, v: VarId) -> Expr {
        Expr { ty, kind: ExprKind::Var(v) }
    }
    pub fn cast(self, ty: TypeId) -> Expr {
        if self.ty == ty {
            self
        } else {
            Expr { ty, kind: ExprKind::Cast(Box::new(self)) }
        }
    }
    pub fn binary(ty: TypeId, op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr { ty, kind: ExprKind::Binary(op, Box::new(a), Box::new(b)) }
    }
    pub fn unary(ty: TypeId, op: UnOp, a: Expr) -> Expr {
        Expr { ty, kind: ExprKind::Unary(op, Box::new(a)) }
    }
    /// `!b` for a bool, folding constants and double negation.
    pub fn not(self) -> Expr {
        match self.kind {
            ExprKind::Const(c) => Expr::bool_const(c == 0),
            ExprKind::Unary(UnOp::Not, inner) => *inner,
            kind => Expr::unary(TypeTable::BOOL, UnOp::Not, Expr { ty: TypeTable::BOOL, kind }),
        }
    }

    pub fn is_lvalue(&self) -> bool {
        matches!(self.kind, ExprKind::Var(_) | ExprKind::Deref(_) | ExprKind::Field(..) | ExprKind::Index(..))
    }

    pub fn as_const(&self) -> Option<u64> {
        match self.kind {
            ExprKind::Const(c) => Some(c),
            _ => None,
        }
    }

    /// The direct subexpressions, in evaluation order.
    pub fn children(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Const(_) | ExprKind::Var(_) => vec![],
            ExprKind::Deref(e)
            | ExprKind::Field(e, _)
            | ExprKind::AddrOf(e)
            | ExprKind::Unary(_, e)
            | ExprKind::Cast(e)
            | ExprKind::Reinterpret(e)
            | ExprKind::AllocSize(e) => {
                vec![e]
            }
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) | ExprKind::PtrDiff(a, b) => {
                vec![a, b]
            }
        }
    }

    /// The direct subexpressions, mutable, in evaluation order.
    pub fn children_mut(&mut self) -> Vec<&mut Expr> {
        match &mut self.kind {
            ExprKind::Const(_) | ExprKind::Var(_) => vec![],
            ExprKind::Deref(e)
            | ExprKind::Field(e, _)
            | ExprKind::AddrOf(e)
            | ExprKind::Unary(_, e)
            | ExprKind::Cast(e)
            | ExprKind::Reinterpret(e)
            | ExprKind::AllocSize(e) => {
                vec![e]
            }
            ExprKind::Index(a, b) | ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) | ExprKind::PtrDiff(a, b) => {
                vec![a, b]
            }
        }
    }

    /// Calls `f` on every variable the expression mentions.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        if let ExprKind::Var(v) = self.kind {
            f(v);
        }
        for c in self.children() {
            c.for_each_var(f);
        }
    }
}
