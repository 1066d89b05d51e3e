//! Every program of `../shared/frames/cases/` (and of this crate's `tests/programs/` and of
//! `examples/frames/`) verified
//! in the mode its header names, with the outcome its header expects:
//!
//! ```text
//! // expect: verifies            or   // expect: fails: <reason>
//! // mode: core                  or   // mode: infer
//! ```

use std::path::{Path, PathBuf};

use effigy_frames::{verify_source, Options};

fn shared_cases() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/frames/cases")
}

fn own_programs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

struct Header {
    verifies: bool,
    infer: bool,
}

fn header(path: &Path, text: &str) -> Header {
    let mut lines = text.lines();
    let expect = lines.next().unwrap_or("");
    let mode = lines.next().unwrap_or("");
    let verifies = match expect.trim().strip_prefix("// expect:").map(str::trim) {
        Some("verifies") => true,
        Some(s) if s.starts_with("fails") => false,
        _ => panic!("{}: the first line must be `// expect: verifies` or `// expect: fails: …`", path.display()),
    };
    let infer = match mode.trim().strip_prefix("// mode:").map(str::trim) {
        Some("core") => false,
        Some("infer") => true,
        _ => panic!("{}: the second line must be `// mode: core` or `// mode: infer`", path.display()),
    };
    Header { verifies, infer }
}

fn vc_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "vc"))
        .collect();
    files.sort();
    files
}

fn run_dir(dir: &Path) -> usize {
    let mut wrong = Vec::new();
    let files = vc_files(dir);
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let h = header(path, &text);
        let options = Options { infer: h.infer, ..Options::default() };
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        match verify_source(&text, &options) {
            Err(diags) => wrong.push(format!("{name}: bad input: {diags:?}")),
            Ok(report) => {
                let ok = report.verified();
                eprintln!("{name}: {}", if ok { "verifies" } else { "fails" });
                if ok != h.verifies {
                    wrong.push(format!(
                        "{name}: expected {}, got {}\n{}",
                        if h.verifies { "verifies" } else { "fails" },
                        if ok { "verifies" } else { "fails" },
                        report.render(&name, &text)
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{} of {} programs disagree with their headers:\n{}", wrong.len(), files.len(), wrong.join("\n"));
    files.len()
}

#[test]
fn shared_cases_have_their_expected_outcomes() {
    let dir = shared_cases();
    assert!(
        dir.is_dir(),
        "the shared test corpus is missing: expected the directory {} (the repository's sibling ../shared/frames/cases)",
        dir.display()
    );
    assert!(run_dir(&dir) >= 31, "fewer shared cases than the 31 of the corpus");
}

#[test]
fn own_programs_have_their_expected_outcomes() {
    assert!(run_dir(&own_programs()) > 0);
}

#[test]
fn examples_have_their_expected_outcomes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/frames");
    assert!(run_dir(&dir) >= 5);
}
