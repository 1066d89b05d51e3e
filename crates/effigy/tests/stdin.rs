//! Programs that read standard input (`tests/stdin/*.c`): each file's `// verify: ARGS => WANT`
//! lines say what `effigy verify ARGS` must answer (see `corpus::verify_lines`). Standard input
//! is a file whose bytes are inputs, read through the C library model's stdio (getchar, fgets,
//! scanf, ungetc, ...); a FALSE carries the bytes, and gcc's program is run with them as its
//! standard input. With `--sym-stdin N` a search that finds no error is bounded (UNKNOWN), and
//! without it the portfolio searches short inputs first. Files named by `--sym-file` are the
//! same (`tests/files/*.c`).

use std::path::PathBuf;

mod corpus;
use corpus::root;

#[test]
fn standard_input_is_an_input_and_bounded_searches_prove_nothing() {
    let dir = root().join("tests/stdin");
    let cases: Vec<(PathBuf, PathBuf)> = corpus::programs("tests/stdin", 5).into_iter().map(|f| (dir.clone(), f)).collect();
    let (runs, failures) = corpus::verify_lines(&cases);
    assert!(runs >= 12);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}

/// Files of `--sym-file` (`tests/files/*.c`): opened by `fopen`, their bytes inputs; the replay
/// creates them where gcc's program runs; another file is not modelled (UNKNOWN).
#[test]
fn files_of_sym_file_are_inputs_and_other_files_are_not_modelled() {
    let dir = root().join("tests/files");
    let cases: Vec<(PathBuf, PathBuf)> = corpus::programs("tests/files", 3).into_iter().map(|f| (dir.clone(), f)).collect();
    let (runs, failures) = corpus::verify_lines(&cases);
    assert!(runs >= 12);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}

/// The default portfolio on a program that reads standard input of any length finds the error
/// (its first search bounds the input), shows the bytes, and `replay` of the JSON feeds them to
/// gcc's program.
#[test]
fn a_counterexample_standard_input_replays_from_its_json() {
    let dir = root().join("tests/stdin");
    let json = std::env::temp_dir().join(format!("effigy-stdin-{}.json", std::process::id()));
    let effigy = |args: &[&str]| std::process::Command::new(env!("CARGO_BIN_EXE_effigy")).current_dir(&dir).args(args).output().unwrap();
    let out = effigy(&["verify", "pair_sum.c", "--timeout", "60", "--json", json.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(10), "{stdout}");
    assert!(stdout.contains("  standard input: \""), "{stdout}");
    assert!(stdout.contains("confirmed by execution: the program compiled by gcc reaches the error"), "{stdout}");
    // The trace shows the call of the C library and what it stored in the program's variables;
    // the library's own helpers are not steps of it.
    assert!(stdout.contains("call scanf(fmt = \"%d,%d\", ...)") && !stdout.contains("__effigy_vscan"), "{stdout}");
    assert!(stdout.contains("(by scanf)"), "{stdout}");
    let value: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    // The engine's path (JSON): one line per call of the model.
    let path = value["counterexample"]["path"].as_array().unwrap();
    assert!(path.iter().any(|l| l["function"] == "scanf" && l["line"] == 0), "{value}");
    assert!(!path.iter().any(|l| l["function"] == "__effigy_vscan"), "{value}");
    let stdin = &value["counterexample"]["stdin"];
    let bytes: Vec<u8> = stdin["bytes"].as_array().unwrap().iter().map(|b| b.as_u64().unwrap() as u8).collect();
    let text = String::from_utf8_lossy(&bytes);
    // Each field as scanf's %d reads it: white space, a sign, digits (what follows is not read).
    let number = |t: &str| -> i64 {
        let t = t.trim_start();
        let digits: String =
            t.char_indices().take_while(|&(i, c)| c.is_ascii_digit() || (i == 0 && (c == '-' || c == '+'))).map(|(_, c)| c).collect();
        digits.trim_start_matches('+').parse().unwrap_or(i64::MIN)
    };
    let numbers: Vec<i64> = text.splitn(2, ',').map(number).collect();
    assert!(numbers.len() == 2 && numbers[0] > 10 && numbers[1] == 3 * numbers[0] - 4, "{stdin}");
    let out = effigy(&["replay", "pair_sum.c", "--inputs", json.to_str().unwrap()]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "outcome: error");
    let _ = std::fs::remove_file(&json);
}

/// The README's walk-through: `examples/wc.c`'s two bugs, each found with the standard input that
/// triggers it and confirmed by a sanitizer on gcc's program.
#[test]
fn the_word_counter_example_has_the_two_bugs_the_readme_shows() {
    for (property, verdict, confirmed) in [
        ("runtime-errors", "FALSE(no-division-by-zero)", "confirmed by execution: UndefinedBehaviorSanitizer: division by zero"),
        ("valid-memsafety", "FALSE(valid-deref)", "confirmed by execution: AddressSanitizer: stack-buffer-overflow"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
            .current_dir(root())
            .args(["verify", "examples/wc.c", "--property", property, "--timeout", "60"])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("Verification result: {verdict}")), "{property}: {stdout}");
        assert!(stdout.contains("  standard input: \""), "{property}: {stdout}");
        assert!(stdout.contains(confirmed), "{property}: {stdout}");
    }
}

/// The environment (`tests/environment/*.c`): `getenv` finds `--env`'s variables and no other,
/// the replay runs gcc's program in that environment alone, and no TRUE is claimed for a
/// program that reads it (another environment may change what it does).
#[test]
fn the_environment_is_the_one_given_and_proves_nothing_for_others() {
    let dir = root().join("tests/environment");
    let cases: Vec<(PathBuf, PathBuf)> = corpus::programs("tests/environment", 2).into_iter().map(|f| (dir.clone(), f)).collect();
    let (runs, failures) = corpus::verify_lines(&cases);
    assert!(runs >= 12);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}

/// The README's walk-through of `examples/decode.c` (a binary decoder that reads the file its
/// argument names): both planted bugs found with the file's bytes, each confirmed by a
/// sanitizer on gcc's program run with that command line and that file.
#[test]
fn the_decoder_example_has_the_two_bugs_the_readme_shows() {
    for (property, verdict, confirmed) in [
        (
            "runtime-errors",
            "FALSE(no-division-by-zero)",
            "confirmed by execution: UndefinedBehaviorSanitizer: division by zero at decode.c:43",
        ),
        ("valid-memsafety", "FALSE(valid-deref)", "confirmed by execution: AddressSanitizer: stack-buffer-overflow at decode.c:36"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
            .current_dir(root())
            .args(["verify", "examples/decode.c", "--arg", "in.bin", "--sym-file", "in.bin", "--property", property, "--timeout", "300"])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains(&format!("Verification result: {verdict}")), "{property}: {stdout}");
        assert!(stdout.contains("  command line: decode in.bin\n"), "{property}: {stdout}");
        assert!(stdout.contains("  file in.bin: \"EF"), "{property}: {stdout}");
        assert!(stdout.contains(confirmed), "{property}: {stdout}");
    }
}

/// Tree exploration that follows every path to its end or to what the library model leaves out
/// (here the second file's `fopen`) has the last word: the portfolio runs no engine after it,
/// which could only end the same way, at its time limit (CEGAR refines the file's bytes until
/// then).
#[test]
fn an_exhaustive_exploration_ends_the_portfolio() {
    let dir = root().join("tests/files");
    let json = std::env::temp_dir().join(format!("effigy-exhaustive-{}.json", std::process::id()));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
        .current_dir(&dir)
        .args(["verify", "two_files.c", "--sym-file", "a.txt", "--cpus", "1", "--json"])
        .arg(&json)
        .output()
        .expect("effigy runs");
    assert_eq!(out.status.code(), Some(20), "{}", String::from_utf8_lossy(&out.stdout));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let _ = std::fs::remove_file(&json);
    // In turn (`--cpus 1`): with several processors, which engines beside the exhaustive
    // search give an outcome before it stops them depends on the threads' timing.
    let engines: Vec<&str> =
        v["stats"]["engines"].as_array().expect("the portfolio's engines").iter().map(|e| e["engine"].as_str().unwrap()).collect();
    assert_eq!(engines, ["symex", "absint", "symex"], "the first, bounded search of the file, the intervals, then the whole search: {v}");
    assert!(v["reason"].as_str().unwrap().contains("not modelled: fopen"), "{v}");
}
