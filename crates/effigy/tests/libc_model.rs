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
//! every argument from EOF to 255, through glibc's <ctype.h> macros (which read the table
//! `__ctype_b_loc` returns) and as functions. `<math.h>` and float arithmetic are checked on
//! special and random doubles, bit for bit (NaNs as NaNs: C leaves their bits unspecified).

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

const PRELUDE: &str = "#include <string.h>\n#include <stdlib.h>\n#include <ctype.h>\n#include <math.h>\nextern void reach_error(void);\n\
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

fn gcc_values(dir: &Path, checks: &Checks) -> Vec<i64> {
    let src = dir.join("print.c");
    std::fs::write(&src, program(checks, None)).unwrap();
    let exe = dir.join("print");
    let out = Command::new("gcc")
        .args(["-m32", "-std=gnu11", "-w", "-fno-builtin", "-msse2", "-mfpmath=sse", "-ffp-contract=off", "-o"])
        .arg(&exe)
        .arg(&src)
        .arg("-lm")
        .output()
        .expect("gcc runs (the tests need gcc with -m32 support)");
    assert!(out.status.success(), "gcc: {}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().expect("the program runs");
    assert!(run.status.success());
    let values: Vec<i64> = String::from_utf8_lossy(&run.stdout).lines().map(|l| l.trim().parse().expect("a number")).collect();
    assert_eq!(values.len(), checks.values.len(), "gcc's program printed a value per check");
    values
}

fn effigy(args: &[&str], file: &Path) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).arg(file).output().expect("effigy runs");
    (out.status.code(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

fn check_against_gcc(name: &str, checks: Checks) {
    let dir = scratch(name);
    let expected = gcc_values(&dir, &checks);
    let src = dir.join("check.c");
    std::fs::write(&src, program(&checks, Some(&expected))).unwrap();
    let (code, out) = effigy(&["run"], &src);
    assert_eq!(code, Some(0), "effigy run of {} disagrees with gcc's libc:\n{out}", src.display());
    assert!(out.contains("outcome: return 0"), "{out}");
    let (code, out) = effigy(&["verify"], &src);
    assert_eq!(code, Some(0), "effigy verify of {} disagrees with gcc's libc:\n{out}", src.display());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn string_functions_agree_with_gcc() {
    let mut rng = Rng(0x5EED_0001_2345_6789);
    check_against_gcc("strings", strings_program(&mut rng, 40));
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
