//! Properties other than reachability (`tests/properties/*.c`): memory safety (valid-deref,
//! valid-free, valid-memtrack), valid-memcleanup, no-overflow and runtime-errors, each program
//! with its property and SV-COMP's verdict in its header:
//!
//! ```text
//! // property: valid-memsafety
//! // expect: TRUE | FALSE(<subproperty>)
//! // decided-by: symex bmc ...   the engines that must reach that verdict (the others may say UNKNOWN)
//! // replay: no                  FALSE: no run of the program ends, so no sanitizer can confirm it
//! // data-model: LP64            the data model (ILP32 when not given)
//! // timeout: 3                  CPU seconds of the engines not in decided-by (default 10)
//! ```
//!
//! Every engine runs every program: a TRUE for a violated property, a FALSE for a safe program
//! or with another subproperty, a FALSE the sanitizers did not confirm, a crash or a rejected
//! program fails the test. The FALSE verdicts are confirmed inside effigy by the program
//! compiled by gcc with AddressSanitizer, LeakSanitizer or UndefinedBehaviorSanitizer (or, for
//! valid-memcleanup, with its allocation calls counted): the report line is checked here.

use std::process::Command;

mod common;
mod corpus;
use corpus::{header, root};

const ENGINES: [&str; 5] = ["symex", "bmc", "kind", "cegar", "absint"];

/// Whether LeakSanitizer works on this machine (it stops the process's threads with ptrace,
/// which some sandboxes forbid): without it no valid-memtrack FALSE can be confirmed, and such
/// programs may then be UNKNOWN (never wrong).
fn leak_sanitizer_works() -> bool {
    let dir = std::env::temp_dir().join(format!("effigy-lsan-probe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("leak.c");
    std::fs::write(&src, "#include <stdlib.h>\nint main(void) { void *p = malloc(8); p = 0; return p != 0; }\n").unwrap();
    let exe = dir.join("leak");
    let built =
        Command::new("gcc").args(["-m32", "-g", "-fsanitize=address", "-o"]).arg(&exe).arg(&src).status().is_ok_and(|s| s.success());
    let works = built
        && Command::new(&exe)
            .env("ASAN_OPTIONS", "detect_leaks=1")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stderr).contains("ERROR: LeakSanitizer: detected memory leaks"));
    let _ = std::fs::remove_dir_all(&dir);
    works
}

#[test]
fn every_engine_checks_every_property() {
    let files = corpus::programs("tests/properties", 25);
    let mut outputs = corpus::run_pairs(&files, &ENGINES, |path, engine| {
        let source = std::fs::read_to_string(path).unwrap();
        let property = header(&source, "property").expect("a property header");
        let data_model = header(&source, "data-model").unwrap_or_else(|| "ILP32".into());
        // A shorter limit for a program the other engines cannot decide (UNKNOWN is never wrong).
        let limit = if decided_by(&source).iter().any(|e| e == engine) {
            "10".to_string()
        } else {
            header(&source, "timeout").unwrap_or_else(|| "10".into())
        };
        Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(["verify", path.to_str().unwrap(), "--property", &property, "--engine", engine, "--timeout", &limit])
            .args(["--data-model", &data_model])
            .current_dir(root())
            .output()
            .expect("effigy runs")
    });
    let mut failures = Vec::new();
    let lsan = leak_sanitizer_works();
    if !lsan {
        eprintln!("note: LeakSanitizer does not work here: valid-memtrack violations may be UNKNOWN");
    }
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let expect = header(&source, "expect").unwrap_or_else(|| panic!("{}: no `// expect:` header", path.display()));
        let decided_by = decided_by(&source);
        let replayable = header(&source, "replay").as_deref() != Some("no");
        for engine in ENGINES {
            let (got, text, last) = verdict_of(&outputs.remove(&(path.clone(), engine)).expect("every run finished"));
            if got.starts_with("exit") {
                failures.push(format!("{} [{engine}]: {got}\n{text}", path.display()));
                continue;
            }
            let name = path.file_name().unwrap().to_string_lossy();
            if got != "UNKNOWN" && got != expect {
                failures.push(format!("{name} [{engine}]: {got}, expected {expect} — a wrong verdict\n{text}"));
            } else if got == "UNKNOWN" && decided_by.iter().any(|e| e == engine) && (lsan || expect != "FALSE(valid-memtrack)") {
                failures.push(format!("{name} [{engine}]: UNKNOWN, expected {expect} (decided by this engine before)\n{last}"));
            } else if got.starts_with("FALSE") && replayable && !text.contains("confirmed by execution:") {
                failures.push(format!("{name} [{engine}]: {got} without a sanitizer's confirmation\n{text}"));
            } else if got.starts_with("FALSE") && !replayable {
                failures.push(format!("{name} [{engine}]: {got}, but no run of this program ends\n{text}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
}

/// The engines a program's `decided-by` header names.
fn decided_by(source: &str) -> Vec<String> {
    header(source, "decided-by").map(|d| d.split_whitespace().map(str::to_string).collect()).unwrap_or_default()
}

/// How a run of `verify` ended — `TRUE`, `FALSE(<subproperty>)`, `UNKNOWN` or `exit <code>` —
/// with its whole output and its last verdict line.
fn verdict_of(out: &std::process::Output) -> (String, String, String) {
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let last = text.lines().filter(|l| l.starts_with("Verification result")).last().unwrap_or("").to_string();
    let got = match out.status.code() {
        Some(0) => "TRUE".to_string(),
        Some(10) => last.strip_prefix("Verification result: ").unwrap_or("FALSE").to_string(),
        Some(20) => "UNKNOWN".to_string(),
        other => format!("exit {other:?}"),
    };
    (got, text, last)
}

fn effigy(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).current_dir(root()).output().expect("effigy runs");
    (out.status.code(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

/// A property effigy does not check is a usage error naming it, never a verdict; so is a task
/// whose property is not checked. A task asking for valid-memsafety gets its answer.
#[test]
fn properties_are_chosen_by_name_file_or_task() {
    let dir = std::env::temp_dir().join(format!("effigy-properties-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let program = root().join("tests/properties/memtrack_overwrite_last_pointer.c");
    let prog = program.to_str().unwrap();

    let (code, text) = effigy(&["verify", prog, "--property", "valid-everything"]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("`valid-everything`") && text.contains("valid-memsafety"), "{text}");

    let termination = dir.join("termination.prp");
    std::fs::write(&termination, "CHECK( init(main()), LTL(F end) )\n").unwrap();
    let (code, text) = effigy(&["verify", prog, "--property", termination.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("termination"), "{text}");

    // The task's own property: valid-memsafety from its .prp file's text.
    let memsafety = dir.join("valid-memsafety.prp");
    std::fs::write(
        &memsafety,
        "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n",
    )
    .unwrap();
    let yml = dir.join("task.yml");
    std::fs::write(
        &yml,
        format!(
            "format_version: '2.0'\ninput_files: '{prog}'\nproperties:\n  - property_file: valid-memsafety.prp\n    expected_verdict: false\n    subproperty: valid-memtrack\noptions:\n  language: C\n  data_model: ILP32\n"
        ),
    )
    .unwrap();
    // (Without a working LeakSanitizer the violation cannot be confirmed: UNKNOWN.)
    let lsan = leak_sanitizer_works();
    let (code, text) = effigy(&["verify", yml.to_str().unwrap(), "--engine", "symex"]);
    if lsan {
        assert_eq!(code, Some(10), "{text}");
        assert!(text.contains("Verification result: FALSE(valid-memtrack)"), "{text}");
        assert!(text.contains("LeakSanitizer"), "{text}");
    } else {
        assert_eq!(code, Some(20), "{text}");
    }

    // The JSON names the property and the subproperty.
    let json = dir.join("v.json");
    let (code, _) = effigy(&["verify", yml.to_str().unwrap(), "--engine", "symex", "--json", json.to_str().unwrap()]);
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["property"], "valid-memsafety");
    if lsan {
        assert_eq!(code, Some(10));
        assert_eq!(v["subproperty"], "valid-memtrack");
    }

    // A task whose only property effigy does not check.
    std::fs::write(&yml, format!("input_files: '{prog}'\nproperties:\n  - property_file: termination.prp\n    expected_verdict: true\n"))
        .unwrap();
    let (code, text) = effigy(&["verify", yml.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("termination"), "{text}");

    // The same program under unreach-call (the default) is safe: no reach_error at all.
    let (code, text) = effigy(&["verify", prog, "--engine", "symex"]);
    assert_eq!(code, Some(0), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A violation of each kind of check gives a witness with the property's specification and its
/// target at the violation, which `effigy validate` confirms by the sanitizer build; a witness
/// pointing elsewhere is not confirmed.
#[test]
fn property_witnesses_are_written_and_validated() {
    let dir = std::env::temp_dir().join(format!("effigy-property-witness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (file, property, spec) in [
        ("deref_heap_off_by_one.c", "valid-memsafety", "G valid-deref"),
        ("free_double_on_one_path.c", "valid-memsafety", "G valid-free"),
        ("memtrack_overwrite_last_pointer.c", "valid-memsafety", "G valid-memtrack"),
        ("overflow_mul.c", "no-overflow", "G ! overflow"),
    ] {
        if file.starts_with("memtrack") && !leak_sanitizer_works() {
            continue;
        }
        let program = root().join("tests/properties").join(file);
        let prog = program.to_str().unwrap();
        let witness = dir.join(format!("{file}.yml"));
        let w = witness.to_str().unwrap();
        let (code, text) = effigy(&["verify", prog, "--property", property, "--engine", "symex", "--witness", w]);
        assert_eq!(code, Some(10), "{file}: {text}");
        let yaml = std::fs::read_to_string(&witness).unwrap();
        assert!(yaml.contains(&format!("specification: \"{spec}\"")) || yaml.contains(&format!("specification: {spec}")), "{file}: {yaml}");
        let (code, text) = effigy(&["validate", "--witness", w, prog]);
        assert_eq!(code, Some(10), "{file}: {text}");
        assert!(text.contains("Validation result: FALSE"), "{file}: {text}");
        // The same witness with its target moved to line 1 is not confirmed.
        let moved: String = {
            let mut out = String::new();
            let mut in_target = false;
            for line in yaml.lines() {
                if line.contains("type: \"target\"") || line.contains("type: target") {
                    in_target = true;
                }
                if in_target && line.trim_start().starts_with("line:") {
                    let indent = &line[..line.len() - line.trim_start().len()];
                    out.push_str(&format!("{indent}line: 1\n"));
                    in_target = false;
                    continue;
                }
                out.push_str(line);
                out.push('\n');
            }
            out
        };
        if file != "memtrack_overwrite_last_pointer.c" {
            let other = dir.join(format!("{file}.moved.yml"));
            std::fs::write(&other, moved).unwrap();
            let (code, text) = effigy(&["validate", "--witness", other.to_str().unwrap(), prog]);
            assert_eq!(code, Some(20), "{file}: a moved target must not be confirmed: {text}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// King's commutativity for the properties: on generated programs (finite trees), bounded model
/// checking, k-induction and CEGAR never contradict exhaustive tree exploration under
/// valid-memsafety or no-overflow, and each of their FALSE verdicts is confirmed by the program
/// built with the sanitizers; exploration and bounded model checking decide every program.
/// Different engines may find different violations of one program (a leak on one path, a
/// double free on another): a FALSE is checked against the program, not against exploration's
/// subproperty.
#[test]
fn engines_agree_with_exploration_on_generated_programs() {
    let dir = std::env::temp_dir().join(format!("effigy-properties-agree-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = common::Rng(0xD1B5_4A32_D192_ED03);
    let mut files = Vec::new();
    let mut property = std::collections::HashMap::new();
    for n in 0..28 {
        let (source, prop) = if n % 3 == 2 {
            (common::generate_overflow(&mut rng), "no-overflow")
        } else {
            (common::generate_memory(&mut rng), "valid-memsafety")
        };
        let path = dir.join(format!("gen{n}.c"));
        std::fs::write(&path, source).unwrap();
        property.insert(path.clone(), prop);
        files.push(path);
    }
    let engines = ["symex", "bmc", "kind", "cegar", "absint"];
    let mut outputs = corpus::run_pairs(&files, &engines, |path, engine| {
        Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(["verify", path.to_str().unwrap(), "--property", property[path], "--engine", engine, "--timeout", "10"])
            .current_dir(root())
            .output()
            .expect("effigy runs")
    });
    let lsan = leak_sanitizer_works();
    // A violation an engine found but the sanitizers did not see (gcc folds `(t + 1) + (a - 1)`
    // to `t + a` before UBSan instruments it) is UNKNOWN with that reason: "FOUND" here.
    let verdict = |out: &std::process::Output| -> (String, String) {
        let (got, text, last) = verdict_of(out);
        if got == "UNKNOWN" && last.contains("the violation was not confirmed") {
            return ("FOUND".to_string(), text);
        }
        (got, text)
    };
    let mut failures = Vec::new();
    let mut seen: std::collections::HashMap<(&str, bool), usize> = std::collections::HashMap::new();
    let (mut runs, mut unknown) = (0, Vec::new());
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let (expected, text) = verdict(&outputs.remove(&(path.clone(), "symex")).unwrap());
        if expected == "UNKNOWN" || expected.starts_with("exit") {
            failures.push(format!("{}: exploration gave {expected}\n{text}\n{source}", path.display()));
            continue;
        }
        *seen.entry((property[path], expected == "TRUE")).or_insert(0) += 1;
        for engine in &engines[1..] {
            let (got, text) = verdict(&outputs.remove(&(path.clone(), *engine)).unwrap());
            // The intervals model no heap: their UNKNOWNs are not counted, their TRUEs checked.
            if *engine == "absint" && got == "UNKNOWN" {
                continue;
            }
            runs += 1;
            let memtrack_unconfirmable = !lsan && got == "FALSE(valid-memtrack)";
            if got == "UNKNOWN" && *engine == "bmc" {
                // The programs' trees are finite: bounded model checking unwinds them fully.
                failures.push(format!("{} [bmc]: {}", path.display(), text.lines().last().unwrap_or("")));
            } else if got == "UNKNOWN" {
                unknown.push(format!("{} [{engine}]: {}", path.display(), text.lines().last().unwrap_or("")));
            } else if got.starts_with("exit") || (got == "TRUE") != (expected == "TRUE") {
                failures.push(format!("{} [{engine}]: {got}, exploration {expected}\n{text}\n{source}", path.display()));
            } else if got.starts_with("FALSE") && !memtrack_unconfirmable && !text.contains("confirmed by execution:") {
                failures.push(format!("{} [{engine}]: {got} without a sanitizer's confirmation\n{text}\n{source}", path.display()));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n\n"));
    // k-induction's and CEGAR's proofs do not decide valid-memtrack (a run that never ends may
    // lose memory, and they check it where runs end): UNKNOWN there, never TRUE.
    assert!(unknown.len() * 2 <= runs, "{} of {runs} runs gave UNKNOWN:\n{}", unknown.len(), unknown.join("\n"));
    // The property is only as strong as the programs are varied.
    for key in [("valid-memsafety", true), ("valid-memsafety", false), ("no-overflow", true), ("no-overflow", false)] {
        assert!(seen.get(&key).copied().unwrap_or(0) >= 2, "verdicts: {seen:?}");
    }
}
