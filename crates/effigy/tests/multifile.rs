//! Programs of several files (`tests/multifile/*/`): each directory's `main.c` says, in
//! `// verify: FILES => WANT` lines, what `effigy verify FILES` (run in that directory) must
//! answer under every engine: TRUE, FALSE, UNKNOWN followed by words the reason must contain,
//! or ERROR followed by the front end's message (exit 2); `// engines:` names fewer engines,
//! saying why. The files are linked as C links
//! them: `static` names per file, one object or function per name of external linkage, one
//! definition each, one type for a header's struct in every file.

use std::path::PathBuf;
use std::process::Command;

mod corpus;
use corpus::{header, root};

const ENGINES: [&str; 4] = ["symex", "bmc", "kind", "cegar"];

#[test]
fn programs_of_several_files_verify_as_one_program() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join("tests/multifile"))
        .expect("tests/multifile")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 6, "only {} programs", dirs.len());
    let mut failures = Vec::new();
    let mut runs = 0;
    for dir in &dirs {
        let main = std::fs::read_to_string(dir.join("main.c")).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let lines: Vec<&str> = main.lines().take_while(|l| l.starts_with("//")).filter_map(|l| l.strip_prefix("// verify:")).collect();
        assert!(!lines.is_empty(), "{}: no `// verify:` line", dir.display());
        let only: Option<Vec<String>> =
            header(&main, "engines").map(|e| e.split(" (").next().unwrap_or("").split_whitespace().map(str::to_string).collect());
        for line in lines {
            let (files, want) = line.split_once("=>").unwrap_or_else(|| panic!("{}: `{line}` has no =>", dir.display()));
            let files: Vec<&str> = files.split_whitespace().collect();
            let want = want.trim();
            let (kind, words) = want.split_once(' ').unwrap_or((want, ""));
            let engines: Vec<&str> = match (&only, kind) {
                (_, "ERROR") => vec!["auto"],
                (Some(list), _) => ENGINES.iter().copied().filter(|e| list.iter().any(|l| l == e)).collect(),
                (None, _) => ENGINES.to_vec(),
            };
            for engine in engines {
                runs += 1;
                let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
                    .current_dir(dir)
                    .arg("verify")
                    .args(&files)
                    .args(["--engine", engine, "--timeout", "20"])
                    .output()
                    .expect("effigy runs");
                let stdout = String::from_utf8_lossy(&out.stdout);
                let stderr = String::from_utf8_lossy(&out.stderr);
                let got = match out.status.code() {
                    Some(0) => "TRUE",
                    Some(10) => "FALSE",
                    Some(20) => "UNKNOWN",
                    Some(2) => "ERROR",
                    _ => "crash",
                };
                let text = if kind == "ERROR" { stderr.to_string() } else { stdout.to_string() };
                if got != kind || !text.contains(words) {
                    failures.push(format!(
                        "{} `verify {}` --engine {engine}: want {want}, got {got}\n{stdout}{stderr}",
                        dir.display(),
                        files.join(" ")
                    ));
                }
            }
        }
    }
    assert!(runs >= 20);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}
