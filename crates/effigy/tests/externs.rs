//! Unknown external functions (`tests/externs/*.c`): functions a program declares and calls but
//! does not define, and that effigy does not model. Each program's header says what every
//! engine must answer by default (`// default:`: a call may change any object and global) and
//! with `--assume-pure-externs` (`// pure:`: only what its pointer arguments lead to) — TRUE,
//! FALSE or UNKNOWN, never more than the program's C semantics allow whatever the function
//! does. A FALSE is confirmed by gcc with stubs for the functions the C library lacks; one
//! warning per function names it.

use std::path::PathBuf;
use std::process::Command;

mod corpus;
use corpus::{header, root};

#[test]
fn engines_assume_no_more_of_unknown_externals_than_their_options_say() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/externs"))
        .expect("tests/externs")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= 6);
    let mut failures = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        for (key, flag) in [("default", None), ("pure", Some("--assume-pure-externs"))] {
            let want = header(&source, key).unwrap_or_else(|| panic!("{}: no `// {key}:` header", path.display()));
            for engine in ["symex", "bmc", "kind", "cegar"] {
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_effigy"));
                cmd.args(["verify", path.to_str().unwrap(), "--engine", engine, "--timeout", "10"]);
                cmd.args(flag);
                let out = cmd.output().expect("effigy runs");
                let stdout = String::from_utf8_lossy(&out.stdout);
                let stderr = String::from_utf8_lossy(&out.stderr);
                let got = match out.status.code() {
                    Some(0) => "TRUE",
                    Some(10) => "FALSE",
                    Some(20) => "UNKNOWN",
                    other => {
                        failures.push(format!("{} [{engine} {key}]: exit {other:?}\n{stdout}{stderr}", path.display()));
                        continue;
                    }
                };
                if got != want {
                    failures.push(format!("{} [{engine} {key}]: {got}, the header says {want}\n{stdout}", path.display()));
                }
                if got == "FALSE" && !stdout.contains("confirmed by execution: the program compiled by gcc reaches the error") {
                    failures.push(format!("{} [{engine} {key}]: FALSE without gcc's confirmation\n{stdout}", path.display()));
                }
                let warnings = stderr.lines().filter(|l| l.contains("warning:") && l.contains("has no definition")).count();
                if warnings != 1 {
                    failures
                        .push(format!("{} [{engine} {key}]: {warnings} warnings about the external function\n{stderr}", path.display()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The interpreter runs an unknown external function as the replay's stub does: its result is
/// the next input, and it changes nothing.
#[test]
fn run_gives_an_unknown_external_functions_result_from_the_inputs() {
    let path = root().join("tests/externs/result_is_input.c");
    for (inputs, reached) in [("42", true), ("41", false)] {
        let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(["run", path.to_str().unwrap(), "--inputs", inputs])
            .output()
            .expect("effigy runs");
        let text = String::from_utf8_lossy(&out.stderr);
        assert_eq!(text.contains("outcome: error"), reached, "inputs {inputs}: {text}");
    }
}
