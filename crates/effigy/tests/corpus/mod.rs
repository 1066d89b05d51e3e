//! Shared by the data-driven tests: the repository's root and the `// key: value` headers of
//! the corpus programs.

use std::path::{Path, PathBuf};

/// The repository's root (the corpora live in its `tests/`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The value of `// key: value` among a program's leading comment lines.
pub fn header(text: &str, key: &str) -> Option<String> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(|s| s.trim().to_string())
}
