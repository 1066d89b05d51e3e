//! The C library functions that effigy models by name when the program does not define them,
//! besides the SV-COMP built-ins of `expr.rs` (`__VERIFIER_*`, `reach_error`, `abort`, `exit`,
//! `malloc`, `calloc`, `free`): one table, [`LIBRARY`].
//!
//! **Output is not modelled.** A call of an output function (`printf`, `puts`, …) evaluates
//! its arguments left to right, like any call — their side effects happen and their undefined
//! behaviour is detected, each argument value being computed by an edge — and then, if the
//! call's value is used, gives it an unknown `int` (a `Havoc` with origin `Uninit`: the
//! symbolic engines treat it as nondeterministic and not replayable, the interpreter reads 0).
//! What the function would print, and the memory its pointer arguments point to (the format
//! string, `%s` arguments), are not read. A `%n` conversion in a constant format string writes
//! through an argument: it is rejected. Functions that write into memory (`sprintf`, …) are
//! unknown external functions (`EdgeKind::Extern`): they may change any memory.

use effigy_ir::{EdgeKind, Expr, ExprKind, HavocOrigin, TypeTable};
use lang_c::ast as c;
use lang_c::span::{Node, Span as CSpan};

use super::{Binding, FnDecl, LResult, Lowerer};

/// How effigy models a library function.
pub(crate) enum Model {
    /// Writes to a stream (or flushes it): `fixed` parameters before the `...` if `variadic`;
    /// `format`: the parameter that is a printf format; `stream`: the `FILE *` parameter.
    Output { fixed: usize, variadic: bool, format: Option<usize>, stream: Option<usize> },
}

const fn output(fixed: usize, variadic: bool, format: Option<usize>, stream: Option<usize>) -> Model {
    Model::Output { fixed, variadic, format, stream }
}

/// The modelled library functions (beyond the SV-COMP built-ins).
pub(crate) const LIBRARY: &[(&str, Model)] = &[
    ("printf", output(1, true, Some(0), None)),
    ("fprintf", output(2, true, Some(1), Some(0))),
    ("puts", output(1, false, None, None)),
    ("putchar", output(1, false, None, None)),
    ("fputs", output(2, false, None, Some(1))),
    ("fputc", output(2, false, None, Some(1))),
    ("putc", output(2, false, None, Some(1))),
    ("fflush", output(1, false, None, Some(0))),
];

pub(crate) fn model(name: &str) -> Option<&'static Model> {
    LIBRARY.iter().find(|(n, _)| *n == name).map(|(_, m)| m)
}

impl Lowerer<'_> {
    /// A call of the library function `name` modelled by `model` (`decl`: its declaration, if
    /// any); its value when `want_value`.
    pub(crate) fn library_call(
        &mut self,
        name: &str,
        model: &Model,
        decl: Option<&FnDecl>,
        args: &[Node<c::Expression>],
        span: CSpan,
        want_value: bool,
    ) -> LResult<Option<Expr>> {
        let (fixed, variadic, format, stream) = match model {
            Model::Output { fixed, variadic, format, stream } => (*fixed, *variadic, *format, *stream),
        };
        if args.len() < fixed || (!variadic && args.len() > fixed) {
            let n = if variadic { format!("at least {fixed}") } else { fixed.to_string() };
            return Err(self.error(span, format!("'{name}' takes {n} argument{}, {} given", if fixed == 1 { "" } else { "s" }, args.len())));
        }
        if let Some(f) = format {
            self.check_format(name, &args[f])?;
        }
        for (i, a) in args.iter().enumerate() {
            if Some(i) == stream && self.is_external_object(a) {
                // `stdout`, `stderr`: naming the library's object has no effect.
                continue;
            }
            let v = self.value(a)?;
            if v.ty == TypeTable::VOID {
                return Err(self.error(a.span, "void value not ignored as it ought to be"));
            }
            let v = self.decay(v);
            let param = decl.filter(|d| d.prototyped).and_then(|d| d.params.get(i).copied());
            let v = match param {
                Some(pty) if self.p.types.is_scalar(pty) && self.p.types.is_scalar(v.ty) => self.convert(v, pty, a.span)?,
                _ if self.p.types.scalar_int(v.ty).is_some() && !self.p.types.is_pointer(v.ty) => self.promote(v),
                _ => v,
            };
            if !free_of_undefined_behaviour(&v) {
                // The value is computed, as the call would: an edge that reads it.
                let t = self.temp(v.ty, a.span)?;
                self.emit(EdgeKind::Assign { lhs: t, rhs: v }, a.span)?;
            }
        }
        if !want_value {
            return Ok(None);
        }
        let t = self.temp(TypeTable::I32, span)?;
        self.emit(EdgeKind::Havoc { lhs: t.clone(), origin: HavocOrigin::Uninit }, span)?;
        Ok(Some(t))
    }

    /// Rejects a `%n` conversion in a constant format string.
    fn check_format(&mut self, name: &str, e: &Node<c::Expression>) -> LResult<()> {
        let c::Expression::StringLiteral(s) = &e.node else { return Ok(()) };
        let bytes = self.string_bytes(&s.node, s.span)?;
        if has_percent_n(&bytes) {
            return Err(self.unsupported(e.span, &format!("'%n' in the format of '{name}' (it writes through an argument)")));
        }
        Ok(())
    }

    /// Whether `e` names an object of the C library that the program does not define.
    fn is_external_object(&self, e: &Node<c::Expression>) -> bool {
        let c::Expression::Identifier(id) = &e.node else { return false };
        matches!(self.lookup(&id.node.name), Some(Binding::Unavailable(u)) if u.external_object)
    }
}

/// Whether evaluating `e` can have no undefined behaviour (so that no edge need compute it).
fn free_of_undefined_behaviour(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) => true,
        ExprKind::Cast(x) => free_of_undefined_behaviour(x),
        ExprKind::AddrOf(lv) => match &lv.kind {
            ExprKind::Var(_) => true,
            ExprKind::Index(a, i) => matches!(a.kind, ExprKind::Var(_)) && i.as_const() == Some(0),
            _ => false,
        },
        _ => false,
    }
}

/// Whether a printf format has a `%n` conversion.
fn has_percent_n(format: &[u8]) -> bool {
    let mut i = 0;
    while i < format.len() {
        if format[i] != b'%' {
            i += 1;
            continue;
        }
        i += 1;
        // Argument position, flags, width, precision and length modifiers.
        while i < format.len() && b"0123456789$-+ #'*.hlLqjzt".contains(&format[i]) {
            i += 1;
        }
        if i < format.len() && format[i] == b'n' {
            return true;
        }
        i += 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::has_percent_n;

    #[test]
    fn percent_n_is_found() {
        assert!(has_percent_n(b"x%n"));
        assert!(has_percent_n(b"%d %hhn"));
        assert!(has_percent_n(b"%1$n"));
        assert!(!has_percent_n(b"%%n %d %s\n"));
        assert!(!has_percent_n(b"checksum = %X\n"));
    }
}
