//! Expressions a user types at effigy's symbolic debugger (`effigy repl`: `print`, `assume`,
//! `prove`, `set`, conditional breakpoints, `call` arguments) and in annotations
//! (`/*@ loop invariant P; */`): C expressions over the variables of a program that is already
//! lowered, typed with C's rules and lowered to an IR [`Expr`].
//!
//! Beyond C, as in King's EFFIGY:
//! - a quoted name `"A"` is the *symbol* named A (a value, not a string);
//! - `P ==> Q` is implication (ACSL's), binding weaker than every C operator;
//! - a local that shadows another of the same name is written as effigy prints it, `i.1`.
//!
//! Symbols are not program variables, but the lowered expression refers to each one as a
//! `Var` whose id lies past the program's variable table ([`SymbolRef::var`]); whoever
//! evaluates the expression binds those ids to the symbols' values. Expressions have no side
//! effects: calls, assignments, `++` and `?:` are refused with a message.

use crate::syntax::{self as ast, BinaryOperator, Expression, Node, UnaryOperator};
use effigy_ir::{BinOp, Expr, ExprKind, FuncId, IntType, Program, TypeData, TypeId, TypeTable, UnOp, VarId, VarKind};

/// A lowered debugger expression.
#[derive(Clone, Debug)]
pub struct DebugExpr {
    pub expr: Expr,
    /// The symbols it mentions, each with the id standing for it in `expr`.
    pub symbols: Vec<SymbolRef>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SymbolRef {
    pub name: String,
    /// Past `program.vars`: see [`is_symbol_var`].
    pub var: VarId,
    pub ty: TypeId,
}

/// Whether a `Var` of a debugger expression stands for a symbol rather than a variable.
pub fn is_symbol_var(program: &Program, v: VarId) -> bool {
    v.0 as usize >= program.vars.len()
}

/// How quoted symbols are typed: an existing symbol has its type; a new one gets `new_symbol`.
pub struct SymbolTypes<'a> {
    pub known: &'a dyn Fn(&str) -> Option<TypeId>,
    pub new_symbol: TypeId,
}

/// Lowers `text` in the scope of `function` (its parameters and locals, then the globals; `None`:
/// the globals only).
pub fn lower_expression(program: &Program, function: Option<FuncId>, text: &str, symbols: &SymbolTypes<'_>) -> Result<DebugExpr, String> {
    let source = rewrite(text)?;
    let parsed = crate::syntax::parse_expression(&source, &[]).map_err(|e| {
        let column = source[..e.offset.min(source.len())].chars().count() + 1;
        format!("cannot parse `{}`: {} (column {column})", text.trim(), e.message)
    })?;
    let parsed = &parsed;
    let mut l = Lowerer { program, function, symbols, found: Vec::new() };
    let expr = l.expr(parsed)?;
    Ok(DebugExpr { expr, symbols: l.found })
}

/// Lowers a value (an assigned value, an argument): arrays decay to pointers, structs are
/// refused.
pub fn lower_value(program: &Program, function: Option<FuncId>, text: &str, symbols: &SymbolTypes<'_>) -> Result<DebugExpr, String> {
    let mut e = lower_expression(program, function, text, symbols)?;
    let l = Lowerer { program, function, symbols, found: Vec::new() };
    e.expr = l.rvalue(e.expr)?;
    Ok(e)
}

/// Lowers a condition: the expression converted to `bool` as C's `if` does.
pub fn lower_condition(program: &Program, function: Option<FuncId>, text: &str, symbols: &SymbolTypes<'_>) -> Result<DebugExpr, String> {
    let mut e = lower_expression(program, function, text, symbols)?;
    let l = Lowerer { program, function, symbols, found: Vec::new() };
    e.expr = l.to_bool(e.expr)?;
    Ok(e)
}

const SHADOW: &str = "__effigy_shadow_";

/// `P ==> Q` to `!(P) || (Q)` (right-associative, at the top level), and `i.1` to a C name.
fn rewrite(text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("an expression is missing".into());
    }
    if let Some(at) = top_level_find(text, "==>") {
        let (p, q) = (&text[..at], &text[at + 3..]);
        if p.trim().is_empty() || q.trim().is_empty() {
            return Err(format!("`==>` needs an expression on each side in `{text}`"));
        }
        return Ok(format!("!({}) || ({})", rewrite(p)?, rewrite(q)?));
    }
    // Parenthesised groups are rewritten on their own; shadowed locals (an identifier, a dot,
    // digits — not a member access: members are names) become C names.
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut in_string = false;
    while i < b.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        if c == '"' {
            in_string = !in_string;
        }
        if !in_string && c == '(' {
            if let Some(close) = matching_paren(text, i) {
                let inner = &text[i + 1..close];
                out.push('(');
                if inner.trim().is_empty() {
                    out.push_str(inner);
                } else {
                    out.push_str(&rewrite(inner)?);
                }
                out.push(')');
                i = close + 1;
                continue;
            }
        }
        if !in_string && c == '.' && i > 0 && i + 1 < b.len() && b[i + 1].is_ascii_digit() {
            let start = text[..i].rfind(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_')).map_or(0, |k| k + 1);
            let word = &text[start..i];
            if !word.is_empty() && !word.starts_with(|ch: char| ch.is_ascii_digit()) {
                out.push_str(SHADOW);
                i += 1;
                continue;
            }
        }
        out.push(c);
        i += c.len_utf8();
    }
    Ok(out)
}

/// The `)` matching the `(` at `open`, outside string literals.
fn matching_paren(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut in_string = false;
    for (i, c) in text[open..].char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' if !in_string => depth += 1,
            ')' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The byte offset of `pat` outside parentheses, brackets and string literals.
fn top_level_find(text: &str, pat: &str) -> Option<usize> {
    let mut depth = 0i32;
    let mut in_string = false;
    for (i, c) in text.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' if !in_string => depth += 1,
            ')' | ']' if !in_string => depth -= 1,
            _ if !in_string && depth == 0 && text[i..].starts_with(pat) => return Some(i),
            _ => {}
        }
    }
    None
}

struct Lowerer<'a> {
    program: &'a Program,
    function: Option<FuncId>,
    symbols: &'a SymbolTypes<'a>,
    found: Vec<SymbolRef>,
}

impl Lowerer<'_> {
    fn types(&self) -> &TypeTable {
        &self.program.types
    }

    fn expr(&mut self, e: &Node<Expression>) -> Result<Expr, String> {
        match &e.node {
            Expression::Identifier(id) => self.variable(&id.node.name),
            Expression::Constant(c) => constant(&c.node, self.program.data_model().long_bits()),
            Expression::StringLiteral(s) => self.symbol(&s.node),
            Expression::Member(m) => {
                let base = self.expr(&m.node.expression)?;
                let base = match m.node.operator.node {
                    ast::MemberOperator::Direct => base,
                    ast::MemberOperator::Indirect => self.deref(base)?,
                };
                let name = &m.node.identifier.node.name;
                let def = self.types().struct_of(base.ty).ok_or_else(|| format!("`.{name}` of a value that is not a struct or union"))?;
                let (i, f) = def
                    .fields
                    .iter()
                    .enumerate()
                    .find(|(_, f)| &f.name == name)
                    .ok_or_else(|| format!("{} has no field named {name}", def.name))?;
                if f.bits.is_some() {
                    return Err(format!("the bit-field {name} cannot be read in a debugger expression"));
                }
                Ok(Expr::new(f.ty, ExprKind::Field(Box::new(base), i as u32)))
            }
            Expression::UnaryOperator(u) => {
                let a = self.expr(&u.node.operand)?;
                match u.node.operator.node {
                    UnaryOperator::Indirection => {
                        let a = self.rvalue(a)?;
                        self.deref(a)
                    }
                    UnaryOperator::Address => {
                        if !a.is_lvalue() {
                            return Err("`&` needs a variable, element or field".into());
                        }
                        let ty = self.pointer_to(a.ty)?;
                        Ok(Expr::new(ty, ExprKind::AddrOf(Box::new(a))))
                    }
                    UnaryOperator::Negate => {
                        let a = self.to_bool(a)?;
                        Ok(a.not())
                    }
                    UnaryOperator::Plus => {
                        let a = self.arith(a)?;
                        Ok(a)
                    }
                    UnaryOperator::Minus | UnaryOperator::Complement => {
                        let a = self.arith(a)?;
                        let op = if u.node.operator.node == UnaryOperator::Minus { UnOp::Neg } else { UnOp::BitNot };
                        if op == UnOp::BitNot && self.types().is_float(a.ty) {
                            return Err("`~` of a floating-point value".into());
                        }
                        Ok(Expr::unary(a.ty, op, a))
                    }
                    _ => Err("`++` and `--` change variables; debugger expressions have no side effects (use `set`)".into()),
                }
            }
            Expression::BinaryOperator(b) => self.binary(b.node.operator.node.clone(), &b.node.lhs, &b.node.rhs),
            Expression::Call(_) => Err("function calls are not allowed in debugger expressions".into()),
            Expression::Conditional(_) => Err("`?:` is not supported in debugger expressions (use && and ||)".into()),
            Expression::Comma(_) => Err("`,` is not allowed in debugger expressions".into()),
            Expression::SizeOfVal(v) => {
                let a = self.expr(&v.node.0)?;
                Ok(Expr::constant(self.size_type(), self.types().size_of(a.ty)))
            }
            _ => Err("this kind of expression is not supported in debugger expressions".into()),
        }
    }

    fn size_type(&self) -> TypeId {
        self.types().uintptr()
    }

    fn variable(&mut self, name: &str) -> Result<Expr, String> {
        let name = name.replacen(SHADOW, ".", 1);
        let p = self.program;
        if let Some(f) = self.function {
            let func = p.function(f);
            if let Some(&v) = func.params.iter().chain(&func.locals).find(|&&v| p.var(v).name == name) {
                if matches!(p.var(v).kind, VarKind::Param(_) | VarKind::Local(_)) {
                    return Ok(Expr::var(p.var(v).ty, v));
                }
            }
        }
        if let Some(&g) = p.globals.iter().find(|&&g| p.var(g).name == name) {
            return Ok(Expr::var(p.var(g).ty, g));
        }
        let scope = match self.function {
            Some(f) => format!("in {}", p.function(f).name),
            None => "among the globals".to_string(),
        };
        Err(format!("no variable named {name} {scope} (a quoted \"{name}\" is a symbol)"))
    }

    fn symbol(&mut self, parts: &[String]) -> Result<Expr, String> {
        let raw: String = parts.iter().map(|s| s.trim_matches('"')).collect();
        let name = raw.trim();
        if name.is_empty() || name.contains(|c: char| c.is_whitespace() || c == '\\') {
            return Err(format!("\"{raw}\" is not a symbol name"));
        }
        if let Some(s) = self.found.iter().find(|s| s.name == name) {
            return Ok(Expr::var(s.ty, s.var));
        }
        let ty = (self.symbols.known)(name).unwrap_or(self.symbols.new_symbol);
        if !self.types().is_scalar(ty) {
            return Err(format!("the symbol {name} is not a scalar"));
        }
        let var = VarId((self.program.vars.len() + self.found.len()) as u32);
        self.found.push(SymbolRef { name: name.to_string(), var, ty });
        Ok(Expr::var(ty, var))
    }

    fn pointer_to(&self, ty: TypeId) -> Result<TypeId, String> {
        self.types()
            .lookup(&TypeData::Pointer(ty))
            .ok_or_else(|| format!("the program has no pointer to {}: `&` cannot be typed here", self.types().display(ty)))
    }

    fn deref(&self, p: Expr) -> Result<Expr, String> {
        let to = self.types().pointee(p.ty).ok_or("`*` or `->` of a value that is not a pointer")?;
        if matches!(self.types().get(to), TypeData::Void | TypeData::Function { .. }) {
            return Err("`*` of a void or function pointer".into());
        }
        Ok(Expr::new(to, ExprKind::Deref(Box::new(p))))
    }

    /// An operand's value: an array decays to a pointer to its first element.
    fn rvalue(&self, e: Expr) -> Result<Expr, String> {
        match self.types().get(e.ty) {
            TypeData::Array(elem, _) => {
                let elem = *elem;
                let ptr = self.pointer_to(elem)?;
                let zero = Expr::constant(TypeTable::I32, 0);
                Ok(Expr::new(ptr, ExprKind::AddrOf(Box::new(Expr::new(elem, ExprKind::Index(Box::new(e), Box::new(zero)))))))
            }
            TypeData::Struct(_) => Err("a struct or union cannot be an operand".into()),
            _ => Ok(e),
        }
    }

    /// An arithmetic operand after the integer promotions.
    fn arith(&self, e: Expr) -> Result<Expr, String> {
        let e = self.rvalue(e)?;
        match self.types().get(e.ty) {
            TypeData::Bool => Ok(e.cast(TypeTable::I32)),
            TypeData::Int(it) if it.bits < 32 => Ok(e.cast(TypeTable::I32)),
            TypeData::Int(_) | TypeData::Float(_) => Ok(e),
            _ => Err(format!("a value of type {} is not arithmetic", self.types().display(e.ty))),
        }
    }

    fn to_bool(&self, e: Expr) -> Result<Expr, String> {
        let e = self.rvalue(e)?;
        match self.types().get(e.ty) {
            TypeData::Bool => Ok(e),
            TypeData::Int(_) | TypeData::Pointer(_) => {
                let zero = Expr::constant(e.ty, 0);
                Ok(Expr::binary(TypeTable::BOOL, BinOp::Ne, e, zero))
            }
            TypeData::Float(_) => Ok(e.cast(TypeTable::BOOL)),
            _ => Err(format!("a value of type {} is not a condition", self.types().display(e.ty))),
        }
    }

    /// C's usual arithmetic conversions of two promoted operands.
    fn common(&self, a: TypeId, b: TypeId) -> TypeId {
        let t = self.types();
        match (t.get(a), t.get(b)) {
            (TypeData::Float(x), TypeData::Float(y)) => TypeTable::float_type(if x.bits() >= y.bits() { *x } else { *y }),
            (TypeData::Float(_), _) => a,
            (_, TypeData::Float(_)) => b,
            (TypeData::Int(x), TypeData::Int(y)) => int_type_id(x.common(*y)),
            _ => a,
        }
    }

    fn binary(&mut self, op: BinaryOperator, lhs: &Node<Expression>, rhs: &Node<Expression>) -> Result<Expr, String> {
        use BinaryOperator as B;
        let a = self.expr(lhs)?;
        let b = self.expr(rhs)?;
        match op {
            B::Index => {
                let (base, idx) = if self.types().is_int(b.ty) || self.types().get(b.ty) == &TypeData::Bool { (a, b) } else { (b, a) };
                let idx = self.arith(idx)?;
                if !self.types().is_int(idx.ty) {
                    return Err("an array index must be an integer".into());
                }
                match self.types().get(base.ty) {
                    TypeData::Array(elem, _) => Ok(Expr::new(*elem, ExprKind::Index(Box::new(base), Box::new(idx)))),
                    TypeData::Pointer(_) => {
                        let p = self.pointer_plus(base, idx, false)?;
                        self.deref(p)
                    }
                    _ => Err("`[]` of a value that is neither an array nor a pointer".into()),
                }
            }
            B::LogicalAnd | B::LogicalOr => {
                let a = self.to_bool(a)?;
                let b = self.to_bool(b)?;
                Ok(Expr::binary(TypeTable::BOOL, if op == B::LogicalAnd { BinOp::And } else { BinOp::Or }, a, b))
            }
            B::Less | B::Greater | B::LessOrEqual | B::GreaterOrEqual | B::Equals | B::NotEquals => {
                let bop = match op {
                    B::Less => BinOp::Lt,
                    B::Greater => BinOp::Gt,
                    B::LessOrEqual => BinOp::Le,
                    B::GreaterOrEqual => BinOp::Ge,
                    B::Equals => BinOp::Eq,
                    _ => BinOp::Ne,
                };
                let a = self.rvalue(a)?;
                let b = self.rvalue(b)?;
                let (a, b) = if self.types().is_pointer(a.ty) || self.types().is_pointer(b.ty) {
                    let ty = if self.types().is_pointer(a.ty) { a.ty } else { b.ty };
                    for x in [&a, &b] {
                        if !self.types().is_pointer(x.ty) && !self.types().is_int(x.ty) {
                            return Err("a pointer can be compared with a pointer or an integer only".into());
                        }
                    }
                    (a.cast(ty), b.cast(ty))
                } else {
                    let (a, b) = (self.arith(a)?, self.arith(b)?);
                    let ty = self.common(a.ty, b.ty);
                    (a.cast(ty), b.cast(ty))
                };
                Ok(Expr::binary(TypeTable::BOOL, bop, a, b))
            }
            B::Plus | B::Minus if self.types().is_pointer(self.rvalue(a.clone())?.ty) => {
                let a = self.rvalue(a)?;
                let b = self.rvalue(b)?;
                if op == B::Minus && self.types().is_pointer(b.ty) {
                    let elem = self.types().pointee(a.ty).unwrap_or(TypeTable::U8);
                    let size = self.types().size_of(elem).max(1);
                    let ity = self.types().intptr();
                    let diff = Expr::new(ity, ExprKind::PtrDiff(Box::new(a), Box::new(b)));
                    return Ok(Expr::binary(ity, BinOp::Div, diff, Expr::constant(ity, size)));
                }
                let b = self.arith(b)?;
                self.pointer_plus(a, b, op == B::Minus)
            }
            B::Plus if self.types().is_pointer(self.rvalue(b.clone())?.ty) => {
                let b = self.rvalue(b)?;
                let a = self.arith(a)?;
                self.pointer_plus(b, a, false)
            }
            B::Multiply | B::Divide | B::Modulo | B::Plus | B::Minus | B::BitwiseAnd | B::BitwiseOr | B::BitwiseXor => {
                let bop = match op {
                    B::Multiply => BinOp::Mul,
                    B::Divide => BinOp::Div,
                    B::Modulo => BinOp::Rem,
                    B::Plus => BinOp::Add,
                    B::Minus => BinOp::Sub,
                    B::BitwiseAnd => BinOp::BitAnd,
                    B::BitwiseOr => BinOp::BitOr,
                    _ => BinOp::BitXor,
                };
                let (a, b) = (self.arith(a)?, self.arith(b)?);
                let ty = self.common(a.ty, b.ty);
                if self.types().is_float(ty) && matches!(bop, BinOp::Rem | BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor) {
                    return Err(format!("`{}` of a floating-point value", bop.symbol()));
                }
                Ok(Expr::binary(ty, bop, a.cast(ty), b.cast(ty)))
            }
            B::ShiftLeft | B::ShiftRight => {
                let (a, b) = (self.arith(a)?, self.arith(b)?);
                if !self.types().is_int(a.ty) || !self.types().is_int(b.ty) {
                    return Err("a shift needs integer operands".into());
                }
                Ok(Expr::binary(a.ty, if op == B::ShiftLeft { BinOp::Shl } else { BinOp::Shr }, a, b))
            }
            _ => Err("assignments change variables; debugger expressions have no side effects (use `set x = E`)".into()),
        }
    }

    fn pointer_plus(&self, p: Expr, i: Expr, minus: bool) -> Result<Expr, String> {
        if !self.types().is_int(i.ty) {
            return Err("pointer arithmetic needs an integer offset".into());
        }
        let elem = self.types().pointee(p.ty).ok_or("pointer arithmetic on a value that is not a pointer")?;
        let size = self.types().size_of(elem);
        let ity = self.types().intptr();
        let mut off = Expr::binary(ity, BinOp::Mul, i.cast(ity), Expr::constant(ity, size));
        if minus {
            off = Expr::unary(ity, UnOp::Neg, off);
        }
        Ok(Expr::new(p.ty, ExprKind::PtrAdd(Box::new(p), Box::new(off))))
    }
}

fn int_type_id(it: IntType) -> TypeId {
    match (it.bits, it.signed) {
        (8, true) => TypeTable::I8,
        (8, false) => TypeTable::U8,
        (16, true) => TypeTable::I16,
        (16, false) => TypeTable::U16,
        (32, true) => TypeTable::I32,
        (32, false) => TypeTable::U32,
        (64, true) => TypeTable::I64,
        _ => TypeTable::U64,
    }
}

/// A constant, typed as the front end types it (C11 6.4.4, the data model's `long`).
fn constant(c: &ast::Constant, long_bits: u32) -> Result<Expr, String> {
    use crate::c_to_cfa::expr::{float_constant_bits, integer_constant_type, unescape, ConstantError};
    let error = |e: ConstantError| match e {
        ConstantError::Unsupported(w) => format!("unsupported: {w}"),
        ConstantError::Invalid(w) => w,
    };
    match c {
        ast::Constant::Integer(i) => {
            let (it, v) = integer_constant_type(i, long_bits).map_err(error)?;
            Ok(Expr::constant(int_type_id(it), v))
        }
        ast::Constant::Character(s) => {
            let body = s
                .strip_prefix('\'')
                .and_then(|r| r.strip_suffix('\''))
                .ok_or_else(|| format!("the character constant {s} is not supported"))?;
            match unescape(body)?.as_slice() {
                // A character constant has type int and the value of the (signed) char.
                [b] => Ok(Expr::constant(TypeTable::I32, (*b as i8 as i32) as u32 as u64)),
                _ => Err(format!("the character constant {s} is not supported")),
            }
        }
        ast::Constant::Float(f) => {
            let (kind, bits) = float_constant_bits(f).map_err(error)?;
            Ok(Expr::constant(TypeTable::float_type(kind), bits))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implication_and_shadowed_names_are_rewritten() {
        assert_eq!(rewrite("a > 0 ==> b == 1").unwrap(), "!(a > 0) || (b == 1)");
        assert_eq!(rewrite("(p ==> q) && r").unwrap(), "(!(p) || (q)) && r");
        assert_eq!(rewrite("f(a ==> b)").unwrap(), "f(!(a) || (b))");
        assert_eq!(rewrite("i.1 + s.f + 1.5").unwrap(), format!("i{SHADOW}1 + s.f + 1.5"));
        assert_eq!(rewrite("\"x.1\"").unwrap(), "\"x.1\"");
        assert!(rewrite(" ==> q").is_err());
    }
}
