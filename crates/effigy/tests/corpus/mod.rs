//! Shared by the data-driven tests: the repository's root and the `// key: value` headers of
//! the corpus programs.

use std::path::{Path, PathBuf};

/// The repository's root (the corpora live in its `tests/`).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The value of `// key: value` among a program's leading comment lines.
#[allow(dead_code)]
pub fn header(text: &str, key: &str) -> Option<String> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(|s| s.trim().to_string())
}

/// The `.c` programs of a corpus directory (relative to the root), sorted; at least `at_least`.
#[allow(dead_code)]
pub fn programs(dir: &str, at_least: usize) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= at_least, "{dir}: only {} programs", files.len());
    files
}

/// Runs `run` on every (program, engine) pair, two at a time (the machine has two cores), and
/// returns the outputs by pair.
#[allow(dead_code)]
pub fn run_pairs(
    files: &[PathBuf],
    engines: &[&'static str],
    run: impl Fn(&Path, &str) -> std::process::Output + Sync,
) -> std::collections::HashMap<(PathBuf, &'static str), std::process::Output> {
    let pairs: Vec<(PathBuf, &'static str)> = files.iter().flat_map(|p| engines.iter().map(move |e| (p.clone(), *e))).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let outputs = std::sync::Mutex::new(std::collections::HashMap::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((path, engine)) = pairs.get(i) else { break };
                let out = run(path, engine);
                outputs.lock().unwrap().insert((path.clone(), *engine), out);
            });
        }
    });
    outputs.into_inner().unwrap()
}
