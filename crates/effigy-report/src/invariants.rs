//! The engines' loop-head invariants as the C expressions of a correctness witness.
//!
//! An engine states facts over IR variables at a loop head of `main`
//! ([`effigy_engine::HeadInvariant`]); a witness needs a C expression at the loop statement
//! (the `while`, `for` or `do` keyword) over variables in scope there. Only what can be said
//! exactly is said, and dropping a conjunct only weakens an invariant, so what is left out
//! never makes a witness wrong:
//! - a variable is named when its IR name is its C name and means one object at the loop: a
//!   global, or a parameter or local of `main` that the loop reads or writes and that is not
//!   declared inside the loop, whose name no other variable of `main` or global has (a name
//!   declared twice is renamed `x.1` by the front end; a shadowed name is left out);
//! - values are C constants of the variable's type (`5`, `-3`, `7U`, `-9223372036854775807LL - 1`);
//! - the loop keyword is found in the file's text before the head's first edge, on its line,
//!   where that line's columns can be trusted (see [`loop_keyword`]); a loop whose keyword is
//!   not found, a `do` loop, or a `for` declaring its variable (the witness's location would
//!   precede the declaration), gets no invariant.

use std::collections::{HashMap, HashSet};

use effigy_engine::HeadInvariant;
use effigy_ir::{EdgeKind, ExprKind, FuncId, HavocOrigin, LocId, Program, TypeData, VarId, VarKind};

use crate::witness::{Invariant, Location};

/// The witness invariants of `invariants` (those that can be said; see the module comment).
pub fn witness_invariants(program: &Program, source: &str, invariants: &[HeadInvariant]) -> Vec<Invariant> {
    let lines: Vec<&str> = source.split('\n').collect();
    let mut out = Vec::new();
    for inv in invariants {
        let func = program.function(inv.func);
        if func.name != "main" {
            continue;
        }
        let Some(at) = loop_keyword(program, inv.func, inv.head, &lines) else { continue };
        let named = nameable(program, inv.func, inv.head);
        let fact =
            |v: VarId, op: &str, x: i128| named.contains(&v).then(|| format!("{} {op} {}", program.var(v).name, literal(program, v, x)));
        let mut conjuncts: Vec<String> = Vec::new();
        let mut lone_disjunction = false;
        if !inv.disjuncts.is_empty() {
            let mut parts = Vec::new();
            for d in &inv.disjuncts {
                let conj: Vec<String> = d.iter().filter_map(|&(v, x)| fact(v, "==", x)).collect();
                if conj.is_empty() {
                    // One disjunct says nothing: neither does the disjunction.
                    parts.clear();
                    break;
                }
                parts.push(conj.join(" && "));
            }
            parts.sort();
            parts.dedup();
            match parts.len() {
                0 => {}
                1 => conjuncts.push(parts.pop().unwrap()),
                _ => {
                    conjuncts.push(format!("({})", parts.iter().map(|p| format!("({p})")).collect::<Vec<_>>().join(" || ")));
                    lone_disjunction = true;
                }
            }
        }
        if conjuncts.len() > 1 || !inv.ranges.is_empty() || !inv.relations.is_empty() {
            lone_disjunction = false;
        }
        for &(v, lo, hi) in inv.ranges.iter().filter(|r| named.contains(&r.0)) {
            if lo == hi {
                conjuncts.push(fact(v, "==", lo).unwrap());
            } else {
                conjuncts.push(format!("{} <= {}", literal(program, v, lo), program.var(v).name));
                conjuncts.push(fact(v, "<=", hi).unwrap());
            }
        }
        for r in &inv.relations {
            if let Some(text) = relation(program, &named, r) {
                conjuncts.push(text);
            }
        }
        conjuncts.dedup();
        if conjuncts.is_empty() {
            continue;
        }
        let expression = match conjuncts.as_slice() {
            // A lone disjunction needs no outer parentheses.
            [only] if lone_disjunction => only[1..only.len() - 1].to_string(),
            _ => conjuncts.join(" && "),
        };
        out.push(Invariant { location: at, loop_invariant: true, expression });
    }
    out.sort_by_key(|i| (i.location.line, i.location.column));
    out
}

/// The position of the loop statement whose head is `head`: the `while`/`for` keyword before
/// the head's first edge on the same line, with only the loop's own header text between them.
///
/// The IR's columns are those of the preprocessed line (a comment there is one space, a macro
/// its expansion, a spliced line joined): a column is trusted only when the line's text before
/// it has no comment, literal, splice or directive and every identifier in it is a C keyword or
/// a name the program knows (a variable, function or field — not a macro). A loop whose
/// condition is on another line than its keyword, a `do` loop (whose head is its body's first
/// statement) and a `goto` loop get no invariant.
fn loop_keyword(program: &Program, f: FuncId, head: LocId, lines: &[&str]) -> Option<Location> {
    let func = program.function(f);
    let span = func.main_file_span(head)?;
    let line = *lines.get(span.line as usize - 1)?;
    if span.line >= 2 && lines.get(span.line as usize - 2).is_some_and(|p| p.trim_end().ends_with('\\')) {
        return None;
    }
    let chars: Vec<char> = line.chars().collect();
    let end = (span.column as usize).checked_sub(1).filter(|&e| e <= chars.len())?;
    let prefix: String = chars[..end].iter().collect();
    if ["/*", "*/", "//", "\"", "'", "\\", "#"].iter().any(|bad| prefix.contains(bad)) {
        return None;
    }
    if !identifiers(&prefix).iter().all(|w| known_name(program, w)) {
        return None;
    }
    let word_at = |i: usize, w: &str| -> bool {
        let wc: Vec<char> = w.chars().collect();
        i + wc.len() <= end
            && chars[i..i + wc.len()] == wc[..]
            && (i == 0 || !(chars[i - 1].is_ascii_alphanumeric() || chars[i - 1] == '_'))
            && chars.get(i + wc.len()).is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == '_'))
    };
    for i in (0..end).rev() {
        for kw in ["while", "for", "do"] {
            if !word_at(i, kw) {
                continue;
            }
            let between: String = chars[i + kw.len()..end].iter().collect();
            let b = between.trim();
            let fits = match kw {
                // `while (` … up to the condition, or past `)` to the body's first statement
                // (`while (1) {`): nothing that ends a statement between.
                "while" => b.starts_with('(') && !b.contains([';', '}']) && b.matches('{').count() <= 1,
                // `for (init;` … up to the condition; or, without a condition, the whole
                // header and the body's first statement.
                "for" => {
                    let open = b.matches('(').count() > b.matches(')').count();
                    b.starts_with('(')
                        && !b.contains('}')
                        && !declares(&b[1..])
                        && ((open && b.matches(';').count() == 1 && !b.contains('{'))
                            || (!open && b.matches(';').count() == 2 && b.matches('{').count() <= 1 && b.rfind(';') < b.rfind(')')))
                }
                _ => false,
            };
            if !fits {
                return None;
            }
            return Some(Location { line: span.line, column: i as u32 + 1, function: program.function(f).name.clone() });
        }
    }
    None
}

/// The identifiers (and keywords) of a piece of C text, numbers aside.
fn identifiers(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c == '_' || c.is_ascii_alphanumeric()))
        .filter(|w| !w.is_empty() && !w.starts_with(|c: char| c.is_ascii_digit()))
        .collect()
}

/// A C keyword, or a name the program declares (variables, functions, struct fields): not a
/// macro, whose expansion would move the columns after it.
fn known_name(program: &Program, w: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for", "goto",
        "if", "int", "long", "register", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
        "unsigned", "void", "volatile", "while", "_Bool",
    ];
    KEYWORDS.contains(&w)
        || program.vars.iter().any(|v| v.name == w)
        || program.functions.iter().any(|f| f.name == w)
        || program.types.structs.iter().any(|s| s.fields.iter().any(|fl| fl.name == w))
}

/// Whether a `for` header's initialisation declares a variable (`int i = 0`, `unsigned *p`).
fn declares(init: &str) -> bool {
    let t = init.trim_start();
    let first: String = t.chars().take_while(|c| *c == '_' || c.is_ascii_alphanumeric()).collect();
    if first.is_empty() {
        return false;
    }
    let after = t[first.len()..].trim_start();
    after.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic() || c == '*')
}

/// The variables an invariant at `head` of `f` may name (see the module comment).
fn nameable(program: &Program, f: FuncId, head: LocId) -> HashSet<VarId> {
    let func = program.function(f);
    let info = effigy_ir::LoopInfo::of(func);
    let body: HashSet<LocId> = info.body[head.0 as usize].iter().copied().collect();
    let mut mentioned: HashSet<VarId> = HashSet::new();
    let mut declared_inside: HashSet<VarId> = HashSet::new();
    for e in &func.edges {
        if !body.contains(&e.from) {
            continue;
        }
        e.kind.for_each_expr(&mut |x| collect_vars(x, &mut mentioned));
        if let EdgeKind::Havoc { lhs, origin: HavocOrigin::Uninit } = &e.kind {
            collect_vars(lhs, &mut declared_inside);
        }
    }
    // Base names (before the front end's `.N`) of main's variables and of the globals.
    let mut count: HashMap<&str, usize> = HashMap::new();
    for v in &program.vars {
        let in_scope = match v.kind {
            VarKind::Global => true,
            VarKind::Param(g) | VarKind::Local(g) | VarKind::Temp(g) => g == f,
        };
        if in_scope {
            *count.entry(v.name.split('.').next().unwrap_or(&v.name)).or_default() += 1;
        }
    }
    mentioned
        .into_iter()
        .filter(|&v| {
            let info = program.var(v);
            let plain = !info.name.is_empty()
                && info.name.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
                && !info.name.starts_with(|c: char| c.is_ascii_digit());
            let own = match info.kind {
                VarKind::Global => true,
                VarKind::Param(g) | VarKind::Local(g) => g == f,
                VarKind::Temp(_) => false,
            };
            let scalar = matches!(program.types.get(info.ty), TypeData::Int(_) | TypeData::Bool);
            plain && own && scalar && !info.address_taken && !declared_inside.contains(&v) && count.get(info.name.as_str()) == Some(&1)
        })
        .collect()
}

fn collect_vars(e: &effigy_ir::Expr, out: &mut HashSet<VarId>) {
    match &e.kind {
        ExprKind::Var(v) => {
            out.insert(*v);
        }
        _ => e.children().into_iter().for_each(|c| collect_vars(c, out)),
    }
}

/// A relation as C, when its variables can be named and C computes it as the engine does:
/// comparisons in the variable's own type (none that its type makes trivially true); a
/// difference as `a == b` when it is zero, as `a - b == cU` for unsigned types at least as
/// wide as `int` (which wrap as the engine's bit-vectors do), and not at all otherwise (a
/// signed difference can overflow; a narrow one is promoted).
fn relation(program: &Program, named: &HashSet<VarId>, r: &effigy_engine::invariant::Relation) -> Option<String> {
    use effigy_engine::invariant::Relation;
    let name = |v: VarId| named.contains(&v).then(|| program.var(v).name.clone());
    let int = |v: VarId| match program.types.get(program.var(v).ty) {
        TypeData::Int(it) => Some((it.bits, it.signed)),
        _ => None,
    };
    Some(match *r {
        Relation::Linear(ref f) => linear(f, &name)?,
        Relation::AtLeast(v, x) => {
            let (bits, signed) = int(v)?;
            let min = if signed { -(1i128 << (bits - 1)) } else { 0 };
            if x <= min {
                return None;
            }
            format!("{} >= {}", name(v)?, literal(program, v, x))
        }
        Relation::AtMost(v, x) => {
            let (bits, signed) = int(v)?;
            let max = if signed { (1i128 << (bits - 1)) - 1 } else { (1i128 << bits) - 1 };
            if x >= max {
                return None;
            }
            format!("{} <= {}", name(v)?, literal(program, v, x))
        }
        Relation::LowBits(v, mask, x) => format!("({} & {mask}) == {x}", name(v)?),
        Relation::Difference(a, b, x, w) => {
            let (na, nb) = (name(a)?, name(b)?);
            let (_, sa) = int(a)?;
            let (_, sb) = int(b)?;
            match (x, w) {
                (0, _) => format!("{na} == {nb}"),
                (_, 32) if !sa && !sb => format!("{na} - {nb} == {x}U"),
                (_, 64) if !sa && !sb => format!("{na} - {nb} == {x}ULL"),
                _ => return None,
            }
        }
    })
}

/// A formula over integer values as C: every variable converted to `long long` (the engine
/// keeps its values and those of every subexpression below 2^62 in magnitude, so C computes
/// them without overflow), the Euclidean remainder as `((e % k) + k) % k`.
fn linear(f: &effigy_engine::invariant::Formula, name: &dyn Fn(VarId) -> Option<String>) -> Option<String> {
    use effigy_engine::invariant::{Formula, IntExpr};
    fn int(e: &IntExpr, name: &dyn Fn(VarId) -> Option<String>) -> Option<String> {
        Some(match e {
            // `1LL * x` converts x as a cast would (the debugger expressions of `validate` have
            // no casts); `long long` holds every value of the integer types of 32 bits or less.
            IntExpr::Var(v) => format!("(1LL * {})", name(*v)?),
            IntExpr::Const(k) if *k == i64::MIN as i128 => "(-9223372036854775807LL - 1)".into(),
            IntExpr::Const(k) => format!("{k}LL"),
            IntExpr::Add(xs) => format!("({})", xs.iter().map(|x| int(x, name)).collect::<Option<Vec<_>>>()?.join(" + ")),
            IntExpr::Mul(k, x) => format!("({k}LL * {})", int(x, name)?),
            IntExpr::Mod(x, k) => format!("((({} % {k}LL) + {k}LL) % {k}LL)", int(x, name)?),
        })
    }
    let join = |xs: &[Formula], op: &str| -> Option<String> {
        Some(format!("({})", xs.iter().map(|x| linear(x, name)).collect::<Option<Vec<_>>>()?.join(op)))
    };
    Some(match f {
        Formula::Not(x) => format!("!{}", linear(x, name)?),
        Formula::And(xs) => join(xs, " && ")?,
        Formula::Or(xs) => join(xs, " || ")?,
        Formula::Le(a, b) => format!("({} <= {})", int(a, name)?, int(b, name)?),
        Formula::Lt(a, b) => format!("({} < {})", int(a, name)?, int(b, name)?),
        Formula::Eq(a, b) => format!("({} == {})", int(a, name)?, int(b, name)?),
    })
}

/// `x` as a C constant of `v`'s type (after the usual conversions its comparison with `v`
/// compares the values: integer types narrower than `int` promote to `int`).
fn literal(program: &Program, v: VarId, x: i128) -> String {
    let (bits, signed) = match program.types.get(program.var(v).ty) {
        TypeData::Int(it) => (it.bits, it.signed),
        _ => (32, true),
    };
    match (bits, signed) {
        (64, true) if x == i64::MIN as i128 => "(-9223372036854775807LL - 1)".into(),
        (64, true) => format!("{x}LL"),
        (64, false) => format!("{x}ULL"),
        (32, true) if x == i32::MIN as i128 => "(-2147483647 - 1)".into(),
        (32, false) => format!("{x}U"),
        _ => format!("{x}"),
    }
}
