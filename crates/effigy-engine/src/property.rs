//! The property an analysis checks: which events end a path as a violation (a
//! counterexample) rather than as "possible undefined behaviour" (which only rules out TRUE).
//!
//! SV-COMP's properties, as its `.prp` files and rules define them:
//! - `unreach-call`: `reach_error()` is never called (and, in effigy, no `assert` fails);
//! - `valid-memsafety`: `valid-deref` (every access is to a live object, in bounds),
//!   `valid-free` (every `free` gets the start of a live heap block, or null) and
//!   `valid-memtrack` (the program never loses the last pointer to a heap block; memory still
//!   reachable from live variables when the program ends is not lost);
//! - `valid-memcleanup`: no heap block is still allocated when the program ends;
//! - `no-overflow`: no signed integer arithmetic overflows.
//!
//! Beside them `runtime-errors`, the umbrella KLEE's users expect: a failing `assert`,
//! `reach_error`, an invalid dereference or `free`, signed overflow, division by zero, an
//! invalid shift — whichever comes first on a path.
//!
//! Undefined behaviour outside the property still ends its path without a verdict, so an
//! engine's TRUE means that the program is free of it as well. One exception: a program none
//! of whose operations can fail a check of the property (no dereference, no array index that
//! may leave its array, no allocation or `free`, for memory safety; no signed arithmetic, for
//! no-overflow) satisfies it whatever values its other undefined operations give
//! ([`checks_that_may_fail`]); `verify` answers TRUE for it without running an engine.

use effigy_ir::{BinOp, Check, EdgeKind, Expr, ExprKind, Program, UnOp};

/// What a path must not do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// The name given (`unreach-call`, `valid-memsafety`, …).
    pub name: String,
    /// Whether reaching `reach_error()` or a failing `assert` is a violation.
    pub errors: bool,
    /// The checks whose failure is a violation.
    pub checks: Vec<Check>,
}

impl Property {
    /// Whether the property is about memory only (valid-memsafety, its parts,
    /// valid-memcleanup): no reachability, no arithmetic check.
    pub fn about_memory_only(&self) -> bool {
        !self.errors
            && !self.checks.is_empty()
            && self.checks.iter().all(|c| matches!(c, Check::Deref | Check::Free | Check::Memtrack | Check::Memcleanup))
    }
}

impl Default for Property {
    fn default() -> Self {
        Property::unreach_call()
    }
}

/// The names `--property` takes, with what each checks (for `--help` and errors).
pub const PROPERTY_NAMES: &[(&str, &str)] = &[
    ("unreach-call", "reach_error() (or a failing assert) is never called"),
    ("valid-memsafety", "valid-deref, valid-free and valid-memtrack"),
    ("valid-deref", "every memory access is to a live object, within its bounds"),
    ("valid-free", "free and realloc get null or the start of a live heap block"),
    ("valid-memtrack", "no heap block becomes unreachable (a leak)"),
    ("valid-memcleanup", "every heap block is freed before the program ends"),
    ("no-overflow", "no signed integer arithmetic overflows"),
    ("runtime-errors", "reach_error, assert, valid-deref, valid-free, no-overflow, division by zero, invalid shifts"),
];

impl Property {
    pub fn unreach_call() -> Property {
        Property { name: "unreach-call".into(), errors: true, checks: Vec::new() }
    }

    /// A property by name; an unknown name is an error that lists the known ones.
    pub fn from_name(name: &str) -> Result<Property, String> {
        let checks: Vec<Check> = match name {
            "unreach-call" => return Ok(Property::unreach_call()),
            "valid-memsafety" => vec![Check::Deref, Check::Free, Check::Memtrack],
            "valid-deref" => vec![Check::Deref],
            "valid-free" => vec![Check::Free],
            "valid-memtrack" => vec![Check::Memtrack],
            "valid-memcleanup" => vec![Check::Memcleanup],
            "no-overflow" => vec![Check::Overflow],
            "runtime-errors" => {
                return Ok(Property {
                    name: name.into(),
                    errors: true,
                    checks: vec![Check::Deref, Check::Free, Check::Overflow, Check::DivisionByZero, Check::Shift],
                })
            }
            _ => {
                let known: Vec<&str> = PROPERTY_NAMES.iter().map(|p| p.0).collect();
                return Err(format!("effigy does not check the property `{name}` (it checks: {})", known.join(", ")));
            }
        };
        Ok(Property { name: name.into(), errors: false, checks })
    }

    /// The property of an SV-COMP `.prp` file's text (`CHECK( init(main()), LTL(G valid-free) )`
    /// lines); one that asks for something effigy does not check is an error naming it.
    pub fn from_prp(text: &str) -> Result<Property, String> {
        let mut formulas: Vec<String> = Vec::new();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with("//")) {
            let f = line
                .strip_prefix("CHECK(")
                .and_then(|r| r.trim().strip_prefix("init(main()),"))
                .and_then(|r| r.trim().strip_prefix("LTL("))
                .and_then(|r| r.trim_end().strip_suffix(')'))
                .and_then(|r| r.trim_end().strip_suffix(')'))
                .map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "))
                .ok_or_else(|| format!("not a property line effigy reads: `{line}`"))?;
            formulas.push(f);
        }
        formulas.sort();
        let f: Vec<&str> = formulas.iter().map(String::as_str).collect();
        let name = match f.as_slice() {
            ["G ! call(reach_error())"] | ["G ! call(__VERIFIER_error())"] => "unreach-call",
            ["G valid-deref", "G valid-free", "G valid-memtrack"] => "valid-memsafety",
            ["G valid-memcleanup"] => "valid-memcleanup",
            ["G ! overflow"] => "no-overflow",
            ["F end"] => return Err("effigy does not check the property `termination`".into()),
            ["G def-behavior"] => return Err("effigy does not check the property `def-behavior`".into()),
            ["G ! data-race"] => return Err("effigy does not check the property `no-data-race`".into()),
            _ => return Err(format!("effigy does not check the property `{}`", f.join(" and "))),
        };
        Property::from_name(name)
    }

    pub fn checks(&self, c: Check) -> bool {
        self.checks.contains(&c)
    }

    /// Whether the property speaks of the program's end (memtrack and memcleanup are checked
    /// when it ends): only an analysis that follows every execution to its end can prove it.
    pub fn needs_the_end(&self) -> bool {
        self.checks(Check::Memtrack) || self.checks(Check::Memcleanup)
    }

    pub fn is_unreach_call(&self) -> bool {
        self.errors && self.checks.is_empty()
    }
}

/// The check an undefined operation the step reports fails, by the step's description of it;
/// `None` for undefined behaviour no property names (it ends the path without a verdict).
pub fn classify(what: &str) -> Option<Check> {
    Some(match what {
        "null dereference"
        | "invalid memory access"
        | "out-of-bounds access"
        | "out-of-bounds or invalid memory access"
        | "use after free"
        | "use of a dead local"
        // C makes the pointer itself undefined; SV-COMP's valid-deref only its use. The path
        // ends here as a violation, which a FALSE needs AddressSanitizer to confirm: only an
        // access through the pointer that gcc's build makes out of bounds is reported.
        | "pointer arithmetic outside its object" => Check::Deref,
        "double free" | "invalid free" | "realloc of a freed pointer" | "invalid realloc" => Check::Free,
        // SV-COMP's no-overflow: a result of signed type that is not representable, which a
        // non-negative value shifted left past the range is (a negative one is not an overflow,
        // only undefined: `-1 << 1` is -2).
        "signed integer overflow" | "signed division overflow" | "left shift past the type's range" => Check::Overflow,
        "division by zero" => Check::DivisionByZero,
        "shift out of range" | "left shift of a negative value" => Check::Shift,
        LEAK => Check::Memtrack,
        _ => return None,
    })
}

/// The checks some operation of the program may fail, found by a scan of every function's
/// edges (no values, no paths: an operation that may fail is counted whether or not it can be
/// reached). A check not listed holds on every execution:
/// - `valid-deref`: no `*p` (or `p->f`, `p[i]`), no array index but a constant within its array,
///   no library primitive or external function given a pointer;
/// - `valid-free`: no `free` or `realloc`;
/// - `valid-memtrack`, `valid-memcleanup`: no heap allocation;
/// - `no-overflow`: no signed `+ - * / %`, unary `-` or left shift;
/// - division by zero: no `/` or `%` but by a nonzero constant;
/// - shifts: none but unsigned right shifts by a constant below the width.
pub fn checks_that_may_fail(program: &Program) -> Vec<Check> {
    let mut found = Vec::new();
    let note = |c: Check, found: &mut Vec<Check>| {
        if !found.contains(&c) {
            found.push(c);
        }
    };
    for f in &program.functions {
        for e in &f.edges {
            match &e.kind {
                EdgeKind::Alloc { stack, .. } => {
                    if !*stack {
                        note(Check::Memtrack, &mut found);
                        note(Check::Memcleanup, &mut found);
                    }
                    // A block's accesses are through its pointer: dereferences, found below.
                }
                EdgeKind::Free(_) => note(Check::Free, &mut found),
                EdgeKind::Primitive { .. } => note(Check::Deref, &mut found),
                EdgeKind::Extern { args, .. } => {
                    if args.iter().any(|a| program.types.is_pointer(a.ty)) {
                        note(Check::Deref, &mut found);
                    }
                }
                _ => {}
            }
            e.kind.for_each_expr(&mut |x| expr_checks(program, x, &mut |c| note(c, &mut found)));
        }
    }
    found.sort();
    found
}

fn expr_checks(program: &Program, e: &Expr, note: &mut impl FnMut(Check)) {
    let types = &program.types;
    let signed = types.as_int(e.ty).is_some_and(|t| t.signed);
    let const_value = |x: &Expr| match x.kind {
        ExprKind::Const(k) => Some(types.as_int(x.ty).map_or(k as i128, |t| t.value(k))),
        _ => None,
    };
    match &e.kind {
        ExprKind::Const(_) | ExprKind::Var(_) => {}
        ExprKind::Deref(p) => {
            note(Check::Deref);
            expr_checks(program, p, note);
        }
        ExprKind::Index(base, i) => {
            let in_bounds = match (types.array_elem(base.ty), const_value(i)) {
                (Some((_, n)), Some(k)) => k >= 0 && (k as u128) < n as u128,
                _ => false,
            };
            if !in_bounds {
                note(Check::Deref);
            }
            expr_checks(program, base, note);
            expr_checks(program, i, note);
        }
        ExprKind::AllocSize(p) => {
            note(Check::Deref);
            note(Check::Free);
            expr_checks(program, p, note);
        }
        ExprKind::Unary(op, x) => {
            if *op == UnOp::Neg && signed {
                note(Check::Overflow);
            }
            expr_checks(program, x, note);
        }
        ExprKind::Binary(op, x, y) => {
            match op {
                BinOp::Add | BinOp::Sub | BinOp::Mul if signed => note(Check::Overflow),
                BinOp::Div | BinOp::Rem => {
                    let k = const_value(y);
                    if k.is_none_or(|k| k == 0) {
                        note(Check::DivisionByZero);
                    }
                    if signed && k.is_none_or(|k| k == -1) {
                        note(Check::Overflow);
                    }
                }
                BinOp::Shl | BinOp::Shr => {
                    let width = types.scalar_bits(x.ty).unwrap_or(0) as i128;
                    let amount_ok = const_value(y).is_some_and(|k| k >= 0 && k < width);
                    let left_signed = types.as_int(x.ty).is_some_and(|t| t.signed);
                    if !amount_ok || (*op == BinOp::Shl && left_signed) {
                        note(Check::Shift);
                    }
                    if *op == BinOp::Shl && left_signed {
                        note(Check::Overflow);
                    }
                }
                _ => {}
            }
            expr_checks(program, x, note);
            expr_checks(program, y, note);
        }
        ExprKind::Field(x, _) | ExprKind::AddrOf(x) | ExprKind::Cast(x) | ExprKind::Reinterpret(x) => expr_checks(program, x, note),
        ExprKind::PtrAdd(x, y) | ExprKind::PtrDiff(x, y) => {
            expr_checks(program, x, note);
            expr_checks(program, y, note);
        }
    }
}

/// The step's description of a heap block lost (see [`classify`]).
pub const LEAK: &str = "a heap block is no longer reachable";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prp_files_as_sv_comp_writes_them() {
        let mem = "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n";
        let p = Property::from_prp(mem).unwrap();
        assert_eq!(p.name, "valid-memsafety");
        assert_eq!(p.checks, vec![Check::Deref, Check::Free, Check::Memtrack]);
        assert!(!p.errors);
        assert!(Property::from_prp("CHECK( init(main()), LTL(G ! call(reach_error())) )\n").unwrap().is_unreach_call());
        assert_eq!(Property::from_prp("CHECK( init(main()), LTL(G ! overflow) )").unwrap().checks, vec![Check::Overflow]);
        assert_eq!(Property::from_prp("CHECK( init(main()), LTL(G valid-memcleanup) )").unwrap().name, "valid-memcleanup");
        let e = Property::from_prp("CHECK( init(main()), LTL(F end) )").unwrap_err();
        assert!(e.contains("termination"), "{e}");
        assert!(Property::from_prp("nonsense").is_err());
        assert!(Property::from_name("valid-everything").unwrap_err().contains("valid-everything"));
    }

    #[test]
    fn every_check_is_named_and_found_by_name() {
        for c in Check::ALL {
            assert_eq!(Check::from_name(c.name()), Some(c));
        }
        for (name, _) in PROPERTY_NAMES {
            assert_eq!(&Property::from_name(name).unwrap().name, name);
        }
    }
}

/// What a call of an error function does under a property that does not ask for reach_error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorCall {
    /// It ends the program as `abort()` does: a failing `assert` (glibc's `__assert_fail`), an
    /// error function without a definition (SV-COMP's rules define `__VERIFIER_error` as
    /// `abort()`), or one no `return` of whose body can be reached.
    Aborts,
    /// Its body returns at once, doing nothing (SV-COMP's `void reach_error() {}`): the program
    /// goes on after it.
    Nothing,
    /// Anything else: not followed.
    Unknown,
}

pub fn error_call(program: &Program, kind: &effigy_ir::ErrorKind) -> ErrorCall {
    use effigy_ir::{ErrorKind, Termination};
    let ErrorKind::ReachError(name) = kind else {
        return if matches!(kind, ErrorKind::AssertFail) { ErrorCall::Aborts } else { ErrorCall::Unknown };
    };
    let aborts = every_edge_of(program, name, true, |kind| match kind {
        EdgeKind::Return(_) => None,
        EdgeKind::Error(ErrorKind::AssertFail) | EdgeKind::Terminate(Termination::Abort | Termination::Trap) => Some(false),
        // Anything else that may not come back (a call, an exit) is not an abort.
        EdgeKind::Error(_) | EdgeKind::Terminate(_) | EdgeKind::Undefined(_) => None,
        EdgeKind::Assume(c) if c.as_const() == Some(0) => Some(false),
        _ => Some(true),
    });
    let nothing = || {
        every_edge_of(program, name, false, |kind| match kind {
            EdgeKind::Return(None) => Some(false),
            EdgeKind::Return(Some(x)) if x.as_const().is_some() => Some(false),
            EdgeKind::Skip => Some(true),
            _ => None,
        })
    };
    if aborts {
        ErrorCall::Aborts
    } else if nothing() {
        ErrorCall::Nothing
    } else {
        ErrorCall::Unknown
    }
}

/// Whether every edge reachable in the body of function `name` passes `edge` (`Some(true)`:
/// walk on to its target; `Some(false)`: stop there; `None`: fails); `undefined`: the answer
/// when the program does not define it.
fn every_edge_of(program: &Program, name: &str, undefined: bool, edge: impl Fn(&EdgeKind) -> Option<bool>) -> bool {
    let Some(f) = program.function_by_name(name) else { return undefined };
    let func = program.function(f);
    let mut seen = vec![false; func.num_locs()];
    let mut todo = vec![func.entry];
    while let Some(l) = todo.pop() {
        if std::mem::replace(&mut seen[l.0 as usize], true) {
            continue;
        }
        for &e in func.out_edges(l) {
            match edge(&func.edge(e).kind) {
                None => return false,
                Some(true) => todo.push(func.edge(e).to),
                Some(false) => {}
            }
        }
    }
    true
}
