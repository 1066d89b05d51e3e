//! Shared by the property tests: random C programs without undefined behaviour.

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
