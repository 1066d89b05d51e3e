//! Snapshot tests of failure reports (symbolic debugging, SPEC §7.2) and of bad-input
//! diagnostics. A report is compared with `tests/snapshots/NAME.txt`; `EFFIGY_BLESS=1` rewrites
//! the snapshots.

use std::path::{Path, PathBuf};

use effigy_frames::{prepare, render_diagnostics, verify_source, Options};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn check_snapshot(name: &str, actual: &str) {
    let path = root().join("tests/snapshots").join(format!("{name}.txt"));
    if std::env::var_os("EFFIGY_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read the snapshot {} ({e}); run with EFFIGY_BLESS=1 to create it", path.display()));
    assert_eq!(actual, expected, "the report of {name} differs from its snapshot (EFFIGY_BLESS=1 accepts the new one)");
}

fn report_of(path: &Path, trace: bool) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let infer = text.lines().nth(1).is_some_and(|l| l.contains("infer"));
    let report = verify_source(&text, &Options { infer, trace, ..Options::default() }).unwrap();
    report.render(&path.file_name().unwrap().to_string_lossy(), &text)
}

fn shared(name: &str) -> PathBuf {
    let dir = root().join("../../../shared/frames/cases");
    assert!(dir.is_dir(), "the shared test corpus is missing: expected the directory {}", dir.display());
    dir.join(name)
}

#[test]
fn failure_reports_name_the_check_the_location_and_the_state() {
    for case in [
        "p05_fig9_omit_open",
        "p06_fig9_omit_close",
        "p07_fig9_omit_use",
        "t02_read_after_transfer",
        "t05_alias_possible",
        "t13_null_receiver",
        "t14_acc_on_maybe_null",
        "t19_untouched_violated",
    ] {
        let report = report_of(&shared(&format!("{case}.vc")), false);
        check_snapshot(case, &report);
    }
}

#[test]
fn trace_prints_every_state_of_the_failing_path() {
    let report = report_of(&shared("t05_alias_possible.vc"), true);
    // One state per statement of the failing path, then the failing state.
    assert!(report.contains("state at 11:5 a.x := 1;"), "{report}");
    assert!(report.contains("state at 11:15 b.x := 2;"), "{report}");
    assert!(report.contains("state at failure:"), "{report}");
    check_snapshot("t05_alias_possible.trace", &report);
}

#[test]
fn own_failure_reports() {
    for case in ["join_not_established", "pure_termination_violation", "predicate_args_mismatch"] {
        let report = report_of(&root().join(format!("tests/programs/{case}.vc")), false);
        check_snapshot(case, &report);
    }
}

fn diagnostics(src: &str) -> String {
    let d = prepare(src).err().expect("bad input is rejected");
    render_diagnostics("bad.vc", src, &d)
}

#[test]
fn bad_input_is_reported_with_file_line_and_column() {
    assert_eq!(diagnostics("class C {\n  int x;\n  void m() { x := ; }\n}\n"), "bad.vc:3:19: error: expected an expression, found `;`\n");
    assert_eq!(diagnostics("class C { int x; }\nC c := new C;\nc.y := 1;\n"), "bad.vc:3:1: error: class C has no field y\n");
    assert_eq!(
        diagnostics("class C {\n  int x;\n  void m(int v) ensures true; { v := 1; }\n}\n"),
        "bad.vc:3:33: error: v is a parameter (or this) and cannot be assigned\n"
    );
    assert_eq!(
        diagnostics("class C { int x; }\nC c := new C;\nc.x := true;\n"),
        "bad.vc:3:1: error: cannot assign a value of type bool to field x of type int\n"
    );
    assert_eq!(diagnostics("int x := 1 # 2;\n"), "bad.vc:1:12: error: unexpected character `#`\n");
    assert_eq!(diagnostics("class C { int x; void m() requires acc(y); { } }"), "bad.vc:1:36: error: class C has no field y\n");
    assert_eq!(diagnostics("/* open"), "bad.vc:1:1: error: unterminated comment\n");
    assert_eq!(
        diagnostics("class C { int x; void m() { } }\nC c := new C;\nint y := c.m();\n"),
        "bad.vc:3:10: error: C.m is a mutator (called only as a statement); a pure method is expected here\n"
    );
}

#[test]
fn arbitrary_bytes_never_panic() {
    // Every prefix of every test program, and a few mangled ones: an error or a result, never a panic.
    let dir = root().join("tests/programs");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let cuts: Vec<usize> = text.char_indices().map(|(i, _)| i).step_by(7).collect();
        for &cut in &cuts {
            let _ = prepare(&text[..cut]);
            let swapped = text[..cut].replace(':', "=").replace('*', "+");
            let _ = prepare(&swapped);
        }
    }
}
