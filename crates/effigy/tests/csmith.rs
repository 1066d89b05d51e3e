//! Differential testing against gcc on random programs from Csmith (`scripts/csmith.sh`), on a
//! small fixed batch of seeds with step budgets (no wall-clock verdicts): every program effigy
//! accepts must run to gcc's checksum in the interpreter, and `verify` must never answer FALSE
//! on the program that asserts that checksum. Needs `csmith` and `libcsmith-dev` (installed by
//! scripts/install-deps.sh) and gcc-multilib. Also the preprocessor options through the binary.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn csmith_programs_agree_with_gcc() {
    let installed = Command::new("csmith").arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(installed, "csmith is not installed: scripts/install-deps.sh must install csmith and libcsmith-dev");
    let out = Command::new("bash")
        .arg(root().join("scripts/csmith.sh"))
        .args(["--seed", "1", "--count", "5", "--timeout", "300", "--max-steps", "20000000"])
        .arg("--effigy")
        .arg(env!("CARGO_BIN_EXE_effigy"))
        .arg("--keep")
        .arg(root().join("target/csmith-failures"))
        .current_dir(root())
        .output()
        .expect("bash runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    println!("{text}");
    let summary = text.lines().rev().find(|l| l.starts_with("csmith: ")).unwrap_or_else(|| panic!("no summary line:\n{text}"));
    let number = |word: &str| -> usize {
        let before = summary.split(word).next().unwrap_or("");
        before.trim_end().rsplit([' ', ',', ':']).next().and_then(|n| n.parse().ok()).unwrap_or(0)
    };
    assert!(out.status.success() && number(" failed") == 0, "effigy disagrees with gcc:\n{text}");
    assert!(number(" passed") >= 3, "too few Csmith programs were checked:\n{text}");
}

#[test]
fn preprocessor_options_reach_every_command() {
    let dir = root().join("crates/effigy-c/tests/headers");
    let include = dir.join("include");
    let forced = include.join("forced.h");
    let file = dir.join("preprocessor_options.c");
    let options = ["-I", include.to_str().unwrap(), "-D", "VALUE=20", "--include", forced.to_str().unwrap()];
    for command in ["run", "verify"] {
        let out = Command::new(env!("CARGO_BIN_EXE_effigy")).arg(command).args(options).arg(&file).output().expect("effigy runs");
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        if command == "run" {
            // `run` exits with the program's status.
            assert_eq!(out.status.code(), Some(121), "effigy run with -I/-D/--include failed:\n{text}");
            assert!(text.contains("outcome: return 121"), "{text}");
        } else {
            assert!(out.status.success(), "effigy {command} with -I/-D/--include failed:\n{text}");
        }
    }
    // Without them the preprocessor cannot find the header: bad input.
    let out = Command::new(env!("CARGO_BIN_EXE_effigy")).arg("run").arg(&file).output().expect("effigy runs");
    assert_eq!(out.status.code(), Some(2));
}
