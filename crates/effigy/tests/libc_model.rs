//! The C library model (crates/effigy-c/src/libc_model.c) against gcc's libc on random
//! arguments.
//!
//! For each group of functions a program is generated that calls them on random strings,
//! buffers (with embedded zero bytes) and integers, and reduces each call's effect to a number:
//! the result (a pointer as its offset, or -1 for NULL; a comparison as its sign), and for
//! functions that write, a checksum of the destination buffer. Compiled by gcc (`-m32`,
//! glibc) the program prints those numbers; then every number becomes an assertion
//! (`if (value != expected) reach_error();`) and the program runs through `effigy run` (the
//! interpreter executing the model) and `effigy verify` (tree exploration; the program has no
//! inputs), which must both find the error unreachable. Every character class is checked on
//! every argument from EOF to 255, as macros and as functions (gcc's build reads glibc's table;
//! effigy preprocesses with `__NO_CTYPE`, so both are the model's functions). `<math.h>` and float arithmetic are checked on
//! special and random doubles, bit for bit (NaNs as NaNs: C leaves their bits unspecified).
//! The printf family, puts, putchar and fputs are checked by their bytes: the text written to
//! stdout, and each sprintf/snprintf destination, return value and `%n`, in both data models.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

#[allow(dead_code)]
mod common;
use common::Rng;

const ALPHABET: &[u8] = b"aab0 9-+\tzA";

/// A C string literal of random length (0..max) over a small alphabet (so that searches and
/// comparisons find equal bytes); `zeros` adds embedded zero bytes.
fn random_bytes(rng: &mut Rng, max: u64, zeros: bool) -> Vec<u8> {
    let n = rng.below(max + 1) as usize;
    (0..n).map(|_| if zeros && rng.below(6) == 0 { 0 } else { ALPHABET[rng.below(ALPHABET.len() as u64) as usize] }).collect()
}

fn literal(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:03o}");
            }
        }
    }
    s.push('"');
    s
}

/// The calls of one program: C expressions of type long long, each evaluated after the
/// statements before it.
struct Checks {
    body: String,
    values: Vec<String>,
}

impl Checks {
    fn stmt(&mut self, s: &str) {
        self.body.push_str("  ");
        self.body.push_str(s);
        self.body.push('\n');
    }
    /// Records `expr` (long long) as the next checked value.
    fn value(&mut self, expr: &str) {
        let i = self.values.len();
        self.stmt(&format!("v[{i}] = (long long)({expr});"));
        self.values.push(expr.to_string());
    }
}

const PRELUDE: &str = "#include <string.h>\n#include <stdlib.h>\n#include <ctype.h>\n#include <math.h>\n#include <errno.h>\n#include <stdio.h>\n#include <strings.h>\nextern void reach_error(void);\n\
static long long b64(double x) { union { double d; long long u; } v; v.d = x; return x != x ? -1 : v.u; }\n\
static long long b32(float x) { union { float f; unsigned u; } v; v.f = x; return x != x ? -1 : (long long)v.u; }\n\
static unsigned sum(const char *b, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s = s * 31u + (unsigned char)b[i]; return s; }\n\
static long long off(const void *p, const void *base) { return p ? (long long)((const char *)p - (const char *)base) : -1; }\n\
static int sign(int x) { return (x > 0) - (x < 0); }\n";

fn strings_program(rng: &mut Rng, rounds: usize) -> Checks {
    let mut c = Checks { body: String::new(), values: Vec::new() };
    c.stmt("char d[64]; char e[64];");
    for _ in 0..rounds {
        let a = random_bytes(rng, 12, false);
        let b = random_bytes(rng, 12, false);
        let (la, lb) = (literal(&a), literal(&b));
        let k = rng.below(14);
        let ch = ALPHABET[rng.below(ALPHABET.len() as u64) as usize];
        let ch = if rng.below(8) == 0 { 0 } else { ch };
        c.value(&format!("strlen({la})"));
        c.value(&format!("strnlen({la}, {k})"));
        c.value(&format!("sign(strcmp({la}, {lb}))"));
        c.value(&format!("sign(strncmp({la}, {lb}, {k}))"));
        c.value(&format!("off(strchr({la}, {ch}), {la})"));
        c.value(&format!("off(strrchr({la}, {ch}), {la})"));
        c.value(&format!("off(strstr({la}, {lb}), {la})"));
        let sub = &a[..(k as usize).min(a.len())];
        let start = rng.below(sub.len() as u64 + 1) as usize;
        c.value(&format!("off(strstr({la}, {}), {la})", literal(&sub[start..])));
        c.stmt("memset(d, 'Q', sizeof d);");
        c.value(&format!("off(strcpy(d, {la}), d)"));
        c.value("sum(d, sizeof d)");
        c.value(&format!("off(strcat(d, {lb}), d)"));
        c.value("sum(d, sizeof d)");
        c.stmt("memset(e, 'R', sizeof e);");
        c.value(&format!("off(strncpy(e, {la}, {k}), e)"));
        c.value("sum(e, sizeof e)");
        c.stmt(&format!("strcpy(e, {lb});"));
        c.value(&format!("off(strncat(e, {la}, {k}), e)"));
        c.value("sum(e, sizeof e)");
    }
    c
}

fn memory_program(rng: &mut Rng, rounds: usize) -> Checks {
    let mut c = Checks { body: String::new(), values: Vec::new() };
    c.stmt("char d[40];");
    for _ in 0..rounds {
        let a = random_bytes(rng, 16, true);
        let b = random_bytes(rng, 16, true);
        let n = rng.below(a.len().min(b.len()) as u64 + 1);
        let (la, lb) = (literal(&a), literal(&b));
        let fill = rng.below(512) as i64 - 128;
        let at = rng.below(20);
        let len = rng.below(20);
        c.value(&format!("sign(memcmp({la}, {lb}, {n}))"));
        c.value(&format!("off(memchr({la}, {}, {n}), {la})", b.first().copied().unwrap_or(b'a')));
        c.stmt(&format!("memset(d, {fill}, sizeof d);"));
        c.value("sum(d, sizeof d)");
        c.value(&format!("off(memcpy(d + {at}, {la}, {n}), d)"));
        c.value("sum(d, sizeof d)");
        // Overlapping moves in both directions.
        let (from, to) = (rng.below(20), rng.below(20));
        c.value(&format!("off(memmove(d + {to}, d + {from}, {len}), d)"));
        c.value("sum(d, sizeof d)");
        c.value(&format!("off(memset(d + {at}, {fill}, {len}), d)"));
        c.value("sum(d, sizeof d)");
    }
    c
}

fn numbers_program(rng: &mut Rng, rounds: usize) -> Checks {
    let mut c = Checks { body: String::new(), values: Vec::new() };
    // Every character class on every argument it is defined for: macros, then functions.
    c.stmt("unsigned m = 0, f = 0;");
    c.stmt("for (int ch = -1; ch < 256; ch++) {");
    for (i, name) in [
        "isdigit", "isupper", "islower", "isalpha", "isalnum", "isxdigit", "isspace", "isblank", "iscntrl", "isprint", "isgraph", "ispunct",
    ]
    .iter()
    .enumerate()
    {
        c.stmt(&format!("  m = m * 7u + ({name}(ch) != 0) * {}u; f = f * 7u + ((({name})(ch)) != 0) * {}u;", i + 1, i + 1));
    }
    c.stmt("  m = m * 3u + (unsigned)toupper(ch) + 5u * (unsigned)tolower(ch);");
    c.stmt("}");
    c.value("m");
    c.value("f");
    for _ in 0..rounds {
        let x = match rng.below(4) {
            0 => rng.below(100) as i64 - 50,
            1 => i32::MAX as i64 - rng.below(3) as i64,
            2 => i32::MIN as i64 + 1 + rng.below(3) as i64,
            _ => (rng.next() as u32 as i32) as i64,
        };
        let x = if x == i32::MIN as i64 { x + 1 } else { x };
        c.value(&format!("abs({x})"));
        c.value(&format!("labs({x}L)"));
        c.value(&format!("llabs({x}LL * 3LL)"));
        // div, ldiv, lldiv: quotients truncated toward zero, remainders of the dividend's sign.
        let d = [1i64, -1, 2, -3, 7, -10, 1000][rng.below(7) as usize];
        c.value(&format!("div({x}, {d}).quot"));
        c.value(&format!("div({x}, {d}).rem"));
        c.value(&format!("ldiv({x}L, {d}L).quot"));
        c.value(&format!("ldiv({x}L, {d}L).rem"));
        c.value(&format!("lldiv({x}LL * 5LL, {d}LL).quot"));
        c.value(&format!("lldiv({x}LL * 5LL, {d}LL).rem"));
        // atoi/atol on numerals that fit, with white space, signs and trailing junk.
        let ws = [" ", "\\t", "", "\\n ", ""][rng.below(5) as usize];
        let sign = ["", "-", "+", ""][rng.below(4) as usize];
        let digits = (rng.next() as u32 % 2_000_000_000).to_string();
        let junk = ["", "x1", " 7", "-"][rng.below(4) as usize];
        c.value(&format!("atoi(\"{ws}{sign}{digits}{junk}\")"));
        c.value(&format!("atol(\"{ws}{sign}{digits}{junk}\")"));
    }
    c.value("atoi(\"-2147483648\")");
    c.value("atoi(\"2147483647\")");
    c.value("atoi(\"  +-1\")");
    c
}

/// Pieces of the strings the parsing functions read: numerals at the limits of int, long and
/// long long, base prefixes without digits, signs alone, words, separators, a high byte.
const PARSE_PIECES: &[&str] = &[
    "123",
    "-45",
    "+0x1f",
    "0x",
    "0X7g",
    "077",
    "08",
    "-",
    "+",
    "99999999999",
    "4294967296",
    "-2147483649",
    "2147483648",
    "18446744073709551616",
    "-9223372036854775809",
    "abc",
    "ff",
    "z",
    " ",
    "\\t",
    ",",
    " \\n ",
    "%",
    "\\310",
    "0",
    "-0",
    "1e5",
    "7",
];

fn parse_text(rng: &mut Rng, pieces: u64) -> String {
    (0..1 + rng.below(pieces)).map(|_| PARSE_PIECES[rng.below(PARSE_PIECES.len() as u64) as usize]).collect()
}

/// sscanf, the strtol family (value, end pointer, errno), strtok and strtok_r (each token's
/// offset and the string after), strspn, strcspn, strpbrk, strcasecmp, strncasecmp, strdup.
fn parsing_program(rng: &mut Rng, rounds: usize) -> Checks {
    let mut c = Checks { body: String::new(), values: Vec::new() };
    c.stmt("int r, i0, i1, i2; long l0; long long q0; short h0; signed char c0; char b0[64], b1[64]; char *end; const char *src; char t[64]; char *save;");
    // Directives and the type of what each stores (i: int, l, q, h, c, b: a buffer, -: nothing).
    let directives: &[(&str, char)] = &[
        ("%d", 'i'),
        ("%3d", 'i'),
        ("%i", 'i'),
        ("%x", 'i'),
        ("%o", 'i'),
        ("%u", 'i'),
        ("%ld", 'l'),
        ("%lld", 'q'),
        ("%hd", 'h'),
        ("%hhd", 'c'),
        ("%*d", '-'),
        ("%2i", 'i'),
        ("%s", 'b'),
        ("%5s", 'b'),
        ("%c", 'b'),
        ("%3c", 'b'),
        ("%[a-f0-9]", 'b'),
        ("%[^,]", 'b'),
        ("%2[^ ]", 'b'),
        ("%[]x-]", 'b'),
        ("%n", 'i'),
        (",", '-'),
        (" ", '-'),
        ("%%", '-'),
        ("x", '-'),
        ("%*s", '-'),
        ("%'d", 'i'),
        ("%*x", '-'),
        ("%llu", 'q'),
        ("%5*d", '-'),
    ];
    for _ in 0..rounds {
        let input = parse_text(rng, 6);
        let mut fmt = String::new();
        let mut args = Vec::new();
        let (mut ints, mut bufs) = (0, 0);
        for _ in 0..1 + rng.below(4) {
            let (d, ty) = directives[rng.below(directives.len() as u64) as usize];
            let arg = match ty {
                'i' if ints < 3 => {
                    ints += 1;
                    format!("&i{}", ints - 1)
                }
                'l' => "&l0".to_string(),
                'q' => "&q0".to_string(),
                'h' => "&h0".to_string(),
                'c' => "&c0".to_string(),
                'b' if bufs < 2 => {
                    bufs += 1;
                    format!("b{}", bufs - 1)
                }
                '-' => String::new(),
                _ => continue,
            };
            fmt.push_str(d);
            if !arg.is_empty() {
                args.push(arg);
            }
        }
        c.stmt("i0 = i1 = i2 = -7; l0 = -7; q0 = -7; h0 = -7; c0 = -7; memset(b0, 'Q', 64); memset(b1, 'Q', 64);");
        let args = if args.is_empty() { String::new() } else { format!(", {}", args.join(", ")) };
        c.stmt("errno = 0;");
        c.value(&format!("sscanf(\"{input}\", \"{fmt}\"{args})"));
        for v in ["errno", "i0", "i1", "i2", "l0", "q0", "h0", "c0", "sum(b0, 64)", "sum(b1, 64)"] {
            c.value(v);
        }
        // The strtol family on a numeral with white space, signs and junk, in a random base.
        let text = parse_text(rng, 3);
        let base = [0, 2, 8, 10, 16, 36, 1, 37, -1][rng.below(9) as usize];
        // (glibc leaves the end pointer as it was for an invalid base.)
        c.stmt(&format!("src = \"{text}\";"));
        for f in ["strtol", "strtoul", "strtoll", "strtoull"] {
            c.stmt("errno = 0; end = 0;");
            c.value(&format!("{f}(src, &end, {base})"));
            c.value("end ? end - src : -1");
            c.value("errno");
        }
        c.value(&format!("atoll(\"{text}\")"));
        // strtok: tokens of a random string, delimiters from its own bytes.
        let text = parse_text(rng, 5);
        let delims = [" ", ",", " ,\\t", "x", "-+", ""][rng.below(6) as usize];
        c.stmt(&format!("memset(t, 'R', 64); strcpy(t, \"{text}\");"));
        c.value(&format!("off(strtok(t, \"{delims}\"), t)"));
        for _ in 0..3 {
            c.value(&format!("off(strtok(0, \"{delims}\"), t)"));
        }
        c.value("sum(t, 64)");
        c.stmt(&format!("strcpy(t, \"{text}\");"));
        c.value(&format!("off(strtok_r(t, \"{delims}\", &save), t)"));
        c.value(&format!("off(strtok_r(0, \"{delims}\", &save), t)"));
        c.value(&format!("strspn(\"{text}\", \"{delims}\")"));
        c.value(&format!("strcspn(\"{text}\", \"{delims}\")"));
        c.value(&format!("off(strpbrk(\"{text}\", \"{delims}\"), \"{text}\")"));
        // Letters in upper case (not the escapes' letters).
        let other = parse_text(rng, 2).replace("abc", "aBC").replace("ff", "FF").replace('z', "Z");
        c.value(&format!("sign(strcasecmp(\"{text}\", \"{other}\"))"));
        c.value(&format!("sign(strncasecmp(\"{text}\", \"{other}\", {}))", rng.below(6)));
        c.stmt(&format!("end = strdup(\"{text}\");"));
        c.value(&format!("strcmp(end, \"{text}\") == 0"));
        c.stmt("free(end);");
    }
    c
}

/// A random double: special values (zeros, infinities, NaN, subnormals, halves, integer
/// boundaries) and random bit patterns, as an exact C99 hexadecimal constant or a decimal one.
fn random_double(rng: &mut Rng) -> String {
    let special = [
        "0.0",
        "-0.0",
        "1.0",
        "-1.0",
        "0.5",
        "-2.5",
        "2.5",
        "3.5",
        "0.1",
        "1e-310",
        "-4.9e-324",
        "1e308",
        "2147483647.0",
        "-2147483648.0",
        "4294967295.5",
        "16777217.0",
        "9007199254740993.0",
        "(1.0/0.0)",
        "(-1.0/0.0)",
        "(0.0/0.0)",
        "0x1.fffffffffffffp+1023",
        "0x1p-1022",
        "0x0.8p-1022",
        "123456.789",
        "-0.7",
    ];
    match rng.below(3) {
        0 => special[rng.below(special.len() as u64) as usize].to_string(),
        1 => format!("{}.{}", rng.below(2001) as i64 - 1000, rng.below(1000)),
        _ => {
            let bits = rng.next();
            let v = f64::from_bits(bits);
            if v.is_finite() {
                format!("{v:e}")
            } else {
                "(0.0/0.0)".to_string()
            }
        }
    }
}

fn math_program(rng: &mut Rng, rounds: usize) -> Checks {
    let mut c = Checks { body: String::new(), values: Vec::new() };
    c.stmt("double x, y; float f, g;");
    for _ in 0..rounds {
        let (a, b) = (random_double(rng), random_double(rng));
        c.stmt(&format!("x = {a}; y = {b}; f = (float)x; g = (float)y;"));
        for e in [
            "b64(x + y)",
            "b64(x - y)",
            "b64(x * y)",
            "b64(x / y)",
            "b32(f + g)",
            "b32(f - g)",
            "b32(f * g)",
            "b32(f / g)",
            "b64(-x)",
            "b32(-f)",
            "b64((double)f)",
            "b32((float)(x * 3.0))",
            "b64(sqrt(x))",
            "b32(sqrtf(f))",
            "b64(floor(x))",
            "b64(ceil(x))",
            "b64(trunc(x))",
            "b64(round(x))",
            "b64(rint(x))",
            "b64(nearbyint(x))",
            "b32(floorf(f))",
            "b32(ceilf(f))",
            "b32(truncf(f))",
            "b32(roundf(f))",
            "b32(rintf(f))",
            "b64(fabs(x))",
            "b32(fabsf(f))",
            "b64(copysign(x, y))",
            "b32(copysignf(f, g))",
            "b64(fmin(x, y))",
            "b64(fmax(x, y))",
            "b64(fdim(x, y))",
            "b32(fminf(f, g))",
            "b32(fmaxf(f, g))",
            "b32(fdimf(f, g))",
            "isnan(x)",
            "isnan(f)",
            "isinf(x)",
            "isinf(f)",
            "isfinite(x)",
            "isnormal(x)",
            "isnormal(f)",
            "signbit(x) != 0",
            "signbit(f) != 0",
            "fpclassify(x)",
            "fpclassify(f)",
            "isgreater(x, y)",
            "isgreaterequal(x, y)",
            "isless(x, y)",
            "islessequal(x, y)",
            "islessgreater(x, y)",
            "isunordered(x, y)",
            "x == y",
            "x != y",
            "x < y",
            "x <= y",
            "f > g",
            "f >= g",
            "!x",
            "x && y",
            "(x > -2147483648.0 && x < 2147483648.0) ? (long long)(int)x : 7",
            "(f > -1.0f && f < 4294967296.0f) ? (long long)(unsigned)f : 7",
            "(x > -9.2e18 && x < 9.2e18) ? (long long)x : 7",
        ] {
            c.value(e);
        }
        let i = rng.next() as i64;
        c.value(&format!("b64((double){i}LL)"));
        c.value(&format!("b32((float){i}LL)"));
        c.value(&format!("b32((float){}U)", i as u32));
        c.value(&format!("b64((double){}ULL)", i as u64));
        c.value(&format!("b32((float){}ULL)", i as u64));
    }
    c
}

fn program(checks: &Checks, expected: Option<&[i64]>) -> String {
    let mut s = String::from(PRELUDE);
    let _ = writeln!(s, "extern int printf(const char *, ...);\nlong long v[{}];", checks.values.len().max(1));
    s.push_str("int main(void) {\n");
    s.push_str(&checks.body);
    match expected {
        None => {
            let _ = writeln!(s, "  for (int i = 0; i < {}; i++) printf(\"%lld\\n\", v[i]);", checks.values.len());
        }
        Some(values) => {
            for (i, x) in values.iter().enumerate() {
                // LLONG_MIN has no literal: 9223372036854775808 does not fit long long.
                let x = if *x == i64::MIN { "(-9223372036854775807LL - 1)".to_string() } else { format!("{x}LL") };
                let _ = writeln!(s, "  if (v[{i}] != {x}) reach_error();");
            }
        }
    }
    s.push_str("  return 0;\n}\n");
    s
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("effigy-libc-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The data model of a run: gcc's `-m32`/`-m64` and effigy's `--data-model`.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Model {
    Ilp32,
    Lp64,
}

impl Model {
    fn gcc_flag(self) -> &'static str {
        match self {
            Model::Ilp32 => "-m32",
            Model::Lp64 => "-m64",
        }
    }
    fn effigy_name(self) -> &'static str {
        match self {
            Model::Ilp32 => "ILP32",
            Model::Lp64 => "LP64",
        }
    }
    /// The width of long, size_t and pointers.
    fn long_bits(self) -> u32 {
        match self {
            Model::Ilp32 => 32,
            Model::Lp64 => 64,
        }
    }
}

/// Compiles `src` with gcc (glibc) in `model` and returns the program's standard output.
fn gcc_stdout(dir: &Path, src: &Path, model: Model) -> Vec<u8> {
    let exe = dir.join(format!("{}-gcc", src.file_stem().unwrap().to_string_lossy()));
    let out = Command::new("gcc")
        .args([model.gcc_flag(), "-std=gnu11", "-w", "-fno-builtin", "-msse2", "-mfpmath=sse", "-ffp-contract=off", "-o"])
        .arg(&exe)
        .arg(src)
        .arg("-lm")
        .output()
        .expect("gcc runs (the tests need gcc with -m32 and -m64 support)");
    assert!(out.status.success(), "gcc: {}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().expect("the program runs");
    assert!(run.status.success(), "gcc's build of {} fails", src.display());
    run.stdout
}

fn gcc_values(dir: &Path, checks: &Checks, model: Model) -> Vec<i64> {
    let src = dir.join("print.c");
    std::fs::write(&src, program(checks, None)).unwrap();
    let stdout = gcc_stdout(dir, &src, model);
    let values: Vec<i64> = String::from_utf8_lossy(&stdout).lines().map(|l| l.trim().parse().expect("a number")).collect();
    assert_eq!(values.len(), checks.values.len(), "gcc's program printed a value per check");
    values
}

fn effigy(args: &[&str], file: &Path) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).arg(file).output().expect("effigy runs");
    (out.status.code(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

fn check_against_gcc(name: &str, checks: Checks) {
    check_against_gcc_in(name, checks, Model::Ilp32);
}

fn check_against_gcc_in(name: &str, checks: Checks, model: Model) {
    let dir = scratch(name);
    let expected = gcc_values(&dir, &checks, model);
    let src = dir.join("check.c");
    std::fs::write(&src, program(&checks, Some(&expected))).unwrap();
    let dm = model.effigy_name();
    let (code, out) = effigy(&["run", "--data-model", dm], &src);
    assert_eq!(code, Some(0), "effigy run of {} disagrees with gcc's libc:\n{out}", src.display());
    assert!(out.contains("outcome: return 0"), "{out}");
    let (code, out) = effigy(&["verify", "--data-model", dm], &src);
    assert_eq!(code, Some(0), "effigy verify of {} disagrees with gcc's libc:\n{out}", src.display());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Bytes above 127 (negative as `char`), for the functions that compare as unsigned char and
/// convert their int argument to unsigned char.
const HIGH_ALPHABET: &[u8] = b"a\x80\xc8\xff\x7f0 \x01";

fn high_bytes(rng: &mut Rng, max: u64) -> Vec<u8> {
    let n = rng.below(max + 1) as usize;
    (0..n).map(|_| HIGH_ALPHABET[rng.below(HIGH_ALPHABET.len() as u64) as usize]).collect()
}

/// The string functions on bytes above 127: comparisons' signs, searches for a character
/// given as a negative int (what a `char` promotes to) or above 255, and strncpy and strncat
/// with bounds well past the source (padding with zeros to n, or no terminator).
fn high_bytes_program(rng: &mut Rng, rounds: usize) -> Checks {
    let mut c = Checks { body: String::new(), values: Vec::new() };
    c.stmt("char e[64];");
    for _ in 0..rounds {
        let (a, b) = (high_bytes(rng, 10), high_bytes(rng, 10));
        let (la, lb) = (literal(&a), literal(&b));
        let k = rng.below(40);
        let n = rng.below(a.len().min(b.len()) as u64 + 1);
        let byte = HIGH_ALPHABET[rng.below(HIGH_ALPHABET.len() as u64) as usize] as i64;
        let ch = [byte, byte - 256, byte + 256, byte + 512, 0][rng.below(5) as usize];
        c.value(&format!("sign(strcmp({la}, {lb}))"));
        c.value(&format!("sign(strncmp({la}, {lb}, {k}))"));
        c.value(&format!("sign(memcmp({la}, {lb}, {n}))"));
        c.value(&format!("off(strchr({la}, {ch}), {la})"));
        c.value(&format!("off(strrchr({la}, {ch}), {la})"));
        c.value(&format!("off(memchr({la}, {ch}, {}), {la})", a.len()));
        let start = rng.below(a.len() as u64 + 1) as usize;
        let end = start + rng.below((a.len() - start) as u64 + 1) as usize;
        c.value(&format!("off(strstr({la}, {}), {la})", literal(&a[start..end])));
        c.value(&format!("off(strstr({la}, {lb}), {la})"));
        c.stmt("memset(e, 'R', sizeof e);");
        c.value(&format!("off(strncpy(e + 3, {la}, {k}), e)"));
        c.value("sum(e, sizeof e)");
        c.stmt(&format!("e[20] = 0; strcpy(e, {lb});"));
        c.value(&format!("off(strncat(e, {la}, {k}), e)"));
        c.value("sum(e, sizeof e)");
    }
    c
}

#[test]
fn string_functions_agree_with_gcc() {
    let mut rng = Rng(0x5EED_0001_2345_6789);
    check_against_gcc("strings", strings_program(&mut rng, 40));
}

/// The string functions on bytes above 127, in both data models (the other groups run in
/// ILP32 only).
#[test]
fn string_functions_on_high_bytes_agree_with_gcc() {
    let mut rng = Rng(0x5EED_0007_2345_6789);
    check_against_gcc_in("high-ilp32", high_bytes_program(&mut rng, 40), Model::Ilp32);
    check_against_gcc_in("high-lp64", high_bytes_program(&mut rng, 40), Model::Lp64);
}

#[test]
fn memory_functions_agree_with_gcc() {
    let mut rng = Rng(0x5EED_0002_2345_6789);
    check_against_gcc("memory", memory_program(&mut rng, 40));
}

/// `<math.h>` and the float operations: IEEE results bit for bit (NaNs compared as NaNs: C
/// leaves their bits unspecified), classification macros, conversions.
#[test]
fn math_functions_and_float_arithmetic_agree_with_gcc() {
    let mut rng = Rng(0x5EED_0004_2345_6789);
    check_against_gcc("math", math_program(&mut rng, 25));
}

#[test]
fn character_classes_and_numbers_agree_with_gcc() {
    let mut rng = Rng(0x5EED_0003_2345_6789);
    check_against_gcc("numbers", numbers_program(&mut rng, 40));
}

/// sscanf's conversions, widths, scansets, failures and `%n`; strtol, strtoul, strtoll and
/// strtoull (value, end pointer, errno) in every base including invalid ones; strtok's state
/// across calls; in both data models (long is 32 or 64 bits wide).
#[test]
fn parsing_functions_agree_with_glibc() {
    let mut rng = Rng(0x5EED_0008_2345_6789);
    check_against_gcc_in("parsing-ilp32", parsing_program(&mut rng, 30), Model::Ilp32);
    check_against_gcc_in("parsing-lp64", parsing_program(&mut rng, 30), Model::Lp64);
}

/// A program that reads standard input by a random sequence of the stdio calls that read it,
/// printing what each returns and stores.
fn stdin_program(rng: &mut Rng) -> String {
    let mut s = String::from(
        "#include <stdio.h>\n#include <string.h>\n#include <unistd.h>\n\
         static unsigned sum(const char *b, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s = s * 31u + (unsigned char)b[i]; return s; }\n\
         int main(void) {\n  char b[32]; int x, y, r; long l; char *p;\n",
    );
    if rng.below(4) == 0 {
        // read(2) before stdio touches standard input.
        s.push_str("  memset(b, 'Q', 32); r = (int)read(0, b, 5); printf(\"read %d %u\\n\", r, sum(b, 32));\n");
    }
    for _ in 0..6 + rng.below(8) {
        s.push_str(match rng.below(12) {
            0 => "  r = getchar(); printf(\"getchar %d\\n\", r);\n",
            1 => "  r = getc(stdin); printf(\"getc %d\\n\", r);\n",
            2 => "  r = ungetc('Z', stdin); printf(\"ungetc %d eof %d\\n\", r, feof(stdin));\n",
            3 => "  r = ungetc(EOF, stdin); printf(\"ungetc %d\\n\", r);\n",
            4 => "  memset(b, 'Q', 32); p = fgets(b, 6, stdin); printf(\"fgets %d %u\\n\", p ? (int)(p - b) : -1, sum(b, 32));\n",
            5 => "  memset(b, 'Q', 32); p = fgets(b, 1, stdin); printf(\"fgets1 %d %u\\n\", p ? (int)(p - b) : -1, sum(b, 32));\n",
            6 => "  x = y = -7; r = scanf(\"%d %d\", &x, &y); printf(\"scanf %d %d %d\\n\", r, x, y);\n",
            7 => "  memset(b, 'Q', 32); x = -7; r = scanf(\"%3s%n\", b, &x); printf(\"scanf %d %d %u\\n\", r, x, sum(b, 32));\n",
            8 => "  memset(b, 'Q', 32); r = scanf(\" %[a-z0-9]\", b); printf(\"scanf %d %u\\n\", r, sum(b, 32));\n",
            9 => "  memset(b, 'Q', 32); r = (int)fread(b, 2, 3, stdin); printf(\"fread %d %u\\n\", r, sum(b, 32));\n",
            10 => "  l = -7; r = fscanf(stdin, \"%lx,\", &l); printf(\"fscanf %d %ld\\n\", r, l);\n",
            _ => "  printf(\"eof %d error %d\\n\", feof(stdin), ferror(stdin)); clearerr(stdin);\n",
        });
    }
    s.push_str("  printf(\"end %d %d\\n\", getchar(), feof(stdin));\n  return 0;\n}\n");
    s
}

/// Standard input through the model (`effigy run --stdin FILE`) and through glibc (gcc's
/// program with FILE as its standard input): the same output, byte for byte — getchar, getc,
/// ungetc (twice, and of EOF), fgets (at the end of the file, and of size 1), scanf and fscanf
/// with widths, scansets, `%n` and failures, fread of whole and partial items, read(2), feof,
/// ferror and clearerr.
#[test]
fn standard_input_agrees_with_glibc() {
    let models = [Model::Ilp32, Model::Ilp32, Model::Ilp32, Model::Ilp32, Model::Lp64, Model::Lp64];
    stdin_programs_agree_with_glibc("stdin", 0x5EED_0009_2345_6789, &models, stdin_program, b"12 -x\nab,7\t0Zf", 40);
}

/// Random programs over standard input (`program`, one per data model of `models`), each run on
/// four random inputs from `alphabet` (the first of fewer than 3 bytes, the others of fewer
/// than `longest`) through the model (`effigy run --stdin FILE`) and through glibc (gcc's
/// program with FILE as its standard input): the same output, byte for byte.
fn stdin_programs_agree_with_glibc(
    name: &str,
    seed: u64,
    models: &[Model],
    program: fn(&mut Rng) -> String,
    alphabet: &[u8],
    longest: u64,
) {
    let mut rng = Rng(seed);
    let dir = scratch(name);
    for (k, &model) in models.iter().enumerate() {
        let src = dir.join(format!("{name}{k}.c"));
        std::fs::write(&src, program(&mut rng)).unwrap();
        let exe = dir.join(format!("{name}{k}"));
        let out = Command::new("gcc").args([model.gcc_flag(), "-w", "-fno-builtin", "-o"]).arg(&exe).arg(&src).output().unwrap();
        assert!(out.status.success(), "gcc: {}", String::from_utf8_lossy(&out.stderr));
        for j in 0..4 {
            let n = rng.below(if j == 0 { 3 } else { longest }) as usize;
            let bytes: Vec<u8> = (0..n).map(|_| alphabet[rng.below(alphabet.len() as u64) as usize]).collect();
            let input = dir.join(format!("in{k}-{j}"));
            std::fs::write(&input, &bytes).unwrap();
            let glibc = Command::new(&exe).stdin(std::fs::File::open(&input).unwrap()).output().unwrap();
            let model_run = Command::new(env!("CARGO_BIN_EXE_effigy"))
                .args(["run", "--quiet", "--data-model", model.effigy_name(), "--stdin"])
                .arg(&input)
                .arg(&src)
                .output()
                .unwrap();
            assert_eq!(
                String::from_utf8_lossy(&model_run.stdout),
                String::from_utf8_lossy(&glibc.stdout),
                "{} on standard input {:?}: the model (left) and glibc (right) differ; {}",
                src.display(),
                String::from_utf8_lossy(&bytes),
                String::from_utf8_lossy(&model_run.stderr)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A random program that seeks in its standard input (a regular file, as the replay gives it):
/// fseek from the start, the current position and the end (past the end and before the start
/// too), ftell, rewind, mixed with reads and one-byte pushbacks after a read.
fn seeking_program(rng: &mut Rng) -> String {
    let mut s = String::from(
        "#include <stdio.h>\n#include <string.h>\n#include <errno.h>\n\
         static unsigned sum(const char *b, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s = s * 31u + (unsigned char)b[i]; return s; }\n\
         int main(void) {\n  char b[32]; int r; char *p;\n",
    );
    for _ in 0..8 + rng.below(8) {
        let k = [-3i64, -1, 0, 1, 2, 5, 50][rng.below(7) as usize];
        let line = match rng.below(9) {
            0 => "  r = getchar(); printf(\"getchar %d\\n\", r);\n".to_string(),
            1 => format!("  errno = 0; r = fseek(stdin, {k}, SEEK_SET); printf(\"set {k}: %d %d\\n\", r, errno);\n"),
            2 => format!("  errno = 0; r = fseek(stdin, {k}, SEEK_CUR); printf(\"cur {k}: %d %d\\n\", r, errno);\n"),
            3 => format!("  errno = 0; r = fseek(stdin, {k}, SEEK_END); printf(\"end {k}: %d %d\\n\", r, errno);\n"),
            4 => "  printf(\"ftell %ld\\n\", ftell(stdin));\n".to_string(),
            5 => "  rewind(stdin); printf(\"rewind %d\\n\", feof(stdin));\n".to_string(),
            6 => {
                "  memset(b, 'Q', 32); p = fgets(b, 6, stdin); printf(\"fgets %d %u\\n\", p ? (int)(p - b) : -1, sum(b, 32));\n".to_string()
            }
            7 => "  memset(b, 'Q', 32); r = (int)fread(b, 2, 3, stdin); printf(\"fread %d %u eof %d\\n\", r, sum(b, 32), feof(stdin));\n"
                .to_string(),
            _ => "  r = getchar(); printf(\"ungetc %d %d\\n\", r, ungetc(r, stdin));\n".to_string(),
        };
        s.push_str(&line);
    }
    s.push_str("  printf(\"end %ld %d %d\\n\", ftell(stdin), getchar(), feof(stdin));\n  return 0;\n}\n");
    s
}

/// Seeking through the model (`effigy run --stdin FILE`) and through glibc (gcc's program with
/// FILE as its standard input): the same output, byte for byte — positions, return values,
/// errno, the end-of-file indicator, and the bytes read again after a seek back.
#[test]
fn seeking_agrees_with_glibc() {
    let models = [Model::Ilp32, Model::Ilp32, Model::Ilp32, Model::Lp64, Model::Lp64, Model::Lp64];
    stdin_programs_agree_with_glibc("seek", 0x5EED_0009_5EE4_0001, &models, seeking_program, b"ab\n7 Z", 12);
}

/// A random program over the file `in.bin` through unistd.h: `open`, `read` of random lengths, `lseek` from the start, the current position and the end
/// (past the end and before the start: EINVAL), `close` (twice: EBADF), and a `fopen`'d file
/// beside it that may be missing, so that open's descriptor number counts it or not; errno read
/// in statements of its own.
fn descriptor_program(rng: &mut Rng) -> String {
    let mut s = String::from(
        "#include <stdio.h>\n#include <string.h>\n#include <errno.h>\n#include <fcntl.h>\n#include <unistd.h>\n\
         static unsigned sum(const char *b, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s = s * 31u + (unsigned char)b[i]; return s; }\n\
         int main(void) {\n  char b[32]; long r; int e;\n",
    );
    let first = rng.below(2) == 0;
    if first {
        s.push_str("  FILE *f = fopen(\"other.txt\", \"r\");\n  printf(\"fopen %d\\n\", f != 0);\n");
    }
    s.push_str("  int fd = open(\"in.bin\", O_RDONLY);\n  printf(\"fd %d\\n\", fd);\n");
    for _ in 0..6 + rng.below(8) {
        let k = [-3i64, -1, 0, 1, 2, 5, 50][rng.below(7) as usize];
        let n = rng.below(12);
        let line = match rng.below(5) {
            0 | 1 => format!("  memset(b, 'Q', 32); r = read(fd, b, {n}); printf(\"read {n}: %ld %u\\n\", r, sum(b, 32));\n"),
            2 => format!("  errno = 0; r = lseek(fd, {k}, SEEK_SET); e = errno; printf(\"set {k}: %ld %d\\n\", r, e);\n"),
            3 => format!("  errno = 0; r = lseek(fd, {k}, SEEK_CUR); e = errno; printf(\"cur {k}: %ld %d\\n\", r, e);\n"),
            _ => format!("  errno = 0; r = lseek(fd, {k}, SEEK_END); e = errno; printf(\"end {k}: %ld %d\\n\", r, e);\n"),
        };
        s.push_str(&line);
    }
    if first {
        s.push_str("  if (f) fclose(f);\n");
    }
    s.push_str(
        "  printf(\"close %d\\n\", close(fd));\n  errno = 0; r = close(fd); e = errno; printf(\"again %ld %d\\n\", r, e);\n\
         \x20 errno = 0; r = read(fd, b, 1); e = errno; printf(\"closed read %ld %d\\n\", r, e);\n  return 0;\n}\n",
    );
    s
}

/// unistd.h's descriptors through the model (`effigy run --sym-file in.bin --sym-file
/// other.txt --sym-file-missing`, in the directory holding in.bin and other.txt) and through
/// glibc (gcc's program there): the same output, byte for byte — descriptor numbers, read's
/// counts and bytes, lseek's positions, errno.
#[test]
fn descriptors_agree_with_glibc() {
    let mut rng = Rng(0x5EED_0009_0FD5_0001);
    let dir = scratch("descriptors");
    let models = [Model::Ilp32, Model::Ilp32, Model::Ilp32, Model::Lp64, Model::Lp64, Model::Lp64];
    // Runs where fopen's file took descriptor 3 (open's is then 4), and where it was missing.
    let (mut after_fopen, mut after_missing) = (0, 0);
    for (k, &model) in models.iter().enumerate() {
        let src = dir.join(format!("fd{k}.c"));
        std::fs::write(&src, descriptor_program(&mut rng)).unwrap();
        let exe = dir.join(format!("fd{k}"));
        let out = Command::new("gcc").args([model.gcc_flag(), "-w", "-fno-builtin", "-o"]).arg(&exe).arg(&src).output().unwrap();
        assert!(out.status.success(), "gcc: {}", String::from_utf8_lossy(&out.stderr));
        for j in 0..3 {
            let n = rng.below(if j == 0 { 3 } else { 20 }) as usize;
            let bytes: Vec<u8> = (0..n).map(|_| b"ab\n7 Z\0"[rng.below(7) as usize]).collect();
            std::fs::write(dir.join("in.bin"), &bytes).unwrap();
            // other.txt exists on every second run.
            let _ = std::fs::remove_file(dir.join("other.txt"));
            if j % 2 == 1 {
                std::fs::write(dir.join("other.txt"), b"x").unwrap();
            }
            let glibc = Command::new(&exe).current_dir(&dir).output().unwrap();
            let model_run = Command::new(env!("CARGO_BIN_EXE_effigy"))
                .args(["run", "--quiet", "--data-model", model.effigy_name()])
                .args(["--sym-file", "in.bin", "--sym-file", "other.txt", "--sym-file-missing"])
                .arg(&src)
                .current_dir(&dir)
                .output()
                .unwrap();
            assert_eq!(
                String::from_utf8_lossy(&model_run.stdout),
                String::from_utf8_lossy(&glibc.stdout),
                "{} on in.bin {:?}: the model (left) and glibc (right) differ; {}",
                src.display(),
                String::from_utf8_lossy(&bytes),
                String::from_utf8_lossy(&model_run.stderr)
            );
            let text = String::from_utf8_lossy(&glibc.stdout);
            after_fopen += text.contains("fopen 1\nfd 4\n") as usize;
            after_missing += text.contains("fopen 0\nfd 3\n") as usize;
        }
    }
    assert!(after_fopen > 0 && after_missing > 0, "{after_fopen} runs after a fopen, {after_missing} after a missing file");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The model's undefined behaviour is C's: reading a string past its object, copying into a
/// buffer too small, abs(INT_MIN), a character class of a value outside EOF..255.
#[test]
fn undefined_uses_of_the_library_are_found() {
    let dir = scratch("ub");
    let cases = [
        ("strlen_unterminated", "char s[3] = {'a', 'b', 'c'}; return (int)strlen(s);"),
        ("strcpy_overflow", "char d[4]; strcpy(d, \"hello\"); return d[0];"),
        ("abs_int_min", "int x = -2147483647 - 1; return abs(x);"),
        ("isdigit_domain", "int c = 1000; return isdigit(c);"),
        ("memcpy_past_source", "char d[8]; memcpy(d, \"ab\", 5); return d[0];"),
        ("div_by_zero", "int z = 0; return div(7, z).quot;"),
        ("ldiv_overflow", "long m = -2147483647L - 1; return (int)ldiv(m, -1L).rem;"),
    ];
    for (name, body) in cases {
        let src = dir.join(format!("{name}.c"));
        std::fs::write(&src, format!("{PRELUDE}int main(void) {{ {body} }}\n")).unwrap();
        let (code, out) = effigy(&["verify"], &src);
        assert_eq!(code, Some(20), "{name}: expected UNKNOWN (undefined behaviour), got:\n{out}");
        assert!(out.contains("undefined behaviour"), "{name}: the reason names the undefined behaviour:\n{out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- The printf family, puts, putchar and fputs against glibc ----
//
// A generated program makes many calls with random conversion specifications (flags, literal
// and `*` widths and precisions, length modifiers, every conversion) on random and boundary
// values, and after each call writes a line with the call's number, its return value, the
// destination buffer's bytes (all of a snprintf array, sentinels past the size included) and
// what `%n` stored. The line is written with putchar only, so that the report does not depend
// on the formatting under test. gcc's build (glibc) and `effigy run` must write the same bytes.
// Only conversions whose behaviour C defines are generated (no `#` with d i u c s p, no `0`
// with c s p, no precision with c p, nothing but a length with n), plus glibc's "(nil)" for a
// null %p and "(null)" for a null %s, which the model copies. A NaN is a double NaN
// (`__builtin_nan`), negated for a negative one.

const PRINTF_PRELUDE: &str = "#include <stdio.h>\n#include <string.h>\n#include <stdarg.h>\n#include <stddef.h>\n#include <stdint.h>\n\
#define BIG 1200\n\
static char d[72], big[BIG];\n\
static signed char n_hh; static short n_h; static int n_i; static long n_l; static long long n_ll; static size_t n_z; static intmax_t n_j; static ptrdiff_t n_t;\n\
static void put_num(long long x) {\n\
  unsigned long long u = x < 0 ? 0ULL - (unsigned long long)x : (unsigned long long)x;\n\
  char t[24]; int k = 0;\n\
  if (x < 0) putchar('-');\n\
  do { t[k++] = (char)('0' + u % 10); u /= 10; } while (u != 0);\n\
  while (k > 0) putchar(t[--k]);\n\
}\n\
static void put_bytes(const char *p, int n) {\n\
  for (int i = 0; i < n; i++) {\n\
    unsigned char c = (unsigned char)p[i];\n\
    if (c >= 32 && c < 127 && c != '\\\\') putchar(c);\n\
    else { putchar('\\\\'); putchar(\"0123456789abcdef\"[c >> 4]); putchar(\"0123456789abcdef\"[c & 15]); }\n\
  }\n\
}\n\
static void report(int i, int r, const char *p, int n) {\n\
  if (n < 0) n = 0;\n\
  if (n > BIG) n = BIG;\n\
  putchar('#'); put_num(i); putchar(' '); put_num(r); putchar(' '); putchar('['); put_bytes(p, n); putchar(']'); putchar('\\n');\n\
}\n\
static void reset_n(void) { n_hh = -7; n_h = -7; n_i = -7; n_l = -7; n_ll = -7; n_z = 7; n_j = -7; n_t = -7; }\n\
static void report_n(void) {\n\
  putchar('n'); putchar(' '); put_num(n_hh); putchar(' '); put_num(n_h); putchar(' '); put_num(n_i); putchar(' '); put_num(n_l); putchar(' ');\n\
  put_num(n_ll); putchar(' '); put_num((long long)n_z); putchar(' '); put_num(n_j); putchar(' '); put_num(n_t); putchar('\\n');\n\
}\n\
static int vsn(char *s, size_t n, const char *fmt, ...) { va_list ap; va_start(ap, fmt); int r = vsnprintf(s, n, fmt, ap); va_end(ap); return r; }\n\
static int vs(char *s, const char *fmt, ...) { va_list ap; va_start(ap, fmt); int r = vsprintf(s, fmt, ap); va_end(ap); return r; }\n\
static int vp(const char *fmt, ...) { va_list ap; va_start(ap, fmt); int r = vprintf(fmt, ap); va_end(ap); return r; }\n";

/// A random integer argument of C type `ty` (`bits` wide, signed or not), as a C expression:
/// boundaries of every width, small numbers and random bit patterns.
fn int_arg(rng: &mut Rng, ty: &str, bits: u32, signed: bool) -> String {
    const BOUNDARIES: [i64; 26] = [
        0,
        1,
        -1,
        i32::MIN as i64,
        i32::MAX as i64,
        u32::MAX as i64,
        i64::MIN,
        i64::MAX,
        127,
        128,
        255,
        256,
        -128,
        -129,
        32767,
        32768,
        65535,
        65536,
        -32769,
        8,
        9,
        10,
        16,
        511,
        1_000_000,
        4_294_967_296,
    ];
    let raw: u64 = match rng.below(5) {
        0 | 1 => BOUNDARIES[rng.below(BOUNDARIES.len() as u64) as usize] as u64,
        2 => (rng.below(2001) as i64 - 1000) as u64,
        3 => rng.next() as u32 as i32 as i64 as u64,
        _ => rng.next(),
    };
    let v = if bits == 32 {
        if signed {
            raw as u32 as i32 as i64 as u64
        } else {
            raw as u32 as u64
        }
    } else {
        raw
    };
    if signed {
        let v = v as i64;
        if v == i64::MIN {
            format!("({ty})(-9223372036854775807LL - 1)")
        } else {
            format!("({ty})({v}LL)")
        }
    } else {
        format!("({ty}){v}ULL")
    }
}

/// A random double argument: boundaries (zeros, halves and other ties, extremes, subnormals,
/// infinities, NaNs of both signs, hexadecimal digits that tie), decimals that are not exact in
/// binary, random bit patterns.
fn double_arg(rng: &mut Rng) -> f64 {
    let p = |e: i32| f64::from_bits(((e + 1023) as u64) << 52);
    let special = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        1.5,
        2.5,
        -2.5,
        3.5,
        0.125,
        0.375,
        -0.0625,
        9.5,
        99.5,
        999999.5,
        9999995.0,
        0.05,
        0.15,
        2.675,
        1.005,
        1e-300,
        1e300,
        -1e300,
        1e-5,
        0.0001,
        0.00009999995,
        100000.0,
        999999.0,
        1000000.0,
        123456789.0,
        1e15,
        1e22,
        1e23,
        4294967296.0,
        9007199254740993.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        f64::MAX,
        -f64::MAX,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        -f64::from_bits(1),
        f64::from_bits(1 << 51),
        f64::from_bits((1 << 52) - 1),
        1.0 + 8.0 * p(-8),
        1.0 + 24.0 * p(-8),
        1.0 + 0xf8 as f64 * p(-8),
        2.0 - f64::EPSILON,
        1.0 + p(-49),
        (1.5 + p(-49)) * 32.0,
    ];
    match rng.below(6) {
        0..=2 => special[rng.below(special.len() as u64) as usize],
        3 => format!("{}.{:03}", rng.below(20001) as i64 - 10000, rng.below(1000)).parse().unwrap(),
        4 => format!("{}.{}e{}", rng.below(10), rng.below(1000), rng.below(80) as i64 - 40).parse().unwrap(),
        _ => f64::from_bits(rng.next()),
    }
}

/// `v` as a C expression of type double, exactly (Rust's shortest decimal that reads back as
/// `v`); a NaN as `__builtin_nan` with its sign.
fn double_text(v: f64) -> String {
    if v.is_nan() {
        if v.is_sign_negative() { "-__builtin_nan(\"\")" } else { "__builtin_nan(\"\")" }.to_string()
    } else if v.is_infinite() {
        if v < 0.0 { "-__builtin_inf()" } else { "__builtin_inf()" }.to_string()
    } else {
        format!("{v:e}")
    }
}

/// Appends a random conversion specification to `fmt` and its arguments to `args`; returns
/// whether it is a `%n`. `long` allows widths up to 999 and floating precisions up to 799 (at
/// most 1111 characters: %f of DBL_MAX), where the destination has no bound.
fn conversion(rng: &mut Rng, model: Model, long: bool, fmt: &mut String, args: &mut Vec<String>) -> bool {
    const CONVS: [char; 25] =
        ['d', 'd', 'i', 'u', 'o', 'x', 'X', 'c', 's', 'p', 'f', 'f', 'F', 'e', 'e', 'E', 'g', 'g', 'G', 'a', 'A', '%', 'n', 'u', 'x'];
    let conv = CONVS[rng.below(CONVS.len() as u64) as usize];
    if conv == '%' {
        fmt.push_str("%%");
        return false;
    }
    let float = "fFeEgGaA".contains(conv);
    let allowed: &[u8] = match conv {
        'd' | 'i' | 'u' => b"-+ 0",
        'o' | 'x' | 'X' => b"-+ #0",
        'c' | 's' => b"-+ ",
        'p' => b"-",
        'n' => b"",
        _ => b"-+ #0",
    };
    let mut flags = String::new();
    if !allowed.is_empty() {
        for _ in 0..rng.below(4) {
            flags.push(allowed[rng.below(allowed.len() as u64) as usize] as char);
        }
    }
    let mut spec = String::new();
    let mut star_args = Vec::new();
    if conv != 'n' {
        match rng.below(4) {
            1 => {
                let w = if long && rng.below(8) == 0 { 1 + rng.below(999) } else { 1 + rng.below(25) };
                let _ = write!(spec, "{w}");
            }
            2 => {
                spec.push('*');
                star_args.push(rng.below(51) as i64 - 25);
            }
            _ => {}
        }
    }
    if "diouxXs".contains(conv) || float {
        let max = if float && long && rng.below(6) == 0 {
            800
        } else if float && rng.below(4) == 0 {
            41
        } else {
            21
        };
        match rng.below(5) {
            1 => spec.push('.'),
            2 => {
                let p = rng.below(max) as i64;
                let _ = write!(spec, ".{p}");
            }
            3 => {
                spec.push_str(".*");
                let p = rng.below(max + 3) as i64 - 3;
                star_args.push(p);
            }
            _ => {}
        }
    }
    let lengths: &[&str] = if "diouxXn".contains(conv) {
        &["", "", "", "hh", "h", "l", "ll", "z", "j", "t"]
    } else if float {
        &["", "", "l"]
    } else {
        &[""]
    };
    let length = lengths[rng.below(lengths.len() as u64) as usize];
    let lb = model.long_bits();
    let value = match conv {
        'd' | 'i' => {
            let (ty, bits) = match length {
                "l" => ("long", lb),
                "ll" => ("long long", 64),
                "z" | "t" => ("ptrdiff_t", lb),
                "j" => ("intmax_t", 64),
                _ => ("int", 32),
            };
            int_arg(rng, ty, bits, true)
        }
        'u' | 'o' | 'x' | 'X' => {
            let (ty, bits) = match length {
                "l" => ("unsigned long", lb),
                "ll" => ("unsigned long long", 64),
                "z" | "t" => ("size_t", lb),
                "j" => ("uintmax_t", 64),
                _ => ("unsigned", 32),
            };
            int_arg(rng, ty, bits, false)
        }
        'c' => {
            let c = [0, 255, -1, 300, 'Q' as i64, ' ' as i64, 200][rng.below(7) as usize];
            let c = if rng.below(2) == 0 { ALPHABET[rng.below(ALPHABET.len() as u64) as usize] as i64 } else { c };
            c.to_string()
        }
        's' => {
            if rng.below(10) == 0 {
                "(char *)0".to_string()
            } else {
                let mut s = random_bytes(rng, 12, false);
                if rng.below(4) == 0 {
                    s.push(0xc8);
                }
                literal(&s)
            }
        }
        'p' => "(void *)0".to_string(),
        'n' => format!(
            "&{}",
            match length {
                "hh" => "n_hh",
                "h" => "n_h",
                "l" => "n_l",
                "ll" => "n_ll",
                "z" => "n_z",
                "j" => "n_j",
                "t" => "n_t",
                _ => "n_i",
            }
        ),
        _ => {
            let v = double_arg(rng);
            double_text(v)
        }
    };
    let _ = write!(fmt, "%{flags}{spec}{length}{conv}");
    args.extend(star_args.iter().map(|a| a.to_string()));
    args.push(value);
    conv == 'n'
}

/// A random format (literal text and 1 to 3 conversions) and its arguments, as the C text
/// `"format", arg, ...`; and whether it has a `%n`.
fn format_and_args(rng: &mut Rng, model: Model, long: bool) -> (String, bool) {
    let mut fmt = String::new();
    let mut args = Vec::new();
    let mut has_n = false;
    for _ in 0..1 + rng.below(3) {
        fmt.push_str(&String::from_utf8(random_bytes(rng, 3, false)).unwrap());
        has_n |= conversion(rng, model, long, &mut fmt, &mut args);
    }
    fmt.push_str(&String::from_utf8(random_bytes(rng, 2, false)).unwrap());
    let mut text = literal(fmt.as_bytes());
    for a in args {
        text.push_str(", ");
        text.push_str(&a);
    }
    (text, has_n)
}

/// A program of `calls` sprintf/snprintf/vsnprintf/vsprintf calls, each reported; and the C
/// text of each call, by number.
fn printf_buffers_program(rng: &mut Rng, model: Model, calls: usize) -> (String, Vec<String>) {
    let mut body = String::new();
    let mut sources = Vec::new();
    for i in 0..calls {
        let kind = rng.below(7);
        // sprintf's destination holds 1200 bytes: three conversions of at most 351 and the text.
        let (fa, has_n) = format_and_args(rng, model, !(4..=5).contains(&kind));
        let size = [0, 1, 5, 64][rng.below(4) as usize];
        let (call, dump) = match kind {
            0..=2 => (format!("snprintf(d, {size}, {fa})"), "d, sizeof d"),
            3 => (format!("vsn(d, {size}, {fa})"), "d, sizeof d"),
            4 => (format!("sprintf(big, {fa})"), "big, r + 2"),
            5 => (format!("vs(big, {fa})"), "big, r + 2"),
            _ => (format!("snprintf((char *)0, 0, {fa})"), "d, 0"),
        };
        let _ = writeln!(body, "  memset(d, 'Q', sizeof d); memset(big, 'Q', sizeof big); reset_n();");
        let _ = writeln!(body, "  r = {call};");
        let _ = writeln!(body, "  report({i}, r, {dump});");
        if has_n {
            let _ = writeln!(body, "  report_n();");
        }
        sources.push(call);
    }
    (format!("{PRINTF_PRELUDE}int main(void) {{\n  int r;\n{body}  return 0;\n}}\n"), sources)
}

/// A program of `calls` calls writing to stdout (printf, fprintf, vprintf, puts, putchar,
/// fputs), each followed by a line with its return value (and what `%n` stored).
fn printf_stdout_program(rng: &mut Rng, model: Model, calls: usize) -> (String, Vec<String>) {
    let mut body = String::new();
    let mut sources = Vec::new();
    for i in 0..calls {
        let (call, has_n) = match rng.below(9) {
            0..=2 => {
                let (fa, has_n) = format_and_args(rng, model, true);
                (format!("printf({fa})"), has_n)
            }
            3 => {
                let (fa, has_n) = format_and_args(rng, model, true);
                (format!("fprintf(stdout, {fa})"), has_n)
            }
            4 => {
                let (fa, has_n) = format_and_args(rng, model, true);
                (format!("vp({fa})"), has_n)
            }
            5 => (format!("puts({})", literal(&random_bytes(rng, 10, true))), false),
            6 => (format!("fputs({}, stdout)", literal(&random_bytes(rng, 10, true))), false),
            _ => {
                let c = [0, 255, -1, 300, 'Q' as i64, '\n' as i64, 200, 65 + 256][rng.below(8) as usize];
                (format!("putchar({c})"), false)
            }
        };
        let _ = writeln!(body, "  reset_n();");
        let _ = writeln!(body, "  r = {call};");
        let _ = writeln!(body, "  report({i}, r, d, 0);");
        if has_n {
            let _ = writeln!(body, "  report_n();");
        }
        sources.push(call);
    }
    (format!("{PRINTF_PRELUDE}int main(void) {{\n  int r;\n{body}  return 0;\n}}\n"), sources)
}

/// `source` (a buffers program) with each report replaced by assertions of what gcc's build
/// reported (`stdout`): the return value, the bytes dumped, what `%n` stored. The calls of a
/// NaN are left out: the symbolic step does not take a NaN constant for a known value (its
/// text is "not known (symbolic)": UNKNOWN), which the report lists.
fn printf_assertions(source: &str, stdout: &[u8]) -> String {
    let mut reports = stdout.split(|&b| b == b'\n').filter(|l| !l.is_empty());
    let mut out = String::from("extern void reach_error(void);\n");
    let mut skip = false;
    for line in source.lines() {
        let t = line.trim();
        if let Some(call) = t.strip_prefix("r = ") {
            skip = call.contains("__builtin_nan");
        }
        if let Some(args) = t.strip_prefix("report(").and_then(|a| a.strip_suffix(");")) {
            let rep = reports.next().expect("a report per call");
            // "#i r [bytes]", the bytes escaped as \xx.
            let (head, rest) = rep.split_at(rep.iter().position(|&b| b == b'[').expect("a report"));
            let r: i64 = std::str::from_utf8(head).unwrap().split(' ').nth(1).unwrap().parse().unwrap();
            let escaped = &rest[1..rest.len() - 1];
            let mut bytes = Vec::new();
            let mut k = 0;
            while k < escaped.len() {
                if escaped[k] == b'\\' {
                    bytes.push(u8::from_str_radix(std::str::from_utf8(&escaped[k + 1..k + 3]).unwrap(), 16).unwrap());
                    k += 3;
                } else {
                    bytes.push(escaped[k]);
                    k += 1;
                }
            }
            let buf = args.split(", ").nth(2).unwrap();
            if !skip {
                let _ = writeln!(out, "  if (r != {r} || memcmp({buf}, {}, {}) != 0) reach_error();", literal(&bytes), bytes.len());
            }
        } else if t == "report_n();" {
            let rep = reports.next().expect("a report of %n");
            let v: Vec<&str> = std::str::from_utf8(rep).unwrap().split(' ').skip(1).collect();
            if !skip {
                let _ = writeln!(
                    out,
                    "  if (n_hh != {} || n_h != {} || n_i != {} || n_l != {}LL || n_ll != {}LL || (long long)n_z != {}LL || n_j != {}LL || n_t != {}LL) reach_error();",
                    v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]
                );
            }
        } else if !(skip && t.starts_with("r = ")) {
            out.push_str(line);
            out.push('\n');
        }
    }
    assert!(reports.next().is_none(), "a report per call");
    out
}

/// Runs `source` through gcc (glibc) and `effigy run` in `model` and compares their standard
/// output byte for byte; a difference is reported by line, with the call it follows. With
/// `verify`, the reports become assertions of gcc's values and `effigy verify` must prove them.
fn check_output_against_gcc(name: &str, model: Model, source: &str, calls: &[String], verify: bool) {
    let dir = scratch(name);
    let src = dir.join(format!("{name}.c"));
    std::fs::write(&src, source).unwrap();
    let expected = gcc_stdout(&dir, &src, model);
    let dm = model.effigy_name();
    let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
        .args(["run", "--max-steps", "100000000", "--data-model", dm])
        .arg(&src)
        .output()
        .expect("effigy runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "effigy run of {}:\n{stderr}", src.display());
    if out.stdout != expected {
        let (want, got): (Vec<&[u8]>, Vec<&[u8]>) =
            (expected.split(|&b| b == b'\n').collect(), out.stdout.split(|&b| b == b'\n').collect());
        let mut report = String::new();
        let mut shown = 0;
        for k in 0..want.len().max(got.len()) {
            let (w, g) = (want.get(k).copied().unwrap_or(b"<none>"), got.get(k).copied().unwrap_or(b"<none>"));
            if w == g {
                continue;
            }
            // The call is named by the report line at or after this line.
            let call = want[k..]
                .iter()
                .find_map(|l| l.strip_prefix(b"#").and_then(|l| std::str::from_utf8(l).ok()?.split(' ').next()?.parse::<usize>().ok()))
                .and_then(|i| calls.get(i))
                .map_or("?", |c| c.as_str());
            let _ = writeln!(
                report,
                "line {k}, after {call}:\n  glibc:  {:?}\n  effigy: {:?}",
                String::from_utf8_lossy(w),
                String::from_utf8_lossy(g)
            );
            shown += 1;
            if shown == 20 {
                break;
            }
        }
        panic!("effigy run of {} ({dm}) writes other bytes than gcc's glibc:\n{report}", src.display());
    }
    if verify {
        let check = dir.join("check.c");
        std::fs::write(&check, printf_assertions(source, &expected)).unwrap();
        let (code, out) = effigy(&["verify", "--data-model", dm], &check);
        assert_eq!(code, Some(0), "effigy verify of {} ({dm}) disagrees with gcc's glibc:\n{out}", check.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn printf_family_case(model: Model, seed: u64) {
    let mut rng = Rng(seed);
    let dm = model.effigy_name();
    for k in 0..2 {
        let (source, calls) = printf_buffers_program(&mut rng, model, 200);
        check_output_against_gcc(&format!("printf-{dm}-{k}"), model, &source, &calls, true);
    }
    let (source, calls) = printf_stdout_program(&mut rng, model, 200);
    check_output_against_gcc(&format!("stdout-{dm}"), model, &source, &calls, false);
}

/// sprintf, snprintf (sizes 0, 1, 5, 64 and a null buffer), vsnprintf and vsprintf: return
/// value, every byte of the destination and what `%n` stored, through `effigy run` and (but
/// for NaNs) `effigy verify`; printf, fprintf, vprintf, puts, putchar and fputs: the bytes on
/// stdout and the return values. 600 calls, ILP32.
#[test]
fn printf_family_agrees_with_glibc_ilp32() {
    printf_family_case(Model::Ilp32, 0x5EED_0005_2345_6789);
}

/// The same in LP64 (64-bit long, size_t, ptrdiff_t).
#[test]
fn printf_family_agrees_with_glibc_lp64() {
    printf_family_case(Model::Lp64, 0x5EED_0006_2345_6789);
}

/// Every floating conversion on every special value (ties in decimal and in hexadecimal,
/// carries, extremes, subnormals, zeros, infinities, NaNs) with precisions around the
/// interesting ones and the flags that change the text: 17,850 printf calls, LP64.
#[test]
fn floating_conversions_agree_with_glibc_on_a_grid() {
    let p = |e: i32| f64::from_bits(((e + 1023) as u64) << 52);
    let values = [
        0.0,
        -0.0,
        1.0,
        0.5,
        1.5,
        2.5,
        -2.5,
        3.5,
        4.5,
        0.125,
        0.375,
        0.25,
        0.75,
        1.25,
        0.0625,
        9.5,
        15.5,
        99.5,
        999999.5,
        9999995.0,
        0.05,
        0.15,
        0.95,
        0.995,
        9.995,
        2.675,
        123.456,
        1e-5,
        2.5e-5,
        0.00009999995,
        100000.0,
        1e15,
        1e22,
        1e23,
        1e-300,
        -1.5e-300,
        1e300,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        f64::from_bits(1 << 51),
        f64::from_bits((1 << 52) - 1),
        1.0 + 8.0 * p(-8),
        1.0 + 24.0 * p(-8),
        1.0 + 0xf8 as f64 * p(-8),
        2.0 - f64::EPSILON,
        1.0 + p(-49),
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
    ];
    let mut body = String::new();
    let mut calls = Vec::new();
    for (i, &v) in values.iter().enumerate() {
        let text = double_text(v);
        body.push_str("  t = 0;\n");
        for conv in ['f', 'e', 'E', 'g', 'G', 'a', 'A'] {
            for prec in [None, Some(0), Some(1), Some(2), Some(3), Some(5), Some(13), Some(14), Some(17), Some(30)] {
                for flags in ["", "#", "+", "#0 ", "-"] {
                    let prec = prec.map_or(String::new(), |p| format!(".{p}"));
                    // Each line says its conversion: "%#12.3g: <text>|".
                    let spec = format!("%{flags}12{prec}{conv}");
                    let _ = writeln!(body, "  fputs(\"{spec}: \", stdout); t += printf(\"{spec}|\\n\", {text});");
                }
            }
        }
        let _ = writeln!(body, "  report({i}, t, d, 0);");
        calls.push(format!("printf(\"%...\", {text})"));
    }
    let source = format!("{PRINTF_PRELUDE}int main(void) {{\n  int t;\n{body}  return 0;\n}}\n");
    check_output_against_gcc("float-grid", Model::Lp64, &source, &calls, false);
}
