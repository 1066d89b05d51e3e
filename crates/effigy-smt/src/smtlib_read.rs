//! Reading SMT-LIB 2 scripts back into terms, so that a query written by `--dump-queries`
//! (see [`crate::smtlib`]) can be solved again by any backend *as effigy calls it* — the
//! in-process Z3, Bitwuzla, the portfolio — which is what `effigy solve` and the solver
//! benchmark measure.
//!
//! The language read is the one [`crate::smtlib::problem_script`] writes, and the usual
//! spellings around it: `declare-const`, `declare-fun` (constants, and functions over
//! declared sorts), `declare-sort`, `define-fun` of constants, `assert`, `let`; Bool, bit-vectors
//! up to 64 bits, integers, arrays of bit-vectors, and IEEE binary32/binary64 floating point on
//! the operations effigy's terms have (arithmetic and `fp.sqrt` rounded to nearest even,
//! `fp.roundToIntegral`, comparisons, `fp.isNaN`, conversions). A float is held as a bit
//! pattern, as everywhere in effigy; the one SMT-LIB construct with no direct counterpart — a
//! float result named as bits, which the printer writes as
//! `(assert (let ((r V)) (ite (fp.isNaN r) (= N nan) (= ((_ to_fp e s) N) r))))` — is read as
//! the definition `N := bits of V`. Anything else is an error with its line and column, never
//! a panic: every operator's operands are sort-checked before a term is built.
//!
//! The comment `; effigy: 12.345 ms sat (Z3 …)` that a dump ends with is read as the answer
//! effigy recorded ([`Recorded`]).

use std::collections::HashMap;
use std::fmt;

use crate::float::{FpArith, FpFormat, FpRounding};
use crate::term::{FunSort, Op, Sort, TermData, TermId, TermStore, UninterpretedSort};

/// A script read into a store: the conjunction it asserts.
#[derive(Clone, Debug)]
pub struct Script {
    /// The asserted terms, in order (the definitions of float results excluded).
    pub conjuncts: Vec<TermId>,
    /// The symbols the conjuncts mention: what a model of the script gives values to.
    pub symbols: Vec<TermId>,
    /// The answer effigy recorded when it dumped the query, if the script has one.
    pub recorded: Option<Recorded>,
}

/// `; effigy: 12.345 ms unsat (Z3 4.8.12.0)`: the answer and time effigy got for a dumped query.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded {
    /// `sat`, `unsat` or `unknown`.
    pub answer: String,
    pub millis: f64,
    /// The backend that answered, as it named itself.
    pub solver: String,
}

/// A reading error at a position of the script (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub line: u32,
    pub column: u32,
    pub message: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

type Res<T> = Result<T, ReadError>;

#[derive(Clone, Copy, Debug)]
struct Pos {
    line: u32,
    column: u32,
}

/// An s-expression.
#[derive(Debug)]
enum Sx {
    Atom(String, Pos),
    /// A `|quoted|` symbol (never a keyword or a literal).
    Quoted(String, Pos),
    List(Vec<Sx>, Pos),
}

impl Sx {
    fn pos(&self) -> Pos {
        match self {
            Sx::Atom(_, p) | Sx::Quoted(_, p) | Sx::List(_, p) => *p,
        }
    }
    /// The text of a symbol (plain or quoted).
    fn symbol(&self) -> Option<&str> {
        match self {
            Sx::Atom(s, _) | Sx::Quoted(s, _) => Some(s),
            Sx::List(..) => None,
        }
    }
    /// A plain atom equal to `s`.
    fn is(&self, s: &str) -> bool {
        matches!(self, Sx::Atom(a, _) if a == s)
    }
}

fn err<T>(pos: Pos, message: impl Into<String>) -> Res<T> {
    Err(ReadError { line: pos.line, column: pos.column, message: message.into() })
}

/// How deeply terms may nest (the printer names every node deeper than 64, so its scripts nest
/// far less; reading recurses over the nesting).
const MAX_DEPTH: usize = 256;

/// Splits the script into top-level s-expressions (iteratively: no recursion on nesting).
fn parse(text: &str) -> Res<Vec<Sx>> {
    let mut stack: Vec<(Vec<Sx>, Pos)> = Vec::new();
    let mut top = Vec::new();
    let mut chars = text.char_indices().peekable();
    let (mut line, mut column) = (1u32, 1u32);
    let bytes = text.as_bytes();
    let push = |stack: &mut Vec<(Vec<Sx>, Pos)>, top: &mut Vec<Sx>, sx: Sx| match stack.last_mut() {
        Some((items, _)) => items.push(sx),
        None => top.push(sx),
    };
    while let Some(&(i, c)) = chars.peek() {
        let pos = Pos { line, column };
        let advance = |c: char, line: &mut u32, column: &mut u32| {
            if c == '\n' {
                *line += 1;
                *column = 1;
            } else {
                *column += 1;
            }
        };
        match c {
            ';' => {
                while let Some(&(_, c)) = chars.peek() {
                    if c == '\n' {
                        break;
                    }
                    chars.next();
                    advance(c, &mut line, &mut column);
                }
            }
            c if c.is_whitespace() => {
                chars.next();
                advance(c, &mut line, &mut column);
            }
            '(' => {
                chars.next();
                advance(c, &mut line, &mut column);
                if stack.len() >= MAX_DEPTH {
                    return err(pos, format!("terms nest deeper than {MAX_DEPTH} levels"));
                }
                stack.push((Vec::new(), pos));
            }
            ')' => {
                chars.next();
                advance(c, &mut line, &mut column);
                let Some((items, start)) = stack.pop() else {
                    return err(pos, "`)` without a matching `(`");
                };
                push(&mut stack, &mut top, Sx::List(items, start));
            }
            '|' => {
                chars.next();
                advance(c, &mut line, &mut column);
                let mut s = String::new();
                loop {
                    let Some((_, c)) = chars.next() else {
                        return err(pos, "unterminated `|quoted|` symbol");
                    };
                    advance(c, &mut line, &mut column);
                    if c == '|' {
                        break;
                    }
                    s.push(c);
                }
                push(&mut stack, &mut top, Sx::Quoted(s, pos));
            }
            '"' => return err(pos, "string literals are not supported"),
            _ => {
                let start = i;
                let mut end = i;
                while let Some(&(j, c)) = chars.peek() {
                    if c.is_whitespace() || "();|\"".contains(c) {
                        break;
                    }
                    chars.next();
                    advance(c, &mut line, &mut column);
                    end = j + c.len_utf8();
                }
                let atom = String::from_utf8_lossy(&bytes[start..end]).into_owned();
                push(&mut stack, &mut top, Sx::Atom(atom, pos));
            }
        }
    }
    if let Some((_, start)) = stack.last() {
        return err(*start, "`(` without a matching `)`");
    }
    Ok(top)
}

/// The sort of a term as the reader checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    Bool,
    Bv(u32),
    Int,
    Array(u32, u32),
    Unint(UninterpretedSort),
}

/// A value while reading: a term, a float (its format and bits), or a rounding mode.
#[derive(Clone, Copy, Debug)]
enum Val {
    T(TermId),
    Float(FpFormat, TermId),
    Rm(FpRounding),
}

struct Reader<'s> {
    store: &'s mut TermStore,
    globals: HashMap<String, Val>,
    sorts: HashMap<String, UninterpretedSort>,
    /// Declared functions of one or more arguments.
    funcs: HashMap<String, crate::term::FuncId>,
    /// `let` bindings, innermost last.
    scopes: Vec<(String, Val)>,
}

/// Reads a script into `store`. Commands other than declarations, definitions and assertions
/// (`set-logic`, `set-option`, `set-info`, `check-sat`, `get-model`, `exit`, …) are skipped.
pub fn read_script(store: &mut TermStore, text: &str) -> Result<Script, ReadError> {
    let commands = parse(text)?;
    let mut r = Reader { store, globals: HashMap::new(), sorts: HashMap::new(), funcs: HashMap::new(), scopes: Vec::new() };
    let mut conjuncts = Vec::new();
    for cmd in &commands {
        let Sx::List(items, pos) = cmd else {
            return err(cmd.pos(), "a command must be a parenthesised list");
        };
        let Some(head) = items.first().and_then(|h| if let Sx::Atom(a, _) = h { Some(a.as_str()) } else { None }) else {
            return err(*pos, "a command starts with its name");
        };
        match head {
            "declare-const" => {
                let [_, name, sort] = &items[..] else { return err(*pos, "(declare-const NAME SORT) expected") };
                let name = r.name(name)?;
                let ty = r.sort(sort)?;
                let t = r.fresh(&name, ty);
                r.globals.insert(name, Val::T(t));
            }
            "declare-fun" => {
                let [_, name, Sx::List(domain, _), range] = &items[..] else {
                    return err(*pos, "(declare-fun NAME (SORT…) SORT) expected");
                };
                let name = r.name(name)?;
                let range = r.sort(range)?;
                if domain.is_empty() {
                    let t = r.fresh(&name, range);
                    r.globals.insert(name, Val::T(t));
                    continue;
                }
                let domain = domain.iter().map(|s| r.sort(s).and_then(|t| fun_sort(t, s.pos()))).collect::<Res<Vec<_>>>()?;
                let range = fun_sort(range, items[3].pos())?;
                if let Some((_, d)) = r.store.funcs().find(|(_, d)| d.name == name) {
                    if d.domain != domain || d.range != range {
                        return err(*pos, format!("function `{name}` declared twice with different sorts"));
                    }
                }
                let f = r.store.declare_fun(&name, domain, range);
                r.funcs.insert(name, f);
            }
            "declare-sort" => {
                let (name, arity) = match &items[..] {
                    [_, name] => (name, None),
                    [_, name, arity] => (name, Some(arity)),
                    _ => return err(*pos, "(declare-sort NAME 0) expected"),
                };
                if arity.is_some_and(|a| !a.is("0")) {
                    return err(*pos, "only sorts of arity 0 are supported");
                }
                let name = r.name(name)?;
                let u = r.store.declare_sort(&name);
                r.sorts.insert(name, u);
            }
            "define-fun" => {
                let [_, name, Sx::List(params, ppos), sort, body] = &items[..] else {
                    return err(*pos, "(define-fun NAME () SORT TERM) expected");
                };
                if !params.is_empty() {
                    return err(*ppos, "unsupported: define-fun with parameters (only constants are defined)");
                }
                let name = r.name(name)?;
                let ty = r.sort(sort)?;
                let v = r.term(body, 0)?;
                let t = r.of_ty(v, ty, body.pos())?;
                r.globals.insert(name, Val::T(t));
            }
            "assert" => {
                let [_, body] = &items[..] else { return err(*pos, "(assert TERM) expected") };
                if r.float_definition(body)? {
                    continue;
                }
                let v = r.term(body, 0)?;
                conjuncts.push(r.boolean(v, body.pos())?);
            }
            "set-logic" | "set-option" | "set-info" | "check-sat" | "get-model" | "get-value" | "exit" | "push" | "pop" | "echo"
            | "get-info" => {
                if matches!(head, "push" | "pop") {
                    return err(*pos, format!("unsupported: `{head}` (a query is one conjunction)"));
                }
            }
            _ => return err(*pos, format!("unsupported command `{head}`")),
        }
    }
    // One walk over the whole DAG: the conjuncts of a bounded model checking formula share most
    // of it, and a walk per conjunct would be quadratic.
    let mut symbols = r.store.symbols_in(&conjuncts);
    symbols.sort();
    Ok(Script { conjuncts, symbols, recorded: recorded_answer(text) })
}

/// The last `; effigy: <ms> ms <answer> (<solver>)` comment of a dump.
fn recorded_answer(text: &str) -> Option<Recorded> {
    let line = text.lines().rev().find(|l| l.starts_with("; effigy: "))?;
    let rest = &line["; effigy: ".len()..];
    let mut words = rest.splitn(3, ' ');
    let millis: f64 = words.next()?.parse().ok()?;
    if words.next()? != "ms" {
        return None;
    }
    let rest = words.next()?;
    let (answer, solver) = rest.split_once(' ').unwrap_or((rest, ""));
    let solver = solver.trim().trim_start_matches('(').trim_end_matches(')').to_string();
    Some(Recorded { answer: answer.to_string(), millis, solver })
}

/// `op` applied to `given` operands where it takes `n`.
fn expect_operands(op: &str, given: usize, n: usize, pos: Pos) -> Res<()> {
    if given == n {
        Ok(())
    } else {
        err(pos, format!("`{op}` takes {n} operand(s), given {given}"))
    }
}

fn fun_sort(ty: Ty, pos: Pos) -> Res<FunSort> {
    Ok(match ty {
        Ty::Bool => FunSort::Builtin(Sort::Bool),
        Ty::Bv(w) => FunSort::Builtin(Sort::BitVec(w)),
        Ty::Int => FunSort::Builtin(Sort::Int),
        Ty::Unint(u) => FunSort::Uninterpreted(u),
        Ty::Array(..) => return err(pos, "unsupported: functions over arrays"),
    })
}

fn rounding(name: &str) -> Option<FpRounding> {
    Some(match name {
        "RNE" | "roundNearestTiesToEven" => FpRounding::NearestEven,
        "RNA" | "roundNearestTiesToAway" => FpRounding::NearestAway,
        "RTP" | "roundTowardPositive" => FpRounding::Up,
        "RTN" | "roundTowardNegative" => FpRounding::Down,
        "RTZ" | "roundTowardZero" => FpRounding::TowardZero,
        _ => return None,
    })
}

fn format_of(eb: u32, sb: u32) -> Option<FpFormat> {
    [FpFormat::F32, FpFormat::F64].into_iter().find(|f| f.ebits_sbits() == (eb, sb))
}

fn numeral(sx: &Sx) -> Option<u128> {
    match sx {
        Sx::Atom(a, _) if !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit()) => a.parse().ok(),
        _ => None,
    }
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

impl Reader<'_> {
    fn name(&self, sx: &Sx) -> Res<String> {
        match sx.symbol() {
            Some(s) => Ok(s.to_string()),
            None => err(sx.pos(), "a name expected"),
        }
    }

    fn fresh(&mut self, name: &str, ty: Ty) -> TermId {
        match ty {
            Ty::Unint(u) => self.store.fresh_uninterpreted(name, u),
            ty => self.store.fresh_symbol(name, to_sort(ty)),
        }
    }

    fn sort(&self, sx: &Sx) -> Res<Ty> {
        let bits = |sx: &Sx| -> Res<u32> {
            match sx {
                Sx::List(l, pos) if l.len() == 3 && l[0].is("_") && l[1].is("BitVec") => match numeral(&l[2]) {
                    Some(w) if (1..=64).contains(&w) => Ok(w as u32),
                    Some(w) => err(*pos, format!("unsupported: bit-vectors of {w} bits (at most 64)")),
                    None => err(*pos, "(_ BitVec WIDTH) expected"),
                },
                _ => err(sx.pos(), "(_ BitVec WIDTH) expected"),
            }
        };
        match sx {
            Sx::Atom(a, _) if a == "Bool" => Ok(Ty::Bool),
            Sx::Atom(a, _) if a == "Int" => Ok(Ty::Int),
            Sx::Atom(a, pos) | Sx::Quoted(a, pos) => match self.sorts.get(a) {
                Some(u) => Ok(Ty::Unint(*u)),
                None => err(*pos, format!("unsupported or undeclared sort `{a}`")),
            },
            Sx::List(l, pos) if l.len() == 3 && l[0].is("Array") => Ok(Ty::Array(bits(&l[1])?, bits(&l[2])?))
                .or_else(|_: ReadError| err(*pos, "unsupported: arrays other than (Array (_ BitVec I) (_ BitVec E))")),
            Sx::List(l, pos) if l.len() == 3 && l[0].is("_") && l[1].is("FloatingPoint") => {
                err(*pos, "unsupported: constants of a floating-point sort (effigy's floats are bit-vectors)")
            }
            Sx::List(..) => Ok(Ty::Bv(bits(sx)?)),
        }
    }

    fn ty(&self, t: TermId) -> Ty {
        if let Some(u) = self.store.uninterpreted_sort(t) {
            return Ty::Unint(u);
        }
        match self.store.sort(t) {
            Sort::Bool => Ty::Bool,
            Sort::BitVec(w) => Ty::Bv(w),
            Sort::Int => Ty::Int,
            Sort::Array { index, element } => Ty::Array(index, element),
        }
    }

    fn of_ty(&self, v: Val, want: Ty, pos: Pos) -> Res<TermId> {
        match v {
            Val::T(t) if self.ty(t) == want => Ok(t),
            Val::T(t) => err(pos, format!("a term of sort {want:?} expected, found {:?}", self.ty(t))),
            _ => err(pos, format!("a term of sort {want:?} expected, found a floating-point value or rounding mode")),
        }
    }
    fn boolean(&self, v: Val, pos: Pos) -> Res<TermId> {
        self.of_ty(v, Ty::Bool, pos)
    }
    fn int(&self, v: Val, pos: Pos) -> Res<TermId> {
        self.of_ty(v, Ty::Int, pos)
    }
    fn bv(&self, v: Val, pos: Pos) -> Res<(TermId, u32)> {
        match v {
            Val::T(t) => match self.ty(t) {
                Ty::Bv(w) => Ok((t, w)),
                other => err(pos, format!("a bit-vector expected, found {other:?}")),
            },
            _ => err(pos, "a bit-vector expected, found a floating-point value or rounding mode"),
        }
    }
    /// An array and the widths of its indices and elements.
    fn array(&self, v: Val, pos: Pos) -> Res<(TermId, u32, u32)> {
        match v {
            Val::T(t) => match self.ty(t) {
                Ty::Array(i, e) => Ok((t, i, e)),
                _ => err(pos, "an array expected"),
            },
            _ => err(pos, "an array expected"),
        }
    }
    fn float(&self, v: Val, pos: Pos) -> Res<(FpFormat, TermId)> {
        match v {
            Val::Float(f, bits) => Ok((f, bits)),
            _ => err(pos, "a floating-point value expected"),
        }
    }

    /// Recognises the printer's definition of a float result named as bits:
    /// `(let ((r V)) (ite (fp.isNaN r) (= N nan) (= ((_ to_fp e s) N) r)))` binds `N` to V's bits.
    fn float_definition(&mut self, body: &Sx) -> Res<bool> {
        let Sx::List(l, _) = body else { return Ok(false) };
        let [head, Sx::List(bindings, _), Sx::List(ite, _)] = &l[..] else { return Ok(false) };
        if !head.is("let") || bindings.len() != 1 || ite.len() != 4 || !ite[0].is("ite") {
            return Ok(false);
        }
        let Sx::List(binding, _) = &bindings[0] else { return Ok(false) };
        let [var, value] = &binding[..] else { return Ok(false) };
        let Some(var) = var.symbol() else { return Ok(false) };
        let (Sx::List(cond, _), Sx::List(then, _), Sx::List(other, _)) = (&ite[1], &ite[2], &ite[3]) else {
            return Ok(false);
        };
        let is_var = |sx: &Sx| sx.symbol() == Some(var);
        if cond.len() != 2 || !cond[0].is("fp.isNaN") || !is_var(&cond[1]) || then.len() != 3 || !then[0].is("=") {
            return Ok(false);
        }
        let Some(name) = then[1].symbol() else { return Ok(false) };
        if other.len() != 3 || !other[0].is("=") || !is_var(&other[2]) {
            return Ok(false);
        }
        let Sx::List(conv, _) = &other[1] else { return Ok(false) };
        if conv.len() != 2 || conv[1].symbol() != Some(name) {
            return Ok(false);
        }
        // The named constant must be a bit-vector constant declared and not yet used.
        let Some(Val::T(n)) = self.globals.get(name).copied() else { return Ok(false) };
        if !matches!(self.store.get(n), TermData::Symbol(..)) {
            return Ok(false);
        }
        let v = self.term(value, 0)?;
        let (fmt, bits) = self.float(v, value.pos())?;
        if self.ty(n) != Ty::Bv(fmt.width()) {
            return err(then[1].pos(), format!("`{name}` is not a bit-vector of {} bits", fmt.width()));
        }
        let nan = self.term(&then[2], 0)?;
        let nan = self.bv(nan, then[2].pos())?.0;
        if self.store.as_bv(nan) != Some(fmt.nan()) {
            return Ok(false);
        }
        self.globals.insert(name.to_string(), Val::T(bits));
        Ok(true)
    }

    fn lookup(&self, name: &str) -> Option<Val> {
        if let Some((_, v)) = self.scopes.iter().rev().find(|(n, _)| n == name) {
            return Some(*v);
        }
        self.globals.get(name).copied()
    }

    fn term(&mut self, sx: &Sx, depth: usize) -> Res<Val> {
        if depth > MAX_DEPTH {
            return err(sx.pos(), format!("terms nest deeper than {MAX_DEPTH} levels"));
        }
        match sx {
            Sx::Quoted(name, pos) => self.lookup(name).map_or_else(|| err(*pos, format!("unknown symbol `{name}`")), Ok),
            Sx::Atom(a, pos) => self.atom(a, *pos),
            Sx::List(l, pos) => self.list(l, *pos, depth),
        }
    }

    fn atom(&mut self, a: &str, pos: Pos) -> Res<Val> {
        if let Some(v) = self.lookup(a) {
            return Ok(v);
        }
        if a == "true" || a == "false" {
            return Ok(Val::T(self.store.bool_const(a == "true")));
        }
        if let Some(m) = rounding(a) {
            return Ok(Val::Rm(m));
        }
        if let Some(digits) = a.strip_prefix("#b") {
            if digits.is_empty() || digits.len() > 64 || !digits.bytes().all(|b| b == b'0' || b == b'1') {
                return err(pos, format!("unsupported binary literal `{a}` (1 to 64 bits)"));
            }
            let v = u64::from_str_radix(digits, 2).expect("checked digits");
            return Ok(Val::T(self.store.bv_const(digits.len() as u32, v)));
        }
        if let Some(digits) = a.strip_prefix("#x") {
            if digits.is_empty() || digits.len() > 16 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
                return err(pos, format!("unsupported hexadecimal literal `{a}` (1 to 16 digits)"));
            }
            let v = u64::from_str_radix(digits, 16).expect("checked digits");
            return Ok(Val::T(self.store.bv_const(4 * digits.len() as u32, v)));
        }
        if !a.is_empty() && a.bytes().all(|b| b.is_ascii_digit()) {
            return match a.parse::<i128>() {
                Ok(v) if v <= i64::MAX as i128 * 4 => Ok(Val::T(self.store.int_const(v))),
                _ => err(pos, format!("unsupported: the integer {a} is too large")),
            };
        }
        err(pos, format!("unknown symbol `{a}`"))
    }

    fn args(&mut self, l: &[Sx], depth: usize) -> Res<Vec<(Val, Pos)>> {
        l.iter().map(|a| Ok((self.term(a, depth + 1)?, a.pos()))).collect()
    }

    fn list(&mut self, l: &[Sx], pos: Pos, depth: usize) -> Res<Val> {
        let Some(head) = l.first() else { return err(pos, "an empty application") };
        let rest = &l[1..];
        match head {
            Sx::List(h, hpos) => return self.indexed(h, *hpos, rest, pos, depth),
            Sx::Quoted(name, _) => {
                if let Some(&f) = self.funcs.get(name.as_str()) {
                    return self.apply_fun(f, rest, pos, depth);
                }
                return err(pos, format!("`{name}` is not a declared function"));
            }
            Sx::Atom(..) => {}
        }
        let op = head.symbol().expect("an atom");
        if op == "_" {
            // An indexed constant: `(_ bv5 8)`, `(_ +oo 8 24)`.
            return self.indexed(l, pos, &[], pos, depth);
        }
        if op == "let" {
            let [Sx::List(bindings, _), body] = rest else { return err(pos, "(let ((NAME TERM)…) TERM) expected") };
            let mut bound = Vec::with_capacity(bindings.len());
            for b in bindings {
                let Sx::List(b, bpos) = b else { return err(b.pos(), "(NAME TERM) expected") };
                let [name, value] = &b[..] else { return err(*bpos, "(NAME TERM) expected") };
                let name = self.name(name)?;
                // Parallel binding: the values see the outer scope only.
                bound.push((name, self.term(value, depth + 1)?));
            }
            let n = self.scopes.len();
            self.scopes.extend(bound);
            let v = self.term(body, depth + 1);
            self.scopes.truncate(n);
            return v;
        }
        if let Some(&f) = self.funcs.get(op) {
            return self.apply_fun(f, rest, pos, depth);
        }
        let args = self.args(rest, depth)?;
        let arity = |n: usize| expect_operands(op, args.len(), n, pos);
        Ok(Val::T(match op {
            "not" => {
                arity(1)?;
                let a = self.boolean(args[0].0, args[0].1)?;
                self.store.not(a)
            }
            "and" | "or" | "xor" | "=>" => {
                if args.len() < 2 && op != "and" && op != "or" {
                    return err(pos, format!("`{op}` takes at least 2 operands"));
                }
                let ts = args.iter().map(|&(v, p)| self.boolean(v, p)).collect::<Res<Vec<_>>>()?;
                match op {
                    "and" => self.store.and_all(ts),
                    "or" => self.store.or_all(ts),
                    "=>" => {
                        // Right-associative.
                        let mut it = ts.into_iter().rev();
                        let last = it.next().expect("two operands");
                        it.fold(last, |acc, a| self.store.implies(a, acc))
                    }
                    _ => {
                        let mut it = ts.into_iter();
                        let first = it.next().expect("two operands");
                        it.fold(first, |acc, a| {
                            let na = self.store.not(a);
                            self.store.eq(acc, na)
                        })
                    }
                }
            }
            "=" | "distinct" => {
                if args.len() < 2 {
                    return err(pos, format!("`{op}` takes at least 2 operands"));
                }
                let ts = args
                    .iter()
                    .map(|&(v, p)| match v {
                        Val::T(t) => Ok(t),
                        _ => err(p, format!("unsupported: `{op}` of floating-point values or rounding modes")),
                    })
                    .collect::<Res<Vec<_>>>()?;
                let ty = self.ty(ts[0]);
                if let Some(k) = ts.iter().position(|&t| self.ty(t) != ty) {
                    return err(args[k].1, format!("`{op}` of terms of different sorts"));
                }
                let mut parts = Vec::new();
                if op == "=" {
                    for w in ts.windows(2) {
                        parts.push(self.store.eq(w[0], w[1]));
                    }
                } else {
                    for i in 0..ts.len() {
                        for j in i + 1..ts.len() {
                            let e = self.store.eq(ts[i], ts[j]);
                            parts.push(self.store.not(e));
                        }
                    }
                }
                self.store.and_all(parts)
            }
            "ite" => {
                arity(3)?;
                let c = self.boolean(args[0].0, args[0].1)?;
                match (args[1].0, args[2].0) {
                    (Val::Float(f, a), Val::Float(g, b)) if f == g => {
                        return Ok(Val::Float(f, self.store.ite(c, a, b)));
                    }
                    (Val::T(a), Val::T(b)) if self.ty(a) == self.ty(b) => self.store.ite(c, a, b),
                    _ => return err(pos, "`ite` of branches of different sorts"),
                }
            }
            "bvadd" | "bvmul" | "bvsub" | "bvudiv" | "bvsdiv" | "bvurem" | "bvsrem" | "bvshl" | "bvlshr" | "bvashr" | "bvand" | "bvor"
            | "bvxor" | "bvult" | "bvule" | "bvslt" | "bvsle" | "bvugt" | "bvuge" | "bvsgt" | "bvsge" => {
                if args.len() < 2 || (args.len() > 2 && !matches!(op, "bvadd" | "bvmul" | "bvand" | "bvor" | "bvxor")) {
                    return err(pos, format!("`{op}` given {} operand(s)", args.len()));
                }
                let ts = args.iter().map(|&(v, p)| self.bv(v, p)).collect::<Res<Vec<_>>>()?;
                let w = ts[0].1;
                if let Some(k) = ts.iter().position(|t| t.1 != w) {
                    return err(args[k].1, format!("`{op}` of bit-vectors of different widths"));
                }
                let (a, b) = (ts[0].0, ts[1].0);
                let binop = |op: Op| move |s: &mut TermStore, x: TermId, y: TermId| s.bv_binop(op, x, y);
                let fold = |r: &mut Self, f: &dyn Fn(&mut TermStore, TermId, TermId) -> TermId| {
                    let mut acc = ts[0].0;
                    for t in &ts[1..] {
                        acc = f(r.store, acc, t.0);
                    }
                    acc
                };
                match op {
                    "bvadd" => fold(self, &|s, x, y| s.bv_add(x, y)),
                    "bvmul" => fold(self, &|s, x, y| s.bv_mul(x, y)),
                    "bvand" => fold(self, &binop(Op::BvAnd)),
                    "bvor" => fold(self, &binop(Op::BvOr)),
                    "bvxor" => fold(self, &binop(Op::BvXor)),
                    "bvsub" => self.store.bv_sub(a, b),
                    "bvudiv" => self.store.bv_binop(Op::BvUDiv, a, b),
                    "bvsdiv" => self.store.bv_binop(Op::BvSDiv, a, b),
                    "bvurem" => self.store.bv_binop(Op::BvURem, a, b),
                    "bvsrem" => self.store.bv_binop(Op::BvSRem, a, b),
                    "bvshl" => self.store.bv_binop(Op::BvShl, a, b),
                    "bvlshr" => self.store.bv_binop(Op::BvLShr, a, b),
                    "bvashr" => self.store.bv_binop(Op::BvAShr, a, b),
                    "bvult" => self.store.bv_binop(Op::BvUlt, a, b),
                    "bvule" => self.store.bv_binop(Op::BvUle, a, b),
                    "bvslt" => self.store.bv_binop(Op::BvSlt, a, b),
                    "bvsle" => self.store.bv_binop(Op::BvSle, a, b),
                    "bvugt" => self.store.bv_binop(Op::BvUlt, b, a),
                    "bvuge" => self.store.bv_binop(Op::BvUle, b, a),
                    "bvsgt" => self.store.bv_binop(Op::BvSlt, b, a),
                    _ => self.store.bv_binop(Op::BvSle, b, a),
                }
            }
            "bvnot" | "bvneg" => {
                arity(1)?;
                let (a, _) = self.bv(args[0].0, args[0].1)?;
                if op == "bvnot" {
                    self.store.bv_not(a)
                } else {
                    self.store.bv_neg(a)
                }
            }
            "concat" => {
                arity(2)?;
                let (a, wa) = self.bv(args[0].0, args[0].1)?;
                let (b, wb) = self.bv(args[1].0, args[1].1)?;
                if wa + wb > 64 {
                    return err(pos, format!("unsupported: a concatenation of {} bits (at most 64)", wa + wb));
                }
                self.store.concat(a, b)
            }
            "select" => {
                arity(2)?;
                let (a, iw, _) = self.array(args[0].0, args[0].1)?;
                let (i, w) = self.bv(args[1].0, args[1].1)?;
                if w != iw {
                    return err(args[1].1, format!("an index of {iw} bits expected"));
                }
                self.store.select(a, i)
            }
            "store" => {
                arity(3)?;
                let (a, iw, ew) = self.array(args[0].0, args[0].1)?;
                let (i, w) = self.bv(args[1].0, args[1].1)?;
                let (v, vw) = self.bv(args[2].0, args[2].1)?;
                if w != iw || vw != ew {
                    return err(pos, format!("`store` into an array of {iw}-bit indices and {ew}-bit elements"));
                }
                self.store.store(a, i, v)
            }
            "+" | "*" | "-" => {
                let ts = args.iter().map(|&(v, p)| self.int(v, p)).collect::<Res<Vec<_>>>()?;
                match (op, ts.len()) {
                    (_, 0) => return err(pos, format!("`{op}` without operands")),
                    ("-", 1) => self.store.int_neg(ts[0]),
                    (_, 1) => ts[0],
                    _ => {
                        let mut acc = ts[0];
                        for &t in &ts[1..] {
                            acc = match op {
                                "+" => self.store.int_add(acc, t),
                                "*" => self.store.int_mul(acc, t),
                                _ => self.store.int_sub(acc, t),
                            };
                        }
                        acc
                    }
                }
            }
            "div" | "mod" | "<" | "<=" | ">" | ">=" => {
                arity(2)?;
                let a = self.int(args[0].0, args[0].1)?;
                let b = self.int(args[1].0, args[1].1)?;
                match op {
                    "div" => self.store.int_op(Op::IntDiv, a, b),
                    "mod" => self.store.int_op(Op::IntMod, a, b),
                    "<" => self.store.int_op(Op::IntLt, a, b),
                    "<=" => self.store.int_op(Op::IntLe, a, b),
                    ">" => self.store.int_op(Op::IntLt, b, a),
                    _ => self.store.int_op(Op::IntLe, b, a),
                }
            }
            "bv2nat" => {
                arity(1)?;
                let (a, _) = self.bv(args[0].0, args[0].1)?;
                self.store.bv_to_int(a, false)
            }
            "fp.add" | "fp.sub" | "fp.mul" | "fp.div" => {
                arity(3)?;
                let m = self.mode(args[0])?;
                let (f, a) = self.float(args[1].0, args[1].1)?;
                let (g, b) = self.float(args[2].0, args[2].1)?;
                self.nearest_even(m, op, args[0].1)?;
                if f != g {
                    return err(pos, format!("`{op}` of floats of different formats"));
                }
                let arith = match op {
                    "fp.add" => FpArith::Add,
                    "fp.sub" => FpArith::Sub,
                    "fp.mul" => FpArith::Mul,
                    _ => FpArith::Div,
                };
                return Ok(Val::Float(f, self.store.fp(Op::Fp(arith, f), &[a, b])));
            }
            "fp.sqrt" | "fp.roundToIntegral" => {
                arity(2)?;
                let m = self.mode(args[0])?;
                let (f, a) = self.float(args[1].0, args[1].1)?;
                let op = if op == "fp.sqrt" {
                    self.nearest_even(m, op, args[0].1)?;
                    Op::FpSqrt(f)
                } else {
                    Op::FpRound(f, m)
                };
                return Ok(Val::Float(f, self.store.fp(op, &[a])));
            }
            "fp.lt" | "fp.leq" | "fp.gt" | "fp.geq" | "fp.eq" => {
                arity(2)?;
                let (f, a) = self.float(args[0].0, args[0].1)?;
                let (g, b) = self.float(args[1].0, args[1].1)?;
                if f != g {
                    return err(pos, format!("`{op}` of floats of different formats"));
                }
                match op {
                    "fp.lt" => self.store.fp(Op::FpLt(f), &[a, b]),
                    "fp.leq" => self.store.fp(Op::FpLe(f), &[a, b]),
                    "fp.gt" => self.store.fp(Op::FpLt(f), &[b, a]),
                    "fp.geq" => self.store.fp(Op::FpLe(f), &[b, a]),
                    _ => self.store.fp(Op::FpEq(f), &[a, b]),
                }
            }
            "fp.isNaN" => {
                arity(1)?;
                let (f, a) = self.float(args[0].0, args[0].1)?;
                self.store.fp(Op::FpIsNan(f), &[a])
            }
            _ => return err(pos, format!("unsupported operator `{op}`")),
        }))
    }

    fn mode(&self, arg: (Val, Pos)) -> Res<FpRounding> {
        match arg.0 {
            Val::Rm(m) => Ok(m),
            _ => err(arg.1, "a rounding mode expected"),
        }
    }

    /// effigy's float arithmetic, square root and conversions round to nearest even only.
    fn nearest_even(&self, m: FpRounding, op: &str, pos: Pos) -> Res<()> {
        if m == FpRounding::NearestEven {
            Ok(())
        } else {
            err(pos, format!("unsupported: `{op}` with a rounding mode other than RNE"))
        }
    }

    fn apply_fun(&mut self, f: crate::term::FuncId, rest: &[Sx], pos: Pos, depth: usize) -> Res<Val> {
        let args = self.args(rest, depth)?;
        let decl = self.store.func(f).clone();
        if decl.domain.len() != args.len() {
            return err(pos, format!("`{}` takes {} argument(s), given {}", decl.name, decl.domain.len(), args.len()));
        }
        let mut ts = Vec::with_capacity(args.len());
        for (&(v, p), d) in args.iter().zip(&decl.domain) {
            let Val::T(t) = v else { return err(p, "an argument of a function cannot be a float or rounding mode") };
            if self.store.fun_sort(t) != *d || matches!(self.ty(t), Ty::Array(..)) {
                return err(p, format!("an argument of `{}` has the wrong sort", decl.name));
            }
            ts.push(t);
        }
        Ok(Val::T(self.store.apply_fun(f, ts)))
    }

    /// `((_ NAME INDEX…) ARGS…)` and `((as const SORT) V)`.
    fn indexed(&mut self, h: &[Sx], hpos: Pos, rest: &[Sx], pos: Pos, depth: usize) -> Res<Val> {
        if h.len() == 3 && h[0].is("as") && h[1].is("const") {
            let Ty::Array(iw, ew) = self.sort(&h[2])? else { return err(hpos, "(as const (Array …)) expected") };
            let [v] = rest else { return err(pos, "a constant array takes one value") };
            let value = self.term(v, depth + 1)?;
            let (value, w) = self.bv(value, v.pos())?;
            if w != ew {
                return err(v.pos(), format!("an element of {ew} bits expected"));
            }
            return Ok(Val::T(self.store.const_array(Sort::Array { index: iw, element: ew }, value)));
        }
        if h.len() < 2 || !h[0].is("_") {
            return err(hpos, "an indexed operator `(_ NAME INDEX…)` expected");
        }
        let name = h[1].symbol().unwrap_or("");
        let idx = h[2..].iter().map(|i| numeral(i).filter(|&n| n <= u32::MAX as u128).map(|n| n as u32)).collect::<Option<Vec<u32>>>();
        let Some(idx) = idx else { return err(hpos, "numeric indices expected") };
        let args = self.args(rest, depth)?;
        let arity = |n: usize| expect_operands(name, args.len(), n, pos);
        let one_index = |n: usize| -> Res<()> {
            if idx.len() == n {
                Ok(())
            } else {
                err(hpos, format!("`{name}` takes {n} index(es)"))
            }
        };
        Ok(Val::T(match name {
            "extract" => {
                one_index(2)?;
                arity(1)?;
                let (a, w) = self.bv(args[0].0, args[0].1)?;
                let (hi, lo) = (idx[0], idx[1]);
                if hi < lo || hi >= w {
                    return err(hpos, format!("extract {hi} {lo} of {w} bits"));
                }
                self.store.extract(hi, lo, a)
            }
            "zero_extend" | "sign_extend" => {
                one_index(1)?;
                arity(1)?;
                let (a, w) = self.bv(args[0].0, args[0].1)?;
                if w + idx[0] > 64 {
                    return err(pos, format!("unsupported: an extension to {} bits (at most 64)", w + idx[0]));
                }
                if name == "zero_extend" {
                    self.store.zero_ext(idx[0], a)
                } else {
                    self.store.sign_ext(idx[0], a)
                }
            }
            "int2bv" => {
                one_index(1)?;
                arity(1)?;
                if !(1..=64).contains(&idx[0]) {
                    return err(hpos, "unsupported: int2bv to more than 64 bits");
                }
                let a = self.int(args[0].0, args[0].1)?;
                self.store.int_to_bv(a, idx[0])
            }
            "to_fp" | "to_fp_unsigned" => {
                one_index(2)?;
                let Some(fmt) = format_of(idx[0], idx[1]) else {
                    return err(hpos, format!("unsupported: the floating-point format ({} {}) (Float32 and Float64 only)", idx[0], idx[1]));
                };
                return match (name, &args[..]) {
                    // The bits of a float.
                    ("to_fp", [(v, p)]) => {
                        let (bits, w) = self.bv(*v, *p)?;
                        if w != fmt.width() {
                            return err(*p, format!("a bit-vector of {} bits expected", fmt.width()));
                        }
                        Ok(Val::Float(fmt, bits))
                    }
                    (_, [m, (v, p)]) => {
                        let m = self.mode(*m)?;
                        self.nearest_even(m, name, *p)?;
                        match *v {
                            Val::Float(from, bits) if name == "to_fp" => {
                                let t = if from == fmt { bits } else { self.store.fp(Op::FpConvert { from, to: fmt }, &[bits]) };
                                Ok(Val::Float(fmt, t))
                            }
                            Val::T(_) => {
                                let (bits, _) = self.bv(*v, *p)?;
                                let t = self.store.fp(Op::FpFromInt { fmt, signed: name == "to_fp" }, &[bits]);
                                Ok(Val::Float(fmt, t))
                            }
                            _ => err(*p, "a bit-vector or a float expected"),
                        }
                    }
                    _ => err(pos, format!("`{name}` takes a bit-vector, or a rounding mode and a value")),
                };
            }
            "fp.to_sbv" | "fp.to_ubv" => {
                one_index(1)?;
                arity(2)?;
                let m = self.mode(args[0])?;
                if m != FpRounding::TowardZero {
                    return err(args[0].1, format!("unsupported: `{name}` with a rounding mode other than RTZ"));
                }
                let (fmt, bits) = self.float(args[1].0, args[1].1)?;
                if !(1..=64).contains(&idx[0]) {
                    return err(hpos, format!("unsupported: `{name}` to {} bits", idx[0]));
                }
                self.store.fp(Op::FpToInt { fmt, width: idx[0], signed: name == "fp.to_sbv" }, &[bits])
            }
            n if n.starts_with("bv") && n[2..].bytes().all(|b| b.is_ascii_digit()) && !n[2..].is_empty() => {
                one_index(1)?;
                if !rest.is_empty() {
                    return err(pos, "a bit-vector literal takes no operands");
                }
                let w = idx[0];
                let value: Option<u128> = n[2..].parse().ok();
                match value {
                    Some(v) if (1..=64).contains(&w) && v <= mask(w) as u128 => self.store.bv_const(w, v as u64),
                    _ => return err(hpos, format!("unsupported bit-vector literal (_ {n} {w}) (at most 64 bits, value in range)")),
                }
            }
            "+oo" | "-oo" | "+zero" | "-zero" | "NaN" => {
                one_index(2)?;
                let Some(fmt) = format_of(idx[0], idx[1]) else {
                    return err(hpos, "unsupported floating-point format (Float32 and Float64 only)");
                };
                let (eb, sb) = fmt.ebits_sbits();
                let exp_all = ((1u64 << eb) - 1) << (sb - 1);
                let bits = match name {
                    "+oo" => exp_all,
                    "-oo" => exp_all | 1 << (eb + sb - 1),
                    "+zero" => 0,
                    "-zero" => 1 << (eb + sb - 1),
                    _ => fmt.nan(),
                };
                return Ok(Val::Float(fmt, self.store.bv_const(fmt.width(), bits)));
            }
            _ => return err(hpos, format!("unsupported indexed operator `{name}`")),
        }))
    }
}

fn to_sort(ty: Ty) -> Sort {
    match ty {
        Ty::Bool => Sort::Bool,
        Ty::Bv(w) => Sort::BitVec(w),
        Ty::Int | Ty::Unint(_) => Sort::Int,
        Ty::Array(index, element) => Sort::Array { index, element },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::eval;
    use crate::smtlib::problem_script;
    use crate::solver::Model;

    fn read(text: &str) -> (TermStore, Result<Script, ReadError>) {
        let mut s = TermStore::new();
        let r = read_script(&mut s, text);
        (s, r)
    }

    #[test]
    fn reads_declarations_definitions_lets_and_the_recorded_answer() {
        let text = "(set-logic ALL)\n(declare-const x (_ BitVec 8))\n(declare-fun y () (_ BitVec 8))\n\
                    (define-fun |effigy!t7| () (_ BitVec 8) (bvadd x y #x01))\n\
                    (assert (let ((s |effigy!t7|)) (= s (_ bv0 8))))\n(assert (bvult x #b00000011))\n(check-sat)\n\
                    ; effigy: 12.500 ms sat (Z3 4.8.12.0)\n";
        let (s, r) = read(text);
        let script = r.unwrap();
        assert_eq!(script.conjuncts.len(), 2);
        assert_eq!(script.symbols.len(), 2);
        assert_eq!(script.recorded, Some(Recorded { answer: "sat".into(), millis: 12.5, solver: "Z3 4.8.12.0".into() }));
        // x = 2, y = 253: 2 + 253 + 1 = 0 (mod 256), 2 < 3.
        let (x, y) = (script.symbols[0], script.symbols[1]);
        let (x, y) = if matches!(s.get(x), TermData::Symbol(n, _) if n == "x") { (x, y) } else { (y, x) };
        let m = Model { values: [(x, 2), (y, 253)].into_iter().collect() };
        assert!(script.conjuncts.iter().all(|&c| eval(&s, c, &m) == Some(1)));
        let m = Model { values: [(x, 3), (y, 252)].into_iter().collect() };
        assert_eq!(eval(&s, script.conjuncts[1], &m), Some(0));
    }

    #[test]
    fn bad_scripts_are_errors_with_positions_never_panics() {
        let cases = [
            ("(assert (bvadd x))", "unknown symbol"),
            ("(declare-const x (_ BitVec 8))\n(assert (bvadd x true))", "a bit-vector expected"),
            ("(declare-const x (_ BitVec 8))\n(declare-const y (_ BitVec 16))\n(assert (= x y))", "different sorts"),
            ("(declare-const x (_ BitVec 128))", "at most 64"),
            ("(assert (= 1 2)", "without a matching"),
            ("(assert true))", "without a matching"),
            ("(push 1)", "unsupported"),
            ("(declare-const x (_ BitVec 8))\n(assert (= ((_ extract 9 0) x) x))", "extract 9 0 of 8 bits"),
            ("(assert (fp.isNaN ((_ to_fp 5 11) #x0000)))", "Float32 and Float64 only"),
            ("(declare-fun f (Int) Int)\n(declare-fun f (Bool) Int)", "declared twice"),
            ("(declare-fun f (Int) Int)\n(assert (= (f true) 0))", "wrong sort"),
            ("(define-fun g ((a Int)) Int a)", "with parameters"),
        ];
        for (text, expected) in cases {
            let (_, r) = read(text);
            let e = r.expect_err(text);
            assert!(e.message.contains(expected), "{text}: {e}");
            assert!(e.line >= 1 && e.column >= 1);
        }
        // Deep nesting is an error, not a stack overflow; nesting within the bound reads.
        let deep = |n: usize| format!("(declare-const b Bool)\n(assert {}b{})", "(not ".repeat(n), ")".repeat(n));
        let (_, r) = read(&deep(5000));
        assert!(r.unwrap_err().message.contains("nest deeper than"));
        // Reading recurses over the nesting (the binary's threads have a 1 GiB stack; a debug
        // build's frames need more than a test thread's 2 MiB for 200 levels).
        let text = deep(200);
        let within = std::thread::Builder::new().stack_size(256 << 20).spawn(move || read(&text).1.map(|s| s.conjuncts.len()));
        assert_eq!(within.unwrap().join().unwrap(), Ok(1));
        // Every prefix of a real script either reads or is an error.
        let text = "(declare-const x (_ BitVec 32))\n(declare-const |effigy!t3| (_ BitVec 32))\n\
                    (assert (let ((|fp r| (fp.add RNE ((_ to_fp 8 24) x) ((_ to_fp 8 24) x)))) (ite (fp.isNaN |fp r|) \
                    (= |effigy!t3| (_ bv4290772992 32)) (= ((_ to_fp 8 24) |effigy!t3|) |fp r|))))\n\
                    (assert (fp.lt ((_ to_fp 8 24) |effigy!t3|) ((_ to_fp 8 24) x)))\n";
        for end in 0..text.len() {
            let _ = read(&text[..end]);
        }
        let (s, r) = read(text);
        let script = r.unwrap();
        // The float result is a definition, not a conjunct, and its name is not a symbol.
        assert_eq!(script.conjuncts.len(), 1);
        assert_eq!(script.symbols.len(), 1);
        assert!(s.mentions_fp(script.conjuncts[0]));
    }

    /// A random expression generator over the term builders, printed and read back: the read
    /// terms evaluate like the printed ones on random models.
    #[test]
    fn printed_queries_read_back_to_equivalent_terms() {
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for round in 0..200 {
            let mut s = TermStore::new();
            let x = s.fresh_symbol("x", Sort::BitVec(32));
            let y = s.fresh_symbol("y", Sort::BitVec(32));
            let b = s.fresh_symbol("b", Sort::Bool);
            let a = s.fresh_symbol("mem", Sort::Array { index: 32, element: 8 });
            let mut pool = vec![x, y, s.bv_const(32, next() % 7)];
            for _ in 0..(3 + next() % 10) {
                let p = pool[(next() % pool.len() as u64) as usize];
                let q = pool[(next() % pool.len() as u64) as usize];
                let t = match next() % 14 {
                    0 => s.bv_add(p, q),
                    1 => s.bv_mul(p, q),
                    2 => s.bv_binop(Op::BvUDiv, p, q),
                    3 => s.bv_binop(Op::BvSRem, p, q),
                    4 => s.bv_binop(Op::BvXor, p, q),
                    5 => s.bv_binop(Op::BvAShr, p, q),
                    6 => {
                        let c = s.bv_binop(Op::BvSlt, p, q);
                        let c = s.or(c, b);
                        s.ite(c, p, q)
                    }
                    7 => {
                        let e = s.extract(15, 4, p);
                        s.sign_ext(20, e)
                    }
                    8 => {
                        let lo = s.extract(7, 0, q);
                        let st = s.store(a, p, lo);
                        let r = s.select(st, q);
                        s.zero_ext(24, r)
                    }
                    9 => s.fp(Op::Fp(FpArith::Mul, FpFormat::F32), &[p, q]),
                    10 => s.fp(Op::FpToInt { fmt: FpFormat::F32, width: 32, signed: true }, &[p]),
                    11 => s.fp(Op::FpFromInt { fmt: FpFormat::F32, signed: next() % 2 == 0 }, &[p]),
                    12 => {
                        let n = s.fp(Op::FpIsNan(FpFormat::F32), &[p]);
                        let z = s.bv_const(32, 0);
                        s.ite(n, z, q)
                    }
                    _ => s.bv_not(p),
                };
                pool.push(t);
            }
            let last = *pool.last().unwrap();
            let k = s.bv_const(32, next() % 5);
            let c1 = s.bv_binop(Op::BvUle, k, last);
            let c2 = s.fp(Op::FpLe(FpFormat::F32), &[pool[pool.len() / 2], last]);
            let conjuncts = vec![c1, c2];
            let text = problem_script(&s, &conjuncts);
            let mut r = TermStore::new();
            let script = read_script(&mut r, &text).unwrap_or_else(|e| panic!("round {round}: {e}\n{text}"));
            assert_eq!(script.conjuncts.len(), 2, "{text}");
            // Symbols correspond by name.
            let by_name = |st: &TermStore, t: TermId| match st.get(t) {
                TermData::Symbol(n, _) => n.clone(),
                _ => unreachable!(),
            };
            for _ in 0..20 {
                let vals: HashMap<String, i128> =
                    [("x", (next() & 0xffff_ffff) as i128), ("y", (next() % 9) as i128), ("b", (next() % 2) as i128)]
                        .into_iter()
                        .map(|(n, v)| (n.to_string(), v))
                        .collect();
                let model_of = |st: &TermStore, syms: &[TermId]| Model {
                    values: syms.iter().filter_map(|&t| vals.get(&by_name(st, t)).map(|&v| (t, v))).collect(),
                };
                let mut original_symbols = Vec::new();
                for &c in &conjuncts {
                    s.symbols(c, &mut original_symbols);
                }
                let m1 = model_of(&s, &original_symbols);
                let m2 = model_of(&r, &script.symbols);
                for (i, (&c, &d)) in conjuncts.iter().zip(&script.conjuncts).enumerate() {
                    assert_eq!(eval(&s, c, &m1), eval(&r, d, &m2), "round {round}, conjunct {i}:\n{text}");
                }
            }
        }
    }
}
