//! The command line end to end: verdicts and exit codes, counterexamples confirmed by gcc,
//! JSON output, query dumps that replay in the z3 binary, diagnostics, and a snapshot of
//! King's table (`EFFIGY_BLESS=1` rewrites snapshots).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn effigy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).current_dir(root()).output().expect("effigy runs")
}

fn text(o: &Output) -> String {
    format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

/// A C program written to a fresh directory of its own: (directory, file).
fn temp_program(tag: &str, source: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("effigy-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let prog = dir.join(format!("{tag}.c"));
    std::fs::write(&prog, source).unwrap();
    (dir, prog)
}

fn header(text: &str, key: &str) -> Option<String> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(|s| s.trim().to_string())
}

fn c_files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    v
}

/// Runs `effigy verify` and checks the verdict, the exit code, and that a FALSE is confirmed by
/// the program compiled by gcc.
fn check_verdict(path: &Path, want: &str, extra: &[&str], failures: &mut Vec<String>) {
    let mut args = vec!["verify", path.to_str().unwrap()];
    args.extend(extra);
    let out = effigy(&args);
    let out_text = text(&out);
    let code = out.status.code();
    let expected_code = match want {
        "TRUE" => 0,
        "FALSE" => 10,
        _ => 20,
    };
    let last = out_text.lines().filter(|l| l.starts_with("Verification result:")).last().unwrap_or("");
    if code != Some(expected_code) || !last.starts_with(&format!("Verification result: {want}")) {
        failures.push(format!("{} {extra:?}: expected {want}, got {code:?}:\n{out_text}", path.display()));
    }
    if want == "FALSE" && !out_text.contains("confirmed by execution: the program compiled by gcc reaches the error") {
        failures.push(format!("{} {extra:?}: counterexample not confirmed:\n{out_text}", path.display()));
    }
}

/// `// verdict:` is tree exploration's answer (with `// unwind:`), `// cegar:` the answer of
/// `--engine cegar` (within `// cegar-timeout:` seconds, default 60).
#[test]
fn verdicts_exit_codes_and_confirmed_counterexamples() {
    let mut failures = Vec::new();
    let mut cegar_cases = 0;
    for path in c_files("crates/effigy-engine/tests/programs") {
        let source = std::fs::read_to_string(&path).unwrap();
        if let Some(want) = header(&source, "verdict") {
            let mut extra = vec!["--engine", "symex", "--timeout", "60"];
            let unwind = header(&source, "unwind");
            if let Some(k) = &unwind {
                extra.extend(["--unwind", k.as_str()]);
            }
            // Programs from the slides that assume two's complement wrap-around.
            let overflow = header(&source, "signed-overflow");
            if let Some(o) = &overflow {
                extra.extend(["--signed-overflow", o.as_str()]);
            }
            check_verdict(&path, &want, &extra, &mut failures);
        }
        if let Some(want) = header(&source, "cegar") {
            cegar_cases += 1;
            let timeout = header(&source, "cegar-timeout").unwrap_or_else(|| "60".into());
            let mut extra = vec!["--engine", "cegar", "--timeout", &timeout];
            let overflow = header(&source, "signed-overflow");
            if let Some(o) = &overflow {
                extra.extend(["--signed-overflow", o.as_str()]);
            }
            check_verdict(&path, &want, &extra, &mut failures);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(cegar_cases >= 10, "only {cegar_cases} programs say what CEGAR answers");
}

/// Corpus programs that reach the error for some input: no engine may say TRUE, every FALSE
/// must be confirmed by gcc, and an engine named in a `// symex: FALSE` or `// cegar: FALSE`
/// header must decide the program (the others may end UNKNOWN, with a reason).
#[test]
fn corpus_errors_are_found_and_confirmed() {
    let mut failures = Vec::new();
    let mut required = 0;
    for path in c_files("tests/corpus") {
        let source = std::fs::read_to_string(&path).unwrap();
        if !source.lines().any(|l| l.starts_with("// run:") && l.ends_with("outcome=error")) {
            continue;
        }
        for engine in ["symex", "cegar", "bmc", "kind"] {
            let must = header(&source, engine).as_deref() == Some("FALSE");
            required += must as usize;
            // A program the engine need not decide gets a short (CPU-time) limit: only a wrong
            // verdict fails the test then.
            let limit = if must { "120" } else { "10" };
            let out = effigy(&["verify", path.to_str().unwrap(), "--engine", engine, "--timeout", limit]);
            let t = text(&out);
            match out.status.code() {
                Some(10) if t.contains("confirmed by execution: the program compiled by gcc") => {}
                Some(20) if !must => {}
                other => failures.push(format!("{} [{engine}]: exit {other:?}\n{t}", path.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(required >= 12, "only {required} required verdicts");
}

/// Every program of tests/ub has undefined behaviour on some input: each engine must say so
/// (UNKNOWN naming it), never TRUE.
#[test]
fn ub_programs_are_flagged_by_every_engine() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in c_files("tests/ub") {
        for engine in ["symex", "cegar", "bmc", "kind"] {
            let out = effigy(&["verify", path.to_str().unwrap(), "--engine", engine, "--timeout", "120"]);
            let t = text(&out);
            let last = t.lines().filter(|l| l.starts_with("Verification result:")).last().unwrap_or("");
            if out.status.code() != Some(20) || !last.contains("possible undefined behaviour") {
                failures.push(format!("{} [{engine}]: {last}", path.display()));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 60, "only {checked} runs");
}

#[test]
fn json_verdict_and_replay_of_its_inputs() {
    let dir = std::env::temp_dir().join(format!("effigy-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("v.json");
    let out = effigy(&["verify", "examples/abs.c", "--json", json.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["verdict"], "FALSE");
    assert_eq!(v["counterexample"]["inputs"][0]["function"], "__VERIFIER_nondet_int");
    assert_eq!(v["counterexample"]["inputs"][0]["type"], "int");
    assert_eq!(v["counterexample"]["inputs"][0]["value"], "-2147483648");
    assert_eq!(v["counterexample"]["confirmed_by_execution"], true);
    assert!(v["counterexample"]["path"].as_array().unwrap().iter().all(|s| s["line"].as_u64().is_some() && s["function"].is_string()));
    let replay = effigy(&["replay", "examples/abs.c", "--inputs", json.to_str().unwrap()]);
    assert_eq!(text(&replay).trim(), "outcome: error");
    assert_eq!(replay.status.code(), Some(10), "the error reached: as verify's FALSE");
    let replay = effigy(&["replay", "examples/abs.c", "--inputs", "5"]);
    assert_eq!(text(&replay).trim(), "outcome: return 5");
    assert_eq!(replay.status.code(), Some(0));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn task_files_supply_input_and_data_model() {
    let dir = std::env::temp_dir().join(format!("effigy-task-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(root().join("examples/abs.c"), dir.join("abs.c")).unwrap();
    let yml = dir.join("abs.yml");
    std::fs::write(&yml, "format_version: '2.0'\ninput_files: 'abs.c'\nproperties:\n  - property_file: ../properties/unreach-call.prp\n    expected_verdict: false\noptions:\n  language: C\n  data_model: LP64\n").unwrap();
    let out = effigy(&["verify", yml.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn dumped_queries_replay_in_z3() {
    let dir = std::env::temp_dir().join(format!("effigy-dump-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // One engine at a time: with several, a query of an engine stopped by another's verdict
    // is dumped without an answer (it has none), and which ones are stopped varies.
    let out = effigy(&["verify", "examples/search.c", "--cpus", "1", "--dump-queries", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    assert!(!files.is_empty());
    let mut answers = std::collections::HashSet::new();
    for f in &files {
        let z3 = Command::new("z3").arg(f).output().expect("the z3 binary (make test installs it)");
        let answer = String::from_utf8_lossy(&z3.stdout).trim().to_string();
        assert!(answer == "sat" || answer == "unsat", "{}: z3 says {answer}", f.display());
        // The dump ends with the answer effigy got, its time and the backend (the default
        // portfolio names the in-process Z3 and Bitwuzla): the same answer.
        let dumped = std::fs::read_to_string(f).unwrap();
        let last = dumped.lines().last().unwrap_or("");
        assert!(
            last.starts_with("; effigy: ") && last.contains(&format!(" ms {answer} (")) && last.contains("Z3 "),
            "{}: {last}",
            f.display()
        );
        answers.insert(answer);
    }
    assert_eq!(answers.len(), 2, "both satisfiable and unsatisfiable branch queries are dumped");
    let _ = std::fs::remove_dir_all(&dir);
    // Two engines at once: a query stopped by the other's verdict records no answer (not
    // `unknown`), and every answer recorded is z3's.
    for _ in 0..3 {
        let out = effigy(&["verify", "examples/search.c", "--cpus", "2", "--dump-queries", dir.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out));
        for f in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
            let dumped = std::fs::read_to_string(&f).unwrap();
            let last = dumped.lines().last().unwrap_or("");
            if last.starts_with("; effigy: ") {
                let z3 = Command::new("z3").arg(&f).output().expect("the z3 binary");
                let answer = String::from_utf8_lossy(&z3.stdout).trim().to_string();
                assert!(last.contains(&format!(" ms {answer} (")), "{}: z3 says {answer}: {last}", f.display());
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// `effigy solve` reads back the queries `--dump-queries` writes (integers, arrays and floats)
/// and every backend answers each as effigy recorded it, with models that satisfy the query;
/// an answer that contradicts the recorded one exits 1, an unreadable script 2 with its position.
#[test]
fn solve_reads_dumped_queries_and_every_backend_agrees_with_the_recorded_answers() {
    let (dir, float_prog) = temp_program(
        "solve-float",
        "extern double __VERIFIER_nondet_double(void);\nextern void reach_error(void);\n\
         int main(void) { double x = __VERIFIER_nondet_double(); double y = x * 3.0 + 1.0;\n\
         if (x > 0.0 && y < 2.5) { if (y > 2.4) reach_error(); } return 0; }\n",
    );
    let queries = dir.join("queries");
    let _ = std::fs::remove_dir_all(&queries);
    std::fs::create_dir_all(&queries).unwrap();
    for (tag, prog) in [("search", root().join("examples/search.c")), ("float", float_prog.clone())] {
        let sub = queries.join(tag);
        let out = effigy(&["verify", "--engine", "symex", prog.to_str().unwrap(), "--dump-queries", sub.to_str().unwrap()]);
        assert!(matches!(out.status.code(), Some(0 | 10)), "{}", text(&out));
        for f in std::fs::read_dir(&sub).unwrap() {
            let f = f.unwrap().path();
            std::fs::rename(&f, queries.join(format!("{tag}-{}", f.file_name().unwrap().to_string_lossy()))).unwrap();
        }
        std::fs::remove_dir(&sub).unwrap();
    }
    let n = std::fs::read_dir(&queries).unwrap().count();
    assert!(n >= 4, "{n} queries dumped");
    // Every backend as the analyses ask (hybrid), and the in-process Z3 with every query pushed
    // and with every query alone.
    let runs = [("z3", "hybrid"), ("bitwuzla", "hybrid"), ("portfolio", "hybrid"), ("z3", "incremental"), ("z3", "alone")];
    for (solver, mode) in runs {
        let json = dir.join(format!("{solver}-{mode}.json"));
        let out = effigy(&["solve", "--solver", solver, "--mode", mode, queries.to_str().unwrap(), "--json", json.to_str().unwrap()]);
        let t = text(&out);
        assert_eq!(out.status.code(), Some(0), "{solver}: {t}");
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let rows = v["queries"].as_array().unwrap();
        assert_eq!(rows.len(), n, "{solver}: {t}");
        for row in rows {
            let answer = row["answer"].as_str().unwrap();
            assert!(answer == "sat" || answer == "unsat", "{solver}: {row}");
            assert_eq!(row["recorded"].as_str(), Some(answer), "{solver}: {row}");
            if answer == "sat" {
                assert_eq!(row["model_holds"], serde_json::json!(true), "{solver}: {row}");
            }
        }
        assert!(rows.iter().any(|r| std::fs::read_to_string(r["file"].as_str().unwrap()).unwrap().contains("fp.mul")), "a float query");
        assert!(t.contains(&format!("{n} queries: ")), "{solver}: {t}");
    }
    // A recorded answer the solver contradicts is a bug: exit 1.
    let wrong = dir.join("wrong.smt2");
    std::fs::write(
        &wrong,
        "(declare-const x (_ BitVec 8))\n(assert (= (bvmul x #x03) #x07))\n(check-sat)\n; effigy: 1.000 ms unsat (Z3 4.8.12.0)\n",
    )
    .unwrap();
    let out = effigy(&["solve", wrong.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    assert!(text(&out).contains("DISAGREES with the recorded answer") && text(&out).contains("model holds"), "{}", text(&out));
    // An unreadable script: its file, line and column.
    let bad = dir.join("bad.smt2");
    std::fs::write(&bad, "(declare-const x (_ BitVec 8))\n(assert (bvadd x true))\n").unwrap();
    let out = effigy(&["solve", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("bad.smt2:2:18: a bit-vector expected"), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every `--solver` gives the same verdicts; a FALSE from Bitwuzla's model is confirmed by gcc
/// like Z3's; `--stats` shows each backend's calls; `--version` names every solver.
#[test]
fn every_solver_backend_gives_the_verdicts_and_reports_its_calls() {
    for solver in ["z3", "bitwuzla", "portfolio"] {
        let out = effigy(&["verify", "--solver", solver, "--stats", "examples/abs.c"]);
        let t = text(&out);
        assert_eq!(out.status.code(), Some(10), "{solver}: {t}");
        assert!(t.contains("confirmed by execution"), "{solver}: {t}");
        let out = effigy(&["verify", "--solver", solver, "--stats", "examples/search.c"]);
        let t = text(&out);
        assert_eq!(out.status.code(), Some(0), "{solver}: {t}");
        if solver != "z3" {
            assert!(t.contains("solver backends (calls, answered, gave up, races won, time):"), "{solver}: {t}");
        }
        if solver == "bitwuzla" {
            assert!(
                t.lines().any(|l| l.trim_start().starts_with("Bitwuzla 0.9") && l.split_whitespace().nth(2).is_some_and(|c| c != "0")),
                "{t}"
            );
        }
    }
    let out = effigy(&["--version"]);
    let t = text(&out);
    assert!(
        out.status.success() && t.contains("Z3 4.") && t.contains("--solver bitwuzla:  Bitwuzla 0.9") && t.contains("--solver portfolio:"),
        "{t}"
    );
}

/// `EFFIGY_Z3_PARAMS` sets Z3 parameters, `--version` lists them, and a parameter Z3 does not
/// know is a usage error, not a warning lost in the output.
#[test]
fn z3_parameters_from_the_environment() {
    let run = |params: &str, args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(args)
            .env("EFFIGY_Z3_PARAMS", params)
            .current_dir(root())
            .output()
            .expect("effigy runs")
    };
    let out = run("", &["--version"]);
    let t = text(&out);
    assert!(out.status.success() && !t.contains("parameters"), "{t}");
    let out = run(" rewriter.blast_select_store=true, smt.random_seed=7", &["--version"]);
    assert!(text(&out).contains("parameters (EFFIGY_Z3_PARAMS): rewriter.blast_select_store=true smt.random_seed=7\n"), "{}", text(&out));
    for engine in ["symex", "bmc"] {
        let out = run("rewriter.blast_select_store=true", &["verify", "--engine", engine, "examples/abs.c"]);
        assert_eq!(out.status.code(), Some(10), "{engine}: {}", text(&out));
        assert!(text(&out).contains("confirmed by execution"), "{}", text(&out));
    }
    for (params, message) in [
        ("smt.no_such_parameter=1", "unknown Z3 parameter `smt.no_such_parameter`"),
        ("rewriter.blast_select_store=perhaps", "Z3 does not take `perhaps` for `rewriter.blast_select_store`"),
        ("blast", "`blast` is not `module.name=value`"),
    ] {
        let out = run(params, &["verify", "examples/abs.c"]);
        assert_eq!(out.status.code(), Some(2), "{params}: {}", text(&out));
        assert!(text(&out).contains(&format!("error: EFFIGY_Z3_PARAMS: {message}")), "{params}: {}", text(&out));
    }
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
        .args(["verify", "examples/abs.c"])
        .env("EFFIGY_Z3_PARAMS", std::ffi::OsStr::from_bytes(b"rewriter.blast_select_store=\xff"))
        .current_dir(root())
        .output()
        .expect("effigy runs");
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("error: EFFIGY_Z3_PARAMS: not valid UTF-8"), "{}", text(&out));
}

#[test]
fn bad_input_is_a_positioned_diagnostic_with_exit_2() {
    let out = effigy(&["verify", "crates/effigy-c/tests/diagnostics/long_double.c"]);
    assert_eq!(out.status.code(), Some(2));
    let t = text(&out);
    assert!(t.contains("crates/effigy-c/tests/diagnostics/long_double.c:4:3: error: unsupported: long double"), "{t}");
    assert!(t.contains("Verification result: UNKNOWN"), "{t}");
    let out = effigy(&["cfa", "no/such/file.c"]);
    assert_eq!(out.status.code(), Some(2));
    let out = effigy(&["verify", "examples/abs.c", "--no-such-option"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_file_that_cannot_be_read_and_a_bad_time_limit_are_usage_errors() {
    // Not "the program is not supported", and no verdict line: there is no program.
    for (args, says) in [
        (vec!["verify", "no/such/file.c"], "cannot read no/such/file.c: no such file"),
        (vec!["verify", "examples"], "examples is a directory, not a C program"),
        (vec!["cfa", "examples"], "examples is a directory, not a C program"),
    ] {
        let out = effigy(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let t = text(&out);
        assert!(t.contains(says) && !t.contains("Verification result") && !t.contains("cc1"), "{args:?}: {t}");
    }
    for (option, value) in [("--timeout", "-1"), ("--timeout", "0"), ("--timeout", "nan"), ("--solver-timeout", "-2")] {
        let out = effigy(&["verify", "examples/abs.c", option, value]);
        assert_eq!(out.status.code(), Some(2), "{option} {value}");
        let t = text(&out);
        assert!(t.contains("give a positive number of seconds") && !t.contains("-- -"), "{option} {value}: {t}");
    }
    let out = effigy(&["bench", "examples", "--timeout", "-5"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn king_search_table_snapshot() {
    let out = effigy(&["explore", "crates/effigy-engine/tests/programs/king_search.c"]);
    assert!(out.status.success(), "{}", text(&out));
    let got = String::from_utf8_lossy(&out.stdout).to_string();
    let snapshot = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/explore_king_search.txt");
    if std::env::var_os("EFFIGY_BLESS").is_some() {
        std::fs::create_dir_all(snapshot.parent().unwrap()).unwrap();
        std::fs::write(&snapshot, &got).unwrap();
    }
    let want = std::fs::read_to_string(&snapshot).expect("snapshot (EFFIGY_BLESS=1 to create)");
    assert_eq!(got, want);
}

/// King's ideal integers: |x| < 0 is unreachable, POWER's leaves are unchanged, and overflow
/// that bit-vectors have is absent.
#[test]
fn math_ints_are_kings_ideal_semantics() {
    // abs.c is unsafe in C (INT_MIN); over ideal integers it is safe: a verdict of that other
    // program, labelled and with its own exit code, never C's TRUE.
    let out = effigy(&["verify", "examples/abs.c", "--math-ints"]);
    assert_eq!(out.status.code(), Some(30), "{}", text(&out));
    assert!(text(&out).contains("Verification result (mathematical integers): TRUE"), "{}", text(&out));
    assert!(!text(&out).contains("Verification result: TRUE"), "{}", text(&out));
    // Inputs keep their C range: an unsigned char is at most 255 even over ideal integers.
    let dir = std::env::temp_dir().join(format!("effigy-math-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let prog = dir.join("uchar.c");
    std::fs::write(
        &prog,
        "extern unsigned char __VERIFIER_nondet_uchar(void);\nvoid reach_error(void) {}\n\
         int main(void) { int x = __VERIFIER_nondet_uchar(); if (x > 255 || x < 0) reach_error(); return 0; }\n",
    )
    .unwrap();
    let out = effigy(&["verify", prog.to_str().unwrap(), "--math-ints"]);
    assert_eq!(out.status.code(), Some(30), "{}", text(&out));
    let out = effigy(&["verify", "examples/abs.c", "--math-ints", "--json", dir.join("v.json").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(30), "{}", text(&out));
    let json = std::fs::read_to_string(dir.join("v.json")).unwrap();
    assert!(json.contains("\"semantics\": \"mathematical-integers\""), "{json}");
    let _ = std::fs::remove_dir_all(&dir);
    let out = effigy(&[
        "explore",
        "crates/effigy-engine/tests/programs/king_power.c",
        "--entry",
        "power",
        "--args",
        "\"X\", \"Y\"",
        "--unwind",
        "3",
        "--math-ints",
    ]);
    let t = text(&out);
    for ret in ["X * X * X", "1 ≤ Y"] {
        assert!(t.contains(ret), "{t}");
    }
    let out = effigy(&["explore", "examples/sum.c", "--entry", "sum", "--args", "\"A\", \"B\", \"C\"", "--math-ints"]);
    assert!(text(&out).contains("A + B + C"), "{}", text(&out));
}

/// KLEE's memory cap: a breadth-first search whose frontier (2^18 pending states, about 2 GB)
/// cannot fit under the memory limit drops pending states above three quarters of the limit
/// and goes on — and then a program whose every path is safe is UNKNOWN with the number of
/// dropped states, never TRUE (without a limit the same search answers TRUE).
#[test]
fn memory_cap_drops_pending_states_and_never_answers_true() {
    let (dir, prog) = temp_program(
        "cap",
        "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n\
         int main(void) { int x = 0;\n  for (int i = 0; i < 18; i++) if (__VERIFIER_nondet_int()) x++;\n\
         if (x > 18) reach_error();\n  return 0;\n}\n",
    );
    let out = effigy(&["verify", prog.to_str().unwrap(), "--engine", "symex", "--strategy", "bfs", "--memory-limit", "300", "--stats"]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(20), "{t}");
    assert!(t.contains("pending states dropped at three quarters of the memory limit of 300 MiB"), "{t}");
    let dropped: u64 = t
        .lines()
        .find_map(|l| l.trim().strip_prefix("pending states dropped (memory cap)"))
        .and_then(|v| v.trim().parse().ok())
        .expect("the statistics count the dropped states");
    assert!(dropped > 0, "{t}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The model of an error path longer than 2048 conjuncts is built from batches of its
/// independent groups (one query over a loop's conjuncts made Z3 bit-blast them all at once):
/// the inputs it gives still reach the error in gcc's program.
#[test]
fn a_deep_error_paths_model_is_built_by_groups_and_confirmed() {
    let (dir, prog) = temp_program(
        "deep",
        "extern int __VERIFIER_nondet_int(void);\nextern unsigned char __VERIFIER_nondet_uchar(void);\n\
         void reach_error(void) {}\nint main(void) { unsigned n = 0;\n\
         while (__VERIFIER_nondet_int()) { unsigned char c = __VERIFIER_nondet_uchar(); if (c < 7) return 0;\n\
         if (++n == 3000 && c == 200) reach_error(); }\n  return 0;\n}\n",
    );
    let out = effigy(&["verify", prog.to_str().unwrap(), "--engine", "symex"]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(10), "{t}");
    assert!(t.contains("confirmed by execution"), "{t}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The trace of a counterexample behind a loop of 10^5 iterations is the loop's first
/// iteration, how many more, and its last with the values it ends with, not 2·10^5 lines; the
/// engine's path (JSON) folds the same way.
#[test]
fn a_counterexample_trace_prints_a_loop_once_with_its_count_and_last_values() {
    let (dir, prog) = temp_program(
        "looppath",
        "void reach_error(void) {}\nint main(void) {\n  unsigned x = 0;\n  while (x < 200000)\n    x += 2;\n\
         if (x == 200000)\n    reach_error();\n  return 0;\n}\n",
    );
    let json = dir.join("v.json");
    let out = effigy(&["verify", prog.to_str().unwrap(), "--engine", "symex", "--json", json.to_str().unwrap()]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(10), "{t}");
    let trace: Vec<&str> = t
        .lines()
        .skip_while(|l| !l.starts_with("  trace (each step with the values it computed):"))
        .skip(1)
        .take_while(|l| l.starts_with("    "))
        .map(str::trim)
        .collect();
    let name = prog.to_str().unwrap();
    let want = [
        format!("{name}:3  x = 0"),
        format!("{name}:4  x < 200000 is true"),
        format!("{name}:5  x = 2"),
        "(the 2 steps above 99999 more times; the last time:)".to_string(),
        format!("{name}:4  x < 200000 is true"),
        format!("{name}:5  x = 200000"),
        format!("{name}:4  x < 200000 is false"),
        format!("{name}:6  x == 200000 is true"),
        format!("{name}:7  reach_error() is called"),
    ];
    assert_eq!(trace, want, "{t}");
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let path = v["counterexample"]["path"].as_array().unwrap();
    let lines: Vec<u64> = path.iter().filter_map(|l| l["line"].as_u64()).collect();
    assert_eq!(lines, [3, 4, 5, 4, 6, 7], "{v}");
    assert_eq!(path[3], serde_json::json!({"repeat": {"lines": 2, "times": 99999}}), "{v}");
    let trace = v["counterexample"]["trace"].as_array().unwrap();
    assert_eq!(trace[0], serde_json::json!({"file": name, "line": 3, "function": "main", "depth": 0, "kind": "assign", "text": "x = 0"}));
    assert_eq!(trace[3]["repeat"]["times"], 99999, "{v}");
    assert_eq!(trace[3]["repeat"]["last"][1]["text"], "x = 200000", "{v}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `explore --args` takes what the debugger's `call` takes: `"A"[N]` for a pointer parameter
/// is an array of N symbols.
#[test]
fn explore_takes_symbolic_arrays_as_arguments() {
    let (dir, prog) = temp_program("arrayarg", "int sum(int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }\n");
    let out = effigy(&["explore", prog.to_str().unwrap(), "--entry", "sum", "--args", "\"A\"[3], 3"]);
    let t = text(&out);
    assert!(out.status.success(), "{t}");
    assert!(t.contains("A[0] + A[1] + A[2]"), "{t}");
    let out = effigy(&["explore", prog.to_str().unwrap(), "--entry", "sum", "--args", "\"A\"[0], 3"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("the length must be between 1 and 4096"), "{}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `verify --harness`: the harness, built with the program by the command effigy prints (run
/// in a directory of its own), reproduces the error — through the error function's call, a
/// command line, standard input and a file of `--sym-file`, and the sanitizers for a memory
/// violation.
#[test]
fn a_harness_built_with_the_program_reproduces_the_error() {
    let dir = std::env::temp_dir().join(format!("effigy-harness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let example = |name: &str| root().join("examples").join(name).to_string_lossy().into_owned();
    let leak = dir.join("leak.c");
    std::fs::write(
        &leak,
        "#include <stdlib.h>\nextern int __VERIFIER_nondet_int(void);\n\
         int main(void) { int *p = malloc(8); if (__VERIFIER_nondet_int() == 7) p = 0; free(p); return 0; }\n",
    )
    .unwrap();
    let leak = leak.to_string_lossy().into_owned();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec![example("abs.c")], "effigy harness: reach_error() is called"),
        (
            [example("rpn.c"), "--property".into(), "runtime-errors".into(), "--sym-args".into(), "0".into(), "3".into(), "1".into()]
                .to_vec(),
            "runtime error: division by zero",
        ),
        ([example("wc.c"), "--property".into(), "runtime-errors".into()].to_vec(), "runtime error: division by zero"),
        (
            [
                example("decode.c"),
                "--arg".into(),
                "in.bin".into(),
                "--sym-file".into(),
                "in.bin".into(),
                "--property".into(),
                "runtime-errors".into(),
            ]
            .to_vec(),
            "runtime error: division by zero",
        ),
        ([leak, "--property".into(), "valid-memsafety".into()].to_vec(), "LeakSanitizer: detected memory leaks"),
        // A function alone: the harness's main calls it (written beside the harness).
        (
            [
                root().join("examples/king/power.c").to_string_lossy().into_owned(),
                "--entry".into(),
                "power".into(),
                "--property".into(),
                "no-overflow".into(),
            ]
            .to_vec(),
            "runtime error: signed integer overflow",
        ),
    ];
    for (args, want) in cases {
        let harness = dir.join("h.c");
        let _ = std::fs::remove_file(&harness);
        let mut all = vec!["verify".to_string()];
        all.extend(args.iter().cloned());
        all.extend(["--harness".to_string(), harness.to_string_lossy().into_owned()]);
        let out = Command::new(env!("CARGO_BIN_EXE_effigy")).args(&all).current_dir(&dir).output().unwrap();
        let t = text(&out);
        assert_eq!(out.status.code(), Some(10), "{args:?}: {t}");
        let build = t.lines().find_map(|l| l.split_once("build and run it with the program: ").map(|(_, c)| c.to_string()));
        let build = build.unwrap_or_else(|| panic!("{args:?}: no harness: {t}"));
        let run = Command::new("sh").args(["-c", &build]).current_dir(&dir).output().unwrap();
        let r = text(&run);
        assert!(!run.status.success(), "{args:?}: `{build}` ran to its end: {r}");
        assert!(r.contains(want), "{args:?}: `{build}` did not show `{want}`: {r}");
    }
    // Without a counterexample, nothing is written.
    let out = effigy(&["verify", "examples/search.c", "--harness", dir.join("none.c").to_str().unwrap()]);
    assert!(text(&out).contains("No harness: there is no counterexample"), "{}", text(&out));
    assert!(!dir.join("none.c").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `verify --json` follows its documented schema (`contrib/verdict.schema.json`, checked by
/// Python's `jsonschema`, which `make deps` installs): FALSE with a trace, its folds, a command
/// line, standard input, a file, a violation; TRUE; UNKNOWN.
#[test]
fn verify_json_follows_the_documented_schema() {
    let dir = std::env::temp_dir().join(format!("effigy-schema-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let overflow = dir.join("overflow.c");
    std::fs::write(&overflow, "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\nint main(void) { int x = __VERIFIER_nondet_int(); if (x + 1 == 0 && x > 0) reach_error(); return 0; }\n").unwrap();
    let overflow = overflow.to_string_lossy().into_owned();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["examples/abs.c"], "FALSE"),
        (vec!["tests/traces/nested_const.c", "--engine", "symex"], "FALSE"),
        (vec!["examples/rpn.c", "--property", "runtime-errors", "--sym-args", "0", "3", "1"], "FALSE"),
        (vec!["examples/wc.c", "--property", "runtime-errors"], "FALSE"),
        (vec!["examples/decode.c", "--arg", "in.bin", "--sym-file", "in.bin", "--property", "runtime-errors"], "FALSE"),
        (vec!["tests/traces/memsafety.c", "--property", "valid-memsafety"], "FALSE"),
        (vec!["examples/search.c"], "TRUE"),
        (vec![overflow.as_str(), "--timeout", "20"], "UNKNOWN"),
    ];
    let schema = root().join("contrib/verdict.schema.json");
    for (i, (args, want)) in cases.iter().enumerate() {
        let json = dir.join(format!("v{i}.json"));
        let mut all = vec!["verify"];
        all.extend(args.iter().copied());
        all.extend(["--json", json.to_str().unwrap()]);
        let out = effigy(&all);
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        assert_eq!(v["verdict"], *want, "{args:?}: {}", text(&out));
        let check = Command::new("python3")
            .args(["-c", "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))"])
            .arg(&json)
            .arg(&schema)
            .output()
            .expect("python3 runs");
        assert!(
            check.status.success(),
            "{args:?}: the JSON does not follow contrib/verdict.schema.json (`make deps` installs python3-jsonschema): {}",
            String::from_utf8_lossy(&check.stderr)
        );
        if *want == "FALSE" {
            assert!(v["counterexample"]["trace"].is_array(), "{args:?}: no trace: {v}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Counterexample traces with values, as snapshots (`EFFIGY_BLESS=1` rewrites them): the
/// examples' and every program of `tests/traces/` (its `// args:` header gives more options),
/// each `trace_NAME.txt`.
#[test]
fn trace_snapshots() {
    let mut cases: Vec<(Vec<String>, String)> = vec![
        (vec!["examples/abs.c".into()], "trace_abs.txt".into()),
        // A concrete command line: with symbolic ones, any digit before `0 /` is a counterexample.
        (
            ["examples/rpn.c", "--property", "runtime-errors", "--arg", "4", "--arg", "0", "--arg", "/", "--sym-args", "0", "0", "1"]
                .map(String::from)
                .to_vec(),
            "trace_rpn.txt".into(),
        ),
        (["examples/wc.c", "--property", "runtime-errors"].map(String::from).to_vec(), "trace_wc.txt".into()),
        // King's three procedures, each alone (`--entry`), with the bug each has in C.
        (
            ["examples/king/power.c", "--entry", "power", "--property", "no-overflow"].map(String::from).to_vec(),
            "trace_king_power.txt".into(),
        ),
        (["examples/king/sum.c", "--entry", "sum", "--property", "no-overflow"].map(String::from).to_vec(), "trace_king_sum.txt".into()),
        (
            ["examples/king/search.c", "--entry", "search", "--args", "\"A\"[5], 1, 5, \"X\"", "--property", "valid-deref"]
                .map(String::from)
                .to_vec(),
            "trace_king_search.txt".into(),
        ),
    ];
    for path in c_files("tests/traces") {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut args = vec![path.strip_prefix(root()).unwrap().display().to_string()];
        args.extend(header(&text, "args").unwrap_or_default().split_whitespace().map(String::from));
        cases.push((args, format!("trace_{}.txt", path.file_stem().unwrap().to_string_lossy())));
    }
    assert!(cases.len() >= 17);
    let mut failures = Vec::new();
    for (args, name) in cases {
        // One engine, one solver, and queries pushed onto one solver: the portfolio's race may
        // pick another counterexample, and so may the hybrid mode, whose first 100 ms slice
        // is wall-clock time (a query near it on a loaded machine is asked again alone).
        let mut all = vec!["verify".to_string()];
        all.extend(args);
        all.extend(["--engine", "symex", "--solver", "z3", "--query-mode", "incremental"].map(String::from));
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        let out = effigy(&all);
        assert_eq!(out.status.code(), Some(10), "{all:?}: {}", text(&out));
        let got = String::from_utf8_lossy(&out.stdout).to_string();
        let snapshot = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots").join(&name);
        if std::env::var_os("EFFIGY_BLESS").is_some() {
            std::fs::write(&snapshot, &got).unwrap();
        }
        let want = std::fs::read_to_string(&snapshot).unwrap_or_default();
        if got != want {
            failures.push(format!("{name} changed (EFFIGY_BLESS=1 rewrites it):\n--- want\n{want}\n--- got\n{got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The help of the main subcommands, as snapshots (changes show as diffs; `EFFIGY_BLESS=1`
/// rewrites them): options grouped by what they do, every option described, the engines' own
/// options last.
#[test]
fn help_snapshots() {
    for (args, name) in [
        (&["--help"][..], "help.txt"),
        (&["verify", "--help"][..], "help_verify.txt"),
        (&["explore", "--help"][..], "help_explore.txt"),
        (&["testgen", "--help"][..], "help_testgen.txt"),
    ] {
        let out = effigy(args);
        assert!(out.status.success(), "{}", text(&out));
        let got = String::from_utf8_lossy(&out.stdout).to_string();
        let snapshot = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots").join(name);
        if std::env::var_os("EFFIGY_BLESS").is_some() {
            std::fs::write(&snapshot, &got).unwrap();
        }
        let want = std::fs::read_to_string(&snapshot).expect("snapshot (EFFIGY_BLESS=1 to create)");
        assert_eq!(got, want, "{name} changed (EFFIGY_BLESS=1 rewrites it)");
        // Every option has a description: its line is followed by an indented text, not by the
        // next option.
        let lines: Vec<&str> = got.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            let t = l.trim_start();
            if t.starts_with("--") || (t.starts_with('-') && t.len() > 1 && !t.starts_with("- ")) {
                let next = lines.get(i + 1).map(|n| n.trim()).unwrap_or("");
                assert!(!next.is_empty() && !next.starts_with('-'), "{name}: `{t}` has no description");
            }
        }
    }
    let verify = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/help_verify.txt")).unwrap();
    // Output options under Output, not under an engine's heading.
    let heading_of = |option: &str| {
        let at = verify.find(option).unwrap_or_else(|| panic!("{option} is in verify's help"));
        verify[..at].lines().filter(|l| l.ends_with(':') && !l.starts_with(' ')).last().unwrap_or("").to_string()
    };
    for option in ["--json <FILE>", "--stats", "--witness", "--no-validate"] {
        assert_eq!(heading_of(option), "Output:", "{option}");
    }
    assert_eq!(heading_of("-I <DIR>"), "Preprocessor:");
    assert!(heading_of("--sym-stdin").starts_with("Inputs of the program"));
}

/// `--json -` writes the JSON document alone to standard output; the text goes to standard
/// error.
#[test]
fn json_to_standard_output() {
    let out = effigy(&["verify", "examples/abs.c", "--json", "-"]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("standard output is JSON");
    assert_eq!(v["verdict"], "FALSE");
    assert!(String::from_utf8_lossy(&out.stderr).contains("Verification result: FALSE"));
    assert!(!root().join("-").exists(), "no file named -");
}

/// `verify --entry F`: F alone with its parameters inputs (King's CALL), every engine deciding
/// the same program; `--args` as EFFIGY's (constants, named inputs, arrays); and what it cannot
/// make is an error naming the parameter, never a verdict.
#[test]
fn verify_entry_calls_one_function_with_arbitrary_arguments() {
    // With a[1..5] inside an array of 6, King's SEARCH is free of runtime errors; with 5, it
    // reads past the array (at l = u = 5), which every engine finds.
    let king = |args: &str, property: &str, engine: &str| {
        effigy(&[
            "verify",
            "examples/king/search.c",
            "--entry",
            "search",
            "--args",
            args,
            "--property",
            property,
            "--engine",
            engine,
            "--timeout",
            "60",
        ])
    };
    for engine in ["symex", "bmc", "kind", "auto"] {
        let out = king("\"A\"[6], 1, 5, \"X\"", "runtime-errors", engine);
        assert_eq!(out.status.code(), Some(0), "{engine}: {}", text(&out));
        let out = king("\"A\"[5], 1, 5, \"X\"", "valid-deref", engine);
        assert_eq!(out.status.code(), Some(10), "{engine}: {}", text(&out));
        assert!(text(&out).contains("confirmed by execution: AddressSanitizer"), "{engine}: {}", text(&out));
    }
    // Without --args, a pointer parameter is an array of 8 inputs and l, u are any ints:
    // (l + u) / 2 overflows.
    let out = effigy(&["verify", "examples/king/search.c", "--entry", "search", "--property", "no-overflow"]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
    assert!(text(&out).contains("call search(a = &a[0], l = "), "{}", text(&out));
    // A struct by value is filled byte by byte; one with pointers cannot be made of inputs.
    let dir = std::env::temp_dir().join(format!("effigy-entry-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("s.c");
    std::fs::write(
        &file,
        "extern void reach_error(void);\nstruct pt { short x, y; };\nstruct node { int v; struct node *next; };\n\
         int main(void) { return 0; }\n\
         int f(struct pt p, unsigned char *b) { if (p.x == 3 && p.y == -4 && b[2] == 200) reach_error(); return 0; }\n\
         int g(struct node *n) { return n->v; }\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let out = effigy(&["verify", f, "--entry", "f"]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
    assert!(text(&out).contains("confirmed by execution"), "{}", text(&out));
    let out = effigy(&["verify", f, "--entry", "g"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("parameter n points to or is a struct with pointers"), "{}", text(&out));
    // A null pointer is a constant.
    let out = effigy(&["verify", f, "--entry", "g", "--args", "0", "--property", "valid-deref"]);
    assert_eq!(out.status.code(), Some(10), "{}", text(&out));
    // What the program's macros and names cannot change (each once gave a wrong TRUE or an
    // unconfirmed FALSE): parameters renamed apart (`i` is the wrapper's loop variable, and
    // `arg1` is taken), a macro named like F, the program's own main (the replay renames main
    // too), F in another file than the first with a float parameter (its prototype).
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let collide = write(
        "collide.c",
        "extern void reach_error(void);\nint f(int i, int arg1) { if (i == 3 && arg1 == 4) reach_error(); return 0; }\n\
         #define f(x, y) 0\n#define i 7\nint main(void) { return f(1, 2); }\n",
    );
    let second = write("second.c", "extern void reach_error(void);\ndouble h(float x) { if (x == 2.5f) reach_error(); return 1.0; }\n");
    let first = write("first.c", "int main(void) { return 0; }\n");
    let own = write(
        "own_nondet.c",
        "extern void reach_error(void);\nint __VERIFIER_nondet_int(void) { return 0; }\nint f(int x) { if (x) reach_error(); return 0; }\n",
    );
    for args in [vec![collide.as_str(), "--entry", "f"], vec![first.as_str(), second.as_str(), "--entry", "h"]] {
        let mut all = vec!["verify"];
        all.extend(args.iter());
        let out = effigy(&all);
        assert_eq!(out.status.code(), Some(10), "{args:?}: {}", text(&out));
        assert!(text(&out).contains("confirmed by execution: the program compiled by gcc reaches the error"), "{args:?}: {}", text(&out));
    }
    let out = effigy(&["verify", &own, "--entry", "f"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("the program defines __VERIFIER_nondet_int"), "{}", text(&out));
    for (args, message) in [
        (vec!["--entry", "nosuch"], "the program defines no function named nosuch"),
        (vec!["--entry", "f", "--args", "1"], "f takes 2 arguments, --args gives 1"),
        (vec!["--entry", "f", "--args", "1, \"B\"[0]"], "the length must be between 1 and 4096"),
        (vec!["--entry", "f", "--args", "\"p\", \"p\""], "\"p\" names two arguments"),
        (vec!["--entry", "main", "--args", "1"], "main's are its command line"),
        (vec!["--args", "1"], "--entry"),
    ] {
        let mut all = vec!["verify", f];
        all.extend(args.iter());
        let out = effigy(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out));
        assert!(text(&out).contains(message), "{args:?}: {}", text(&out));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `explore`'s table names what the program reads from memory after the object it lies in: a
/// heap block by its allocation site (`malloc@heap_names.c:5[1]`, its indeterminate bytes as
/// one run, `[bytes 0..3]`), an input stored through a pointer after the element it fills
/// (`A[0]_1`: A[0]'s new value) — not `mem`, `mem_1` and `heap`.
#[test]
fn explore_names_heap_objects_after_their_allocation_site() {
    let dir = std::env::temp_dir().join(format!("effigy-heap-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("heap_names.c");
    std::fs::write(
        &file,
        "#include <stdlib.h>\nextern int __VERIFIER_nondet_int(void);\nint g(int *out) {\n  *out = __VERIFIER_nondet_int();\n\
         \x20 int *p = malloc(2 * sizeof(int));\n  p[1] = __VERIFIER_nondet_int();\n  if (p[0] > 3 && p[1] < *out) return 1;\n  return 0;\n}\n",
    )
    .unwrap();
    let out = effigy(&["explore", file.to_str().unwrap(), "--entry", "g", "--args", "\"A\"[2]"]);
    let t = text(&out);
    assert_eq!(out.status.code(), Some(0), "{t}");
    assert!(t.contains("3 < malloc@heap_names.c:5[bytes 0..3] ∧ malloc@heap_names.c:5[1] < A[0]_1"), "{t}");
    assert!(!t.contains("mem") && !t.contains("heap["), "{t}");
    let _ = std::fs::remove_dir_all(&dir);
}
