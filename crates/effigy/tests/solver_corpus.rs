//! Real queries of effigy's analyses (`tests/solver-corpus`: a sample of the solver benchmark's
//! corpus, dumped by `verify --dump-queries` on sv-dev tasks — tree exploration, bounded model
//! checking, k-induction, CEGAR — each ending with the answer effigy recorded) solved again by
//! every backend through `effigy solve`: no answer may contradict the recorded one, no model may
//! falsify an assertion, and the in-process Z3 — which answered each in under 50 ms when it was
//! dumped — answers every one. The portfolio runs twice: as configured, and with a zero race
//! threshold, so that almost every query is raced and Z3 goes on in slices (checking Z3's
//! incremental solver again after its own timeout gave wrong models on 4 of these queries).

use std::path::Path;
use std::process::Command;

#[test]
fn every_backend_agrees_with_the_recorded_answers_of_real_queries() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let corpus = root.join("tests/solver-corpus");
    let n = std::fs::read_dir(&corpus).unwrap().filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "smt2")).count();
    assert!(n >= 100, "{n} queries in {}", corpus.display());
    for (solver, threshold) in [("z3", "0.5"), ("bitwuzla", "0.5"), ("portfolio", "0.5"), ("portfolio", "0")] {
        let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
            .args(["solve", "--solver", solver, "--race-threshold", threshold, "--timeout", "10", "--json", "-"])
            .arg(&corpus)
            .output()
            .expect("effigy runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let v: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{solver}: {e}: {text}{}", String::from_utf8_lossy(&out.stderr)));
        let summary = &v["summary"];
        let rows = v["queries"].as_array().unwrap();
        assert_eq!(rows.len(), n);
        let bad: Vec<String> = rows
            .iter()
            .filter(|r| {
                let answer = r["answer"].as_str().unwrap();
                let recorded = r["recorded"].as_str();
                r["model_holds"] == serde_json::json!(false)
                    || answer == "error"
                    || (answer == "sat" && recorded == Some("unsat"))
                    || (answer == "unsat" && recorded == Some("sat"))
                    || (solver == "z3" && answer != "sat" && answer != "unsat")
                    || recorded.is_none()
            })
            .map(|r| r.to_string())
            .collect();
        assert!(bad.is_empty(), "{solver}: {summary}\n{}", bad.join("\n"));
        assert_eq!(out.status.code(), Some(0), "{solver}: {summary}");
        assert_eq!(summary["disagreements"], 0);
        assert_eq!(summary["wrong_models"], 0);
        let answered = summary["sat"].as_u64().unwrap() + summary["unsat"].as_u64().unwrap();
        assert!(answered as usize * 10 >= n * 9, "{solver} answered {answered} of {n}: {summary}");
        // Models are checked, not only counted: some sat answer has a model that holds.
        assert!(rows.iter().any(|r| r["model_holds"] == serde_json::json!(true)), "{solver}");
    }
}
