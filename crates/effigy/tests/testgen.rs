//! `effigy testgen`: generated tests are replayed on the program compiled by gcc (the error
//! test reaches `reach_error`, the others do not), they cover every branch of small programs,
//! the Test-Comp files have the XML declaration on line 1 and the DOCTYPE on line 2 (snapshots,
//! creation time normalised; `EFFIGY_BLESS=1` rewrites them), the zip holds the same files, and
//! bad input gets a diagnostic.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn effigy_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).current_dir(dir).output().expect("effigy runs")
}

/// A test's own directory under the system's temporary one, removed when the test passes (a
/// failing test's stays, to be looked at).
struct Scratch(PathBuf);

impl std::ops::Deref for Scratch {
    type Target = PathBuf;
    fn deref(&self) -> &PathBuf {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("effigy-testgen-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

const PROGRAM: &str = "extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned char c = __VERIFIER_nondet_uchar();
  if (x > 100) {
    if (c == 200) {
      if (x * 2 == 402) reach_error();
    } else if (c < 10) {
      return 1;
    }
  } else if (x < -5) {
    return 2;
  }
  return 0;
}
";

/// The inputs of every test in `dir/test-suite`, and whether it claims to cover the error.
fn read_suite(dir: &Path) -> Vec<(Vec<String>, bool)> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(dir.join("test-suite"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("test"))
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines[0], "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>", "{}", p.display());
            assert!(lines[1].starts_with("<!DOCTYPE testcase PUBLIC"), "{}", p.display());
            let inputs = lines
                .iter()
                .filter_map(|l| l.trim().strip_prefix("<input type=\"")?.split_once("\">")?.1.strip_suffix("</input>"))
                .map(str::to_string)
                .collect();
            (inputs, text.contains("<testcase coversError=\"true\">"))
        })
        .collect()
}

fn replay(dir: &Path, file: &str, inputs: &[String]) -> String {
    let list = if inputs.is_empty() { "0".to_string() } else { inputs.join(",") };
    let out = effigy_in(dir, &["replay", file, "--inputs", &list]);
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

fn coverage_line(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).lines().find(|l| l.starts_with("Branch coverage (effigy):")).unwrap_or("").to_string()
}

/// TestCov, Test-Comp's validator, runs effigy's suites (through `scripts/testcomp-check.sh`):
/// it runs every test, measures the branch coverage effigy claims for Test-Comp's goals (within
/// one percentage point) and answers `Result: TRUE` for the error suite.
#[test]
fn testcov_runs_the_suites_and_measures_the_claimed_coverage() {
    let installed = Command::new("testcov").arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(installed, "testcov is not installed: `make deps` installs it (pip install testcov; lcov and clang-tidy from Debian)");
    let dir = scratch("testcov");
    std::fs::write(dir.join("prog.c"), format!("// expect: FALSE\n{PROGRAM}")).unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new(root.join("scripts/testcomp-check.sh"))
        .args(["--timeout", "20", "--effigy", env!("CARGO_BIN_EXE_effigy")])
        .arg(dir.join("prog.c"))
        .output()
        .expect("scripts/testcomp-check.sh runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{text}");
    let line = text.lines().find(|l| l.starts_with("ok   prog: ")).unwrap_or_else(|| panic!("no line for prog: {text}"));
    assert!(line.ends_with(" tests, coverage effigy 100.0% TestCov 100.0%; error suite: TestCov Result: TRUE"), "{text}");
    assert!(text.contains("testcomp-check: 1 programs passed, 0 failed, 0 skipped (inputs a Test-Comp harness does not feed), 2 suites validated by TestCov"), "{text}");
}

#[test]
fn tests_cover_every_branch_and_replay_under_gcc() {
    for strategy in ["generational", "dfs", "coverage"] {
        let dir = scratch(strategy);
        std::fs::write(dir.join("prog.c"), PROGRAM).unwrap();
        let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--strategy", strategy]);
        assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert_eq!(coverage_line(&out), "Branch coverage (effigy): 10/10 (100.0%)", "{strategy}");
        // gcc's own count of the same suite: the five conditions, both ways each.
        let gcov = String::from_utf8_lossy(&out.stdout).lines().find(|l| l.starts_with("Branch coverage (gcc")).unwrap_or("").to_string();
        assert!(gcov.starts_with("Branch coverage (gcc --coverage, gcov): 10/10 (100.0%) branches taken"), "{strategy}: {gcov}");
        let suite = read_suite(&dir.join("out"));
        assert_eq!(suite.iter().filter(|t| t.1).count(), 1, "{strategy}: one error test: {suite:?}");
        for (inputs, covers_error) in &suite {
            let outcome = replay(&dir, "prog.c", inputs);
            assert_eq!(outcome == "outcome: error", *covers_error, "{strategy}: {inputs:?} gave {outcome}");
        }
    }
}

#[test]
fn goal_error_stops_at_the_first_error_test() {
    let dir = scratch("goal");
    std::fs::write(dir.join("prog.c"), PROGRAM).unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--goal", "error"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Search stopped: an error was reached"), "{text}");
    let suite = read_suite(&dir.join("out"));
    assert!(suite.last().unwrap().1 && suite.iter().filter(|t| t.1).count() == 1, "{suite:?}");
    let metadata = std::fs::read_to_string(dir.join("out/test-suite/metadata.xml")).unwrap();
    assert!(metadata.contains("COVER EDGES(@CALL(reach_error))"), "{metadata}");
}

/// `--harness`: each test as a C file that gcc builds with the program; the test that reaches
/// the error aborts there (its harness sees `reach_error` entered, though its body is empty),
/// the others run to their end.
#[test]
fn every_test_harness_builds_and_runs_as_its_test() {
    let dir = scratch("harness");
    std::fs::write(dir.join("prog.c"), PROGRAM).unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--harness"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success() && text.contains("Harnesses written to out/harnesses"), "{text}");
    let suite = read_suite(&dir.join("out"));
    assert!(suite.len() >= 4 && suite.iter().any(|t| t.1), "{suite:?}");
    for (i, (_, error)) in suite.iter().enumerate() {
        let harness = dir.join(format!("out/harnesses/test-{}.c", i + 1));
        let source = std::fs::read_to_string(&harness).unwrap();
        let build = source.lines().find_map(|l| l.strip_prefix(" *   gcc ")).map(|c| format!("gcc {c}")).expect("the build command");
        let run = Command::new("sh").args(["-c", &build]).current_dir(&*dir).output().unwrap();
        let said = format!("{}{}", String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
        if *error {
            assert!(!run.status.success() && said.contains("effigy harness: reach_error() is called"), "test {}: {said}", i + 1);
        } else {
            assert!(!said.contains("reach_error"), "test {}: {said}", i + 1);
            assert!(run.status.code().is_some(), "test {} was killed: {said}", i + 1);
        }
    }
}

/// A program of the engine tests: King's search, FALSE there; every test replays as claimed.
#[test]
fn tests_of_a_repository_program_replay_under_gcc() {
    let dir = scratch("repo");
    let program = root().join("crates/effigy-engine/tests/programs/thesis_fig7_1.c");
    std::fs::copy(&program, dir.join("p.c")).unwrap();
    let out = effigy_in(&dir, &["testgen", "p.c", "--output", "out", "--timeout", "20"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let suite = read_suite(&dir.join("out"));
    assert!(!suite.is_empty());
    assert!(suite.iter().any(|t| t.1), "the error is reachable: {suite:?}");
    for (inputs, covers_error) in &suite {
        let outcome = replay(&dir, "p.c", inputs);
        assert_eq!(outcome == "outcome: error", *covers_error, "{inputs:?} gave {outcome}");
    }
}

fn check_snapshot(name: &str, actual: &str) {
    let path = root().join("crates/effigy/tests/snapshots").join(name);
    if std::env::var_os("EFFIGY_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(expected, actual, "snapshot {} differs (EFFIGY_BLESS=1 rewrites it)", path.display());
}

#[test]
fn suite_files_snapshot_and_zip() {
    let dir = scratch("snapshot");
    std::fs::write(dir.join("prog.c"), PROGRAM).unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out"]);
    assert!(out.status.success());
    let suite = dir.join("out/test-suite");
    let metadata = std::fs::read_to_string(suite.join("metadata.xml")).unwrap();
    let normalised: String = metadata
        .lines()
        .map(|l| if l.trim_start().starts_with("<creationtime>") { "  <creationtime>TIME</creationtime>" } else { l })
        .map(|l| l.to_string() + "\n")
        .collect();
    let version_free = normalised.replace(env!("CARGO_PKG_VERSION"), "VERSION");
    check_snapshot("testcomp_metadata.xml", &version_free);
    let mut names: Vec<String> = std::fs::read_dir(&suite).unwrap().map(|e| e.unwrap().file_name().to_str().unwrap().to_string()).collect();
    names.sort();
    let error_test =
        names.iter().find(|n| std::fs::read_to_string(suite.join(n)).unwrap().contains("coversError")).cloned().expect("an error test");
    check_snapshot("testcomp_error_test.xml", &std::fs::read_to_string(suite.join(&error_test)).unwrap());
    // The zip holds exactly the suite's files with their contents (checked by Python's zipfile).
    let script = "import sys, zipfile, os\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nfor n in z.namelist():\n    assert z.read(n) == open(os.path.join(sys.argv[2], n), 'rb').read(), n\nprint(' '.join(sorted(z.namelist())))\n";
    let zip_out = Command::new("python3")
        .args(["-c", script, dir.join("out/test-suite.zip").to_str().unwrap(), dir.join("out").to_str().unwrap()])
        .output()
        .expect("python3 runs");
    assert!(zip_out.status.success(), "{}", String::from_utf8_lossy(&zip_out.stderr));
    let listed = String::from_utf8_lossy(&zip_out.stdout).trim().to_string();
    let expected: Vec<String> = names.iter().map(|n| format!("test-suite/{n}")).collect();
    assert_eq!(listed, expected.join(" "));
}

#[test]
fn bad_seed_inputs_are_a_diagnostic() {
    let dir = scratch("seeds");
    std::fs::write(dir.join("prog.c"), PROGRAM).unwrap();
    std::fs::write(dir.join("seeds.txt"), "101, 200\nnot a number\n").unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--seed-inputs", "seeds.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("seeds.txt:2: expected comma-separated integers"));
    // A good seed file: the first test is the seed itself.
    std::fs::write(dir.join("seeds.txt"), "# x, c\n101, 200\n").unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--seed-inputs", "seeds.txt", "--max-tests", "1"]);
    assert!(out.status.success());
    let suite = read_suite(&dir.join("out"));
    assert_eq!(suite[0].0, ["101", "200"]);
}

/// A fork on uninitialised storage is not decided by the input: the run must not take a side
/// that contradicts the branches before it (the runs ask no solver at forks the input decides).
#[test]
fn runs_never_follow_an_impossible_side() {
    let dir = scratch("impossible");
    std::fs::write(
        dir.join("prog.c"),
        "extern void *malloc(unsigned int);\nvoid reach_error(void) {}\n\
         int main(void) { int *p = malloc(4); int y = *p; if (y > 10) { if (y < 5) reach_error(); } return 0; }\n",
    )
    .unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--goal", "error"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}");
    assert!(text.contains("(0 reaching the error)"), "{text}");
    assert!(read_suite(&dir.join("out")).iter().all(|t| !t.1), "{text}");
}

/// A run longer than the time limit ends at the limit (the search checks its clock inside a run,
/// not only between runs), and the search says it stopped for time, not that it was complete;
/// the test written from the cut run still replays (its path so far is what its inputs make it).
/// The regression: 200000 inputs made every fork of a run re-read all inputs (quadratic), and
/// `--timeout 1` ran for more than ten minutes.
#[test]
fn a_run_that_outlasts_the_time_limit_is_cut_at_it() {
    let dir = scratch("long-run");
    std::fs::write(
        dir.join("long.c"),
        "extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int a1[100000], a2[100000];
int main(void) {
  for (int i = 0; i < 100000; i++) { a1[i] = __VERIFIER_nondet_int(); a2[i] = __VERIFIER_nondet_int(); }
  for (int i = 0; i < 100000; i++) if (a1[i] != a2[i]) reach_error();
  return 0;
}
",
    )
    .unwrap();
    let out = effigy_in(&dir, &["testgen", "--timeout", "1", "--output", "out", "long.c"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Search stopped: time limit of 1 s reached"), "{text}");
    let written: usize = text
        .lines()
        .find_map(|l| l.strip_prefix("Tests written: "))
        .and_then(|l| l.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no test count: {text}"));
    assert!(written >= 1, "{text}");
}

/// `int main(int argc, char **argv)` that never reads its parameters (common in SV-COMP) gets a
/// suite, as `verify` decides it; one that reads them is refused with the reason.
#[test]
fn main_with_unread_parameters_gets_a_suite() {
    let dir = scratch("argv");
    std::fs::write(
        dir.join("args.c"),
        "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(int argc, char **argv) {\n  int x = __VERIFIER_nondet_int();\n  if (x == 42) reach_error();\n  return 0;\n}\n",
    )
    .unwrap();
    let out = effigy_in(&dir, &["testgen", "--timeout", "10", "--output", "out", "args.c"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Tests written: 2 (1 reaching the error)"), "{text}");
    // A main that reads argc gets any argc (from 1, as a shell gives it, then what the
    // branches ask).
    std::fs::write(dir.join("reads.c"), "int main(int argc, char **argv) {\n  if (argc > 3) return 1;\n  return 0;\n}\n").unwrap();
    let out = effigy_in(&dir, &["testgen", "--timeout", "10", "--output", "out2", "reads.c"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Tests written: 2 (0 reaching the error)"), "{text}");
    let json = std::fs::read_to_string(dir.join("out2/tests.json")).unwrap();
    assert!(json.contains("\"command_line\": \"argc = 1 (argv is never read)\""), "{json}");
}

/// A program that reads its command line (KLEE's --sym-args): each test's `argv` is a file a
/// person reads and a shell runs; `replay.sh` builds the real program with gcov and runs every
/// test; the planted division by zero and stack overflow are tests, each confirmed by the
/// sanitizer that sees it on gcc's program.
#[test]
fn tests_of_a_program_reading_its_command_line_run_the_real_program() {
    let dir = scratch("cmdline");
    std::fs::copy(root().join("examples/rpn.c"), dir.join("rpn.c")).unwrap();
    let out = effigy_in(&dir, &["testgen", "rpn.c", "--output", "out", "--sym-args", "0", "5", "1", "--timeout", "30"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Search complete"), "{text}");
    assert!(text.contains("division by zero at rpn.c:16:58 (command line: rpn "), "{text}");
    assert!(text.contains("gcc's program reports UndefinedBehaviorSanitizer: division by zero at rpn.c:16"), "{text}");
    assert!(text.contains("out-of-bounds access at rpn.c:12:7 (command line: rpn "), "{text}");
    assert!(text.contains("gcc's program reports AddressSanitizer: stack-buffer-overflow at rpn.c:12"), "{text}");
    let tests = dir.join("out/test-inputs");
    let mut argvs = Vec::new();
    for entry in std::fs::read_dir(&tests).unwrap() {
        let test = entry.unwrap().path();
        if test.is_dir() {
            argvs.push(std::fs::read_to_string(test.join("argv")).unwrap());
        }
    }
    assert!(argvs.iter().all(|a| a.starts_with("rpn")), "{argvs:?}");
    assert!(argvs.iter().any(|a| a.trim() == "rpn"), "the empty command line is a test: {argvs:?}");
    let replay = Command::new("bash").arg(tests.join("replay.sh")).output().unwrap();
    let printed = String::from_utf8_lossy(&replay.stdout);
    assert!(replay.status.success(), "{printed}{}", String::from_utf8_lossy(&replay.stderr));
    assert!(printed.contains("test001: exit "), "{printed}");
    assert!(printed.contains("Lines executed:100.00% of 17"), "{printed}");
}

/// A Test-Comp test holds the values of `__VERIFIER_nondet_*` calls only: what effigy took as
/// an unmodelled external function's result is not fed by a Test-Comp harness, and written
/// among them it shifted every later value (the JSON keeps it, with its function).
#[test]
fn testcomp_tests_hold_only_nondet_values() {
    let dir = scratch("extern");
    std::fs::write(
        dir.join("ext.c"),
        "extern int __VERIFIER_nondet_int(void);\nextern int ext(int);\nvoid reach_error(void) {}\nint main(void) {\n  int a = __VERIFIER_nondet_int();\n  int b = ext(a);\n  int c = __VERIFIER_nondet_int();\n  if (b == 7 && c == 3) reach_error();\n  return 0;\n}\n",
    )
    .unwrap();
    let out = effigy_in(&dir, &["testgen", "--timeout", "10", "--output", "out", "ext.c"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json = std::fs::read_to_string(dir.join("out/tests.json")).unwrap();
    assert!(json.contains("\"function\": \"ext\""), "{json}");
    let suite = read_suite(&dir.join("out"));
    assert!(!suite.is_empty());
    for (inputs, _) in &suite {
        assert!(inputs.len() <= 2, "{inputs:?}");
    }
    // The test that makes c == 3 gives 3 as the second value, where the harness's second
    // __VERIFIER_nondet_int() call reads it.
    assert!(suite.iter().any(|(inputs, _)| inputs.get(1).map(String::as_str) == Some("3")), "{suite:?}");
}

/// Test-Comp's goals are counted as TestCov labels them: the else side of an `if` whose else is
/// another `if` is no goal of its own (that `if`'s sides are), so `if … else if …` without a
/// final `else` has three goals, not four.
#[test]
fn else_if_counts_the_goals_testcov_counts() {
    let dir = scratch("elseif");
    std::fs::write(
        dir.join("ei.c"),
        "extern int __VERIFIER_nondet_int(void);\nint main(void) {\n  int x = __VERIFIER_nondet_int();\n  int r = 0;\n  if (x > 10) {\n    r = 1;\n  } else if (x > 5) {\n    r = 2;\n  }\n  return r;\n}\n",
    )
    .unwrap();
    let out = effigy_in(&dir, &["testgen", "--timeout", "10", "--output", "out", "ei.c"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("case labels): 3/3 (100.0%)"), "{text}");
}

/// A program that reads standard input: each test is also a directory `test-inputs/testNNN` whose
/// `stdin` file, given to the program gcc builds, takes it down the same branches (gcov counts
/// them all) — KLEE's tests for the real program; one test's input makes the real program abort.
#[test]
fn tests_of_a_program_reading_standard_input_run_the_real_program() {
    let dir = scratch("stdin");
    let program = "#include <stdio.h>\n#include <stdlib.h>\n\
        int main(void) {\n  int a = getchar(), b = getchar();\n  if (a == 'x') {\n    if (b == EOF) { puts(\"error\"); abort(); }\n    return 1;\n  }\n  \
        if (a == EOF) return 2;\n  return b == '\\n' ? 3 : 4;\n}\n";
    std::fs::write(dir.join("prog.c"), program).unwrap();
    let out = effigy_in(&dir, &["testgen", "prog.c", "--output", "out", "--sym-stdin", "3", "--timeout", "20"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Branch coverage (gcc --coverage, gcov): 8/8 (100.0%) branches taken"), "{text}");
    assert!(text.contains("Tests for the real program: out/test-inputs"), "{text}");
    let exe = dir.join("prog");
    let built = Command::new("gcc").args(["-w", "-o"]).arg(&exe).arg(dir.join("prog.c")).output().unwrap();
    assert!(built.status.success());
    let mut errors = 0;
    let mut tests = 0;
    for entry in std::fs::read_dir(dir.join("out/test-inputs")).unwrap() {
        let test = entry.unwrap().path();
        if !test.is_dir() {
            continue; // replay.sh
        }
        let stdin = std::fs::File::open(test.join("stdin")).unwrap();
        let run = Command::new(&exe).stdin(stdin).output().unwrap();
        tests += 1;
        // abort(): killed by SIGABRT (what it printed may stay in the stdio buffer).
        errors += run.status.code().is_none() as usize;
    }
    assert!(tests >= 4, "{tests} tests");
    assert_eq!(errors, 1, "one test, \"x\" and the end of the file, makes the program abort");
}

/// SAGE's seeds: `--seed FILE` starts the search from a real input (the program's standard
/// input here): the first test is the seed's run, its bytes the file's; a directory of an
/// earlier suite seeds too; a program that reads no file cannot be seeded.
#[test]
fn a_real_input_seeds_the_search() {
    let dir = scratch("seed");
    let program = "#include <stdio.h>\n#include <string.h>\n\
        int main(void) {\n  char b[8] = {0};\n  if (!fgets(b, sizeof b, stdin)) return 1;\n  if (strncmp(b, \"GIF\", 3) == 0) {\n    if (b[3] == '9') return 4;\n    return 3;\n  }\n  return 2;\n}\n";
    std::fs::write(dir.join("magic.c"), program).unwrap();
    std::fs::write(dir.join("seed.txt"), "GIF87a\n").unwrap();
    let out = effigy_in(&dir, &["testgen", "magic.c", "--output", "out", "--seed", "seed.txt", "--max-tests", "1", "--timeout", "20"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read(dir.join("out/test-inputs/test001/stdin")).unwrap(), b"GIF87a\n", "the seed's run is the first test");
    // The suite's directory seeds a new search.
    let out = effigy_in(&dir, &["testgen", "magic.c", "--output", "out2", "--seed", "out/test-inputs/test001", "--timeout", "20"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read(dir.join("out2/test-inputs/test001/stdin")).unwrap(), b"GIF87a\n");
    std::fs::write(dir.join("none.c"), "int main(void) { return 0; }\n").unwrap();
    let out = effigy_in(&dir, &["testgen", "none.c", "--output", "out3", "--seed", "seed.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the program reads neither standard input nor a file of --sym-file"));
}

/// `--sym-file-missing`: whether the file exists is an input, so the tests take the program's
/// handling of a missing file (a test's directory without the file, tests.json saying so), and
/// gcov counts that branch when gcc's program runs on the tests; a test that crashes the program
/// (a division by zero here) still has its branches counted (the coverage build writes gcov's
/// counters when a signal kills the program).
#[test]
fn a_file_may_be_missing_and_crashing_tests_count_their_branches() {
    let dir = scratch("missing");
    let program = "#include <stdio.h>\n\
        int main(void) {\n  FILE *f = fopen(\"in.txt\", \"r\");\n  if (!f) { fputs(\"no input\\n\", stderr); return 1; }\n  \
        int c = fgetc(f);\n  if (c == EOF) return 2;\n  if (c == '0') { volatile int zero = 0; return 100 / zero; }\n  return 3;\n}\n";
    std::fs::write(dir.join("prog.c"), program).unwrap();
    let out = effigy_in(
        &dir,
        &["testgen", "prog.c", "--output", "out", "--sym-file", "in.txt", "--sym-file-size", "1", "--sym-file-missing", "--timeout", "20"],
    );
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("Branch coverage (gcc --coverage, gcov): 6/6 (100.0%) branches taken"), "{text}");
    let tests: Vec<PathBuf> =
        std::fs::read_dir(dir.join("out/test-inputs")).unwrap().map(|e| e.unwrap().path()).filter(|p| p.is_dir()).collect();
    let missing = tests.iter().filter(|t| !t.join("in.txt").exists()).count();
    assert_eq!(missing, 1, "one test leaves in.txt out: {tests:?}");
    let json = std::fs::read_to_string(dir.join("out/tests.json")).unwrap();
    assert!(json.contains("\"missing\": true") || json.contains("\"missing\":true"), "{json}");
    // Without the option the file always exists: no test takes the first branch.
    let out =
        effigy_in(&dir, &["testgen", "prog.c", "--output", "out2", "--sym-file", "in.txt", "--sym-file-size", "1", "--timeout", "20"]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(text.contains("Branch coverage (gcc --coverage, gcov): 5/6 (83.3%) branches taken"), "{text}");
}
