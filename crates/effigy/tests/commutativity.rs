//! King's commutativity (§5) and de Boer–Bonsangue's correctness and completeness, as a
//! property test: for generated programs and random inputs, the concrete interpreter's outcome
//! equals the outcome of the unique leaf of the symbolic execution tree whose path condition
//! the inputs satisfy (its return value evaluated under those inputs).

use std::fmt::Write as _;
use std::time::Duration;

use effigy_engine::{explore, Executor, ExploreOptions, Leaf, StepLimits, Terminal, Verdict};
use effigy_interp::{run, Outcome, RunConfig};
use effigy_ir::{DataModel, Program};
use effigy_smt::{eval::eval, Model, QueryOptions, QuerySolver, Z3Solver};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn small(&mut self) -> i64 {
        self.below(21) as i64 - 10
    }
}

/// A random program over three int inputs: assignments, branches, bounded loops, early
/// returns, assumptions and error calls. Division and remainder only by nonzero constants,
/// shifts only by constants below the width: no undefined behaviour.
fn generate(rng: &mut Rng) -> String {
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

/// The model giving a leaf's input symbols the concrete inputs, in read order.
fn model_of(program: &Program, leaf: &Leaf, inputs: &[i128]) -> Model {
    let mut m = Model::default();
    for (i, input) in leaf.inputs.iter().enumerate() {
        let raw = inputs.get(i).copied().unwrap_or(0);
        let it = program.types.scalar_int(input.ty).unwrap();
        m.values.insert(input.symbol, ((raw as u64) & it.mask()) as i128);
    }
    m
}

#[test]
fn interpreter_and_symbolic_leaves_commute() {
    let dir = std::env::temp_dir().join(format!("effigy-commute-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = String::new();
    let mut checked = 0;
    let mut leaves = 0;
    let mut outcomes = std::collections::HashSet::new();
    for n in 0..40 {
        let source = generate(&mut rng);
        let path = dir.join(format!("gen{n}.c"));
        std::fs::write(&path, &source).unwrap();
        let options = effigy_c::Options { data_model: DataModel::Ilp32, ..Default::default() };
        let program = effigy_c::lower_file(&path, &options).unwrap_or_else(|d| panic!("{d:?}\n{source}"));
        let solver = QuerySolver::new(Z3Solver::new(Some(Duration::from_secs(20))), QueryOptions::default());
        let mut ex = Executor::new(&program, solver, StepLimits::default());
        let main = program.function_by_name("main").unwrap();
        let initial = ex.initial_state(main, &[]).unwrap();
        let opts = ExploreOptions { stop_at_first_error: false, timeout: Some(Duration::from_secs(60)), ..Default::default() };
        let result = explore(&mut ex, initial, &opts);
        leaves += result.leaves.len();
        if let Verdict::Unknown(r) = &result.verdict {
            // Generated programs have no undefined behaviour and finite trees.
            let _ = writeln!(failures, "gen{n}: incomplete tree: {r}\n{source}");
            continue;
        }
        for _ in 0..25 {
            let inputs: Vec<i128> =
                (0..3).map(|_| if rng.below(2) == 0 { rng.small() as i128 } else { rng.next() as u32 as i32 as i128 }).collect();
            let concrete = run(&program, &RunConfig { inputs: inputs.clone(), ..Default::default() }).outcome;
            let matching: Vec<&Leaf> = result
                .leaves
                .iter()
                .filter(|l| {
                    let m = model_of(&program, l, &inputs);
                    l.path_condition.iter().all(|&c| eval(&ex.terms, c, &m) == Some(1))
                })
                .collect();
            checked += 1;
            if matching.len() != 1 {
                let _ = writeln!(failures, "gen{n} inputs {inputs:?}: {} leaves match\n{source}", matching.len());
                continue;
            }
            let leaf = matching[0];
            let m = model_of(&program, leaf, &inputs);
            let symbolic = match &leaf.terminal {
                Terminal::Returned(Some(t)) => eval(&ex.terms, *t, &m).map(|v| format!("return {}", v as u32 as i32)),
                Terminal::Error(..) => Some("error".into()),
                Terminal::AssumeViolated(_) => Some("assume-violated".into()),
                other => Some(format!("{other:?}")),
            };
            let concrete = match concrete {
                Outcome::Returned(Some(v)) => format!("return {v}"),
                Outcome::Error { .. } => "error".into(),
                Outcome::AssumeViolated { .. } => "assume-violated".into(),
                other => format!("{other:?}"),
            };
            outcomes.insert(concrete.split(' ').next().unwrap().to_string());
            if symbolic.as_deref() != Some(concrete.as_str()) {
                let _ = writeln!(failures, "gen{n} inputs {inputs:?}: interpreter `{concrete}`, leaf `{symbolic:?}`\n{source}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{failures}");
    assert_eq!(checked, 40 * 25);
    // The property is only as strong as the trees are varied.
    assert!(leaves >= 200, "only {leaves} leaves in 40 programs");
    assert!(outcomes.len() >= 3, "outcomes seen: {outcomes:?}");
}
