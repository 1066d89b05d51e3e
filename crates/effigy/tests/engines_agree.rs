//! The engines never disagree with exhaustive symbolic execution: on generated programs (finite
//! trees, no undefined behaviour) every configuration of `--engine cegar`, bounded model
//! checking, k-induction and the `auto` portfolio give the verdict of tree exploration, and each
//! of their counterexamples drives the concrete interpreter into the error.

use std::fmt::Write as _;
use std::time::Duration;

use effigy_engine::cegar::{ConstraintPrecision, InterpolationOrder, MergeOperator, PrefixPreference, StopOperator, Traversal};
use effigy_engine::{bmc, cegar, explore, kind, BmcOptions, CegarOptions, Executor, ExploreOptions, KindOptions, StepLimits, Verdict};
use effigy_interp::{run, Outcome, RunConfig};
use effigy_ir::Program;
use effigy_smt::{QueryOptions, QuerySolver, Z3Solver};

mod common;
use common::{generate, lower_generated, Rng};

fn executor(program: &Program) -> Executor<'_, Z3Solver> {
    let solver = QuerySolver::new(Z3Solver::new(Some(Duration::from_secs(20))), QueryOptions::default());
    Executor::new(program, solver, StepLimits::default())
}

fn name(v: &Verdict) -> &'static str {
    match v {
        Verdict::True => "TRUE",
        Verdict::False(_) => "FALSE",
        Verdict::Unknown(_) => "UNKNOWN",
    }
}

fn configurations() -> Vec<(&'static str, CegarOptions)> {
    // Budgets of expansions and of CPU time (the engines count CPU time), not of wall-clock
    // time: load must not change the results.
    let d = CegarOptions { max_expansions: Some(5_000), timeout: Some(Duration::from_secs(30)), ..Default::default() };
    vec![
        ("default", d.clone()),
        ("values-first", CegarOptions { interpolation: InterpolationOrder::ValuesFirst, ..d.clone() }),
        ("values-only", CegarOptions { interpolation: InterpolationOrder::ValuesOnly, ..d.clone() }),
        ("locations", CegarOptions { constraint_precision: ConstraintPrecision::Locations, ..d.clone() }),
        ("implication", CegarOptions { stop: StopOperator::Implication, ..d.clone() }),
        ("restart-root", CegarOptions { lazy: false, ..d.clone() }),
        ("prefix-none", CegarOptions { prefix: PrefixPreference::None, ..d.clone() }),
        ("prefix-shortest", CegarOptions { prefix: PrefixPreference::Shortest, ..d.clone() }),
        ("prefix-longest", CegarOptions { prefix: PrefixPreference::Longest, ..d.clone() }),
        ("prefix-domain-good-long", CegarOptions { prefix: PrefixPreference::DomainGoodLong, ..d.clone() }),
        ("prefix-pivot-shallow", CegarOptions { prefix: PrefixPreference::PivotShallow, ..d.clone() }),
        ("prefix-pivot-deep", CegarOptions { prefix: PrefixPreference::PivotDeep, ..d.clone() }),
        ("plain", CegarOptions { definite_assignments: false, simplify_independent: false, ..d.clone() }),
        ("bfs", CegarOptions { traversal: Traversal::Bfs, ..d.clone() }),
        ("full-precision", CegarOptions { refinement: false, ..d.clone() }),
        ("full-precision-join", CegarOptions { refinement: false, merge: MergeOperator::Join, ..d.clone() }),
    ]
}

#[test]
fn cegar_agrees_with_exhaustive_symbolic_execution() {
    // Term evaluation (model reuse) recurses over term depth, as in the binary's command thread.
    let result = std::thread::Builder::new().stack_size(1 << 30).spawn(agree).unwrap().join().unwrap();
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// Each program runs under the default configuration and one other (in turn), so that every
/// configuration sees several programs while the test stays within a few minutes;
/// `EFFIGY_AGREE_ALL=1` runs every configuration on every program.
fn agree() -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("effigy-agree-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut failures = String::new();
    let mut seen = std::collections::HashMap::new();
    let mut refinements = 0;
    let mut runs = 0;
    let mut unknown = Vec::new();
    for n in 0..40 {
        let source = generate(&mut rng);
        let program = lower_generated(&dir, n, &source);
        let main = program.function_by_name("main").unwrap();
        let mut ex = executor(&program);
        let initial = ex.initial_state(main, &[]).unwrap();
        // Generated programs have finite trees: no wall-clock budget that load could change.
        let opts = ExploreOptions { stop_at_first_error: true, ..Default::default() };
        let expected = explore(&mut ex, initial, &opts).verdict;
        if matches!(expected, Verdict::Unknown(_)) {
            let _ = writeln!(failures, "gen{n}: exploration did not finish: {expected:?}\n{source}");
            continue;
        }
        *seen.entry(name(&expected)).or_insert(0) += 1;
        let all = configurations();
        let chosen =
            if std::env::var_os("EFFIGY_AGREE_ALL").is_some() { all } else { vec![all[0].clone(), all[1 + n % (all.len() - 1)].clone()] };
        for (config, options) in chosen {
            let mut ex = executor(&program);
            let initial = ex.initial_state(main, &[]).unwrap();
            let result = cegar(&mut ex, initial, options);
            refinements += result.stats.refinements;
            runs += 1;
            if let Verdict::Unknown(why) = &result.verdict {
                // Not a disagreement, but the property says nothing then: few are allowed.
                unknown.push(format!("gen{n} [{config}]: {why}"));
                continue;
            }
            if name(&result.verdict) != name(&expected) {
                let _ = writeln!(failures, "gen{n} [{config}]: cegar {:?}, exploration {}\n{source}", result.verdict, name(&expected));
                continue;
            }
            if let Verdict::False(cex) = &result.verdict {
                let inputs: Vec<i128> = cex.inputs.iter().map(|i| i.value).collect();
                let outcome = run(&program, &RunConfig { inputs: inputs.clone(), ..Default::default() }).outcome;
                if !matches!(outcome, Outcome::Error { .. }) {
                    let _ = writeln!(failures, "gen{n} [{config}]: counterexample {inputs:?} gives {outcome:?}\n{source}");
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if !failures.is_empty() {
        return Err(failures);
    }
    if unknown.len() * 10 > runs {
        return Err(format!("{} of {runs} CEGAR runs gave UNKNOWN:\n{}", unknown.len(), unknown.join("\n")));
    }
    // The property is only as strong as the programs are varied.
    if seen.get("TRUE").copied().unwrap_or(0) < 5 || seen.get("FALSE").copied().unwrap_or(0) < 5 {
        return Err(format!("verdicts: {seen:?}"));
    }
    if refinements < 40 {
        return Err(format!("only {refinements} refinements"));
    }
    Ok(())
}

#[test]
fn bmc_kind_and_auto_agree_with_exhaustive_symbolic_execution() {
    let result = std::thread::Builder::new().stack_size(1 << 30).spawn(agree_bounded).unwrap().join().unwrap();
    if let Err(e) = result {
        panic!("{e}");
    }
}

/// Bounded model checking and k-induction on every generated program, the binary's `auto`
/// portfolio on every fourth (it runs the others again).
fn agree_bounded() -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("effigy-agree-bounded-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = String::new();
    let mut seen = std::collections::HashMap::new();
    let mut unknown = Vec::new();
    let mut runs = 0;
    for n in 0..40 {
        let source = generate(&mut rng);
        let program = lower_generated(&dir, n, &source);
        let main = program.function_by_name("main").unwrap();
        let mut ex = executor(&program);
        let initial = ex.initial_state(main, &[]).unwrap();
        let opts = ExploreOptions { stop_at_first_error: true, ..Default::default() };
        let expected = explore(&mut ex, initial, &opts).verdict;
        if matches!(expected, Verdict::Unknown(_)) {
            let _ = writeln!(failures, "gen{n}: exploration did not finish: {expected:?}\n{source}");
            continue;
        }
        *seen.entry(name(&expected)).or_insert(0) += 1;
        let mut verdicts = Vec::new();
        {
            let mut ex = executor(&program);
            let initial = ex.initial_state(main, &[]).unwrap();
            let options = BmcOptions { timeout: Some(Duration::from_secs(60)), ..Default::default() };
            verdicts.push(("bmc", bmc(&mut ex, initial, &options).verdict));
        }
        {
            let mut ex = executor(&program);
            let initial = ex.initial_state(main, &[]).unwrap();
            let options = KindOptions { timeout: Some(Duration::from_secs(60)), ..Default::default() };
            verdicts.push(("kind", kind(&mut ex, initial, &options).verdict));
        }
        for (engine, verdict) in verdicts {
            runs += 1;
            if let Verdict::Unknown(why) = &verdict {
                unknown.push(format!("gen{n} [{engine}]: {why}"));
                continue;
            }
            if name(&verdict) != name(&expected) {
                let _ = writeln!(failures, "gen{n} [{engine}]: {verdict:?}, exploration {}\n{source}", name(&expected));
                continue;
            }
            if let Verdict::False(cex) = &verdict {
                let inputs: Vec<i128> = cex.inputs.iter().map(|i| i.value).collect();
                let outcome = run(&program, &RunConfig { inputs: inputs.clone(), ..Default::default() }).outcome;
                if !matches!(outcome, Outcome::Error { .. }) {
                    let _ = writeln!(failures, "gen{n} [{engine}]: counterexample {inputs:?} gives {outcome:?}\n{source}");
                }
            }
        }
        if n % 4 == 0 {
            let file = dir.join(format!("gen{n}.c"));
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
                .args([
                    "verify",
                    file.to_str().unwrap(),
                    "--engine",
                    "auto",
                    "--timeout",
                    "60",
                    "--data-model",
                    "ILP32",
                    "--signed-overflow",
                    "wrap",
                ])
                .output()
                .expect("effigy runs");
            let text = String::from_utf8_lossy(&out.stdout);
            let want = match name(&expected) {
                "TRUE" => 0,
                _ => 10,
            };
            if out.status.code() != Some(want) {
                let _ =
                    writeln!(failures, "gen{n} [auto]: exit {:?}, exploration {}\n{text}\n{source}", out.status.code(), name(&expected));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if !failures.is_empty() {
        return Err(failures);
    }
    if unknown.len() * 10 > runs {
        return Err(format!("{} of {runs} bmc/kind runs gave UNKNOWN:\n{}", unknown.len(), unknown.join("\n")));
    }
    if seen.get("TRUE").copied().unwrap_or(0) < 5 || seen.get("FALSE").copied().unwrap_or(0) < 5 {
        return Err(format!("verdicts: {seen:?}"));
    }
    Ok(())
}
