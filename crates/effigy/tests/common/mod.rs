//! Shared by the property tests: random C programs (without undefined behaviour, or, for the
//! properties, with the violations they check).
#![allow(dead_code)] // each test binary uses its own part

use std::fmt::Write as _;
use std::path::Path;

use effigy_ir::{DataModel, Program};

/// Writes the `n`-th generated program to `dir` and lowers it (ILP32).
pub fn lower_generated(dir: &Path, n: usize, source: &str) -> Program {
    let path = dir.join(format!("gen{n}.c"));
    std::fs::write(&path, source).unwrap();
    let options = effigy_c::Options { data_model: DataModel::Ilp32, ..Default::default() };
    effigy_c::lower_file(&path, &options).unwrap_or_else(|d| panic!("{d:?}\n{source}"))
}

pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn small(&mut self) -> i64 {
        self.below(21) as i64 - 10
    }
}

/// A random program over three int inputs: assignments, branches, bounded loops, early
/// returns, assumptions and error calls. Division and remainder only by nonzero constants,
/// shifts only by constants below the width: no undefined behaviour.
pub fn generate(rng: &mut Rng) -> String {
    let mut body = String::new();
    fn expr(rng: &mut Rng, depth: u32) -> String {
        let vars = ["a", "b", "c", "t"];
        if depth == 0 || rng.below(3) == 0 {
            return if rng.below(3) == 0 { format!("{}", rng.small()) } else { vars[rng.below(4) as usize].to_string() };
        }
        let x = expr(rng, depth - 1);
        match rng.below(10) {
            0 => format!("({x} + {})", expr(rng, depth - 1)),
            1 => format!("({x} - {})", expr(rng, depth - 1)),
            2 => format!("({x} * {})", expr(rng, depth - 1)),
            3 => format!("({x} & {})", expr(rng, depth - 1)),
            4 => format!("({x} ^ {})", expr(rng, depth - 1)),
            5 => format!("({x} / {})", [3, -2, 7][rng.below(3) as usize]),
            6 => format!("({x} % {})", [4, -3, 5][rng.below(3) as usize]),
            7 => format!("((unsigned){x} >> {})", rng.below(31)),
            8 => format!("({x} < {} ? {x} : {})", expr(rng, depth - 1), expr(rng, depth - 1)),
            _ => format!("(-({x}))"),
        }
    }
    fn cond(rng: &mut Rng) -> String {
        let ops = ["<", "<=", "==", "!=", ">", ">="];
        let c = format!("{} {} {}", expr(rng, 1), ops[rng.below(6) as usize], expr(rng, 1));
        match rng.below(5) {
            0 => format!("{c} && {}", expr(rng, 1)),
            1 => format!("{c} || (unsigned){} < 5u", expr(rng, 1)),
            _ => c,
        }
    }
    fn block(rng: &mut Rng, out: &mut String, depth: u32, indent: &str) {
        let n = 1 + rng.below(3);
        for _ in 0..n {
            match rng.below(if depth == 0 { 2 } else { 8 }) {
                0 | 1 => {
                    let v = ["a", "b", "c", "t"][rng.below(4) as usize];
                    let _ = writeln!(out, "{indent}{v} = {};", expr(rng, 2));
                }
                2 | 3 => {
                    let _ = writeln!(out, "{indent}if ({}) {{", cond(rng));
                    block(rng, out, depth - 1, &format!("{indent}  "));
                    let _ = writeln!(out, "{indent}}} else {{");
                    block(rng, out, depth - 1, &format!("{indent}  "));
                    let _ = writeln!(out, "{indent}}}");
                }
                4 => {
                    let _ = writeln!(out, "{indent}for (int i = 0; i < {}; i++) {{", 1 + rng.below(3));
                    block(rng, out, depth - 1, &format!("{indent}  "));
                    let _ = writeln!(out, "{indent}}}");
                }
                5 => {
                    let _ = writeln!(out, "{indent}if ({}) return {};", cond(rng), expr(rng, 1));
                }
                6 => {
                    let _ = writeln!(out, "{indent}if ({}) reach_error();", cond(rng));
                }
                _ => {
                    let _ = writeln!(out, "{indent}__VERIFIER_assume({});", cond(rng));
                }
            }
        }
    }
    block(rng, &mut body, 3, "  ");
    format!(
        "extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nvoid reach_error(void) {{}}\n\
         int main(void) {{\n  int a = __VERIFIER_nondet_int();\n  int b = __VERIFIER_nondet_int();\n  int c = __VERIFIER_nondet_int();\n  int t = 0;\n{body}  return {};\n}}\n",
        expr(rng, 2)
    )
}

/// A random program for the memory-safety properties: a stack array, a zeroed heap block and
/// pointers into both over two small inputs; stores and loads at indices that may be one past
/// the end, `free` on some paths (so later accesses may be to a freed block and a second `free`
/// a double free), blocks replaced while still referenced or not (leaks), and a final `free` on
/// some paths (memcleanup). No arithmetic overflows; contents are never indeterminate.
pub fn generate_memory(rng: &mut Rng) -> String {
    fn value(rng: &mut Rng) -> String {
        match rng.below(6) {
            0 => "a".into(),
            1 => "b".into(),
            2 => format!("(a + {})", rng.small()),
            3 => "(a ^ b)".into(),
            4 => "(a & 7)".into(),
            _ => format!("{}", rng.small()),
        }
    }
    fn index(rng: &mut Rng) -> String {
        match rng.below(8) {
            0 => "(a & 3)".into(),
            1 => "(b & 3)".into(),
            2 => "(a & 4)".into(),
            3 => "4".into(),
            _ => format!("{}", rng.below(4)),
        }
    }
    fn cond(rng: &mut Rng) -> String {
        let ops = ["<", "<=", "==", "!=", ">", ">="];
        format!("{} {} {}", ["a", "b", "(a + b)"][rng.below(3) as usize], ops[rng.below(6) as usize], rng.small() / 2)
    }
    fn block(rng: &mut Rng, out: &mut String, depth: u32, indent: &str) {
        for _ in 0..1 + rng.below(3) {
            match rng.below(if depth == 0 { 4 } else { 11 }) {
                0 => {
                    let _ = writeln!(out, "{indent}p = {};", ["s", "h", "g", "s + 1", "h + 2"][rng.below(5) as usize]);
                }
                1 => {
                    let _ = writeln!(out, "{indent}p[{}] = {};", index(rng), value(rng));
                }
                2 => {
                    let _ = writeln!(out, "{indent}a = p[{}];", index(rng));
                }
                3 => {
                    let _ = writeln!(out, "{indent}b = {};", value(rng));
                }
                4 | 5 => {
                    let _ = writeln!(out, "{indent}if ({}) {{", cond(rng));
                    block(rng, out, depth - 1, &format!("{indent}  "));
                    let _ = writeln!(out, "{indent}}} else {{");
                    block(rng, out, depth - 1, &format!("{indent}  "));
                    let _ = writeln!(out, "{indent}}}");
                }
                6 => {
                    let _ = writeln!(out, "{indent}if ({}) free(h);", cond(rng));
                }
                7 => {
                    let _ = writeln!(out, "{indent}if ({}) {{ h = calloc(4, sizeof(int)); if (!h) return 0; }}", cond(rng));
                }
                8 => {
                    let _ = writeln!(out, "{indent}g = {};", ["h", "0", "s"][rng.below(3) as usize]);
                }
                9 => {
                    let _ = writeln!(out, "{indent}for (int i = 0; i < {}; i++) p[i] = i + a;", 2 + rng.below(4));
                }
                _ => {
                    let _ = writeln!(out, "{indent}if ({}) return 0;", cond(rng));
                }
            }
        }
    }
    let mut body = String::new();
    block(rng, &mut body, 3, "  ");
    let end = match rng.below(3) {
        0 => "  free(h);\n".to_string(),
        1 => format!("  if ({}) free(h);\n", cond(rng)),
        _ => String::new(),
    };
    format!(
        "#include <stdlib.h>\nextern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\n\
         int main(void) {{\n  int a = __VERIFIER_nondet_int();\n  int b = __VERIFIER_nondet_int();\n  \
         __VERIFIER_assume(a >= -8 && a <= 8 && b >= -8 && b <= 8);\n  int s[4] = {{1, 2, 3, 4}};\n  \
         int *h = calloc(4, sizeof(int));\n  if (!h) return 0;\n  int *g = h;\n  int *p = s;\n{body}{end}  return 0;\n}}\n"
    )
}

/// A random program for `no-overflow`: [`generate`]'s arithmetic over unconstrained inputs,
/// without its error calls (which that property does not ask about).
pub fn generate_overflow(rng: &mut Rng) -> String {
    generate(rng).replace("reach_error();", "a = 0;")
}
