//! The program transformations the engines run on change no behaviour. Inlining
//! (`effigy_ir::inline`, for k-induction): every program of the corpora whose `main` calls a
//! function once runs, inlined, as it runs whole — the same outcome (return value, error,
//! abort, exit status, undefined behaviour and where) and the same output — on several input
//! vectors, in the concrete interpreter. Promotion of stack blocks to variables
//! (`effigy_ir::promote`, for every engine of `verify`): likewise for every program with a
//! block it promotes. Loop acceleration (`effigy_ir::accelerate`, for bounded model
//! checking): the interpreter takes 0 for the jump's arbitrary choice, so an accelerated
//! program without its jumps runs as the original, and the IR's verifier accepts it.

use effigy_interp::{run, Outcome, RunConfig};
use effigy_ir::DataModel;

mod corpus;

/// Runs every corpus program that `transform` changes, and its transformed version, on several
/// input vectors in the interpreter. Returns how many programs were transformed, how many runs
/// were compared (those that ended within the step limit) and the differences.
fn compare_transformed(mut transform: impl FnMut(&effigy_ir::Program) -> Option<effigy_ir::Program>) -> (usize, usize, Vec<String>) {
    let (mut programs, mut compared, mut failures) = (0, 0, Vec::new());
    for dir in ["tests/corpus", "tests/engines", "tests/soundness", "tests/properties"] {
        for path in corpus::programs(dir, 10) {
            let options = effigy_c::Options { data_model: DataModel::Ilp32, ..Default::default() };
            let Ok(program) = effigy_c::lower_file(&path, &options) else { continue };
            let Some(changed) = transform(&program) else { continue };
            programs += 1;
            for inputs in [vec![], vec![1; 8], vec![-1; 8], vec![7, 3, 0, 42, -5, 2, 100, 9], vec![2147483647; 8]] {
                let config = RunConfig { inputs: inputs.clone(), max_steps: 200_000, record_path: false, ..Default::default() };
                let whole = run(&program, &config);
                let flat = run(&changed, &config);
                if matches!(whole.outcome, Outcome::Limit(_)) || matches!(flat.outcome, Outcome::Limit(_)) {
                    continue;
                }
                compared += 1;
                let (a, b) = (whole.outcome.describe(&program), flat.outcome.describe(&changed));
                if a != b || whole.output != flat.output {
                    failures.push(format!("{} on {inputs:?}: {a} original, {b} transformed", path.display()));
                }
            }
        }
    }
    (programs, compared, failures)
}

#[test]
fn inlined_programs_behave_as_the_originals() {
    let (_, compared, failures) = compare_transformed(|program| {
        let main = program.function_by_name("main")?;
        Some(effigy_ir::inline::inline_single_calls(program, main)?.program)
    });
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    assert!(compared >= 100, "only {compared} runs compared");
}

#[test]
fn promoted_programs_behave_as_the_originals() {
    let (promoted_programs, compared, failures) = compare_transformed(effigy_ir::promote::promote_stack_blocks);
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    assert!(promoted_programs >= 3, "only {promoted_programs} programs have blocks to promote");
    assert!(compared >= 10, "only {compared} runs compared");
}

#[test]
fn accelerated_programs_without_their_jumps_behave_as_the_originals() {
    let mut rejected = Vec::new();
    let (accelerated, compared, failures) = compare_transformed(|program| {
        let a = effigy_ir::accelerate::accelerate_loops(program)?;
        if let Err(errors) = effigy_ir::verify::verify_program(&a.program) {
            rejected.push(errors.join("; "));
        }
        Some(a.program)
    });
    assert!(rejected.is_empty(), "the IR verifier rejects accelerated programs:\n{}", rejected.join("\n"));
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    assert!(accelerated >= 10, "only {accelerated} programs have loops to accelerate");
    assert!(compared >= 50, "only {compared} runs compared");
}
