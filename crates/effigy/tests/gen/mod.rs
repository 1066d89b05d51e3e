//! The program generator of the fuzzer (`tests/fuzz.rs`): seeded, deterministic random C
//! programs in the SV-COMP dialect, free of undefined behaviour by construction.
//!
//! A program has struct types, global scalars/arrays/structs/pointers, a few helper functions
//! (parameters of scalar, pointer, array, pointer-to-pointer and struct type, return values,
//! one may be recursive on a decreasing depth parameter) and `main`, which reads at most six
//! `__VERIFIER_nondet_*` inputs (some constrained by `__VERIFIER_assume`), computes, and checks
//! computed values with `if (cond) reach_error();`. Statements: assignments (plain and
//! compound), `if`/`else`, `for`/`while`/`do` loops with constant trip counts <= 4, `break`,
//! `continue`, `switch` with fallthrough and `default`, forward `goto` (also over
//! declarations), calls, pointer retargeting, struct assignment, early returns.
//!
//! How undefined behaviour is avoided:
//! * unsigned arithmetic is unrestricted except division (`/ K`, `% K` with constant K > 0, or
//!   by `(e | 1u)` / `((e & 7u) + 1u)`) and shifts (constant amounts below 31);
//! * signed (int-typed) expressions carry a bound on their magnitude, and `+ - * unary-`
//!   are only built when the bound of the result stays below 2^31; signed division and
//!   remainder only by a positive constant or a divisor in [2, 6]; no signed left shift;
//! * conversions to narrower or signed types are explicit casts (implementation-defined in
//!   C, not undefined; gcc and effigy both wrap); compound assignments take an unsigned int
//!   right operand so that the arithmetic is unsigned; `++`/`--` never on int/long;
//! * every index is a constant, a loop counter whose bound fits, or `(unsigned)(e) % N`;
//! * pointers only hold addresses of objects that outlive them: a global pointer (or the
//!   target of a pointer-to-pointer parameter) only globals, a local pointer anything of its
//!   function's frame or older; functions never return pointers; nothing is freed;
//! * every variable is initialised where it is declared, except: loop-free "deliberately
//!   uninitialised" locals (the program is then flagged, gcc's value is indeterminate), and
//!   declarations a `goto` jumps over, which are unreadable after the label until assigned;
//! * expressions are pure (calls are whole statements), so evaluation order never matters.

use std::fmt::Write as _;

/// xorshift64* (no crates).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        let mut s = seed ^ 0x9E37_79B9_7F4A_7C15;
        s = (s ^ (s >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        s = (s ^ (s >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        let mut r = Rng(s ^ (s >> 31) | 1);
        r.next();
        r
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() % n
        }
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    /// Uniform in lo..=hi.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }
    pub fn pick<T: Clone>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u64) as usize].clone()
    }
}

/// The integer types of the generated programs (ILP32: long is 32 bits).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    Bool,
    Char,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
}

impl Ty {
    pub fn c(self) -> &'static str {
        match self {
            Ty::Bool => "_Bool",
            Ty::Char => "char",
            Ty::UChar => "unsigned char",
            Ty::Short => "short",
            Ty::UShort => "unsigned short",
            Ty::Int => "int",
            Ty::UInt => "unsigned",
            Ty::Long => "long",
            Ty::ULong => "unsigned long",
            Ty::LongLong => "long long",
            Ty::ULongLong => "unsigned long long",
        }
    }
    pub fn nondet(self) -> &'static str {
        match self {
            Ty::Bool => "__VERIFIER_nondet_bool",
            Ty::Char => "__VERIFIER_nondet_char",
            Ty::UChar => "__VERIFIER_nondet_uchar",
            Ty::Short => "__VERIFIER_nondet_short",
            Ty::UShort => "__VERIFIER_nondet_ushort",
            Ty::Int => "__VERIFIER_nondet_int",
            Ty::UInt => "__VERIFIER_nondet_uint",
            Ty::Long => "__VERIFIER_nondet_long",
            Ty::ULong => "__VERIFIER_nondet_ulong",
            Ty::LongLong => "__VERIFIER_nondet_longlong",
            Ty::ULongLong => "__VERIFIER_nondet_ulonglong",
        }
    }
    pub fn signed(self) -> bool {
        matches!(self, Ty::Char | Ty::Short | Ty::Int | Ty::Long | Ty::LongLong)
    }
    pub fn min(self) -> i128 {
        match self {
            Ty::Char => -128,
            Ty::Short => -32768,
            Ty::Int | Ty::Long => i32::MIN as i128,
            Ty::LongLong => i64::MIN as i128,
            _ => 0,
        }
    }
    pub fn max(self) -> i128 {
        match self {
            Ty::Bool => 1,
            Ty::Char => 127,
            Ty::UChar => 255,
            Ty::Short => 32767,
            Ty::UShort => 65535,
            Ty::Int | Ty::Long => i32::MAX as i128,
            Ty::UInt | Ty::ULong => u32::MAX as i128,
            Ty::LongLong => i64::MAX as i128,
            Ty::ULongLong => u64::MAX as i128,
        }
    }
    /// Size in bytes (ILP32).
    pub fn size(self) -> usize {
        match self {
            Ty::Bool | Ty::Char | Ty::UChar => 1,
            Ty::Short | Ty::UShort => 2,
            Ty::Int | Ty::UInt | Ty::Long | Ty::ULong => 4,
            Ty::LongLong | Ty::ULongLong => 8,
        }
    }
    fn wide(self) -> bool {
        self.size() == 8
    }
    /// Bound on |v| of the value as an operand of int arithmetic; None: needs a conversion.
    fn sbound(self) -> Option<u64> {
        match self {
            Ty::Bool => Some(1),
            Ty::Char => Some(128),
            Ty::UChar => Some(255),
            Ty::Short => Some(32768),
            Ty::UShort => Some(65535),
            Ty::Int | Ty::Long => Some(ANY),
            Ty::UInt | Ty::ULong | Ty::LongLong | Ty::ULongLong => None,
        }
    }
    /// Allows `x++`, `x--` (no signed overflow: narrow types are promoted to int).
    fn incdec_ok(self) -> bool {
        !matches!(self, Ty::Int | Ty::Long | Ty::LongLong)
    }
}

/// The magnitude bound of "any int" (|INT_MIN|).
const ANY: u64 = 1 << 31;
/// The largest bound an operand of `+ - * unary-` may have.
const SAFE: u64 = (1 << 31) - 1;
/// The same for long long.
const WANY: u128 = 1 << 63;
const WSAFE: u128 = (1 << 63) - 1;

/// A C literal of type `t` with value `v`.
fn lit(t: Ty, v: i128) -> String {
    match t {
        Ty::UInt | Ty::ULong => format!("{v}u"),
        Ty::ULongLong => format!("{v}ull"),
        Ty::LongLong if v == i64::MIN as i128 => "(-9223372036854775807ll - 1)".into(),
        Ty::LongLong if v < 0 => format!("({v}ll)"),
        Ty::LongLong => format!("{v}ll"),
        _ if v == i32::MIN as i128 => "(-2147483647 - 1)".into(),
        _ if v < 0 => format!("({v})"),
        _ => format!("{v}"),
    }
}

/// Uniform in lo..=hi.
pub fn uniform(rng: &mut Rng, lo: i128, hi: i128) -> i128 {
    let span = (hi - lo + 1) as u128;
    let r = ((rng.next() as u128) << 64) | rng.next() as u128;
    lo + (r % span) as i128
}

pub fn interesting(rng: &mut Rng, t: Ty) -> i128 {
    let v = match rng.below(6) {
        0 => rng.pick(&[t.min(), t.max(), 0, 1]),
        1 | 2 => rng.range(-10, 10) as i128,
        3 => rng.range(0, 300) as i128,
        4 if t.wide() => rng.range(i32::MIN as i64, u32::MAX as i64) as i128,
        _ => uniform(rng, t.min(), t.max()),
    };
    v.clamp(t.min(), t.max())
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Life {
    Frame,
    Global,
}

#[derive(Clone, Debug)]
enum Field {
    Scalar(Ty),
    Array(Ty, usize),
    Nested(usize),
}

struct StructDef {
    fields: Vec<(String, Field)>,
}

/// An enumeration: its constants with their values, and its type (gcc: unsigned int unless a
/// value is negative). A constant whose value does not fit in int has the enumeration's type.
struct EnumDef {
    name: String,
    consts: Vec<(String, i128)>,
    under: Ty,
}

#[derive(Clone, Debug)]
enum Kind {
    Scalar(Ty),
    Array(Ty, Vec<usize>),
    Struct(usize),
    StructArray(usize, usize),
    /// Points to one object of the type.
    Ptr(Ty),
    /// Points to at least n elements.
    ArrPtr(Ty, usize),
    PtrPtr(Ty),
    StructPtr(usize),
}

#[derive(Clone, Debug)]
struct Var {
    name: String,
    kind: Kind,
    global: bool,
    param: bool,
    readable: bool,
    writable: bool,
    addressable: bool,
}

#[derive(Clone, Debug)]
enum Step {
    Field(String),
    Arrow(String),
    Index(usize),
    Deref,
    /// `((unsigned char *)&x)[i]`, i < n: a byte of the object representation.
    Bytes(usize),
}

#[derive(Clone, Debug, PartialEq)]
enum LTy {
    Scalar(Ty),
    Struct(usize),
    /// A pointer value to at least n elements (an array that decays, an ArrPtr variable).
    Array(Ty, usize),
    Ptr(Ty),
    PtrPtr(Ty),
    StructPtr(usize),
}

#[derive(Clone, Debug)]
struct Lv {
    root: String,
    steps: Vec<Step>,
    ty: LTy,
    /// Lifetime of the designated object.
    life: Life,
    /// For pointer-valued lvalues: what may be stored (Global: only globals' addresses) and
    /// what a read guarantees.
    need: Life,
    gives: Life,
    readable: bool,
    writable: bool,
    addressable: bool,
    /// A plain variable name.
    plain: bool,
}

#[derive(Clone, Debug)]
enum PKind {
    Scalar(Ty),
    Ptr(Ty),
    ArrPtr(Ty, usize),
    PtrPtr(Ty),
    StructPtr(usize),
    StructVal(usize),
    Depth,
}

struct FnSig {
    name: String,
    ret: Option<Ty>,
    params: Vec<(String, PKind)>,
    recursive: bool,
}

/// What a check compares; the constant of the probe kinds comes from a run of the program.
#[derive(Clone, Debug)]
pub enum CheckKind {
    /// `e == C` where C is the value of e in a run (reachable).
    ProbeEq,
    /// `e >= C`, ditto.
    ProbeGe,
    Eq(u32),
    Lt(u32),
    Gt(u32),
    /// A condition that never holds (`(e % 7u) == 7u`, ...).
    Never(u32),
}

#[derive(Clone, Debug)]
pub struct Check {
    pub expr: String,
    pub kind: CheckKind,
}

/// One `__VERIFIER_nondet_*` call of main's straight-line prologue, in reading order.
#[derive(Clone, Debug)]
pub struct Slot {
    pub ty: Ty,
    /// From `__VERIFIER_assume(lo <= x && x <= hi)`.
    pub range: Option<(i128, i128)>,
}

pub struct Generated {
    pub seed: u64,
    template: String,
    pub checks: Vec<Check>,
    pub slots: Vec<Slot>,
    pub has_uninit: bool,
}

const MARK: char = '\u{1}';

impl Generated {
    fn render(&self, probe: bool, values: &[Option<u32>]) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "// effigy fuzz program, seed {}", self.seed);
        if probe {
            out.push_str(
                "extern int snprintf(char *, unsigned long, const char *, ...);\n\
                 extern long write(int, const void *, unsigned long);\n\
                 static void fuzz_probe(unsigned k, unsigned v) { char b[48]; int n = snprintf(b, sizeof b, \"probe %u %u\\n\", k, v); write(1, b, (unsigned long)n); }\n",
            );
        }
        let mut parts = self.template.split(MARK);
        out.push_str(parts.next().unwrap());
        while let (Some(k), Some(rest)) = (parts.next(), parts.next()) {
            let k: usize = k.parse().unwrap();
            let c = &self.checks[k];
            let e = &c.expr;
            if probe {
                let _ = write!(out, "fuzz_probe({k}u, {e});");
            } else {
                let v = values.get(k).copied().flatten();
                let cond = match (&c.kind, v) {
                    (CheckKind::ProbeEq, Some(v)) => format!("{e} == {v}u"),
                    (CheckKind::ProbeGe, Some(v)) => format!("{e} >= {v}u"),
                    (CheckKind::ProbeEq | CheckKind::ProbeGe, None) => format!("{e} == {}u", 0x5EED_u32 ^ k as u32),
                    (CheckKind::Eq(c), _) => format!("{e} == {c}u"),
                    (CheckKind::Lt(c), _) => format!("{e} < {c}u"),
                    (CheckKind::Gt(c), _) => format!("{e} > {c}u"),
                    (CheckKind::Never(n), _) => match n % 6 {
                        0 => format!("({e} % 7u) == 7u"),
                        1 => format!("({e} & 6u) == 1u"),
                        2 => format!("({e} | 16u) < 16u"),
                        3 => format!("({e} >> 28) > 15u"),
                        4 => format!("({e} * 2u) == 1u"),
                        _ => format!("(unsigned)(unsigned char){e} > 255u"),
                    },
                };
                let _ = write!(out, "if ({cond}) reach_error();");
            }
            out.push_str(rest);
        }
        out
    }
    /// The program with every check replaced by a print of its value (`probe K V` lines).
    pub fn probe_source(&self) -> String {
        self.render(true, &[])
    }
    /// The program; `values[k]` is the probed value of check k (for the probe kinds).
    pub fn source(&self, values: &[Option<u32>]) -> String {
        self.render(false, values)
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Breakable {
    Loop,
    Switch,
}

struct Gen {
    rng: Rng,
    structs: Vec<StructDef>,
    globals: Vec<Var>,
    funcs: Vec<FnSig>,
    /// Index of the function being generated; funcs.len() for main.
    cur: usize,
    called: Vec<bool>,
    scope: Vec<Var>,
    counters: Vec<(String, usize)>,
    breakables: Vec<Breakable>,
    label: Option<String>,
    fresh: usize,
    checks: Vec<Check>,
    slots: Vec<Slot>,
    nondet_sites: usize,
    nondet_types: Vec<Ty>,
    hot: Vec<String>,
    prefer_hot: bool,
    touched_hot: bool,
    has_uninit: bool,
    /// Signed long long `+ - *` (see `Options`).
    wide_signed: bool,
    /// typedef names of scalar types and of structs.
    aliases: Vec<(Ty, String)>,
    struct_aliases: Vec<(usize, String)>,
    enums: Vec<EnumDef>,
    /// 0 small, 1 medium, 2 large.
    size: u32,
    in_case: bool,
    loops_open: u32,
    calls_in_fn: usize,
}

fn ind(n: usize) -> String {
    "  ".repeat(n)
}

const MAX_NONDET: usize = 6;

impl Gen {
    fn name(&mut self, prefix: &str) -> String {
        self.fresh += 1;
        format!("{prefix}{}", self.fresh)
    }

    /// How a declaration or a cast names type t: itself, a typedef name, or an enumeration
    /// whose type is t.
    fn spell(&mut self, t: Ty) -> String {
        if self.rng.chance(30) {
            let mut c: Vec<String> = self.aliases.iter().filter(|(u, _)| *u == t).map(|(_, n)| n.clone()).collect();
            c.extend(self.enums.iter().filter(|e| e.under == t).map(|e| format!("enum {}", e.name)));
            if !c.is_empty() {
                return self.rng.pick(&c);
            }
        }
        t.c().to_string()
    }

    fn spell_struct(&mut self, sid: usize) -> String {
        let c: Vec<String> = self.struct_aliases.iter().filter(|(s, _)| *s == sid).map(|(_, n)| n.clone()).collect();
        if !c.is_empty() && self.rng.chance(50) {
            return self.rng.pick(&c);
        }
        format!("struct S{sid}")
    }

    /// A type name for pointers and arrays: a typedef name or the type itself.
    fn spell_plain(&mut self, t: Ty) -> String {
        if self.rng.chance(25) {
            let c: Vec<String> = self.aliases.iter().filter(|(u, _)| *u == t).map(|(_, n)| n.clone()).collect();
            if !c.is_empty() {
                return self.rng.pick(&c);
            }
        }
        t.c().to_string()
    }

    fn ty(&mut self) -> Ty {
        match self.rng.below(21) {
            0..=5 => Ty::Int,
            6..=8 => Ty::UInt,
            9 | 10 => Ty::Char,
            11 | 12 => Ty::UChar,
            13 | 14 => Ty::Short,
            15 => Ty::UShort,
            16 => Ty::Long,
            17 => Ty::Bool,
            18 => Ty::ULong,
            _ => {
                if self.rng.chance(50) {
                    Ty::LongLong
                } else {
                    Ty::ULongLong
                }
            }
        }
    }

    fn in_main(&self) -> bool {
        self.cur == self.funcs.len()
    }

    // ----- lvalues -----

    fn lvalues(&self) -> Vec<Lv> {
        let mut out = Vec::new();
        for v in self.globals.iter().chain(self.scope.iter()) {
            self.expand_var(v, &mut out);
        }
        // Byte views of some of the addressable scalars.
        let mut bytes = Vec::new();
        for l in &out {
            if let LTy::Scalar(t) = l.ty {
                let h = l.root.bytes().fold(l.steps.len(), |h, b| h * 31 + b as usize);
                if l.addressable && t.size() > 1 && h % 4 == 0 {
                    let mut steps = l.steps.clone();
                    steps.push(Step::Bytes(t.size()));
                    bytes.push(Lv { steps, ty: LTy::Scalar(Ty::UChar), addressable: false, plain: false, ..l.clone() });
                }
            }
        }
        out.extend(bytes);
        out
    }

    fn root_kind(&self, name: &str) -> Option<Kind> {
        self.scope.iter().rev().chain(self.globals.iter()).find(|v| v.name == name).map(|v| v.kind.clone())
    }

    fn expand_var(&self, v: &Var, out: &mut Vec<Lv>) {
        let life = if v.global { Life::Global } else { Life::Frame };
        let base = Lv {
            root: v.name.clone(),
            steps: vec![],
            ty: LTy::Scalar(Ty::Int),
            life,
            need: Life::Frame,
            gives: Life::Frame,
            readable: v.readable,
            writable: v.writable,
            addressable: v.addressable,
            plain: false,
        };
        // What a pointer variable's target is guaranteed to be.
        let through = Lv { life, readable: true, writable: true, addressable: true, ..base.clone() };
        match &v.kind {
            Kind::Scalar(t) => out.push(Lv { ty: LTy::Scalar(*t), plain: true, ..base }),
            Kind::Array(t, dims) => {
                if dims.len() == 1 {
                    out.push(Lv { steps: vec![Step::Index(dims[0])], ty: LTy::Scalar(*t), ..base.clone() });
                    out.push(Lv { ty: LTy::Array(*t, dims[0]), writable: false, gives: life, ..base });
                } else {
                    out.push(Lv { steps: vec![Step::Index(dims[0]), Step::Index(dims[1])], ty: LTy::Scalar(*t), ..base.clone() });
                    out.push(Lv { steps: vec![Step::Index(dims[0])], ty: LTy::Array(*t, dims[1]), writable: false, gives: life, ..base });
                }
            }
            Kind::Struct(s) => {
                out.push(Lv { ty: LTy::Struct(*s), ..base.clone() });
                self.expand_fields(&base, *s, false, out);
            }
            Kind::StructArray(s, n) => {
                let elem = Lv { steps: vec![Step::Index(*n)], ty: LTy::Struct(*s), ..base };
                out.push(elem.clone());
                self.expand_fields(&elem, *s, false, out);
            }
            Kind::Ptr(t) => {
                out.push(Lv { ty: LTy::Ptr(*t), plain: true, need: life, gives: life, ..base });
                out.push(Lv { steps: vec![Step::Deref], ty: LTy::Scalar(*t), ..through });
            }
            Kind::ArrPtr(t, n) => {
                out.push(Lv { ty: LTy::Array(*t, *n), plain: true, need: life, gives: life, ..base });
                out.push(Lv { steps: vec![Step::Index(*n)], ty: LTy::Scalar(*t), ..through });
            }
            Kind::PtrPtr(t) => {
                out.push(Lv { ty: LTy::PtrPtr(*t), plain: true, ..base });
                // A parameter may point to a global pointer: only globals may be stored there.
                let need = if v.param || v.global { Life::Global } else { Life::Frame };
                let through2 = Lv { life: if v.global { Life::Global } else { Life::Frame }, ..through };
                out.push(Lv {
                    steps: vec![Step::Deref],
                    ty: LTy::Ptr(*t),
                    need,
                    gives: Life::Frame,
                    addressable: false,
                    ..through2.clone()
                });
                out.push(Lv { steps: vec![Step::Deref, Step::Deref], ty: LTy::Scalar(*t), ..through2 });
            }
            Kind::StructPtr(s) => {
                out.push(Lv { ty: LTy::StructPtr(*s), plain: true, need: life, gives: life, ..base });
                out.push(Lv { steps: vec![Step::Deref], ty: LTy::Struct(*s), ..through.clone() });
                self.expand_fields(&through, *s, true, out);
            }
        }
    }

    fn expand_fields(&self, base: &Lv, sid: usize, arrow: bool, out: &mut Vec<Lv>) {
        for (fname, f) in &self.structs[sid].fields {
            let mut steps = base.steps.clone();
            steps.push(if arrow { Step::Arrow(fname.clone()) } else { Step::Field(fname.clone()) });
            let lv = Lv { steps: steps.clone(), plain: false, ..base.clone() };
            match f {
                Field::Scalar(t) => out.push(Lv { ty: LTy::Scalar(*t), ..lv }),
                Field::Array(t, n) => {
                    out.push(Lv { ty: LTy::Array(*t, *n), writable: false, gives: base.life, ..lv.clone() });
                    let mut s2 = steps.clone();
                    s2.push(Step::Index(*n));
                    out.push(Lv { steps: s2, ty: LTy::Scalar(*t), ..lv });
                }
                Field::Nested(s) => {
                    out.push(Lv { ty: LTy::Struct(*s), ..lv.clone() });
                    self.expand_fields(&lv, *s, false, out);
                }
            }
        }
    }

    fn render_lv(&mut self, lv: &Lv, d: u32) -> String {
        let mut s = lv.root.clone();
        for st in &lv.steps {
            s = match st {
                Step::Field(f) => format!("{s}.{f}"),
                Step::Arrow(f) => format!("{s}->{f}"),
                Step::Index(n) => {
                    let i = self.index(*n, d);
                    match self.rng.below(12) {
                        0 => format!("(*({s} + ({i})))"),
                        1 => format!("({i})[{s}]"),
                        _ => format!("{s}[{i}]"),
                    }
                }
                Step::Deref => format!("(*{s})"),
                Step::Bytes(n) => {
                    let i = self.index(*n, d);
                    format!("((unsigned char *)&{s})[{i}]")
                }
            };
        }
        s
    }

    fn index(&mut self, n: usize, d: u32) -> String {
        let fitting: Vec<String> = self.counters.iter().filter(|(_, b)| *b <= n).map(|(c, _)| c.clone()).collect();
        match self.rng.below(10) {
            0..=2 if !fitting.is_empty() => self.rng.pick(&fitting),
            0..=4 if d > 0 => {
                let e = self.uexpr(d - 1);
                format!("{e} % {n}u")
            }
            5 if d > 0 => {
                let (e, _) = self.sexpr(d - 1, ANY);
                format!("(unsigned)({e}) % {n}u")
            }
            _ => format!("{}", self.rng.below(n as u64)),
        }
    }

    fn scalar_lvs(&self, f: impl Fn(&Lv) -> bool) -> Vec<Lv> {
        self.lvalues().into_iter().filter(|l| matches!(l.ty, LTy::Scalar(_)) && f(l)).collect()
    }

    fn pick_readable(&mut self) -> Option<(Lv, Ty)> {
        if self.prefer_hot && self.rng.chance(60) {
            let hot: Vec<Lv> = self.scalar_lvs(|l| l.readable && l.plain && self.hot.contains(&l.root));
            if !hot.is_empty() {
                let l = self.rng.pick(&hot);
                let LTy::Scalar(t) = l.ty else { unreachable!() };
                return Some((l, t));
            }
        }
        let all = self.scalar_lvs(|l| l.readable);
        if all.is_empty() {
            return None;
        }
        let l = self.rng.pick(&all);
        let LTy::Scalar(t) = l.ty else { unreachable!() };
        Some((l, t))
    }

    fn note_read(&mut self, lv: &Lv) {
        if lv.plain && self.hot.contains(&lv.root) {
            self.touched_hot = true;
        }
    }

    // ----- expressions -----

    /// An expression of type unsigned int (any value).
    fn uexpr(&mut self, d: u32) -> String {
        if d == 0 || self.rng.chance(25) {
            return self.uleaf(d);
        }
        let d1 = d - 1;
        match self.rng.below(26) {
            24 => {
                // 64-bit arithmetic, truncated.
                let (w, _) = self.wexpr(d1, WANY);
                if self.rng.chance(50) {
                    format!("(unsigned)({w})")
                } else {
                    format!("(unsigned)(({w}) >> {})", 1 + self.rng.below(62))
                }
            }
            25 => {
                let (a, b) = (self.uexpr(d1), self.uexpr(d1));
                match self.rng.below(3) {
                    0 => format!("(unsigned)(((unsigned long long){a} * {b}) >> {})", self.rng.below(64)),
                    1 => format!("(unsigned)(((unsigned long long){a} << {}) >> {})", self.rng.below(33), self.rng.below(64)),
                    _ => format!("(unsigned)(((unsigned long long){a} + {b} + 4294967295u) >> 32)"),
                }
            }
            0..=2 => format!("({} + {})", self.uexpr(d1), self.uexpr(d1)),
            3 | 4 => format!("({} - {})", self.uexpr(d1), self.uexpr(d1)),
            5 if self.rng.chance(40) => format!("({} * {})", self.uexpr(d1), self.uexpr(d1)),
            6 => format!("({} * {}u)", self.uexpr(d1), self.rng.pick(&[2u32, 3, 5, 7, 10, 255, 65537, 0x9E37_79B9])),
            7 => format!("({} & {})", self.uexpr(d1), self.uexpr(d1)),
            8 => format!("({} | {})", self.uexpr(d1), self.uexpr(d1)),
            9 => format!("({} ^ {})", self.uexpr(d1), self.uexpr(d1)),
            10 => format!("({} / {}u)", self.uexpr(d1), self.rng.pick(&[1, 2, 3, 5, 7, 10, 16, 100, 256, 65536])),
            11 => format!("({} % {}u)", self.uexpr(d1), self.rng.pick(&[1, 2, 3, 5, 7, 10, 16, 100, 256, 65536])),
            12 => format!("({} << {})", self.uexpr(d1), self.rng.below(31)),
            13 => format!("({} >> {})", self.uexpr(d1), self.rng.below(31)),
            14 => format!("(~{})", self.uexpr(d1)),
            15 => format!("(-{})", self.uexpr(d1)),
            16 | 17 => {
                let (s, _) = self.sexpr(d1, ANY);
                format!("(unsigned)({s})")
            }
            18 => format!("(unsigned)({})", self.cond(d1)),
            19 => format!("({} ? {} : {})", self.cond(d1), self.uexpr(d1), self.uexpr(d1)),
            20 if self.rng.chance(40) => format!("({} / ({} | 1u))", self.uexpr(d1), self.uexpr(d1)),
            21 if self.rng.chance(40) => format!("({} % (({} & 7u) + 1u))", self.uexpr(d1), self.uexpr(d1)),
            22 => {
                let t = self.rng.pick(&["unsigned char", "signed char", "short", "unsigned short"]);
                format!("(unsigned)({t})({})", self.uexpr(d1))
            }
            _ => self.uleaf(d),
        }
    }

    fn uleaf(&mut self, d: u32) -> String {
        if self.rng.chance(85) {
            if let Some((lv, t)) = self.pick_readable() {
                self.note_read(&lv);
                let s = self.render_lv(&lv, d.min(1));
                return if t == Ty::UInt && self.rng.chance(50) { s } else { format!("(unsigned){s}") };
            }
        }
        if self.rng.chance(20) {
            if let Some(e) = self.layout_leaf() {
                return e;
            }
        }
        if self.rng.chance(15) && !self.enums.is_empty() {
            let e = self.rng.below(self.enums.len() as u64) as usize;
            let (c, _) = self.rng.pick(&self.enums[e].consts);
            return format!("(unsigned){c}");
        }
        let v: u32 = match self.rng.below(4) {
            0 => self.rng.pick(&[0, 1, 2, 3, 7, 8, 255, 256, 0xFFFF, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF]),
            1 | 2 => self.rng.below(100) as u32,
            _ => self.rng.next() as u32,
        };
        // Unsigned int in every spelling.
        match self.rng.below(10) {
            0 | 1 => format!("{v:#x}u"),
            2 if v > 0 => format!("0{v:o}U"),
            3 => format!("(unsigned)({v:#X})"),
            _ => format!("{v}u"),
        }
    }

    /// A constant of any integer type, for comparisons (whose operands are converted to a
    /// common type by C's rules: `x < 2147483648` compares as long long, `x < 0x80000000` as
    /// unsigned int).
    fn any_const(&mut self) -> String {
        if self.rng.chance(25) && !self.enums.is_empty() {
            let e = self.rng.below(self.enums.len() as u64) as usize;
            let (c, _) = self.rng.pick(&self.enums[e].consts);
            return c;
        }
        let v: i128 = self.rng.pick(&[
            -1,
            0,
            1,
            127,
            128,
            255,
            -128,
            32767,
            65535,
            i32::MAX as i128,
            1 << 31,
            u32::MAX as i128,
            1 << 32,
            i32::MIN as i128 + 1,
        ]);
        match self.rng.below(8) {
            _ if v < 0 => format!("({v})"),
            0 | 1 => format!("{v:#x}"),
            2 if v > 0 => format!("0{v:o}"),
            3 if v <= u32::MAX as i128 => format!("{v}u"),
            4 if v <= 255 => match v {
                0 => "'\\0'".into(),
                255 => "'\\xff'".into(),
                128 => "'\\200'".into(),
                127 => "'\\177'".into(),
                _ => format!("{v}"),
            },
            _ => format!("{v}"),
        }
    }

    /// An int-typed expression whose magnitude is at most the returned bound <= maxb.
    fn sexpr(&mut self, d: u32, maxb: u64) -> (String, u64) {
        let maxb = maxb.min(ANY);
        if maxb == 0 {
            return ("0".into(), 0);
        }
        if d == 0 || self.rng.chance(25) {
            return self.sleaf(d, maxb);
        }
        let d1 = d - 1;
        let lim = maxb.min(SAFE);
        match self.rng.below(22) {
            0..=2 if lim >= 2 => {
                let (a, ba) = self.sexpr(d1, lim / 2);
                let (b, bb) = self.sexpr(d1, lim / 2);
                let op = if self.rng.chance(50) { "+" } else { "-" };
                (format!("({a} {op} {b})"), ba + bb)
            }
            3 if lim >= 1 => {
                let ca = isqrt(lim).max(1);
                let (a, ba) = self.sexpr(d1, ca);
                let (b, bb) = self.sexpr(d1, lim / ba.max(1));
                (format!("({a} * {b})"), ba * bb)
            }
            5 => {
                let (a, ba) = self.sexpr(d1, lim);
                (format!("(-{a})"), ba)
            }
            6 | 7 => {
                let (a, _) = self.sexpr(d1, ANY);
                self.narrow(a, maxb)
            }
            8 => {
                let k = 2 + self.rng.below(99);
                let (a, ba) = self.sexpr(d1, maxb.saturating_mul(k));
                (format!("({a} / {k})"), ba.div_ceil(k))
            }
            9 | 10 if maxb >= 2 => {
                // Operands in [-2^k, 2^k - 1] give a result in the same range.
                let k = 63 - maxb.leading_zeros() as u64; // 2^k <= maxb
                let cap = if k >= 31 { ANY } else { (1u64 << k) - 1 };
                let (a, _) = self.sexpr(d1, cap);
                let (b, _) = self.sexpr(d1, cap);
                let op = self.rng.pick(&["&", "|", "^"]);
                (format!("({a} {op} {b})"), 1u64 << k.min(31))
            }
            11 => {
                let c = 1 + self.rng.below(8);
                let (a, ba) = self.sexpr(d1, (maxb << c).min(ANY));
                (format!("({a} >> {c})"), ba.div_ceil(1 << c))
            }
            12 | 13 => {
                let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
                if self.rng.chance(70) {
                    let (a, _) = self.sexpr(d1, ANY);
                    let (b, _) = self.sexpr(d1, ANY);
                    (format!("({a} {op} {b})"), 1)
                } else {
                    (format!("({} {op} {})", self.uexpr(d1), self.uexpr(d1)), 1)
                }
            }
            14 => {
                let c = self.cond(d1);
                let (a, ba) = self.sexpr(d1, maxb);
                let (b, bb) = self.sexpr(d1, maxb);
                (format!("({c} ? {a} : {b})"), ba.max(bb))
            }
            15 if maxb == ANY => {
                if self.rng.chance(70) {
                    (format!("(int)({})", self.uexpr(d1)), ANY)
                } else {
                    let (w, _) = self.wexpr(d1, WANY);
                    (format!("(int)({w})"), ANY)
                }
            }
            16 if maxb >= 32768 => {
                if self.rng.chance(50) {
                    (format!("(signed char)({})", self.uexpr(d1)), 128)
                } else {
                    (format!("(short)({})", self.uexpr(d1)), 32768)
                }
            }
            17 if maxb >= 255 => (format!("(unsigned char)({})", self.uexpr(d1)), 255),
            18 if self.rng.chance(40) => {
                let (a, ba) = self.sexpr(d1, maxb.saturating_mul(2));
                let u = self.uexpr(d1);
                (format!("({a} / (int)({u} % 5u + 2u))"), ba.div_ceil(2))
            }
            _ => self.sleaf(d, maxb),
        }
    }

    /// A long long expression whose magnitude is at most the returned bound <= maxb.
    fn wexpr(&mut self, d: u32, maxb: u128) -> (String, u128) {
        let maxb = maxb.min(WANY);
        if maxb == 0 {
            return ("0ll".into(), 0);
        }
        if d == 0 || self.rng.chance(25) {
            return self.wleaf(d, maxb);
        }
        let d1 = d - 1;
        let lim = maxb.min(WSAFE);
        match self.rng.below(12) {
            0 | 1 if lim >= 2 && self.wide_signed => {
                let (a, ba) = self.wexpr(d1, lim / 2);
                let (b, bb) = self.wexpr(d1, lim / 2);
                let op = if self.rng.chance(50) { "+" } else { "-" };
                (format!("({a} {op} {b})"), ba + bb)
            }
            2 | 3 if self.wide_signed => {
                let ca = ((lim as f64).sqrt() as u128).max(1);
                let (a, ba) = self.wexpr(d1, ca);
                let (b, bb) = self.wexpr(d1, lim / ba.max(1));
                (format!("({a} * {b})"), ba * bb)
            }
            4 => {
                let (a, ba) = self.wexpr(d1, lim);
                (format!("(-{a})"), ba)
            }
            5 => {
                let (a, _) = self.wexpr(d1, WANY);
                let k = 1 + self.rng.below(maxb.min(1 << 40) as u64) as u128;
                (format!("({a} % {k}ll)"), k - 1)
            }
            6 => {
                let k = 2 + self.rng.below(1000) as u128;
                let (a, ba) = self.wexpr(d1, maxb.saturating_mul(k));
                (format!("({a} / {k})"), ba.div_ceil(k))
            }
            7 => {
                let c = 1 + self.rng.below(40);
                let (a, ba) = self.wexpr(d1, maxb.saturating_mul(1 << c).min(WANY));
                (format!("({a} >> {c})"), ba.div_ceil(1 << c))
            }
            8 if maxb >= 2 => {
                let k = 127 - maxb.leading_zeros() as u64;
                let cap = if k >= 63 { WANY } else { (1u128 << k) - 1 };
                let (a, _) = self.wexpr(d1, cap);
                let (b, _) = self.wexpr(d1, cap);
                let op = self.rng.pick(&["&", "|", "^"]);
                (format!("({a} {op} {b})"), 1u128 << k.min(63))
            }
            9 => {
                let c = self.cond(d1);
                let (a, ba) = self.wexpr(d1, maxb);
                let (b, bb) = self.wexpr(d1, maxb);
                (format!("({c} ? {a} : {b})"), ba.max(bb))
            }
            10 if maxb == WANY => (format!("(long long)({})", self.uexpr(d1)), u32::MAX as u128),
            _ => self.wleaf(d, maxb),
        }
    }

    fn wleaf(&mut self, d: u32, maxb: u128) -> (String, u128) {
        if self.rng.chance(40) {
            let wide: Vec<Lv> = self.scalar_lvs(|l| l.readable && matches!(l.ty, LTy::Scalar(t) if t.wide()));
            if !wide.is_empty() {
                let lv = self.rng.pick(&wide);
                self.note_read(&lv);
                let LTy::Scalar(t) = lv.ty else { unreachable!() };
                let s = self.render_lv(&lv, d.min(1));
                let s = if t == Ty::LongLong { s } else { format!("(long long){s}") };
                if maxb >= WANY {
                    return (s, WANY);
                }
                if self.rng.chance(50) {
                    let k = 1 + self.rng.below(maxb.min(1 << 40) as u64) as u128;
                    return (format!("({s} % {k}ll)"), k - 1);
                }
                let bits = (127 - maxb.leading_zeros()).clamp(1, 40);
                let mask = ((1u128 << self.rng.range(1, bits as i64)) - 1).min(maxb);
                return (format!("({s} & {mask}ll)"), mask);
            }
        }
        if self.rng.chance(80) {
            let (e, b) = self.sexpr(d, maxb.min(ANY as u128) as u64);
            return (format!("(long long)({e})"), b as u128);
        }
        let m = maxb.min(1 << 40) as i64;
        let v = self.rng.range(-m, m);
        (lit(Ty::LongLong, v as i128), v.unsigned_abs() as u128)
    }

    /// A constant of the data layout: `sizeof`, a field's offset, a distance between elements.
    fn layout_leaf(&mut self) -> Option<String> {
        let lvs = self.lvalues();
        match self.rng.below(4) {
            0 if !self.structs.is_empty() => Some(format!("(unsigned)sizeof(struct S{})", self.rng.below(self.structs.len() as u64))),
            1 => {
                let t = self.ty();
                Some(format!("(unsigned)sizeof({})", t.c()))
            }
            2 => {
                // The offset of a field (or an element) in its object.
                let c: Vec<&Lv> = lvs
                    .iter()
                    .filter(|l| {
                        l.addressable
                            && !l.steps.is_empty()
                            && l.steps.iter().all(|s| matches!(s, Step::Field(_) | Step::Index(_)))
                            && matches!(self.root_kind(&l.root), Some(Kind::Array(..) | Kind::Struct(_) | Kind::StructArray(..)))
                    })
                    .collect();
                if c.is_empty() {
                    return None;
                }
                let l = self.rng.pick(&c).clone();
                let whole = Lv { steps: vec![], ..l.clone() };
                let a = self.render_lv(&l, 0);
                let b = self.render_lv(&whole, 0);
                Some(format!("(unsigned)((char *)&{a} - (char *)&{b})"))
            }
            _ => {
                let c: Vec<&Lv> = lvs.iter().filter(|l| matches!(l.ty, LTy::Array(..))).collect();
                if c.is_empty() {
                    return None;
                }
                let l = self.rng.pick(&c).clone();
                let LTy::Array(_, n) = l.ty else { unreachable!() };
                let a = self.render_lv(&l, 0);
                let (i, j) = (self.index(n, 1), self.index(n, 1));
                Some(format!("(unsigned)(&{a}[{i}] - &{a}[{j}])"))
            }
        }
    }

    /// An int-typed expression `a` made to fit in `maxb` (>= 1): `a % k` (k > 0) or `a & mask`
    /// (non-negative, at most mask).
    fn narrow(&mut self, a: String, maxb: u64) -> (String, u64) {
        if self.rng.chance(35) {
            let k = 1 + self.rng.below(maxb.min(1000));
            (format!("({a} % {k})"), k - 1)
        } else {
            let bits = 64 - maxb.leading_zeros() as u64 - 1; // 2^bits <= maxb
            let mask = (1u64 << self.rng.range(1, bits.clamp(1, 20) as i64)) - 1;
            let mask = mask.min(maxb);
            (format!("({a} & {mask})"), mask)
        }
    }

    fn sleaf(&mut self, d: u32, maxb: u64) -> (String, u64) {
        if self.rng.chance(85) {
            if let Some((lv, t)) = self.pick_readable() {
                self.note_read(&lv);
                let s = self.render_lv(&lv, d.min(1));
                let (s, b) = match t.sbound() {
                    Some(b) => (s, b),
                    None => (format!("(int){s}"), ANY),
                };
                if b <= maxb {
                    return (s, b);
                }
                return self.narrow(s, maxb);
            }
        }
        if self.rng.chance(20) && !self.enums.is_empty() {
            let e = self.rng.below(self.enums.len() as u64) as usize;
            let fit: Vec<(String, i128)> =
                self.enums[e].consts.iter().filter(|(_, v)| v.unsigned_abs() <= maxb as u128 && *v <= i32::MAX as i128).cloned().collect();
            if !fit.is_empty() {
                let (c, v) = self.rng.pick(&fit);
                return (c, v.unsigned_abs() as u64);
            }
        }
        if maxb >= 128 && self.rng.chance(15) {
            // Character constants have type int; '\xff' is -1 where char is signed.
            let (c, v) = self.rng.pick(&[("'a'", 97u64), ("'\\n'", 10), ("'\\xff'", 1), ("'\\200'", 128), ("'0'", 48), ("'\\0'", 0)]);
            return (c.to_string(), v);
        }
        let m = maxb.min(100) as i64;
        let v = self.rng.range(-m, m);
        (lit(Ty::Int, v as i128), v.unsigned_abs())
    }

    fn cond(&mut self, d: u32) -> String {
        let op = self.rng.pick(&["<", "<=", ">", ">=", "==", "!="]);
        let d1 = d.saturating_sub(1);
        match self.rng.below(14) {
            0..=4 => {
                let (a, _) = self.sexpr(d1, ANY);
                let (b, _) = self.sexpr(d1, ANY);
                format!("({a} {op} {b})")
            }
            5 => format!("({} {op} {})", self.uexpr(d1), self.uexpr(d1)),
            6 => {
                if self.rng.chance(50) {
                    // The signed operand is converted to unsigned.
                    let (a, _) = self.sexpr(d1, ANY);
                    format!("({a} {op} {})", self.uexpr(d1))
                } else {
                    let (a, _) = self.wexpr(d1, WANY);
                    let (b, _) = self.wexpr(d1, WANY);
                    format!("({a} {op} {b})")
                }
            }
            7 | 8 => {
                // A variable against a constant of its range.
                match self.pick_readable() {
                    Some((lv, t)) => {
                        self.note_read(&lv);
                        let s = self.render_lv(&lv, d1);
                        let v = interesting(&mut self.rng, t);
                        format!("({s} {op} {})", lit(t, v))
                    }
                    None => format!("({} {op} 5u)", self.uexpr(d1)),
                }
            }
            9 if self.rng.chance(50) => {
                let c = self.any_const();
                if self.rng.chance(50) {
                    let (a, _) = self.sexpr(d1, ANY);
                    format!("({a} {op} {c})")
                } else {
                    format!("({c} {op} {})", self.uexpr(d1))
                }
            }
            9 if d > 0 => format!("!{}", self.cond(d1)),
            10 if d > 0 => format!("({} && {})", self.cond(d1), self.cond(d1)),
            11 if d > 0 => format!("({} || {})", self.cond(d1), self.cond(d1)),
            12 => {
                // Pointer comparison.
                let ptrs: Vec<Lv> = self.lvalues().into_iter().filter(|l| matches!(l.ty, LTy::Ptr(_)) && l.readable).collect();
                if ptrs.is_empty() {
                    return format!("({} != 0u)", self.uexpr(d1));
                }
                let p = self.rng.pick(&ptrs);
                let LTy::Ptr(t) = p.ty else { unreachable!() };
                let targets = self.scalar_lvs(|l| l.addressable && l.ty == LTy::Scalar(t));
                let ps = self.render_lv(&p, 0);
                if targets.is_empty() {
                    return format!("({ps} != 0)");
                }
                let tg = self.rng.pick(&targets);
                let ts = self.render_lv(&tg, 0);
                format!("({ps} {} &{ts})", if self.rng.chance(50) { "==" } else { "!=" })
            }
            _ => format!("({} & {}u)", self.uexpr(d1), 1u32 << self.rng.below(8)),
        }
    }

    /// A value for a scalar of type t.
    fn value_for(&mut self, t: Ty, d: u32) -> String {
        if t.wide() && self.rng.chance(60) {
            let (w, _) = self.wexpr(d, WSAFE);
            return if t == Ty::LongLong { w } else { format!("(unsigned long long)({w})") };
        }
        if t == Ty::LongLong {
            return format!("(long long)({})", self.uexpr(d));
        }
        if t.signed() && self.rng.chance(55) {
            let b = (-t.min()) as u64 - 1; // fits in t
            let (e, _) = self.sexpr(d, b);
            e
        } else if t == Ty::UInt && self.rng.chance(50) {
            self.uexpr(d)
        } else {
            let sp = self.spell(t);
            format!("({sp})({})", self.uexpr(d))
        }
    }

    // ----- statements -----

    fn stmt(&mut self, out: &mut String, n: usize, level: u32) {
        let deep = level >= if self.size == 0 { 1 } else { 2 };
        let mut k = self.rng.below(100);
        // Retry kinds that do not apply here.
        for _ in 0..8 {
            if self.try_stmt(out, n, level, k, deep) {
                return;
            }
            k = self.rng.below(100);
        }
        self.assign(out, n, level);
    }

    fn try_stmt(&mut self, out: &mut String, n: usize, level: u32, k: u64, deep: bool) -> bool {
        match k {
            0..=27 => self.assign(out, n, level),
            28..=35 => self.compound(out, n),
            36..=47 if !deep => self.if_stmt(out, n, level),
            48..=53 if !deep && self.loops_open < 2 => self.for_stmt(out, n, level),
            54..=56 if !deep && self.loops_open < 2 => self.while_stmt(out, n, level),
            57..=61 if !deep => self.switch_stmt(out, n, level),
            62..=71 => self.call_stmt(out, n, level),
            72..=75 => self.retarget(out, n),
            76..=77 => self.struct_assign(out, n),
            78..=82 if !self.in_case => self.decl_stmt(out, n, level),
            83..=85 if self.label.is_some() => {
                let l = self.label.clone().unwrap();
                if self.rng.chance(70) {
                    let c = self.cond(1);
                    let _ = writeln!(out, "{}if ({c}) goto {l};", ind(n));
                } else {
                    let _ = writeln!(out, "{}goto {l};", ind(n));
                }
                true
            }
            86..=88 if !self.breakables.is_empty() && level > 0 => {
                let can_continue = self.breakables.contains(&Breakable::Loop);
                let what = if can_continue && self.rng.chance(40) { "continue" } else { "break" };
                let c = self.cond(1);
                let _ = writeln!(out, "{}if ({c}) {what};", ind(n));
                true
            }
            89..=90 if !self.in_main() => {
                let c = self.cond(1);
                let r = self.ret_value();
                let _ = writeln!(out, "{}if ({c}) return{r};", ind(n));
                true
            }
            91..=93 if self.in_main() && self.loops_open == 0 && self.nondet_sites < MAX_NONDET => {
                let lvs = self.scalar_lvs(|l| l.writable);
                if lvs.is_empty() {
                    return false;
                }
                let lv = self.rng.pick(&lvs);
                let LTy::Scalar(t) = lv.ty else { unreachable!() };
                let s = self.render_lv(&lv, 1);
                self.nondet(t);
                let _ = writeln!(out, "{}{s} = {}();", ind(n), t.nondet());
                if lv.plain {
                    if level == 0 {
                        self.set_readable(&lv.root);
                    }
                    self.hot.push(lv.root.clone());
                }
                true
            }
            94..=95 if self.in_main() => {
                let c = self.cond(1);
                let _ = writeln!(out, "{}__VERIFIER_assume({c});", ind(n));
                true
            }
            96..=99 if self.loops_open == 0 && !deep => self.array_loop(out, n),
            _ => false,
        }
    }

    fn nondet(&mut self, t: Ty) {
        self.nondet_sites += 1;
        if !self.nondet_types.contains(&t) {
            self.nondet_types.push(t);
        }
    }

    fn set_readable(&mut self, name: &str) {
        if let Some(v) = self.scope.iter_mut().rev().find(|v| v.name == name) {
            v.readable = true;
        }
    }

    fn assign(&mut self, out: &mut String, n: usize, level: u32) -> bool {
        let lvs = self.scalar_lvs(|l| l.writable);
        if lvs.is_empty() {
            return false;
        }
        let lv = self.rng.pick(&lvs);
        let LTy::Scalar(t) = lv.ty else { unreachable!() };
        let s = self.render_lv(&lv, 1);
        self.touched_hot = false;
        let e = self.value_for(t, 2);
        // Sometimes `x = y = e`: e converted to y's type, that to x's.
        // (Only into a variable: an index reading the inner target would be unsequenced.)
        let plain: Vec<Lv> =
            if lv.plain && self.rng.chance(15) { self.scalar_lvs(|l| l.writable && l.plain && l.root != lv.root) } else { vec![] };
        if !plain.is_empty() {
            let other = self.rng.pick(&plain);
            let LTy::Scalar(u) = other.ty else { unreachable!() };
            let e2 = self.value_for(u, 2);
            let _ = writeln!(out, "{}{s} = {} = {e2};", ind(n), other.root);
            if level == 0 {
                self.set_readable(&other.root);
            }
        } else {
            let _ = writeln!(out, "{}{s} = {e};", ind(n));
        }
        if lv.plain {
            if level == 0 {
                self.set_readable(&lv.root);
            }
            if self.in_main() && self.touched_hot && !self.hot.contains(&lv.root) {
                self.hot.push(lv.root.clone());
            }
        }
        true
    }

    fn compound(&mut self, out: &mut String, n: usize) -> bool {
        let lvs = self.scalar_lvs(|l| l.writable && l.readable);
        if lvs.is_empty() {
            return false;
        }
        let lv = self.rng.pick(&lvs);
        let LTy::Scalar(t) = lv.ty else { unreachable!() };
        let s = self.render_lv(&lv, 1);
        let line = match self.rng.below(10) {
            0..=5 if t == Ty::LongLong => {
                // (+= -= *= could overflow.)
                let op = self.rng.pick(&["&=", "|=", "^="]);
                let u = self.uexpr(2);
                format!("{s} {op} {u};")
            }
            0..=5 => {
                let op = self.rng.pick(&["+=", "-=", "*=", "&=", "|=", "^="]);
                let u = self.uexpr(2);
                format!("{s} {op} {u};")
            }
            6 => format!("{s} %= {}u;", 1 + self.rng.below(20)),
            7 => format!("{s} /= {}u;", 1 + self.rng.below(20)),
            8 if matches!(t, Ty::UInt | Ty::ULong | Ty::ULongLong) => {
                let op = self.rng.pick(&["<<=", ">>="]);
                format!("{s} {op} {};", self.rng.below(31))
            }
            _ if t.incdec_ok() => self.rng.pick(&[format!("{s}++;"), format!("{s}--;"), format!("++{s};"), format!("--{s};")]),
            _ if t == Ty::LongLong => format!("{s} ^= {};", self.uexpr(1)),
            _ => format!("{s} += {};", self.uexpr(1)),
        };
        let _ = writeln!(out, "{}{line}", ind(n));
        true
    }

    fn block(&mut self, out: &mut String, n: usize, level: u32, count: u64) {
        let mark = self.scope.len();
        let k = 1 + self.rng.below(count);
        for _ in 0..k {
            self.stmt(out, n, level);
        }
        self.scope.truncate(mark);
    }

    fn if_stmt(&mut self, out: &mut String, n: usize, level: u32) -> bool {
        let c = self.cond(2);
        let _ = writeln!(out, "{}if ({c}) {{", ind(n));
        self.block(out, n + 1, level + 1, 3);
        if self.rng.chance(55) {
            let _ = writeln!(out, "{}}} else {{", ind(n));
            self.block(out, n + 1, level + 1, 2);
        }
        let _ = writeln!(out, "{}}}", ind(n));
        true
    }

    /// A loop body; the counter (not writable) takes the values 0..bound in it.
    fn loop_body(&mut self, out: &mut String, n: usize, level: u32, counter: (String, usize), t: Ty) {
        let mark = self.scope.len();
        self.scope.push(Var {
            name: counter.0.clone(),
            kind: Kind::Scalar(t),
            global: false,
            param: false,
            readable: true,
            writable: false,
            addressable: false,
        });
        self.counters.push(counter);
        self.breakables.push(Breakable::Loop);
        self.loops_open += 1;
        self.block(out, n, level + 1, 3);
        self.loops_open -= 1;
        self.breakables.pop();
        self.counters.pop();
        self.scope.truncate(mark);
    }

    fn for_stmt(&mut self, out: &mut String, n: usize, level: u32) -> bool {
        let i = self.name("i");
        let k = 1 + self.rng.below(if self.loops_open > 0 { 2 } else { 4 }) as usize;
        let t = if self.rng.chance(80) { Ty::Int } else { Ty::UChar };
        let _ = writeln!(out, "{}for ({} {i} = 0; {i} < {k}; {i}++) {{", ind(n), t.c());
        self.loop_body(out, n + 1, level, (i, k), t);
        let _ = writeln!(out, "{}}}", ind(n));
        true
    }

    fn while_stmt(&mut self, out: &mut String, n: usize, level: u32) -> bool {
        let w = self.name("w");
        let k = 1 + self.rng.below(if self.loops_open > 0 { 2 } else { 4 }) as usize;
        let _ = writeln!(out, "{}{{", ind(n));
        if self.rng.chance(50) {
            let _ = writeln!(out, "{}unsigned {w} = {k}u;", ind(n + 1));
            let _ = writeln!(out, "{}while ({w} > 0u) {{", ind(n + 1));
            let _ = writeln!(out, "{}{w}--;", ind(n + 2));
            self.loop_body(out, n + 2, level + 1, (w, k), Ty::UInt);
            let _ = writeln!(out, "{}}}", ind(n + 1));
        } else {
            let _ = writeln!(out, "{}int {w} = 0;", ind(n + 1));
            let _ = writeln!(out, "{}do {{", ind(n + 1));
            self.loop_body(out, n + 2, level + 1, (w.clone(), k), Ty::Int);
            let _ = writeln!(out, "{}}} while (++{w} < {k});", ind(n + 1));
        }
        let _ = writeln!(out, "{}}}", ind(n));
        true
    }

    fn switch_stmt(&mut self, out: &mut String, n: usize, level: u32) -> bool {
        let (sel, values): (String, Vec<i64>) = match self.rng.below(3) {
            0 => {
                let k = 2 + self.rng.below(5) as i64;
                (format!("{} % {k}u", self.uexpr(2)), (0..k).collect())
            }
            1 => {
                let m = 1 + self.rng.below(6);
                let (e, b) = self.sexpr(2, m);
                (e, (-(b as i64)..=b as i64).collect())
            }
            _ => match self.pick_readable() {
                Some((lv, t)) if matches!(t, Ty::Char | Ty::UChar | Ty::Short) => {
                    self.note_read(&lv);
                    let s = self.render_lv(&lv, 1);
                    let lo = t.min().max(-4);
                    (s, (lo as i64..=lo as i64 + 8).collect())
                }
                _ => {
                    let k = 2 + self.rng.below(4) as i64;
                    (format!("{} % {k}u", self.uexpr(1)), (0..k).collect())
                }
            },
        };
        let mut values = values;
        // A random subset of distinct case values, in random order.
        for i in (1..values.len()).rev() {
            let j = self.rng.below(i as u64 + 1) as usize;
            values.swap(i, j);
        }
        let ncase = (2 + self.rng.below(3) as usize).min(values.len());
        let mut labels: Vec<Option<i64>> = values[..ncase].iter().map(|&v| Some(v)).collect();
        if self.rng.chance(70) {
            let at = self.rng.below(labels.len() as u64 + 1) as usize;
            labels.insert(at, None);
        }
        let _ = writeln!(out, "{}switch ({sel}) {{", ind(n));
        let was_in_case = self.in_case;
        self.breakables.push(Breakable::Switch);
        let nlabels = labels.len();
        for (li, l) in labels.into_iter().enumerate() {
            match l {
                Some(v) => {
                    let _ = writeln!(out, "{}case {}:", ind(n), if v < 0 { format!("{v}") } else { v.to_string() });
                }
                None => {
                    let _ = writeln!(out, "{}default:", ind(n));
                }
            }
            self.in_case = true;
            let mark = self.scope.len();
            let k = self.rng.below(3);
            for _ in 0..k {
                self.stmt(out, n + 1, level + 1);
            }
            self.scope.truncate(mark);
            // (A label may not end a compound statement.)
            if self.rng.chance(60) || (k == 0 && li + 1 == nlabels) {
                let _ = writeln!(out, "{}break;", ind(n + 1));
            }
        }
        self.breakables.pop();
        self.in_case = was_in_case;
        let _ = writeln!(out, "{}}}", ind(n));
        true
    }

    fn ret_value(&mut self) -> String {
        match self.funcs[self.cur].ret {
            None => String::new(),
            Some(t) => format!(" {}", self.value_for(t, 2)),
        }
    }

    /// Arguments for a call of funcs[f] from the current scope; None if some has no candidate.
    fn args(&mut self, f: usize) -> Option<Vec<String>> {
        let params: Vec<PKind> = self.funcs[f].params.iter().map(|(_, k)| k.clone()).collect();
        let lvs = self.lvalues();
        let mut args = Vec::new();
        for p in params {
            let a = match p {
                PKind::Depth => {
                    if f == self.cur {
                        "d - 1u".to_string()
                    } else {
                        format!("{}u", self.rng.below(4))
                    }
                }
                PKind::Scalar(t) => self.value_for(t, 1),
                PKind::Ptr(t) => {
                    let c: Vec<&Lv> = lvs
                        .iter()
                        .filter(|l| {
                            (l.ty == LTy::Scalar(t) && l.addressable)
                                || (l.readable && (l.ty == LTy::Ptr(t) || matches!(l.ty, LTy::Array(u, _) if u == t)))
                        })
                        .collect();
                    if c.is_empty() {
                        return None;
                    }
                    let l = self.rng.pick(&c).clone();
                    let s = self.render_lv(&l, 1);
                    if l.ty == LTy::Scalar(t) {
                        format!("&{s}")
                    } else {
                        s
                    }
                }
                PKind::ArrPtr(t, m) => {
                    let c: Vec<&Lv> = lvs.iter().filter(|l| l.readable && matches!(l.ty, LTy::Array(u, k) if u == t && k >= m)).collect();
                    if c.is_empty() {
                        return None;
                    }
                    let l = self.rng.pick(&c).clone();
                    self.render_lv(&l, 1)
                }
                PKind::PtrPtr(t) => {
                    let c: Vec<&Lv> =
                        lvs.iter().filter(|l| (l.ty == LTy::Ptr(t) && l.plain && l.addressable) || l.ty == LTy::PtrPtr(t)).collect();
                    if c.is_empty() {
                        return None;
                    }
                    let l = self.rng.pick(&c).clone();
                    if l.ty == LTy::Ptr(t) {
                        format!("&{}", l.root)
                    } else {
                        l.root.clone()
                    }
                }
                PKind::StructPtr(s) => {
                    let c: Vec<&Lv> =
                        lvs.iter().filter(|l| (l.ty == LTy::Struct(s) && l.addressable) || l.ty == LTy::StructPtr(s)).collect();
                    if c.is_empty() {
                        return None;
                    }
                    let l = self.rng.pick(&c).clone();
                    let r = self.render_lv(&l, 1);
                    if l.ty == LTy::Struct(s) {
                        format!("&{r}")
                    } else {
                        r
                    }
                }
                PKind::StructVal(s) => {
                    let c: Vec<&Lv> = lvs.iter().filter(|l| l.ty == LTy::Struct(s) && l.readable).collect();
                    if c.is_empty() {
                        return None;
                    }
                    let l = self.rng.pick(&c).clone();
                    self.render_lv(&l, 1)
                }
            };
            args.push(a);
        }
        Some(args)
    }

    /// A call of a function that may be called from here: earlier helpers (or any helper from
    /// main); the recursive self-call is placed by the function body itself.
    fn call_stmt(&mut self, out: &mut String, n: usize, _level: u32) -> bool {
        let limit = if self.in_main() { 6 } else { 2 };
        if self.calls_in_fn >= limit {
            return false;
        }
        let avail: Vec<usize> = (0..self.cur).filter(|&f| self.loops_open == 0 || !self.funcs[f].recursive).collect();
        if avail.is_empty() {
            return false;
        }
        let f = self.rng.pick(&avail);
        self.emit_call(out, n, f)
    }

    fn emit_call(&mut self, out: &mut String, n: usize, f: usize) -> bool {
        let Some(args) = self.args(f) else { return false };
        let call = format!("{}({})", self.funcs[f].name, args.join(", "));
        self.calls_in_fn += 1;
        if f != self.cur {
            self.called[f] = true;
        }
        match self.funcs[f].ret {
            Some(rt) if self.rng.chance(85) => {
                let targets: Vec<Lv> = self.scalar_lvs(|l| l.writable && l.plain);
                if targets.is_empty() {
                    let _ = writeln!(out, "{}{call};", ind(n));
                    return true;
                }
                let lv = self.rng.pick(&targets);
                let LTy::Scalar(t) = lv.ty else { unreachable!() };
                let cast = if t == rt { String::new() } else { format!("({})", t.c()) };
                let _ = writeln!(out, "{}{} = {cast}{call};", ind(n), lv.root);
                if self.in_main() && !self.hot.contains(&lv.root) {
                    self.hot.push(lv.root.clone());
                }
            }
            _ => {
                let _ = writeln!(out, "{}{call};", ind(n));
            }
        }
        true
    }

    fn retarget(&mut self, out: &mut String, n: usize) -> bool {
        let lvs = self.lvalues();
        let holders: Vec<&Lv> = lvs
            .iter()
            .filter(|l| l.writable && matches!(l.ty, LTy::Ptr(_) | LTy::StructPtr(_) | LTy::Array(..) | LTy::PtrPtr(_)))
            .collect();
        if holders.is_empty() {
            return false;
        }
        let h = self.rng.pick(&holders).clone();
        let ok_life = |l: Life| h.need == Life::Frame || l == Life::Global;
        let cands: Vec<(Lv, bool)> = match h.ty {
            LTy::Ptr(t) => lvs
                .iter()
                .filter_map(|l| {
                    if l.ty == LTy::Scalar(t) && l.addressable && ok_life(l.life) {
                        Some((l.clone(), true))
                    } else if (l.ty == LTy::Ptr(t) || matches!(l.ty, LTy::Array(u, _) if u == t)) && l.readable && ok_life(l.gives) {
                        Some((l.clone(), false))
                    } else {
                        None
                    }
                })
                .collect(),
            LTy::StructPtr(s) => lvs
                .iter()
                .filter_map(|l| {
                    if l.ty == LTy::Struct(s) && l.addressable && ok_life(l.life) {
                        Some((l.clone(), true))
                    } else if l.ty == LTy::StructPtr(s) && ok_life(l.gives) {
                        Some((l.clone(), false))
                    } else {
                        None
                    }
                })
                .collect(),
            LTy::Array(t, m) => lvs
                .iter()
                .filter(|l| l.readable && matches!(l.ty, LTy::Array(u, k) if u == t && k >= m) && ok_life(l.gives))
                .map(|l| (l.clone(), false))
                .collect(),
            // An own pointer-to-pointer only ever points to an own (non-global) pointer.
            LTy::PtrPtr(t) => self
                .scope
                .iter()
                .filter(|v| matches!(v.kind, Kind::Ptr(u) if u == t) && v.addressable)
                .map(|v| (Lv { root: v.name.clone(), steps: vec![], ty: LTy::Ptr(t), plain: true, ..h.clone() }, true))
                .collect(),
            _ => vec![],
        };
        if cands.is_empty() {
            return false;
        }
        let (c, addr) = self.rng.pick(&cands);
        let hs = self.render_lv(&h, 1);
        let cs = self.render_lv(&c, 1);
        let _ = writeln!(out, "{}{hs} = {}{cs};", ind(n), if addr { "&" } else { "" });
        true
    }

    fn struct_assign(&mut self, out: &mut String, n: usize) -> bool {
        let lvs: Vec<Lv> = self.lvalues().into_iter().filter(|l| matches!(l.ty, LTy::Struct(_))).collect();
        let dsts: Vec<&Lv> = lvs.iter().filter(|l| l.writable).collect();
        if dsts.is_empty() {
            return false;
        }
        let d = self.rng.pick(&dsts).clone();
        let srcs: Vec<&Lv> = lvs.iter().filter(|l| l.ty == d.ty && l.readable).collect();
        let s = self.rng.pick(&srcs).clone();
        let ds = self.render_lv(&d, 1);
        let ss = self.render_lv(&s, 1);
        let _ = writeln!(out, "{}{ds} = {ss};", ind(n));
        true
    }

    fn decl_stmt(&mut self, out: &mut String, n: usize, level: u32) -> bool {
        let t = self.ty();
        let v = self.name("v");
        self.touched_hot = false;
        let e = self.value_for(t, 2);
        let sp = self.spell(t);
        let _ = writeln!(out, "{}{sp} {v} = {e};", ind(n));
        if self.in_main() && self.touched_hot {
            self.hot.push(v.clone());
        }
        let _ = level;
        self.scope.push(Var {
            name: v,
            kind: Kind::Scalar(t),
            global: false,
            param: false,
            readable: true,
            writable: true,
            addressable: false,
        });
        true
    }

    /// `for (i...) a[i] = f(a[i], i, ...)` over an array of at most 4 elements.
    fn array_loop(&mut self, out: &mut String, n: usize) -> bool {
        let lvs = self.lvalues();
        let arrays: Vec<&Lv> = lvs.iter().filter(|l| l.readable && matches!(l.ty, LTy::Array(_, k) if k <= 4)).collect();
        if arrays.is_empty() {
            return false;
        }
        let a = self.rng.pick(&arrays).clone();
        let LTy::Array(t, k) = a.ty else { unreachable!() };
        let i = self.name("i");
        let base = self.render_lv(&a, 1);
        let _ = writeln!(out, "{}for (int {i} = 0; {i} < {k}; {i}++) {{", ind(n));
        let mark = self.scope.len();
        self.scope.push(Var {
            name: i.clone(),
            kind: Kind::Scalar(Ty::Int),
            global: false,
            param: false,
            readable: true,
            writable: false,
            addressable: false,
        });
        self.counters.push((i.clone(), k));
        self.loops_open += 1;
        let e = self.uexpr(1);
        let v = if self.rng.chance(50) {
            format!("({})((unsigned){base}[{i}] * {}u + {e})", t.c(), self.rng.pick(&[1, 2, 3, 31]))
        } else {
            format!("({})({e} + (unsigned){i})", t.c())
        };
        let _ = writeln!(out, "{}{base}[{i}] = {v};", ind(n + 1));
        if self.rng.chance(40) {
            self.breakables.push(Breakable::Loop);
            self.stmt(out, n + 1, 2);
            self.breakables.pop();
        }
        self.loops_open -= 1;
        self.counters.pop();
        self.scope.truncate(mark);
        let _ = writeln!(out, "{}}}", ind(n));
        true
    }

    /// The top-level statements of a function body, with forward-goto regions.
    fn body(&mut self, out: &mut String, count: usize, forced_calls: &mut Vec<usize>) {
        let mut i = 0;
        while i < count || !forced_calls.is_empty() {
            if !forced_calls.is_empty() && (i >= count || self.rng.chance(30)) {
                let f = forced_calls.pop().unwrap();
                if !self.emit_call(out, 1, f) {
                    // No arguments available: not expected (globals serve every parameter).
                    let _ = writeln!(out, "  /* no call of {} */", self.funcs[f].name);
                }
                i += 1;
                continue;
            }
            if self.label.is_none() && self.rng.chance(12) && i + 1 < count {
                let l = self.name("L");
                let mark = self.scope.len();
                let snapshot: Vec<bool> = self.scope.iter().map(|v| v.readable).collect();
                self.label = Some(l.clone());
                let c = self.cond(1);
                let _ = writeln!(out, "  if ({c}) goto {l};");
                if self.rng.chance(60) {
                    self.decl_stmt(out, 1, 0);
                }
                let k = 1 + self.rng.below(3) as usize;
                for _ in 0..k {
                    self.stmt(out, 1, 0);
                }
                self.label = None;
                let _ = writeln!(out, "  {l}:;");
                for (v, r) in self.scope.iter_mut().zip(snapshot) {
                    v.readable = r;
                }
                let skipped: Vec<String> = self.scope[mark..].iter().map(|v| v.name.clone()).collect();
                for v in &mut self.scope[mark..] {
                    v.readable = false;
                    v.addressable = false;
                }
                // Some of the variables whose declaration may have been jumped over are assigned.
                for name in skipped {
                    if self.rng.chance(50) {
                        let Some(Kind::Scalar(t)) = self.scope.iter().find(|v| v.name == name).map(|v| v.kind.clone()) else { continue };
                        let e = self.value_for(t, 1);
                        let _ = writeln!(out, "  {name} = {e};");
                        self.set_readable(&name);
                    }
                }
                i += k + 1;
            } else {
                self.stmt(out, 1, 0);
                i += 1;
            }
        }
    }

    // ----- declarations -----

    fn local_decls(&mut self, out: &mut String, main: bool) {
        // A static local: initialised once, keeps its value between calls.
        if !main && self.rng.chance(25) {
            let t = self.ty();
            let v = self.name("st");
            let init = interesting(&mut self.rng, t);
            let sp = self.spell(t);
            let _ = writeln!(out, "  static {sp} {v} = {};", lit(t, init));
            self.scope.push(Var {
                name: v,
                kind: Kind::Scalar(t),
                global: true,
                param: false,
                readable: true,
                writable: true,
                addressable: true,
            });
        }
        // Scalars.
        for _ in 0..self.rng.range(if main { 1 } else { 0 }, 1 + self.size as i64) {
            let t = self.ty();
            let v = self.name("l");
            self.touched_hot = false;
            let e = self.value_for(t, 1);
            let sp = self.spell(t);
            let _ = writeln!(out, "  {sp} {v} = {e};");
            if main && self.touched_hot {
                self.hot.push(v.clone());
            }
            self.scope.push(Var {
                name: v,
                kind: Kind::Scalar(t),
                global: false,
                param: false,
                readable: true,
                writable: true,
                addressable: true,
            });
        }
        // An array.
        if self.rng.chance(if main { 60 } else { 30 }) {
            let t = self.ty();
            let a = self.name("a");
            if self.rng.chance(20) {
                let (d0, d1) = (2 + self.rng.below(2) as usize, 2 + self.rng.below(2) as usize);
                let mut rows = Vec::new();
                for _ in 0..self.rng.range(1, d0 as i64) {
                    let row: Vec<String> = (0..self.rng.range(1, d1 as i64)).map(|_| self.value_for(t, 1)).collect();
                    rows.push(format!("{{{}}}", row.join(", ")));
                }
                let sp = self.spell_plain(t);
                let _ = writeln!(out, "  {sp} {a}[{d0}][{d1}] = {{{}}};", rows.join(", "));
                self.scope.push(Var {
                    name: a,
                    kind: Kind::Array(t, vec![d0, d1]),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            } else {
                let len = 2 + self.rng.below(4) as usize;
                if len <= 4 && self.rng.chance(30) {
                    let i = self.name("i");
                    let sp = self.spell_plain(t);
                    let _ = writeln!(out, "  {sp} {a}[{len}];");
                    let e = self.uexpr(1);
                    let _ = writeln!(out, "  for (int {i} = 0; {i} < {len}; {i}++) {a}[{i}] = ({})({e} + (unsigned){i});", t.c());
                } else {
                    let init: Vec<String> = (0..self.rng.range(1, len as i64)).map(|_| self.value_for(t, 1)).collect();
                    let sp = self.spell_plain(t);
                    let _ = writeln!(out, "  {sp} {a}[{len}] = {{{}}};", init.join(", "));
                }
                self.scope.push(Var {
                    name: a,
                    kind: Kind::Array(t, vec![len]),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            }
        }
        // A struct (or an array of structs).
        if !self.structs.is_empty() && self.rng.chance(if main { 60 } else { 25 }) {
            let sid = self.rng.below(self.structs.len() as u64) as usize;
            let s = self.name("s");
            if self.rng.chance(25) {
                let k = 2 + self.rng.below(2) as usize;
                let i1 = self.struct_init(sid, false);
                let sp = self.spell_struct(sid);
                let _ = writeln!(out, "  {sp} {s}[{k}] = {{{i1}}};");
                self.scope.push(Var {
                    name: s,
                    kind: Kind::StructArray(sid, k),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            } else {
                let i1 = self.struct_init(sid, false);
                let sp = self.spell_struct(sid);
                let _ = writeln!(out, "  {sp} {s} = {i1};");
                self.scope.push(Var {
                    name: s,
                    kind: Kind::Struct(sid),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            }
        }
        // Pointers.
        for _ in 0..self.rng.range(0, if main { 2 } else { 1 }) {
            self.pointer_decl(out);
        }
        // A deliberately uninitialised local (indeterminate value).
        if self.rng.chance(if main { 10 } else { 5 }) {
            let t = self.ty();
            let u = self.name("u");
            let sp = self.spell(t);
            let _ = writeln!(out, "  {sp} {u};");
            self.has_uninit = true;
            self.scope.push(Var {
                name: u,
                kind: Kind::Scalar(t),
                global: false,
                param: false,
                readable: true,
                writable: true,
                addressable: false,
            });
        }
    }

    fn pointer_decl(&mut self, out: &mut String) {
        let lvs = self.lvalues();
        match self.rng.below(6) {
            0..=2 => {
                let targets: Vec<&Lv> = lvs.iter().filter(|l| l.addressable && matches!(l.ty, LTy::Scalar(_))).collect();
                if targets.is_empty() {
                    return;
                }
                let tg = self.rng.pick(&targets).clone();
                let LTy::Scalar(t) = tg.ty else { unreachable!() };
                let p = self.name("p");
                let s = self.render_lv(&tg, 1);
                let sp = self.spell_plain(t);
                let _ = writeln!(out, "  {sp} *{p} = &{s};");
                self.scope.push(Var {
                    name: p.clone(),
                    kind: Kind::Ptr(t),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
                if self.rng.chance(40) {
                    let pp = self.name("pp");
                    let sp = self.spell_plain(t);
                    let _ = writeln!(out, "  {sp} **{pp} = &{p};");
                    self.scope.push(Var {
                        name: pp,
                        kind: Kind::PtrPtr(t),
                        global: false,
                        param: false,
                        readable: true,
                        writable: true,
                        addressable: false,
                    });
                }
            }
            3 | 4 => {
                let targets: Vec<&Lv> = lvs.iter().filter(|l| l.readable && matches!(l.ty, LTy::Array(..))).collect();
                if targets.is_empty() {
                    return;
                }
                let tg = self.rng.pick(&targets).clone();
                let LTy::Array(t, k) = tg.ty else { unreachable!() };
                let q = self.name("q");
                let s = self.render_lv(&tg, 1);
                let sp = self.spell_plain(t);
                let _ = writeln!(out, "  {sp} *{q} = {s};");
                self.scope.push(Var {
                    name: q,
                    kind: Kind::ArrPtr(t, k),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            }
            _ => {
                let targets: Vec<&Lv> = lvs.iter().filter(|l| l.addressable && matches!(l.ty, LTy::Struct(_))).collect();
                if targets.is_empty() {
                    return;
                }
                let tg = self.rng.pick(&targets).clone();
                let LTy::Struct(sid) = tg.ty else { unreachable!() };
                let p = self.name("sp");
                let s = self.render_lv(&tg, 1);
                let sp = self.spell_struct(sid);
                let _ = writeln!(out, "  {sp} *{p} = &{s};");
                self.scope.push(Var {
                    name: p,
                    kind: Kind::StructPtr(sid),
                    global: false,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            }
        }
    }

    /// A brace initialiser of struct sid: constants for globals, expressions otherwise.
    fn struct_init(&mut self, sid: usize, constant: bool) -> String {
        let fields = self.structs[sid].fields.clone();
        let n = self.rng.range(1, fields.len() as i64) as usize;
        let mut parts = Vec::new();
        for (_, f) in fields.iter().take(n) {
            parts.push(match f {
                Field::Scalar(t) => self.init_value(*t, constant),
                Field::Array(t, k) => {
                    let m = self.rng.range(1, *k as i64);
                    let v: Vec<String> = (0..m).map(|_| self.init_value(*t, constant)).collect();
                    format!("{{{}}}", v.join(", "))
                }
                Field::Nested(s) => self.struct_init(*s, constant),
            });
        }
        format!("{{{}}}", parts.join(", "))
    }

    fn init_value(&mut self, t: Ty, constant: bool) -> String {
        if constant || self.rng.chance(40) {
            let v = interesting(&mut self.rng, t);
            lit(t, v)
        } else {
            self.value_for(t, 1)
        }
    }

    fn globals(&mut self, out: &mut String) {
        // typedef names.
        if self.rng.chance(60) {
            for _ in 0..self.rng.range(1, 3) {
                let t = self.ty();
                let name = self.name("td");
                let base = self.spell_plain(t);
                let _ = writeln!(out, "typedef {base} {name};");
                self.aliases.push((t, name));
            }
        }
        // An enumeration.
        if self.rng.chance(50) {
            let name = self.name("EN");
            let mode = self.rng.below(3);
            let mut consts = Vec::new();
            let mut text = Vec::new();
            let mut next: i128 = 0;
            let n = self.rng.range(2, 4);
            let big_at = self.rng.range(0, n - 1);
            for k in 0..n {
                let c = format!("{name}_{k}");
                let explicit: Option<i128> = match mode {
                    0 if k == 0 => Some(-(self.rng.range(1, 20) as i128)),
                    0 if self.rng.chance(50) => Some(self.rng.range(-50, 100) as i128),
                    1 if self.rng.chance(50) => Some(self.rng.range(0, 100) as i128),
                    2 if k == big_at => Some(self.rng.range(1 << 31, (1i64 << 32) - 1 - n) as i128),
                    2 if self.rng.chance(50) => Some(self.rng.range(0, 100) as i128),
                    _ => None,
                };
                let v = explicit.unwrap_or(next);
                match explicit {
                    Some(v) if v >= 1 << 31 => {
                        let spelled = self.rng.pick(&[format!("{v}u"), format!("{v:#X}"), format!("{v}")]);
                        text.push(format!("{c} = {spelled}"));
                    }
                    Some(v) => text.push(format!("{c} = {}", lit(Ty::Int, v))),
                    None => text.push(c.clone()),
                }
                consts.push((c, v));
                next = v + 1;
            }
            let under = if consts.iter().any(|(_, v)| *v < 0) { Ty::Int } else { Ty::UInt };
            let _ = writeln!(out, "enum {name} {{ {} }};", text.join(", "));
            self.enums.push(EnumDef { name, consts, under });
        }
        // Struct types.
        for sid in 0..self.rng.range(0, if self.size == 0 { 1 } else { 2 }) as usize {
            let mut fields = Vec::new();
            for k in 0..self.rng.range(2, 4) {
                let f = match self.rng.below(10) {
                    0 | 1 => Field::Array(self.ty(), 2 + self.rng.below(3) as usize),
                    2 if sid > 0 => Field::Nested(sid - 1),
                    _ => Field::Scalar(self.ty()),
                };
                fields.push((format!("f{k}"), f));
            }
            let _ = writeln!(out, "struct S{sid} {{");
            for (name, f) in &fields {
                let _ = match f {
                    Field::Scalar(t) => writeln!(out, "  {} {name};", self.spell(*t)),
                    Field::Array(t, k) => writeln!(out, "  {} {name}[{k}];", self.spell_plain(*t)),
                    Field::Nested(s) => writeln!(out, "  struct S{s} {name};"),
                };
            }
            let _ = writeln!(out, "}};");
            self.structs.push(StructDef { fields });
            if self.rng.chance(30) {
                let name = self.name("TS");
                let _ = writeln!(out, "typedef struct S{sid} {name};");
                self.struct_aliases.push((sid, name));
            }
        }
        // Scalars.
        for _ in 0..self.rng.range(1, 2 + self.size.min(1) as i64) {
            let t = self.ty();
            let g = self.name("g");
            if self.rng.chance(70) {
                let v = interesting(&mut self.rng, t);
                let sp = self.spell(t);
                let _ = writeln!(out, "{sp} {g} = {};", lit(t, v));
            } else {
                let sp = self.spell(t);
                let _ = writeln!(out, "{sp} {g};");
            }
            self.globals.push(Var {
                name: g,
                kind: Kind::Scalar(t),
                global: true,
                param: false,
                readable: true,
                writable: true,
                addressable: true,
            });
        }
        // Arrays.
        for _ in 0..self.rng.range(0, 2) {
            let t = self.ty();
            let g = self.name("ga");
            let len = 2 + self.rng.below(4) as usize;
            if self.rng.chance(70) {
                let init: Vec<String> = (0..self.rng.range(1, len as i64)).map(|_| self.init_value(t, true)).collect();
                let sp = self.spell_plain(t);
                let _ = writeln!(out, "{sp} {g}[{len}] = {{{}}};", init.join(", "));
            } else {
                let sp = self.spell_plain(t);
                let _ = writeln!(out, "{sp} {g}[{len}];");
            }
            self.globals.push(Var {
                name: g,
                kind: Kind::Array(t, vec![len]),
                global: true,
                param: false,
                readable: true,
                writable: true,
                addressable: true,
            });
        }
        // A struct.
        if !self.structs.is_empty() && self.rng.chance(70) {
            let sid = self.rng.below(self.structs.len() as u64) as usize;
            let g = self.name("gs");
            if self.rng.chance(60) {
                let init = self.struct_init(sid, true);
                let _ = writeln!(out, "struct S{sid} {g} = {init};");
            } else {
                let _ = writeln!(out, "struct S{sid} {g};");
            }
            self.globals.push(Var {
                name: g,
                kind: Kind::Struct(sid),
                global: true,
                param: false,
                readable: true,
                writable: true,
                addressable: true,
            });
        }
        // A global pointer to a global.
        if self.rng.chance(35) {
            let lvs = self.lvalues();
            let targets: Vec<&Lv> = lvs.iter().filter(|l| matches!(l.ty, LTy::Scalar(_)) && l.addressable).collect();
            if !targets.is_empty() {
                let tg = self.rng.pick(&targets).clone();
                let LTy::Scalar(t) = tg.ty else { unreachable!() };
                // Constant indices only.
                let mut s = tg.root.clone();
                for st in &tg.steps {
                    s = match st {
                        Step::Field(f) => format!("{s}.{f}"),
                        Step::Index(n) => format!("{s}[{}]", self.rng.below(*n as u64)),
                        _ => unreachable!(),
                    };
                }
                let g = self.name("gp");
                let sp = self.spell_plain(t);
                let _ = writeln!(out, "{sp} *{g} = &{s};");
                self.globals.push(Var {
                    name: g,
                    kind: Kind::Ptr(t),
                    global: true,
                    param: false,
                    readable: true,
                    writable: true,
                    addressable: true,
                });
            }
        }
    }

    fn signature(&mut self, i: usize) -> FnSig {
        let ret = if self.rng.chance(80) { Some(self.ty()) } else { None };
        let recursive = self.rng.chance(30);
        let mut params = Vec::new();
        if recursive {
            params.push(("d".to_string(), PKind::Depth));
        }
        let lvs = self.lvalues();
        for k in 0..self.rng.range(0, 3) {
            let kind = match self.rng.below(20) {
                0..=3 => {
                    let c: Vec<Ty> = lvs
                        .iter()
                        .filter_map(|l| match l.ty {
                            LTy::Scalar(t) if l.addressable => Some(t),
                            _ => None,
                        })
                        .collect();
                    if c.is_empty() {
                        PKind::Scalar(self.ty())
                    } else {
                        PKind::Ptr(self.rng.pick(&c))
                    }
                }
                4 | 5 => {
                    let c: Vec<(Ty, usize)> = lvs
                        .iter()
                        .filter_map(|l| match l.ty {
                            LTy::Array(t, n) => Some((t, n)),
                            _ => None,
                        })
                        .collect();
                    if c.is_empty() {
                        PKind::Scalar(self.ty())
                    } else {
                        let (t, n) = self.rng.pick(&c);
                        PKind::ArrPtr(t, 1 + self.rng.below(n as u64) as usize)
                    }
                }
                6 | 7 => {
                    let c: Vec<usize> = lvs
                        .iter()
                        .filter_map(|l| match l.ty {
                            LTy::Struct(s) if l.addressable => Some(s),
                            _ => None,
                        })
                        .collect();
                    if c.is_empty() {
                        PKind::Scalar(self.ty())
                    } else {
                        PKind::StructPtr(self.rng.pick(&c))
                    }
                }
                8 => {
                    let c: Vec<Ty> = self
                        .globals
                        .iter()
                        .filter_map(|v| match v.kind {
                            Kind::Ptr(t) => Some(t),
                            _ => None,
                        })
                        .collect();
                    if c.is_empty() {
                        PKind::Scalar(self.ty())
                    } else {
                        PKind::PtrPtr(self.rng.pick(&c))
                    }
                }
                9 => {
                    let c: Vec<usize> = lvs
                        .iter()
                        .filter_map(|l| match l.ty {
                            LTy::Struct(s) => Some(s),
                            _ => None,
                        })
                        .collect();
                    if c.is_empty() {
                        PKind::Scalar(self.ty())
                    } else {
                        PKind::StructVal(self.rng.pick(&c))
                    }
                }
                _ => PKind::Scalar(self.ty()),
            };
            params.push((format!("x{k}"), kind));
        }
        FnSig { name: format!("f{i}"), ret, params, recursive }
    }

    fn param_decl(&self, name: &str, k: &PKind) -> String {
        match k {
            PKind::Depth => format!("unsigned {name}"),
            PKind::Scalar(t) => format!("{} {name}", t.c()),
            PKind::Ptr(t) | PKind::ArrPtr(t, _) => format!("{} *{name}", t.c()),
            PKind::PtrPtr(t) => format!("{} **{name}", t.c()),
            PKind::StructPtr(s) => format!("struct S{s} *{name}"),
            PKind::StructVal(s) => format!("struct S{s} {name}"),
        }
    }

    fn function(&mut self, out: &mut String, i: usize) {
        self.cur = i;
        self.scope.clear();
        self.calls_in_fn = 0;
        let sig = &self.funcs[i];
        let params: Vec<String> = sig.params.iter().map(|(n, k)| self.param_decl(n, k)).collect();
        let ret = sig.ret.map_or("void", |t| t.c());
        let _ = writeln!(out, "{ret} {}({}) {{", sig.name, if params.is_empty() { "void".into() } else { params.join(", ") });
        let recursive = sig.recursive;
        for (name, k) in sig.params.clone() {
            let (kind, writable) = match k {
                PKind::Depth => (Kind::Scalar(Ty::UInt), false),
                PKind::Scalar(t) => (Kind::Scalar(t), true),
                PKind::Ptr(t) => (Kind::Ptr(t), true),
                PKind::ArrPtr(t, n) => (Kind::ArrPtr(t, n), true),
                PKind::PtrPtr(t) => (Kind::PtrPtr(t), false),
                PKind::StructPtr(s) => (Kind::StructPtr(s), true),
                PKind::StructVal(s) => (Kind::Struct(s), true),
            };
            let addressable = !matches!(k, PKind::Depth | PKind::PtrPtr(_));
            self.scope.push(Var { name, kind, global: false, param: true, readable: true, writable, addressable });
        }
        self.local_decls(out, false);
        if recursive {
            let r = self.ret_value();
            let _ = writeln!(out, "  if (d == 0u) return{r};");
        }
        let mut none = vec![];
        let count = match self.size {
            0 => self.rng.range(1, 2),
            1 => self.rng.range(2, 3),
            _ => self.rng.range(2, 5),
        } as usize;
        self.body(out, count, &mut none);
        if recursive {
            // The recursive call, once, at the top level (or under a condition).
            if self.rng.chance(30) {
                let c = self.cond(1);
                let _ = writeln!(out, "  if ({c}) {{");
                self.emit_call(out, 2, i);
                let _ = writeln!(out, "  }}");
            } else {
                self.emit_call(out, 1, i);
            }
            self.body(out, 1, &mut none);
        }
        if self.rng.chance(12) {
            self.check(out, 1, false);
        }
        let r = self.ret_value();
        let _ = writeln!(out, "  return{r};\n}}");
    }

    fn check(&mut self, out: &mut String, n: usize, reachable: bool) {
        // A computed value: an expression and one or two variables (inputs and values
        // computed from them preferred).
        self.prefer_hot = true;
        let d = 1 + self.rng.below(2) as u32;
        let mut expr = self.uexpr(d);
        for _ in 0..1 + self.rng.below(2) {
            if let Some((lv, _)) = self.pick_readable() {
                let s = self.render_lv(&lv, 1);
                let op = self.rng.pick(&["+", "^", "-", "*"]);
                expr = format!("({expr} {op} (unsigned){s})");
            }
        }
        self.prefer_hot = false;
        let kind = if reachable {
            if self.rng.chance(75) {
                CheckKind::ProbeEq
            } else {
                CheckKind::ProbeGe
            }
        } else {
            match self.rng.below(10) {
                0..=3 => CheckKind::Never(self.rng.below(6) as u32),
                4..=6 => CheckKind::Eq(self.rng.pick(&[0, 1, 7, 100, 255, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x1234_5678])),
                7 => CheckKind::Lt(self.rng.below(4) as u32),
                8 => CheckKind::Gt(0xFFFF_FFF0),
                _ => CheckKind::Eq(self.rng.next() as u32),
            }
        };
        let k = self.checks.len();
        self.checks.push(Check { expr: format!("({expr})"), kind });
        let _ = writeln!(out, "{}{MARK}{k}{MARK}", ind(n));
    }

    fn main_fn(&mut self, out: &mut String, unsafe_: bool) {
        self.cur = self.funcs.len();
        self.scope.clear();
        self.calls_in_fn = 0;
        let _ = writeln!(out, "int main(void) {{");
        // Inputs.
        let n_in = self.rng.range(1, 4) as usize;
        for _ in 0..n_in {
            let t = self.ty();
            let v = self.name("in");
            self.nondet(t);
            let _ = writeln!(out, "  {} {v} = {}();", t.c(), t.nondet());
            let mut slot = Slot { ty: t, range: None };
            if self.rng.chance(35) {
                let lo = interesting(&mut self.rng, t);
                let width = self.rng.pick(&[1i64, 10, 100, 1000, 100_000]);
                let lo = lo.min(t.max() - 1);
                let hi = (lo + self.rng.range(1, width) as i128).min(t.max());
                let _ = writeln!(out, "  __VERIFIER_assume({v} >= {} && {v} <= {});", lit(t, lo), lit(t, hi));
                slot.range = Some((lo, hi));
            } else if self.rng.chance(10) {
                let _ = writeln!(out, "  __VERIFIER_assume({v} != 0);");
            }
            self.slots.push(slot);
            self.hot.push(v.clone());
            self.scope.push(Var {
                name: v,
                kind: Kind::Scalar(t),
                global: false,
                param: false,
                readable: true,
                writable: true,
                addressable: true,
            });
        }
        self.local_decls(out, true);
        // An input read into an aggregate element or a global.
        if self.rng.chance(35) {
            let lvs = self.scalar_lvs(|l| l.writable && !l.plain);
            if !lvs.is_empty() {
                let lv = self.rng.pick(&lvs);
                let LTy::Scalar(t) = lv.ty else { unreachable!() };
                // Constant indices keep the slot order fixed.
                let s = self.render_lv(&lv, 0);
                self.nondet(t);
                let _ = writeln!(out, "  {s} = {}();", t.nondet());
                self.slots.push(Slot { ty: t, range: None });
            }
        }
        let mut forced: Vec<usize> = (0..self.funcs.len()).filter(|&f| !self.called[f]).collect();
        let count = match self.size {
            0 => self.rng.range(2, 4),
            1 => self.rng.range(3, 6),
            _ => self.rng.range(4, 9),
        } as usize;
        let mid_check = self.rng.chance(25);
        let total_checks = 1 + self.rng.below(2) as usize;
        let reachable_at = if unsafe_ { self.rng.below(total_checks as u64) as usize } else { usize::MAX };
        let mut made = 0;
        if mid_check {
            self.body(out, count / 2, &mut vec![]);
            self.check(out, 1, reachable_at == made);
            made += 1;
            self.body(out, count - count / 2, &mut forced);
        } else {
            self.body(out, count, &mut forced);
        }
        while made < total_checks {
            self.check(out, 1, reachable_at == made);
            made += 1;
        }
        let _ = writeln!(out, "  return 0;\n}}");
    }
}

fn isqrt(n: u64) -> u64 {
    (n as f64).sqrt() as u64
}

/// Generator options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Generate signed long long addition, subtraction and multiplication (without overflow).
    /// Off by default: effigy's overflow check of these panics on 64-bit operands ("bit-vector
    /// width 128", exit code 3), which would mask every other finding.
    pub wide_signed: bool,
}

/// The program of seed `seed` (30 to 120 lines: drafts of other lengths are regenerated).
pub fn generate(seed: u64, options: Options) -> Generated {
    for attempt in 0u64.. {
        let g = draft(seed, seed ^ attempt.wrapping_mul(0x9E37_79B9_7F4A_7C15), options);
        let lines = g.source(&[]).lines().count();
        if (30..=120).contains(&lines) {
            return g;
        }
    }
    unreachable!()
}

fn draft(seed: u64, rng_seed: u64, options: Options) -> Generated {
    let mut g = Gen {
        rng: Rng::new(rng_seed),
        structs: vec![],
        globals: vec![],
        funcs: vec![],
        cur: 0,
        called: vec![],
        scope: vec![],
        counters: vec![],
        breakables: vec![],
        label: None,
        fresh: 0,
        checks: vec![],
        slots: vec![],
        nondet_sites: 0,
        nondet_types: vec![],
        hot: vec![],
        prefer_hot: false,
        touched_hot: false,
        has_uninit: false,
        wide_signed: options.wide_signed,
        aliases: vec![],
        struct_aliases: vec![],
        enums: vec![],
        size: 0,
        in_case: false,
        loops_open: 0,
        calls_in_fn: 0,
    };
    let unsafe_ = g.rng.chance(50);
    g.size = match g.rng.below(10) {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    };
    let mut decls = String::new();
    g.globals(&mut decls);
    let nf = match g.size {
        0 => 1,
        1 => g.rng.range(1, 2),
        _ => g.rng.range(2, 3),
    } as usize;
    for i in 0..nf {
        let s = g.signature(i);
        g.funcs.push(s);
    }
    g.called = vec![false; nf];
    let mut funcs = String::new();
    for i in 0..nf {
        g.function(&mut funcs, i);
    }
    // Globals and callees were planned before main: main may read inputs up to the budget.
    let mut main = String::new();
    g.main_fn(&mut main, unsafe_);
    let mut head = String::new();
    head.push_str("extern void reach_error(void);\nextern void __VERIFIER_assume(int);\n");
    for t in &g.nondet_types {
        let _ = writeln!(head, "extern {} {}(void);", t.c(), t.nondet());
    }
    let template = format!("{head}{decls}{funcs}{main}");
    Generated { seed, template, checks: g.checks, slots: g.slots, has_uninit: g.has_uninit }
}
