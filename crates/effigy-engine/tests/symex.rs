//! Data-driven tests of tree exploration over `tests/programs/*.c`.
//!
//! Headers: `// verdict: TRUE|FALSE|UNKNOWN` (verification from main); `// entry: f` and
//! `// args: "A", 3` (explore f with symbols and constants); `// unwind: K`;
//! `// returns: e1; e2` (the return values of the complete leaves, as displayed, in any order);
//! `// leaves: N` (complete leaves); `// globals: G=v H=w; ...` (the scalar globals of the
//! complete leaves, in any order); `// cut: yes` (some path is cut by the bound).

use std::path::{Path, PathBuf};
use std::time::Duration;

use effigy_engine::{explore, Executor, ExploreOptions, StepLimits, Terminal, Verdict};
use effigy_ir::DataModel;
use effigy_smt::{QueryOptions, QuerySolver, Sort, TermId, Z3Solver};

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs");
    let mut v: Vec<PathBuf> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "c")).collect();
    v.sort();
    v
}

fn header(text: &str, key: &str) -> Option<String> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(|s| s.trim().to_string())
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn check(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).unwrap();
    let options = effigy_c::Options { data_model: DataModel::Ilp32, ..Default::default() };
    let program = effigy_c::lower_file(path, &options).map_err(|d| format!("{d:?}"))?;
    let limits = StepLimits {
        unwind: header(&text, "unwind").map(|k| k.parse().unwrap()),
        max_steps: Some(100_000),
        math_ints: false,
        signed_overflow_is_undefined: false,
        lazy: false,
        pure_externs: false,
        property: effigy_engine::Property::unreach_call(),
    };
    let solver = QuerySolver::new(Z3Solver::new(Some(Duration::from_secs(30))), QueryOptions::default());
    let mut ex = Executor::new(&program, solver, limits);
    let entry = header(&text, "entry").unwrap_or_else(|| "main".into());
    let fid = program.function_by_name(&entry).ok_or("no entry")?;
    let mut args: Vec<TermId> = Vec::new();
    if let Some(a) = header(&text, "args") {
        for (item, &p) in a.split(',').map(str::trim).zip(&program.function(fid).params) {
            let sort = ex.sort_of(program.var(p).ty);
            let Sort::BitVec(w) = sort else { panic!() };
            args.push(match item.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
                Some(name) => ex.terms.fresh_symbol(name, sort),
                None => ex.terms.bv_const(w, item.parse::<i64>().unwrap() as u64),
            });
        }
    }
    let initial = ex.initial_state(fid, &args)?;
    let verify = header(&text, "verdict");
    // Programs with only `// cegar:` expectations (checked through the binary) may have
    // infinite trees: nothing to explore here.
    if verify.is_none() && ["leaves", "returns", "globals", "cut"].iter().all(|k| header(&text, k).is_none()) {
        return Ok(());
    }
    // No wall-clock limit: every program here has a finite tree (or a `// unwind:` bound).
    let opts = ExploreOptions { stop_at_first_error: verify.is_some(), ..Default::default() };
    let result = explore(&mut ex, initial, &opts);
    if let Some(want) = verify {
        let got = match &result.verdict {
            Verdict::True => "TRUE".to_string(),
            // A counterexample that needs values a compiled program cannot be given (uninitialised
            // storage, object addresses) is reported as UNKNOWN (the report layer's policy).
            Verdict::False(c) if !c.uninitialised.is_empty() => "UNKNOWN".into(),
            Verdict::False(_) => "FALSE".into(),
            Verdict::Unknown(_) => "UNKNOWN".into(),
        };
        if got != want {
            return Err(format!("verdict {got} ({:?}), expected {want}", result.verdict));
        }
    }
    let complete: Vec<_> = result.leaves.iter().filter(|l| !matches!(l.terminal, Terminal::Cut(_) | Terminal::Unknown(_))).collect();
    if let Some(n) = header(&text, "leaves") {
        if complete.len() != n.parse::<usize>().unwrap() {
            return Err(format!("{} complete leaves, expected {n}", complete.len()));
        }
    }
    if let Some(r) = header(&text, "returns") {
        let want = sorted(r.split(';').map(|s| s.trim().to_string()).collect());
        let got = sorted(
            complete
                .iter()
                .filter_map(|l| match l.terminal {
                    Terminal::Returned(Some(t)) => Some(ex.terms.display(t).to_string()),
                    _ => None,
                })
                .collect(),
        );
        if got != want {
            return Err(format!("returns {got:?}, expected {want:?}"));
        }
    }
    if let Some(g) = header(&text, "globals") {
        let want = sorted(g.split(';').map(|s| s.trim().to_string()).collect());
        let got = sorted(
            complete
                .iter()
                .map(|l| {
                    let mut parts: Vec<String> = l
                        .globals
                        .iter()
                        .map(|(v, t)| format!("{}={}", program.var(*v).name, ex.terms.display(*t)))
                        .filter(|s| !s.starts_with("A="))
                        .collect();
                    parts.sort();
                    parts.join(" ")
                })
                .collect(),
        );
        if got != want {
            return Err(format!("globals {got:?}, expected {want:?}"));
        }
    }
    if header(&text, "cut").is_some() && !result.leaves.iter().any(|l| matches!(l.terminal, Terminal::Cut(_))) {
        return Err("no path was cut".into());
    }
    Ok(())
}

#[test]
fn programs_behave_as_their_headers_say() {
    let mut failures = Vec::new();
    for p in programs() {
        // Term evaluation recurses over term depth; the binary gives analyses a 1 GiB stack.
        let path = p.clone();
        let r = std::thread::Builder::new().stack_size(1 << 28).spawn(move || check(&path)).unwrap().join().unwrap();
        if let Err(e) = r {
            failures.push(format!("{}: {e}", p.file_name().unwrap().to_string_lossy()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
