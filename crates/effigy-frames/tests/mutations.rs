//! Soundness by generated mutations, over the shared corpus and this crate's programs:
//!
//! - a failing program still fails when a failing member's postcondition is made stronger
//!   (each of its `ensures` clauses duplicated, or `ensures false` added);
//! - a verifying program fails when a permission its method needs is removed: an `acc(e.f)`
//!   that a method requires and also ensures, deleted from its precondition (nothing can
//!   create the permission to an existing location, so the postcondition cannot be met).

use std::path::{Path, PathBuf};

use effigy_frames::syntax::{AssertionKind, MethodKind};
use effigy_frames::{prepare, verify_source, Options};

fn programs() -> Vec<PathBuf> {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/frames/cases");
    assert!(shared.is_dir(), "the shared test corpus is missing: expected the directory {}", shared.display());
    let own = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut out = Vec::new();
    for dir in [shared, own] {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "vc") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn options(text: &str) -> Options {
    Options { infer: text.lines().nth(1).is_some_and(|l| l.contains("infer")), ..Options::default() }
}

fn verifies(text: &str) -> bool {
    verify_source(text, &options(text)).unwrap_or_else(|d| panic!("a mutant must stay well-formed: {d:?}\n{text}")).verified()
}

/// Byte offset just after the `;` that ends the clause ending at `end`.
fn after_semicolon(text: &str, end: usize) -> usize {
    end + text[end..].find(';').expect("a clause ends with ;") + 1
}

#[test]
fn stronger_postconditions_keep_failing_programs_failing() {
    let mut mutants = 0;
    for path in programs() {
        let text = std::fs::read_to_string(&path).unwrap();
        let report = verify_source(&text, &options(&text)).unwrap();
        if report.verified() {
            continue;
        }
        let prep = prepare(&text).unwrap();
        for class in &prep.program.classes {
            for m in &class.methods {
                let name =
                    if m.kind == MethodKind::Constructor { format!("{0}.{0}", class.name) } else { format!("{}.{}", class.name, m.name) };
                let failed = report.members.iter().any(|r| r.name == name && r.failure.is_some());
                let Some(last) = m.ensures.last() else { continue };
                if !failed {
                    continue;
                }
                let at = after_semicolon(&text, last.span.end as usize);
                let mut extra: Vec<String> =
                    m.ensures.iter().map(|a| text[a.span.start as usize..a.span.end as usize].to_string()).collect();
                extra.push("false".into());
                for clause in extra {
                    let mutant = format!("{}\n    ensures {clause};{}", &text[..at], &text[at..]);
                    mutants += 1;
                    assert!(!verifies(&mutant), "{}: {name} with the extra `ensures {clause};` verifies", path.display());
                }
            }
        }
    }
    assert!(mutants >= 20, "only {mutants} mutants");
}

#[test]
fn removing_a_needed_permission_makes_verifying_programs_fail() {
    let mut mutants = 0;
    for path in programs() {
        let text = std::fs::read_to_string(&path).unwrap();
        if !verify_source(&text, &options(&text)).unwrap().verified() {
            continue;
        }
        let prep = prepare(&text).unwrap();
        for class in &prep.program.classes {
            for m in &class.methods {
                let ensured: Vec<String> = m.ensures.iter().flat_map(|a| accs(a, &text)).map(|(_, s)| s).collect();
                for clause in &m.requires {
                    for ((start, end), acc) in accs(clause, &text) {
                        if !ensured.contains(&acc) || m.kind == MethodKind::Predicate {
                            continue;
                        }
                        let mutant = format!("{}true{}", &text[..start], &text[end..]);
                        mutants += 1;
                        assert!(
                            !verifies(&mutant),
                            "{}: {}.{} without `{acc}` in its precondition verifies",
                            path.display(),
                            class.name,
                            m.name
                        );
                    }
                }
            }
        }
    }
    assert!(mutants >= 10, "only {mutants} mutants");
}

/// The `acc(…)` conjuncts written in an assertion: their byte ranges and texts.
fn accs(a: &effigy_frames::syntax::Assertion, text: &str) -> Vec<((usize, usize), String)> {
    let mut out = Vec::new();
    fn walk(a: &effigy_frames::syntax::Assertion, text: &str, out: &mut Vec<((usize, usize), String)>) {
        match &a.kind {
            AssertionKind::Acc(..) => {
                let (s, e) = (a.span.start as usize, a.span.end as usize);
                let t = &text[s..e];
                // Constructor desugaring adds acc(f) conjuncts that are not in the text.
                if t.starts_with("acc") {
                    out.push(((s, e), t.replace(' ', "").replace("this.", "")));
                }
            }
            AssertionKind::Star(x, y) | AssertionKind::Cond(_, _, x, y) => {
                walk(x, text, out);
                walk(y, text, out);
            }
            _ => {}
        }
    }
    walk(a, text, &mut out);
    out
}
