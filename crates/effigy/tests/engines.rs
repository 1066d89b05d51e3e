//! The engines' own cases (`tests/engines/*.c`): each program says in its header what C says
//! of it (`// expect: TRUE|FALSE|UB`) and what each engine named there must answer
//! (`// bmc:`, `// kind:`, `// auto:`, `// symex:`, `// cegar:`, `// absint:` — TRUE, FALSE or
//! UNKNOWN),
//! with an optional CPU-time limit per engine (`// kind-timeout: 5`; an UNKNOWN expectation
//! gets 5 s by default, for programs no time limit decides). Every FALSE must be confirmed by
//! gcc, and no engine may contradict `expect`. Also: bounded model checking's formula grows
//! linearly with the number of diamonds a program's 2^N paths go through.

use std::path::{Path, PathBuf};
use std::process::Command;

mod corpus;
use corpus::{header, root};

const ENGINES: [&str; 6] = ["symex", "cegar", "bmc", "kind", "auto", "absint"];

#[test]
fn engines_answer_what_their_cases_say() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("tests/engines"))
        .expect("tests/engines")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    let mut runs: Vec<(PathBuf, &str, String, String)> = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let expect = header(&source, "expect").unwrap_or_else(|| panic!("{}: no `// expect:` header", path.display()));
        assert!(["TRUE", "FALSE", "UB"].contains(&expect.as_str()), "{}: expect {expect}", path.display());
        for engine in ENGINES {
            if let Some(want) = header(&source, engine) {
                runs.push((path.clone(), engine, want, expect.clone()));
            }
        }
    }
    assert!(runs.len() >= 40, "only {} runs", runs.len());
    for engine in ["bmc", "kind", "auto"] {
        let n = runs.iter().filter(|r| r.1 == engine && r.2 != "UNKNOWN").count();
        assert!(n >= 8, "only {n} cases decide {engine}");
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((path, engine, want, expect)) = runs.get(i) else { break };
                let source = std::fs::read_to_string(path).unwrap();
                let default_limit = if want == "UNKNOWN" { "5" } else { "60" };
                let limit = header(&source, &format!("{engine}-timeout")).unwrap_or_else(|| default_limit.into());
                let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
                    .args(["verify", path.to_str().unwrap(), "--engine", engine, "--timeout", &limit])
                    .current_dir(root())
                    .output()
                    .expect("effigy runs");
                let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
                let last = text.lines().filter(|l| l.starts_with("Verification result")).last().unwrap_or("").to_string();
                let got = match out.status.code() {
                    Some(0) => "TRUE",
                    Some(10) => "FALSE",
                    Some(20) => "UNKNOWN",
                    other => {
                        failures.lock().unwrap().push(format!("{} [{engine}]: exit {other:?}\n{text}", path.display()));
                        continue;
                    }
                };
                let mut f = failures.lock().unwrap();
                if matches!((expect.as_str(), got), ("TRUE", "FALSE") | ("FALSE", "TRUE") | ("UB", "TRUE")) {
                    f.push(format!("{} [{engine}]: WRONG {got}, C says {expect}: {last}", path.display()));
                }
                if got == "FALSE" && !text.contains("confirmed by execution: the program compiled by gcc reaches the error") {
                    f.push(format!("{} [{engine}]: FALSE without gcc's confirmation\n{text}", path.display()));
                }
                if got != want {
                    f.push(format!("{} [{engine}]: {got}, the header says {want}: {last}", path.display()));
                }
                if expect == "UB" && got == "UNKNOWN" && !last.contains("undefined behaviour") {
                    f.push(format!("{} [{engine}]: UNKNOWN without naming the undefined behaviour: {last}", path.display()));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A program with 2^n paths through n diamonds, and the error unreachable.
fn diamonds(n: u32) -> String {
    let mut s = String::from("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int s = 0;\n");
    for i in 0..n {
        s.push_str(&format!("  if (__VERIFIER_nondet_int() > {i}) s += 1; else s += 2;\n"));
    }
    s.push_str(&format!("  if (s > {}) reach_error();\n  return 0;\n}}\n", 2 * n));
    s
}

fn formula_terms(n: u32, dir: &Path) -> u64 {
    let c = dir.join(format!("diamonds{n}.c"));
    std::fs::write(&c, diamonds(n)).unwrap();
    let json = dir.join(format!("diamonds{n}.json"));
    let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
        .args(["verify", c.to_str().unwrap(), "--engine", "bmc", "--timeout", "120", "--json", json.to_str().unwrap()])
        .output()
        .expect("effigy runs");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(v["stats"]["merges"].as_u64(), Some(n as u64), "one merge per diamond: {v}");
    v["stats"]["formula_terms"].as_u64().expect("formula size in the statistics")
}

#[test]
fn bounded_model_checking_formula_grows_linearly_with_diamonds() {
    let dir = std::env::temp_dir().join(format!("effigy-diamonds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sizes: Vec<u64> = [10, 20, 40, 80].iter().map(|&n| formula_terms(n, &dir)).collect();
    // Linear: each doubling of n adds about as much as n diamonds did before (2^n paths
    // would double the formula per diamond instead).
    for w in sizes.windows(2) {
        assert!(w[1] < 2 * w[0] + 64, "formula sizes {sizes:?} grow faster than linearly");
    }
    let d1 = sizes[2] - sizes[1];
    let d2 = sizes[3] - sizes[2];
    assert!(d2 <= 2 * d1 + 64 && d2 + 64 >= 2 * d1, "formula sizes {sizes:?}: increments are not proportional");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A portfolio's policy after an engine finds undefined behaviour possible: TRUE is ruled out,
/// but the engines after it still look for a FALSE, which a path free of undefined behaviour
/// can reach on other inputs. Bounded model checking held to bound 1 first (it ends at the
/// overflow there), tree exploration second (it reaches the error): FALSE, confirmed by gcc.
/// (Unbounded, BMC finds the FALSE itself: the file's header says so.) And a program whose only
/// failure is undefined behaviour stays UNKNOWN, naming it; when no function main may call has
/// an error call, the first undefined behaviour ends the search.
#[test]
fn portfolio_looks_for_a_false_after_undefined_behaviour() {
    portfolio_after_undefined_behaviour(1);
}

/// The same cases with both engines at once (`--cpus 2`): the same verdicts.
#[test]
fn parallel_portfolio_looks_for_a_false_after_undefined_behaviour() {
    portfolio_after_undefined_behaviour(2);
}

/// `file` verified by `engine`.
fn verify_file(file: &str, search: &effigy_report::SearchOptions, engine: &effigy_report::Engine) -> effigy_report::Verification {
    let path = root().join(file);
    let options = effigy_c::Options { data_model: effigy_ir::DataModel::Ilp32, ..Default::default() };
    let program = effigy_c::lower_file(&path, &options).unwrap_or_else(|d| panic!("{file}: {d:?}"));
    effigy_report::verify(
        &program,
        std::slice::from_ref(&path),
        effigy_ir::DataModel::Ilp32,
        search,
        engine,
        true,
        effigy_report::UndefinedFunctions::Incomplete,
    )
    .expect("verify runs")
}

fn portfolio_after_undefined_behaviour(cpus: usize) {
    use effigy_report::{Engine, SearchOptions};
    let search = SearchOptions { memory_limit: 4096, cpus, ..Default::default() };
    let bound_1 = effigy_engine::BmcOptions { unwind: Some(1), ..Default::default() };
    let bmc_then_symex = Engine::Portfolio(vec![(Engine::Bmc(bound_1), 0.5), (Engine::Symex, 0.5)]);
    let run = |file: &str| verify_file(file, &search, &bmc_then_symex);
    let v = run("tests/engines/auto_ub_then_error.c");
    let engines = v.result_stats["engines"].to_string();
    assert!(matches!(v.verdict, effigy_engine::Verdict::False(_)), "{:?}; engines: {engines}", v.verdict);
    assert_eq!(v.confirmation, Some(Ok(())), "engines: {engines}");
    // In turn, BMC stops at the overflow and tree exploration goes on to the error; at once,
    // tree exploration may find the error before BMC reaches the overflow, and BMC is stopped.
    let bmc_stopped_first = cpus > 1 && engines.contains("stopped when symex ended the search");
    assert!(engines.contains("possible undefined behaviour") || bmc_stopped_first, "BMC did not stop at the overflow: {engines}");
    let v = run("tests/engines/bmc_overflow_path.c");
    match &v.verdict {
        effigy_engine::Verdict::Unknown(r) => assert!(r.starts_with("possible undefined behaviour"), "{r}"),
        other => panic!("bmc_overflow_path.c: {other:?}"),
    }
    // reach_error's only caller is never called: after the undefined behaviour, nothing is left
    // to look for. The portfolio stops at the first engine and says why (it stays UNKNOWN: the
    // undefined behaviour rules out TRUE).
    let v = run("tests/engines/error_never_called_ub.c");
    let engines = v.result_stats["engines"].as_array().cloned().unwrap_or_default();
    match &v.verdict {
        effigy_engine::Verdict::Unknown(r) => {
            assert!(r.starts_with("possible undefined behaviour"), "{r}");
            assert!(r.contains("no execution free of it reaches an error: no function main may call has an error call"), "{r}");
        }
        other => panic!("error_never_called_ub.c: {other:?}"),
    }
    if cpus == 1 {
        assert_eq!(engines.len(), 1, "the portfolio went on after the undefined behaviour: {engines:?}");
    } else {
        // Tree exploration started beside BMC; it was stopped, unless it had ended first.
        assert_eq!(engines.len(), 2, "{engines:?}");
        let symex = engines[1]["verdict"].as_str().unwrap_or("");
        assert!(symex == "stopped when bmc ended the search" || symex.starts_with("UNKNOWN (possible undefined behaviour"), "{symex}");
    }
}

/// Once one engine of the parallel portfolio decides, the others are stopped: the intervals
/// prove a program whose tree exploration never ends, and the exploration, given half of ten
/// minutes, ends within seconds of CPU, said to be stopped by the intervals' verdict.
#[test]
fn parallel_portfolio_stops_the_others_at_a_verdict() {
    use effigy_report::{Engine, SearchOptions};
    let search = SearchOptions { memory_limit: 4096, cpus: 2, timeout: 600.0, ..Default::default() };
    let symex_and_absint = Engine::Portfolio(vec![(Engine::Symex, 0.5), (Engine::Absint(Default::default()), 0.5)]);
    let v = verify_file("tests/engines/portfolio_stops_the_others.c", &search, &symex_and_absint);
    assert!(matches!(v.verdict, effigy_engine::Verdict::True), "{:?}", v.verdict);
    let engines = v.result_stats["engines"].as_array().cloned().unwrap_or_default();
    assert_eq!(engines.len(), 2, "{engines:?}");
    assert_eq!(engines[0]["verdict"], "stopped when absint ended the search", "{engines:?}");
    assert!(engines[0]["budget_s"].as_f64().is_some_and(|b| b > 290.0), "half of the time, less what verify used first: {engines:?}");
    let cpu = engines[0]["cpu_time_s"].as_f64().expect("the stopped engine's CPU time");
    assert!(cpu < 30.0, "tree exploration ran {cpu} s of CPU after the intervals' TRUE");
    assert_eq!(engines[1]["verdict"], "TRUE", "{engines:?}");
}
