//! The small utilities of `tests/utilities` (a tokenizer, a CSV field counter, a hex dumper, a
//! run-length decoder, an INI parser, an option loop, `head`, `tr`, `uniq -c`, an RPN
//! calculator, a TLV decoder, `cut`), each with one planted bug that its `// input:` line
//! triggers in gcc's build: `effigy verify` with the program's `// verify:` line (the default
//! portfolio) finds it, and gcc's program confirms it on the inputs found. Their tests'
//! coverage (the `// testgen:` lines, gcov's branches) is measured by `scripts/utilities.sh`.

mod corpus;
use corpus::root;

#[test]
fn every_planted_bug_is_found_and_confirmed_by_gcc() {
    let dir = root().join("tests/utilities");
    let programs = corpus::programs("tests/utilities", 12);
    let mut failures = Vec::new();
    for file in &programs {
        let text = std::fs::read_to_string(file).unwrap();
        let line = text.lines().find_map(|l| l.strip_prefix("// verify: ")).unwrap_or_else(|| panic!("{}: no verify line", file.display()));
        let (args, want) = line.split_once("=>").unwrap();
        assert_eq!(want.trim(), "FALSE", "{}: every utility has a planted bug", file.display());
        assert!(text.lines().any(|l| l.starts_with("// testgen: ")), "{}: no testgen line", file.display());
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
            .current_dir(&dir)
            .arg("verify")
            .args(args.split_whitespace())
            .args(["--timeout", "60"])
            .output()
            .expect("effigy runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        if out.status.code() != Some(10) || !stdout.contains("confirmed by execution") {
            failures.push(format!("{}: `verify {}`:\n{stdout}{}", file.display(), args.trim(), String::from_utf8_lossy(&out.stderr)));
        }
    }
    assert!(failures.is_empty(), "{} of {} utilities:\n{}", failures.len(), programs.len(), failures.join("\n"));
}
