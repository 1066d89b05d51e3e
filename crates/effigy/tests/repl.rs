//! `effigy repl` end to end: scripted sessions (`tests/repl/*.session`, `examples/king/*.session`)
//! against their transcripts (`.out` beside them; `EFFIGY_BLESS=1` rewrites them), King's walk of
//! SEARCH to its eleven leaves, and the same session through a pipe and through `--script`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The program a session names in its first line (`# program: FILE [ARGS]`).
fn program_of(session: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(session).unwrap();
    let first =
        text.lines().find_map(|l| l.strip_prefix("# program: ")).unwrap_or_else(|| panic!("{} names no program", session.display()));
    first.split_whitespace().map(str::to_string).collect()
}

fn run_script(session: &Path) -> String {
    let mut args = vec!["repl".to_string()];
    args.extend(program_of(session));
    args.push("--script".into());
    args.push(session.strip_prefix(root()).unwrap_or(session).display().to_string());
    let out = Command::new(env!("CARGO_BIN_EXE_effigy")).args(&args).current_dir(root()).output().expect("effigy runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "a session writes nothing to stderr: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn sessions() -> Vec<PathBuf> {
    let mut all = Vec::new();
    for dir in ["tests/repl", "examples/king"] {
        for e in std::fs::read_dir(root().join(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "session") {
                all.push(p);
            }
        }
    }
    all.sort();
    assert!(all.len() >= 5, "the sessions are found");
    all
}

/// The values of a counterexample (`prove`, `reach`) are the linked Z3's model: the
/// transcripts are those of the default build (Debian's Z3 4.8.12); a build that links
/// another Z3 (`.deps/README.md`) may print other values that are as valid.
#[test]
fn sessions_match_their_transcripts() {
    let mut failed = Vec::new();
    for s in sessions() {
        let got = run_script(&s);
        let want_path = s.with_extension("out");
        if std::env::var_os("EFFIGY_BLESS").is_some() {
            std::fs::write(&want_path, &got).unwrap();
        }
        let want = std::fs::read_to_string(&want_path).unwrap_or_else(|_| panic!("{} (EFFIGY_BLESS=1 to create)", want_path.display()));
        if got != want {
            failed.push(format!("{}:\n--- got\n{got}\n--- want\n{want}", s.display()));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// King's SEARCH walked with save/restore reaches the eleven leaves of his table, each with
/// FOUND and J as he lists them.
#[test]
fn kings_search_walk_reaches_eleven_leaves() {
    let out = run_script(&root().join("examples/king/search.session"));
    // `tree` draws King's execution tree: eleven leaves, each edge with its condition.
    let tree = &out[out.find("(effigy) tree").expect("the session shows its tree")..];
    assert_eq!(tree.lines().filter(|l| l.contains(": leaf ")).count(), 11, "{tree}");
    assert!(tree.contains("├─ T A[3] = X: leaf 1: returned 3") && tree.contains("└─ F A[5] ≤ X: leaf 11: returned 5"), "{tree}");
    let leaves: Vec<&str> = out.lines().filter(|l| l.starts_with("path ended (leaf")).collect();
    assert_eq!(leaves.len(), 11, "{out}");
    // King's table (FOUND, J) in the order of this walk.
    let want = [(1, 3), (1, 1), (0, 0), (1, 2), (0, 1), (0, 2), (1, 4), (0, 3), (1, 5), (0, 4), (0, 5)];
    let found: Vec<&str> = out.lines().filter_map(|l| l.trim().strip_prefix("globals: found = ")).collect();
    let returned: Vec<i64> = leaves.iter().map(|l| l.rsplit(' ').next().unwrap().parse().unwrap()).collect();
    for (i, &(f, j)) in want.iter().enumerate() {
        assert_eq!(found[i], f.to_string(), "leaf {}: {out}", i + 1);
        assert_eq!(returned[i], j, "leaf {}: {out}", i + 1);
    }
    // The symbols are named after the elements, as King's A(1) … A(5).
    assert!(out.contains("A[3] = X") && out.contains("X < A[1]"), "{out}");
    // `html FILE` writes the walked tree as one self-contained page.
    let page = std::fs::read_to_string(root().join("target/king-search-session.html")).expect("the session wrote its page");
    assert!(page.contains("leaf 11") && !page.contains("leaf 12"), "the page has the eleven leaves");
    assert!(!page.contains("http://") && !page.contains("https://") && !page.contains("<link"), "the page needs no network");
}

/// The REPL's non-terminal mode: commands piped to standard input give the transcript of
/// `--script`.
#[test]
fn piped_input_is_echoed_like_a_script() {
    let session = root().join("tests/repl/assume.session");
    let mut args = vec!["repl".to_string()];
    args.extend(program_of(&session));
    let mut child = Command::new(env!("CARGO_BIN_EXE_effigy"))
        .args(&args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("effigy runs");
    child.stdin.take().unwrap().write_all(std::fs::read_to_string(&session).unwrap().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), run_script(&session));
}
