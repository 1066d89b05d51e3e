//! King's commutativity (§5) and de Boer–Bonsangue's correctness and completeness, as a
//! property test: for generated programs and random inputs, the concrete interpreter's outcome
//! equals the outcome of the unique leaf of the symbolic execution tree whose path condition
//! the inputs satisfy (its return value evaluated under those inputs).

use std::fmt::Write as _;
use std::time::Duration;

use effigy_engine::{explore, Executor, ExploreOptions, Leaf, StepLimits, Terminal, Verdict};
use effigy_interp::{run, Outcome, RunConfig};
use effigy_ir::Program;
use effigy_smt::{eval::eval, Model, QueryOptions, QuerySolver, Z3Solver};

mod common;
use common::{generate, lower_generated, Rng};

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
    let mut leaves = 0;
    // Leaves that some concrete input drove the interpreter through: the property is only
    // as strong as the inputs reach the tree's paths.
    let mut covered = std::collections::HashSet::new();
    let mut outcomes = std::collections::HashSet::new();
    for n in 0..40 {
        let source = generate(&mut rng);
        let program = lower_generated(&dir, n, &source);
        let solver = QuerySolver::new(Z3Solver::new(Some(Duration::from_secs(20))), QueryOptions::default());
        let mut ex = Executor::new(&program, solver, StepLimits::default());
        let main = program.function_by_name("main").unwrap();
        let initial = ex.initial_state(main, &[]).unwrap();
        // Generated programs have finite trees: no wall-clock budget that load could change.
        let opts = ExploreOptions { stop_at_first_error: false, ..Default::default() };
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
            if matching.len() != 1 {
                let _ = writeln!(failures, "gen{n} inputs {inputs:?}: {} leaves match\n{source}", matching.len());
                continue;
            }
            let leaf = matching[0];
            covered.insert((n, leaf.path.clone()));
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
    assert!(covered.len() >= 120, "the inputs drove the interpreter through only {} distinct leaves", covered.len());
    // The property is only as strong as the trees are varied.
    assert!(leaves >= 200, "only {leaves} leaves in 40 programs");
    assert!(outcomes.len() >= 3, "outcomes seen: {outcomes:?}");
}
