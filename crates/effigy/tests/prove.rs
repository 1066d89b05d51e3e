//! `effigy prove`: every program of `examples/prove` with correct invariants is proved (TRUE,
//! exit 0) and its `_wrong` twin, whose invariant is wrong, is not (UNKNOWN, exit 20) with the
//! failing condition named; annotation mistakes are positioned errors.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn effigy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).current_dir(root()).output().expect("effigy runs")
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

#[test]
fn correct_invariants_prove_and_wrong_ones_do_not() {
    let mut programs: Vec<PathBuf> = std::fs::read_dir(root().join("examples/prove"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    programs.sort();
    let correct: Vec<&PathBuf> = programs.iter().filter(|p| !p.to_string_lossy().ends_with("_wrong.c")).collect();
    assert!(correct.len() >= 3, "the examples are found");
    for p in &correct {
        let rel = p.strip_prefix(root()).unwrap().to_string_lossy().to_string();
        let out = effigy(&["prove", &rel, "--timeout", "120"]);
        assert_eq!(out.status.code(), Some(0), "{rel}: {}", text(&out));
        assert!(text(&out).contains("Verification result: TRUE"), "{rel}: {}", text(&out));
        assert!(!text(&out).contains("NOT proved"), "{rel}: {}", text(&out));
        let wrong = rel.replace(".c", "_wrong.c");
        let out = effigy(&["prove", &wrong, "--timeout", "120", "--no-counterexample"]);
        assert_eq!(out.status.code(), Some(20), "{wrong}: {}", text(&out));
        let t = text(&out);
        assert!(t.contains("NOT proved") && t.contains("Verification result: UNKNOWN"), "{wrong}: {t}");
        assert!(
            t.contains("invariant") || t.contains("assertion fails") || t.contains("possible undefined behaviour"),
            "{wrong}: the failing condition is named: {t}"
        );
    }
}

#[test]
fn a_wrong_invariant_names_its_position_and_a_counterexample() {
    let out = effigy(&["prove", "examples/prove/sum_wrong.c", "--no-counterexample"]);
    let t = text(&out);
    assert!(t.contains("sum_wrong.c:13:7: invariant does not hold on entry: i < n"), "{t}");
    assert!(t.contains("counterexample: n = 0"), "{t}");
    assert!(t.contains("invariant not preserved: i < n"), "{t}");
}

#[test]
fn annotation_mistakes_are_positioned_errors() {
    let dir = std::env::temp_dir().join(format!("effigy-prove-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "int main(void) { int i = 0;\n  /*@ loop invariant j >= 0; */\n  while (i < 3) i++;\n  return 0; }\n",
            "2:7: in the loop invariant `j >= 0`: no variable named j",
        ),
        (
            "int main(void) { int i = 0;\n  /*@ loop frobs i; */\n  while (i < 3) i++;\n  return 0; }\n",
            "2:7: unsupported annotation `loop frobs i`",
        ),
        (
            "int main(void) { int i = 0;\n  while (i < 3) i++;\n  /*@ loop invariant i >= 0; */\n  return 0; }\n",
            "3:7: a loop invariant that no loop follows",
        ),
    ];
    for (i, (src, want)) in cases.iter().enumerate() {
        let f = dir.join(format!("a{i}.c"));
        std::fs::write(&f, src).unwrap();
        let out = effigy(&["prove", f.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains(want), "want `{want}` in {}", text(&out));
    }
    // A loop the invariant does not cut is unwound; a correct one proves the program.
    let f = dir.join("ok.c");
    std::fs::write(&f, "int main(void) { int i = 0;\n  /*@ loop invariant 0 <= i && i <= 3; */\n  while (i < 3) i++;\n  if (i != 3) return 1;\n  return 0; }\n").unwrap();
    let out = effigy(&["prove", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Programs built to fool a Floyd prover (`tests/prove/*.c`, the verdict in each header with the
/// argument for it): aliasing writes, memory freed in a loop, invariants undefined somewhere,
/// loops without invariants, overflow from an arbitrary state, errors in callees, breaks.
#[test]
fn adversarial_programs_get_their_verdicts() {
    let mut failed = Vec::new();
    let mut programs: Vec<PathBuf> = std::fs::read_dir(root().join("tests/prove"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    programs.sort();
    assert!(programs.len() >= 8, "the programs are found");
    for p in &programs {
        let src = std::fs::read_to_string(p).unwrap();
        let want =
            src.lines().find_map(|l| l.strip_prefix("// expect: ")).unwrap_or_else(|| panic!("{} has no expectation", p.display())).trim();
        let rel = p.strip_prefix(root()).unwrap().to_string_lossy().to_string();
        let out = effigy(&["prove", &rel, "--timeout", "5", "--unwind", "8"]);
        let t = text(&out);
        let got = t.lines().find_map(|l| l.strip_prefix("Verification result: ")).map(|v| v.split_whitespace().next().unwrap_or(""));
        let code = match want {
            "TRUE" => 0,
            "FALSE" => 10,
            _ => 20,
        };
        if got != Some(want) || out.status.code() != Some(code) {
            failed.push(format!("{rel}: want {want}, got {got:?} (exit {:?})\n{t}", out.status.code()));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// `effigy verify` uses the program's loop invariants as candidates: proved, they give TRUE;
/// wrong, the portfolio goes on (and finds the real error where there is one).
#[test]
fn verify_checks_the_programs_invariants() {
    let out = effigy(&["verify", "examples/prove/counters.c", "--timeout", "60", "--stats"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    assert!(text(&out).contains("invariants"), "the invariants engine ran: {}", text(&out));
    let out = effigy(&["verify", "tests/prove/alias.c", "--timeout", "60"]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
}
