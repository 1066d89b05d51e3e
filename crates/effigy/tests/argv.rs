//! Programs whose `main(argc, argv)` reads its command line (`tests/argv/*.c`): each file's
//! `// verify: ARGS => WANT` lines say what `effigy verify ARGS` must answer under every engine
//! (see `corpus::verify_lines`). argc alone is any value (a proof covers every command line);
//! arguments are searched within `--sym-args`' bounds (or the default), so that a FALSE comes
//! with the command line gcc's program is run with, and no bounded search answers TRUE.

use std::path::PathBuf;

mod corpus;
use corpus::root;

#[test]
fn command_lines_are_inputs_and_bounded_searches_prove_nothing() {
    let dir = root().join("tests/argv");
    let cases: Vec<(PathBuf, PathBuf)> = corpus::programs("tests/argv", 5).into_iter().map(|f| (dir.clone(), f)).collect();
    let (runs, failures) = corpus::verify_lines(&cases);
    assert!(runs >= 20);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}

/// `replay` of a `verify --json` counterexample gives gcc's program the same command line (the
/// JSON carries the model), and `--witness` says why there is none.
#[test]
fn a_counterexample_command_line_replays_from_its_json() {
    let dir = root().join("tests/argv");
    let json = std::env::temp_dir().join(format!("effigy-argv-{}.json", std::process::id()));
    let effigy = |args: &[&str]| std::process::Command::new(env!("CARGO_BIN_EXE_effigy")).current_dir(&dir).args(args).output().unwrap();
    let witness = std::env::temp_dir().join(format!("effigy-argv-{}.yml", std::process::id()));
    let out =
        effigy(&["verify", "option_bug.c", "--engine", "symex", "--json", json.to_str().unwrap(), "--witness", witness.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(10), "{stdout}");
    // The solver's model picks the second argument's bytes after its 'Z'.
    assert!(stdout.contains("command line: option_bug -x "), "{stdout}");
    assert!(stdout.contains("No witness: the counterexample gives main a command line"), "{stdout}");
    let value: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let cl = &value["counterexample"]["command_line"];
    assert_eq!(cl["argv"][0], "option_bug", "{cl}");
    assert_eq!(cl["argv"][1], "-x", "{cl}");
    assert!(cl["argv"][2].as_str().is_some_and(|a| a.starts_with('Z')), "{cl}");
    assert_eq!(cl["argv"].as_array().map(Vec::len), Some(3), "{cl}");
    assert_eq!(cl["model"]["sym_args"], serde_json::json!([0, 2, 8]), "{cl}");
    let out = effigy(&["replay", "option_bug.c", "--inputs", json.to_str().unwrap()]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "outcome: error");
    let _ = std::fs::remove_file(&json);
    let _ = std::fs::remove_file(&witness);
}

/// The README's walk-through: `examples/rpn.c`'s two bugs, each found with the command line that
/// triggers it and confirmed by a sanitizer on gcc's program.
#[test]
fn the_calculator_example_has_the_two_bugs_the_readme_shows() {
    for (args, verdict, line) in [
        (
            &["--property", "runtime-errors", "--sym-args", "0", "3", "1"][..],
            "FALSE(no-division-by-zero)",
            "confirmed by execution: UndefinedBehaviorSanitizer: division by zero",
        ),
        (
            &["--property", "valid-memsafety", "--sym-args", "5", "5", "1"][..],
            "FALSE(valid-deref)",
            "confirmed by execution: AddressSanitizer: stack-buffer-overflow",
        ),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
            .current_dir(root())
            .args(["verify", "examples/rpn.c"])
            .args(args)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("Verification result: {verdict}")), "{args:?}:\n{stdout}");
        assert!(stdout.contains(line), "{args:?}:\n{stdout}");
        assert!(stdout.contains("  command line: rpn "), "{args:?}:\n{stdout}");
    }
}

/// `explore` gives `main(argc, argv)` its command line as `verify` does (the options', else the
/// default), says which, and refuses a second way to give main its arguments.
#[test]
fn explore_starts_main_with_its_command_line() {
    let dir = root().join("tests/argv");
    let effigy = |args: &[&str]| std::process::Command::new(env!("CARGO_BIN_EXE_effigy")).current_dir(&dir).args(args).output().unwrap();
    let out = effigy(&["explore", "argc_only.c"]);
    let text = String::from_utf8_lossy(&out.stdout);
    // A leaf reaches the error: exit status 10, as verify's FALSE.
    assert_eq!(out.status.code(), Some(10), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.starts_with("Command line: argc is any value from 0 (argv is never read)\n"), "{text}");
    assert!(text.contains("The execution tree is complete; an error is reachable."), "{text}");
    let out = effigy(&["explore", "option_bug.c", "--sym-args", "2", "2", "2"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("Command line: option_bug, then 2 symbolic arguments of at most 2 bytes\n"), "{text}");
    // The error leaf's example command line: "-x" then an argument starting with 'Z'.
    let error_row = text.lines().find(|l| l.contains(" error ")).unwrap_or_else(|| panic!("no error leaf: {text}"));
    assert!(error_row.contains("argv[1][0] = 45 ∧ argv[1][1] = 120"), "{error_row}");
    assert!(error_row.contains("argv[2][0] = 90"), "{error_row}");
    let out = effigy(&["explore", "option_bug.c", "--arg", "-x", "--args", "1, 0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("the arguments of main are given twice"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
