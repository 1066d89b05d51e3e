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
    run_list(pairs, run)
}

/// Runs `run` on the given (program, engine) pairs, two at a time, and returns the outputs by
/// pair.
#[allow(dead_code)]
pub fn run_list(
    pairs: Vec<(PathBuf, &'static str)>,
    run: impl Fn(&Path, &str) -> std::process::Output + Sync,
) -> std::collections::HashMap<(PathBuf, &'static str), std::process::Output> {
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

/// Runs every `// verify: ARGS => WANT` line of each case (the directory to run in, the file
/// whose header has the lines) under every engine (or those `// engines:` names) and returns
/// how many runs there were and the failures. WANT: TRUE, FALSE, UNKNOWN followed by words the
/// reason must contain, or ERROR followed by the front end's message (exit 2). Each run has 20 s
/// of CPU, or what a `// timeout: S` line gives (a search whose answer takes most of 20 s).
#[allow(dead_code)]
pub fn verify_lines(cases: &[(PathBuf, PathBuf)]) -> (usize, Vec<String>) {
    const ENGINES: [&str; 4] = ["symex", "bmc", "kind", "cegar"];
    let mut failures = Vec::new();
    let mut runs = 0;
    for (dir, file) in cases {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let lines: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).filter_map(|l| l.strip_prefix("// verify:")).collect();
        assert!(!lines.is_empty(), "{}: no `// verify:` line", file.display());
        let limit =
            header(&text, "timeout").map(|t| t.split_whitespace().next().unwrap_or("20").to_string()).unwrap_or_else(|| "20".into());
        let only: Option<Vec<String>> =
            header(&text, "engines").map(|e| e.split(" (").next().unwrap_or("").split_whitespace().map(str::to_string).collect());
        for line in lines {
            let (args, want) = line.split_once("=>").unwrap_or_else(|| panic!("{}: `{line}` has no =>", file.display()));
            let args: Vec<&str> = args.split_whitespace().collect();
            let want = want.trim();
            let (kind, words) = want.split_once(' ').unwrap_or((want, ""));
            let engines: Vec<&str> = match (&only, kind) {
                (_, "ERROR") => vec!["auto"],
                (Some(list), _) => ENGINES.iter().copied().filter(|e| list.iter().any(|l| l == e)).collect(),
                (None, _) => ENGINES.to_vec(),
            };
            for engine in engines {
                runs += 1;
                let out = std::process::Command::new(env!("CARGO_BIN_EXE_effigy"))
                    .current_dir(dir)
                    .arg("verify")
                    .args(&args)
                    .args(["--engine", engine, "--timeout", &limit])
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
                        args.join(" ")
                    ));
                }
            }
        }
    }
    (runs, failures)
}
