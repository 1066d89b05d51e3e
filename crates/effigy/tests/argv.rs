//! Programs whose `main(argc, argv)` reads its command line (`tests/argv/*.c`): each file's
//! `// verify: ARGS => WANT` lines say what `effigy verify ARGS` must answer under every engine
//! (see `corpus::verify_lines`). argc alone is any value (a proof covers every command line);
//! arguments are searched within `--sym-args`' bounds (or the default), so that a FALSE comes
//! with the command line gcc's program is run with, and no bounded search answers TRUE.

use std::path::PathBuf;

mod corpus;
use corpus::root;

#[test]
fn command_lines_are_inputs_and_bounded_searches_prove_nothing() {
    let dir = root().join("tests/argv");
    let cases: Vec<(PathBuf, PathBuf)> = corpus::programs("tests/argv", 5).into_iter().map(|f| (dir.clone(), f)).collect();
    let (runs, failures) = corpus::verify_lines(&cases);
    assert!(runs >= 20);
    assert!(failures.is_empty(), "{} of {runs} runs wrong:\n{}", failures.len(), failures.join("\n"));
}
