//! The adversarial soundness corpus (`tests/soundness/*.c`): small programs, each a trap for one
//! C rule (indeterminate values, conversions, layout, aliasing, undefined behaviour, ...), with
//! the verdict of C (as gcc compiles it, ILP32) in an `// expect:` header — checked against gcc
//! by `tests/harness/check_soundness.sh`. Every engine runs every program under `make conformance`
//! (`EFFIGY_SOUNDNESS_ALL=1`), three of the five per program under `make test` ([`sampled`]): a TRUE for a program
//! that is unsafe or has undefined behaviour, a FALSE for a safe one, an unconfirmed FALSE, a
//! crash or a rejected program fails the test. `// symex:` and `// cegar:` headers name the
//! verdict an engine must reach (what it decides today), so that a regression to UNKNOWN is
//! seen too. `// effigy-gap:` names undefined behaviour effigy does not detect (effective types,
//! unsequenced side effects): such a program may be answered TRUE, and the test prints it; it
//! must still never be answered FALSE-with-a-wrong-reason, crash or be rejected.
//! `// <engine>-timeout: S` sets an engine's CPU-time limit: shorter for a program it cannot
//! decide, longer for one whose solver queries are slow.

use std::process::Command;

mod corpus;
use corpus::{header, root};

const ENGINES: [&str; 5] = ["symex", "cegar", "bmc", "kind", "absint"];

/// Whether `make test` runs the pair: every pair with `EFFIGY_SOUNDNESS_ALL` set (`make
/// conformance`); otherwise three engines of the five per program, which three by its name (so
/// each engine meets three programs in five, the same ones on every run), and always an engine
/// whose verdict its header names (`// cegar: TRUE`): the whole corpus in conformance, a sample
/// that still meets every program in CI.
fn sampled(path: &std::path::Path, engine: &str, source: &str) -> bool {
    if std::env::var_os("EFFIGY_SOUNDNESS_ALL").is_some() || header(source, engine).is_some() {
        return true;
    }
    let name = path.file_name().unwrap().to_string_lossy();
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    let first = (hash % ENGINES.len() as u64) as usize;
    let k = ENGINES.iter().position(|e| *e == engine).unwrap();
    (k + ENGINES.len() - first) % ENGINES.len() < 3
}

#[test]
fn no_engine_is_fooled_by_the_soundness_corpus() {
    let files = corpus::programs("tests/soundness", 40);
    let mut pairs = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        pairs.extend(ENGINES.iter().filter(|e| sampled(path, e, &source)).map(|e| (path.clone(), *e)));
    }
    let runs = pairs.clone();
    let mut outputs = corpus::run_list(pairs, |path, engine| {
        // Bounded model checking and k-induction deepen their bound until the limit on the
        // programs they cannot decide (non-terminating loops): a shorter one. A program may name
        // a shorter limit for an engine that cannot decide it (`// cegar-timeout: 3`): UNKNOWN is
        // never wrong, only slow to wait for.
        let source = std::fs::read_to_string(path).unwrap();
        let default = if matches!(engine, "bmc" | "kind") { "10" } else { "20" };
        let limit = header(&source, &format!("{engine}-timeout")).unwrap_or_else(|| default.to_string());
        Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(["verify", path.to_str().unwrap(), "--engine", engine, "--timeout", &limit])
            .current_dir(root())
            .output()
            .expect("effigy runs")
    });
    let mut failures = Vec::new();
    let mut decided = std::collections::HashMap::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let expect = header(&source, "expect").unwrap_or_else(|| panic!("{}: no `// expect:` header", path.display()));
        for engine in ENGINES {
            let Some(out) = outputs.remove(&(path.clone(), engine)) else {
                assert!(!sampled(path, engine, &source), "every run finished");
                continue;
            };
            let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
            let last = text.lines().filter(|l| l.starts_with("Verification result")).last().unwrap_or("").to_string();
            let got = match out.status.code() {
                Some(0) => "TRUE",
                Some(10) => "FALSE",
                Some(20) => "UNKNOWN",
                other => {
                    failures.push(format!("{} [{engine}]: exit {other:?}\n{text}", path.display()));
                    continue;
                }
            };
            let wrong = match (expect.as_str(), got) {
                ("TRUE", "FALSE") | ("FALSE", "TRUE") | ("UB", "TRUE") => true,
                ("TRUE" | "FALSE" | "UB", _) => false,
                (other, _) => {
                    failures.push(format!("{}: unknown expectation {other}", path.display()));
                    continue;
                }
            };
            if wrong && header(&source, "effigy-gap").is_some() {
                eprintln!("known gap: {} [{engine}]: {got} (expected {expect})", path.display());
            } else if wrong {
                failures.push(format!("{} [{engine}]: WRONG {got} (expected {expect}): {last}", path.display()));
            }
            if got == "FALSE" && !text.contains("confirmed by execution: the program compiled by gcc reaches the error") {
                failures.push(format!("{} [{engine}]: FALSE without gcc's confirmation\n{text}", path.display()));
            }
            if let Some(want) = header(&source, engine) {
                if want != got {
                    failures.push(format!("{} [{engine}]: {got}, the header says {want}: {last}", path.display()));
                }
            }
            if got != "UNKNOWN" {
                *decided.entry(engine).or_insert(0) += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for engine in ["symex", "cegar", "bmc", "kind"] {
        let n = decided.get(engine).copied().unwrap_or(0);
        let ran = runs.iter().filter(|(_, e)| *e == engine).count();
        assert!(n * 2 >= ran, "{engine} decides only {n} of the {ran} programs it ran");
    }
}
