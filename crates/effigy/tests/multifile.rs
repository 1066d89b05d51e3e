//! Programs of several files (`tests/multifile/*/`): each directory's `main.c` says, in
//! `// verify: FILES => WANT` lines, what `effigy verify FILES` (run in that directory) must
//! answer under every engine: TRUE, FALSE, UNKNOWN followed by words the reason must contain,
//! or ERROR followed by the front end's message (exit 2); `// engines:` names fewer engines,
//! saying why. The files are linked as C links
//! them: `static` names per file, one object or function per name of external linkage, one
//! definition each, one type for a header's struct in every file.

use std::path::PathBuf;

mod corpus;
use corpus::root;

#[test]
fn programs_of_several_files_verify_as_one_program() {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root().join("tests/multifile"))
        .expect("tests/multifile")
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 10, "only {} programs", dirs.len());
    let cases: Vec<(PathBuf, PathBuf)> = dirs.iter().map(|d| (d.clone(), d.join("main.c"))).collect();
    let (runs, failures) = corpus::verify_lines(&cases);
    assert!(runs >= 40);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}
