//! Generated-program fuzzing of `effigy verify` (both engines) against gcc.
//!
//! Each program comes from `gen::generate(seed)` (tests/gen/mod.rs): several functions, calls,
//! bounded recursion, scalars of every integer type (long long too), arrays, structs, pointers
//! (also to pointers, and byte views through `unsigned char *`), loops with constant trip
//! counts, `switch`, forward `goto`, at most six inputs, assumptions and one or two
//! `if (cond) reach_error();` checks, free of undefined behaviour by construction. About half
//! of the programs are made unsafe: a check compares a computed value with the value it has in
//! a run of the program (gcc, on one input vector, with the checks replaced by prints).
//!
//! The oracle: the program is compiled by gcc (`-m32 -std=gnu11 -w`, with
//! tests/harness/harness.c, as differential.rs does) and run on boundary and random input
//! vectors (about 90); it is also compiled with `-fsanitize=undefined,address
//! -fno-sanitize-recover=all` and run on 8 of them: a sanitizer report (or a run without an
//! outcome) is a generator bug: the program is printed, counted and excluded.
//!
//! The engines run through the binary: `effigy verify --engine symex|cegar|absint --timeout T FILE`. A
//! failure is: TRUE while the program is unsafe (gcc reached the error on some vector, or either
//! engine's counterexample reaches it in the fuzzer's gcc build); FALSE without "confirmed by
//! execution"; a confirmed FALSE whose inputs do not reach the error in the fuzzer's gcc build
//! (programs without uninitialised locals); exit code 3, exit code 2 (a rejected program), a
//! crash, or an exit code that does not match the printed verdict. UNKNOWN is never wrong;
//! counterexamples effigy could not confirm (UNKNOWN "... this is a bug in effigy") are listed.
//! Failing programs are kept with the engines' output in EFFIGY_FUZZ_KEEP (default
//! target/fuzz-failures; scripts/fuzz.sh uses fuzz-failures/), which gets a `.gitignore`.
//!
//! Without environment variables the test runs the fixed batch: seeds 1..=40, two at a time,
//! tree exploration with `--timeout 20` and CEGAR with `--timeout 4` (`FIXED_CEGAR_TIMEOUT`: with
//! 20 s it decides only a few more of these programs and the batch would take ten minutes), in
//! about two minutes on a two-core machine. It asserts: no failure, no sanitizer report, all 40
//! programs checked, at least 10 unsafe and 10 safe ones, and the minimums `FIXED_MIN_*`.
//!
//! `scripts/fuzz.sh SECONDS [SEED]` runs the same check for a time budget: EFFIGY_FUZZ_SECONDS
//! (no program starts after it) and EFFIGY_FUZZ_SEED (the first seed); there only failures fail
//! the test. Other variables: EFFIGY_FUZZ_COUNT (number of programs), EFFIGY_FUZZ_JOBS (programs
//! at a time, default 2), EFFIGY_FUZZ_TIMEOUT (seconds, default 20) and
//! EFFIGY_FUZZ_CEGAR_TIMEOUT (default: EFFIGY_FUZZ_TIMEOUT, 4 in the fixed batch),
//! EFFIGY_FUZZ_DUMP=DIR (every program is written there), EFFIGY_FUZZ_WIDE_SIGNED=1 (also
//! signed long long `+ - *`, see `gen::Options`), EFFIGY_FUZZ_EFFIGY=PATH (another binary, to
//! check the fuzzer itself), and for checking the generator EFFIGY_FUZZ_NO_ENGINES=1 (gcc only)
//! and EFFIGY_FUZZ_SANITIZE_ALL=1 (every vector under the sanitizers).
//! To read the program of a seed without running the engines:
//! `EFFIGY_FUZZ_NO_ENGINES=1 EFFIGY_FUZZ_COUNT=1 EFFIGY_FUZZ_SEED=S EFFIGY_FUZZ_DUMP=DIR cargo test
//! --release -p effigy --test fuzz` writes it to DIR/fuzzS.c.

mod gen;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gen::{CheckKind, Generated, Rng, Ty};

const FIXED_SEED: u64 = 1;
const FIXED_COUNT: u64 = 40;
// What the fixed batch must achieve. Measured when it was written: tree exploration FALSE on
// 19/20 gcc-unsafe and TRUE on 18/18 safe programs (the miss depends on a deliberately
// uninitialised local); CEGAR, with its 4 s, FALSE on 4/20 and TRUE on 3/18 (it spends its time
// refining: with 20 s it decides about a quarter of these programs), three of them in < 0.5 s.
/// Percentages of the gcc-unsafe (FALSE), respectively safe (TRUE), programs.
const FIXED_MIN_SYMEX_FALSE_PERCENT: usize = 80;
const FIXED_MIN_SYMEX_TRUE_PERCENT: usize = 75;
/// CEGAR decides few of these programs within its limit (it spends it refining): counts, set
/// well below what it achieves so that the CPU-time limit's jitter cannot change the outcome.
const FIXED_MIN_CEGAR_FALSE: usize = 2;
const FIXED_MIN_CEGAR_DECIDED: usize = 3;

/// CEGAR's time limit in the fixed batch (it spends most of its time refining on these
/// programs; the batch must finish in under three minutes on a loaded two-core machine).
const FIXED_CEGAR_TIMEOUT: u64 = 4;

const RANDOM_VECTORS: usize = 50;
const SANITIZER_VECTORS: usize = 8;
const EXTRA_INPUTS: usize = 8;

/// EFFIGY_FUZZ_WIDE_SIGNED=1: also signed long long `+ - *` (see `gen::Options`).
fn options() -> gen::Options {
    gen::Options { wide_signed: std::env::var_os("EFFIGY_FUZZ_WIDE_SIGNED").is_some() }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn env_u64(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse().ok())
}

// ----- input vectors -----

fn boundaries(t: Ty) -> Vec<i128> {
    let (lo, hi) = (t.min(), t.max());
    let mut v = vec![lo, lo + 1, -1, 0, 1, 2, hi - 1, hi];
    if !t.signed() {
        v.retain(|&x| x >= 0);
        v.extend([127, 128]);
    }
    v
}

fn random_value(rng: &mut Rng, t: Ty, range: Option<(i128, i128)>) -> i128 {
    if let Some((lo, hi)) = range {
        if rng.chance(85) {
            return gen::uniform(rng, lo, hi);
        }
    }
    let b = boundaries(t);
    match rng.below(8) {
        0 | 1 => rng.pick(&b),
        2..=4 => gen::uniform(rng, (-10i128).max(t.min()), 10),
        5 => gen::uniform(rng, 0, 300),
        _ => gen::uniform(rng, t.min(), t.max()),
    }
}

fn random_vector(rng: &mut Rng, g: &Generated) -> Vec<i128> {
    let mut v: Vec<i128> = g.slots.iter().map(|s| random_value(rng, s.ty, s.range)).collect();
    for _ in 0..EXTRA_INPUTS {
        v.push(random_value(rng, Ty::Int, None));
    }
    v
}

/// Boundary vectors (every slot at its boundaries, in rotation; each slot at each boundary with
/// the others random) and random vectors that mostly satisfy the assumptions.
fn vectors(g: &Generated) -> Vec<Vec<i128>> {
    let mut rng = Rng::new(g.seed ^ 0xF00D);
    let mut out = Vec::new();
    for j in 0..8 {
        let mut v: Vec<i128> = g
            .slots
            .iter()
            .enumerate()
            .map(|(s, slot)| {
                let b = boundaries(slot.ty);
                b[(j + s) % b.len()]
            })
            .collect();
        v.extend(std::iter::repeat_n([0, 1, -1, i32::MAX as i128, i32::MIN as i128, 255, 2, 7][j], EXTRA_INPUTS));
        out.push(v);
    }
    for (s, slot) in g.slots.iter().enumerate() {
        let mut b = boundaries(slot.ty);
        if let Some((lo, hi)) = slot.range {
            b.extend([lo, hi]);
        }
        for x in b {
            let mut v = random_vector(&mut rng, g);
            v[s] = x;
            out.push(v);
        }
    }
    for _ in 0..RANDOM_VECTORS {
        out.push(random_vector(&mut rng, g));
    }
    out
}

// ----- gcc -----

fn compile(src: &Path, exe: &Path, sanitize: bool) -> Result<(), String> {
    let mut cmd = Command::new("gcc");
    cmd.args(["-m32", "-std=gnu11", "-w", "-O0", "-fno-strict-aliasing", "-fno-builtin", "-finstrument-functions", "-Dmain=__effigy_main"]);
    if sanitize {
        cmd.args(["-fsanitize=undefined,address", "-fno-sanitize-recover=all"]);
    } else {
        cmd.arg("-fwrapv");
    }
    cmd.arg(src).args(["-x", "c"]).arg(root().join("tests/harness/harness.c")).arg("-o").arg(exe);
    let out = cmd.output().map_err(|e| format!("gcc: {e} (make test installs gcc-multilib)"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Waits for a child up to a wall-clock limit (then kills it); its stdout and stderr.
fn wait_with_limit(mut child: Child, limit: Duration) -> (Option<ExitStatus>, String, String) {
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let out_thread = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stdout.read_to_end(&mut s);
        s
    });
    let err_thread = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stderr.read_to_end(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(5)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
        }
    };
    let out = String::from_utf8_lossy(&out_thread.join().unwrap()).into_owned();
    let err = String::from_utf8_lossy(&err_thread.join().unwrap()).into_owned();
    (status, out, err)
}

struct NativeRun {
    outcome: String,
    stdout: String,
    stderr: String,
    ok: bool,
}

fn run_native(exe: &Path, inputs: &[i128]) -> NativeRun {
    let child = Command::new(exe)
        .env("ASAN_OPTIONS", "detect_leaks=0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", exe.display()));
    let mut child = child;
    let text: Vec<String> = inputs.iter().map(|v| v.to_string()).collect();
    let _ = child.stdin.take().unwrap().write_all(text.join(" ").as_bytes());
    let (status, stdout, stderr) = wait_with_limit(child, Duration::from_secs(10));
    let outcome = stdout.lines().find_map(|l| l.strip_prefix("effigy-outcome: ")).map(str::to_string);
    let ok = status.is_some_and(|s| s.success()) && outcome.is_some();
    let outcome = outcome.unwrap_or_else(|| match status {
        None => "timeout".into(),
        Some(s) => format!("no outcome ({s})"),
    });
    NativeRun { outcome, stdout, stderr, ok }
}

// ----- effigy -----

#[derive(Clone, Debug, PartialEq)]
enum Verdict {
    True,
    False,
    Unknown(String),
}

struct EngineRun {
    verdict: Verdict,
    failure: Option<String>,
    /// A confirmed counterexample that reaches the error in the fuzzer's gcc build.
    reproduced: bool,
    unconfirmed: bool,
    seconds: f64,
    output: String,
}

const ENGINES: [&str; 3] = ["symex", "cegar", "absint"];

/// The counterexample's input values, from the report.
fn counterexample_inputs(text: &str) -> Vec<i128> {
    let mut inputs = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("  inputs (") {
            inside = true;
            continue;
        }
        if inside {
            if !line.starts_with("    ") {
                break;
            }
            if let Some((_, v)) = line.rsplit_once(" = ") {
                if let Ok(v) = v.trim().parse() {
                    inputs.push(v);
                }
            }
        }
    }
    inputs
}

/// The kind of an UNKNOWN reason: without positions and numbers.
fn reason_kind(reason: &str) -> String {
    let words: Vec<String> = reason
        .split_whitespace()
        .filter(|w| !w.contains(".c:"))
        .map(|w| {
            let mut s = String::new();
            let mut in_digits = false;
            for ch in w.chars() {
                if ch.is_ascii_digit() {
                    if !in_digits {
                        s.push('N');
                    }
                    in_digits = true;
                } else {
                    s.push(ch);
                    in_digits = false;
                }
            }
            s
        })
        .collect();
    let mut k = words.join(" ");
    if k.len() > 110 {
        let mut cut = 110;
        while !k.is_char_boundary(cut) {
            cut -= 1;
        }
        k.truncate(cut);
        k.push('…');
    }
    k
}

fn run_engine(engine: &str, file: &Path, timeout: u64, exe: &Path, has_uninit: bool) -> EngineRun {
    let start = Instant::now();
    let bin = std::env::var_os("EFFIGY_FUZZ_EFFIGY").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_effigy")));
    let child = Command::new(bin)
        .args(["verify", "--engine", engine, "--timeout", &timeout.to_string()])
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("effigy runs");
    // The engine's limit is CPU time; on a loaded machine wall-clock time is longer.
    let (status, stdout, stderr) = wait_with_limit(child, Duration::from_secs(timeout * 8 + 60));
    let seconds = start.elapsed().as_secs_f64();
    let output = format!("{stdout}{stderr}");
    let last = stdout.lines().rev().find(|l| l.starts_with("Verification result: ")).unwrap_or("");
    let mut run =
        EngineRun { verdict: Verdict::Unknown(String::new()), failure: None, reproduced: false, unconfirmed: false, seconds, output };
    let code = status.map(|s| s.code());
    match code {
        None => {
            run.verdict = Verdict::Unknown("killed by the fuzzer after its wall-clock limit".into());
        }
        Some(None) => run.failure = Some(format!("effigy {engine} crashed ({})", status.unwrap())),
        Some(Some(3)) => run.failure = Some(format!("effigy {engine}: internal error (exit code 3)")),
        Some(Some(2)) => run.failure = Some(format!("effigy {engine} rejects a program gcc compiles (exit code 2)")),
        Some(Some(0)) if last == "Verification result: TRUE" => run.verdict = Verdict::True,
        Some(Some(10)) if last == "Verification result: FALSE" => {
            run.verdict = Verdict::False;
            if !run.output.lines().any(|l| l.trim_start().starts_with("confirmed by execution")) {
                run.failure = Some(format!("effigy {engine}: FALSE not confirmed by execution"));
            } else {
                let inputs = counterexample_inputs(&run.output);
                let r = run_native(exe, &inputs);
                run.reproduced = r.outcome == "error";
                if !run.reproduced && !has_uninit {
                    run.failure = Some(format!(
                        "effigy {engine}: confirmed counterexample {inputs:?} ends with `{}` in the fuzzer's gcc build",
                        r.outcome
                    ));
                }
            }
        }
        Some(Some(20)) if last.starts_with("Verification result: UNKNOWN") => {
            let reason = last.trim_start_matches("Verification result: UNKNOWN").trim();
            let reason = reason.strip_prefix('(').and_then(|r| r.strip_suffix(')')).unwrap_or(reason);
            run.unconfirmed = reason.contains("not confirmed by execution");
            run.verdict = Verdict::Unknown(reason.to_string());
        }
        Some(Some(c)) => run.failure = Some(format!("effigy {engine}: exit code {c} with `{last}`")),
    }
    run
}

// ----- one program -----

struct ProgramResult {
    seed: u64,
    lines: usize,
    /// A generator problem (sanitizer report, gcc error, a run without outcome): excluded.
    excluded: Option<String>,
    gcc_unsafe: bool,
    /// Unsafe by gcc's runs or by a reproduced counterexample.
    unsafe_: bool,
    engines: Vec<EngineRun>,
    failures: Vec<String>,
    assume_violations: usize,
    runs: usize,
    source: String,
    error_vector: Option<Vec<i128>>,
    /// Wall-clock time of everything but the engines (gcc, runs).
    oracle_seconds: f64,
}

fn check_program(seed: u64, dir: &Path, timeouts: [u64; 3]) -> ProgramResult {
    let g = gen::generate(seed, options());
    let pdir = dir.join(format!("seed-{seed}"));
    fs::create_dir_all(&pdir).unwrap();
    let mut result = ProgramResult {
        seed,
        lines: 0,
        excluded: None,
        gcc_unsafe: false,
        unsafe_: false,
        engines: vec![],
        failures: vec![],
        assume_violations: 0,
        runs: 0,
        source: String::new(),
        error_vector: None,
        oracle_seconds: 0.0,
    };
    let start = Instant::now();
    let mut vecs = vectors(&g);

    // Probe: the values of the checks on a few vectors fix the constants of the reachable checks.
    let mut values: Vec<Option<u32>> = vec![None; g.checks.len()];
    if g.checks.iter().any(|c| matches!(c.kind, CheckKind::ProbeEq | CheckKind::ProbeGe)) {
        let src = pdir.join("probe.c");
        fs::write(&src, g.probe_source()).unwrap();
        let exe = pdir.join("probe");
        if let Err(e) = compile(&src, &exe, false) {
            result.excluded = Some(format!("gcc rejects the probe program:\n{e}"));
            result.source = g.probe_source();
            return result;
        }
        let mut rng = Rng::new(seed ^ 0xBEEF);
        for attempt in 0..12 {
            let v = if attempt < 2 { vecs[8 + attempt].clone() } else { random_vector(&mut rng, &g) };
            let r = run_native(&exe, &v);
            let mut used = false;
            for line in r.stdout.lines() {
                let mut w = line.split_whitespace();
                if let (Some("probe"), Some(k), Some(val)) = (w.next(), w.next(), w.next()) {
                    let (k, val): (usize, u32) = (k.parse().unwrap(), val.parse().unwrap());
                    if values[k].is_none() && matches!(g.checks[k].kind, CheckKind::ProbeEq | CheckKind::ProbeGe) {
                        values[k] = Some(val);
                        used = true;
                    }
                }
            }
            if used {
                vecs.insert(0, v);
            }
            if values.iter().zip(&g.checks).all(|(v, c)| v.is_some() || !matches!(c.kind, CheckKind::ProbeEq | CheckKind::ProbeGe)) {
                break;
            }
        }
    }
    let source = g.source(&values);
    result.lines = source.lines().count();
    result.source = source.clone();
    let src = pdir.join(format!("fuzz{seed}.c"));
    fs::write(&src, &source).unwrap();
    if let Some(d) = std::env::var_os("EFFIGY_FUZZ_DUMP") {
        let _ = fs::create_dir_all(&d);
        let _ = fs::write(Path::new(&d).join(format!("fuzz{seed}.c")), &source);
    }

    // The sanitizer: undefined behaviour here is a generator bug.
    let san = pdir.join("san");
    if let Err(e) = compile(&src, &san, true) {
        result.excluded = Some(format!("gcc rejects the program (sanitizer build):\n{e}"));
        return result;
    }
    let all = std::env::var_os("EFFIGY_FUZZ_SANITIZE_ALL").is_some();
    let step = if all { 1 } else { (vecs.len() / SANITIZER_VECTORS).max(1) };
    for v in vecs.iter().step_by(step).take(if all { usize::MAX } else { SANITIZER_VECTORS }) {
        let r = run_native(&san, v);
        if !r.ok || r.stderr.contains("runtime error") || r.stderr.contains("Sanitizer") {
            let report: String = r.stderr.lines().take(6).collect::<Vec<_>>().join("\n");
            result.excluded = Some(format!("sanitizer report on inputs {v:?} ({}):\n{report}", r.outcome));
            return result;
        }
    }

    // The oracle.
    let exe = pdir.join("exe");
    if let Err(e) = compile(&src, &exe, false) {
        result.excluded = Some(format!("gcc rejects the program:\n{e}"));
        return result;
    }
    for v in &vecs {
        let r = run_native(&exe, v);
        result.runs += 1;
        match r.outcome.as_str() {
            "error" => {
                result.gcc_unsafe = true;
                if result.error_vector.is_none() {
                    result.error_vector = Some(v.clone());
                }
            }
            "assume-violated" => result.assume_violations += 1,
            o if o.starts_with("return ") => {}
            o => {
                result.excluded = Some(format!("gcc's program ends with `{o}` on inputs {v:?}"));
                return result;
            }
        }
    }

    // The engines.
    result.unsafe_ = result.gcc_unsafe;
    result.oracle_seconds = start.elapsed().as_secs_f64();
    if std::env::var_os("EFFIGY_FUZZ_NO_ENGINES").is_some() {
        let _ = fs::remove_dir_all(&pdir);
        return result;
    }
    for (engine, t) in ENGINES.iter().zip(timeouts) {
        result.engines.push(run_engine(engine, &src, t, &exe, g.has_uninit));
    }
    result.unsafe_ = result.gcc_unsafe || result.engines.iter().any(|e| e.reproduced);
    for (engine, run) in ENGINES.iter().zip(&result.engines) {
        if let Some(f) = &run.failure {
            result.failures.push(f.clone());
        }
        if run.verdict == Verdict::True && result.unsafe_ {
            let why = match &result.error_vector {
                Some(v) => format!("gcc's program reaches the error on inputs {v:?}"),
                None => "the other engine's counterexample reaches the error in gcc's program".into(),
            };
            result.failures.push(format!("effigy {engine}: wrong TRUE: {why}"));
        }
    }
    let _ = fs::remove_dir_all(&pdir);
    result
}

// ----- the batch -----

#[derive(Default)]
struct Summary {
    programs: usize,
    excluded: Vec<(u64, String)>,
    gcc_unsafe: usize,
    unsafe_: usize,
    lines: usize,
    runs: usize,
    oracle_seconds: f64,
    assume_violations: usize,
    /// Per engine: TRUE, FALSE, UNKNOWN; TRUE on gcc-safe; FALSE on gcc-unsafe.
    counts: [[usize; 3]; 3],
    true_on_safe: [usize; 3],
    false_on_gcc_unsafe: [usize; 3],
    reasons: [BTreeMap<String, usize>; 3],
    seconds: [f64; 3],
    slowest: [(f64, u64); 3],
    unconfirmed: Vec<String>,
    failures: Vec<String>,
}

fn keep_failure(keep: &Path, r: &ProgramResult, what: &str) {
    let _ = fs::create_dir_all(keep);
    let ignore = keep.join(".gitignore");
    if !ignore.exists() {
        let _ = fs::write(&ignore, "# Programs kept by tests/fuzz.rs (scripts/fuzz.sh); never committed.\n*\n");
    }
    let _ = fs::write(keep.join(format!("fuzz{}.c", r.seed)), &r.source);
    let mut text = format!("seed {}: {what}\n", r.seed);
    if let Some(v) = &r.error_vector {
        let _ = writeln!(text, "gcc reaches the error on inputs {v:?}");
    }
    for (engine, run) in ENGINES.iter().zip(&r.engines) {
        let _ = writeln!(text, "--- effigy verify --engine {engine} ({:.1} s)\n{}", run.seconds, run.output);
    }
    let _ = fs::write(keep.join(format!("fuzz{}.txt", r.seed)), text);
}

fn record(s: &mut Summary, r: &ProgramResult, keep: &Path) {
    if let Some(why) = &r.excluded {
        println!("seed {}: EXCLUDED (generator bug): {why}\n{}", r.seed, r.source);
        s.excluded.push((r.seed, why.lines().next().unwrap_or("").to_string()));
        keep_failure(keep, r, &format!("excluded: {why}"));
        return;
    }
    s.programs += 1;
    s.lines += r.lines;
    s.runs += r.runs;
    s.oracle_seconds += r.oracle_seconds;
    s.assume_violations += r.assume_violations;
    s.gcc_unsafe += r.gcc_unsafe as usize;
    s.unsafe_ += r.unsafe_ as usize;
    let mut line = format!(
        "seed {}: {} lines, {}",
        r.seed,
        r.lines,
        if r.gcc_unsafe {
            "gcc-unsafe"
        } else if r.unsafe_ {
            "unsafe"
        } else {
            "gcc-safe"
        }
    );
    for (i, run) in r.engines.iter().enumerate() {
        let k = match &run.verdict {
            Verdict::True => 0,
            Verdict::False => 1,
            Verdict::Unknown(why) => {
                *s.reasons[i].entry(reason_kind(why)).or_insert(0) += 1;
                2
            }
        };
        s.counts[i][k] += 1;
        if k == 0 && !r.unsafe_ {
            s.true_on_safe[i] += 1;
        }
        if k == 1 && r.gcc_unsafe {
            s.false_on_gcc_unsafe[i] += 1;
        }
        s.seconds[i] += run.seconds;
        if run.seconds > s.slowest[i].0 {
            s.slowest[i] = (run.seconds, r.seed);
        }
        if run.unconfirmed {
            s.unconfirmed.push(format!(
                "seed {} ({}): {}",
                r.seed,
                ENGINES[i],
                reason_kind(match &run.verdict {
                    Verdict::Unknown(w) => w,
                    _ => "",
                })
            ));
        }
        let v = match &run.verdict {
            Verdict::True => "TRUE".to_string(),
            Verdict::False => "FALSE".to_string(),
            Verdict::Unknown(w) => format!("UNKNOWN ({})", reason_kind(w)),
        };
        let _ = write!(line, ", {} {v} {:.1}s", ENGINES[i], run.seconds);
    }
    println!("{line}");
    if r.failures.is_empty() && r.engines.iter().any(|e| e.unconfirmed) {
        keep_failure(keep, r, "not a failure: a counterexample effigy could not confirm (UNKNOWN, \"this is a bug in effigy\")");
    }
    if !r.failures.is_empty() {
        let what = r.failures.join("; ");
        println!("seed {}: FAILURE: {what}\n{}", r.seed, r.source);
        keep_failure(keep, r, &what);
        s.failures.push(format!("seed {}: {what}", r.seed));
    }
}

fn percent(a: usize, b: usize) -> usize {
    if b == 0 {
        100
    } else {
        a * 100 / b
    }
}

fn report(s: &Summary, first: u64, elapsed: Duration) -> String {
    let mut t = String::new();
    let safe = s.programs - s.unsafe_;
    let _ = writeln!(
        t,
        "fuzz: {} programs from seed {first} in {:.0} s ({} lines on average), {} excluded as generator bugs",
        s.programs,
        elapsed.as_secs_f64(),
        s.lines / s.programs.max(1),
        s.excluded.len()
    );
    let _ = writeln!(
        t,
        "  gcc: {} runs ({}% assume-violated, {:.0} s with the compilations); {} programs gcc-unsafe, {} more unsafe by a reproduced counterexample, {} safe as far as known",
        s.runs,
        percent(s.assume_violations, s.runs),
        s.oracle_seconds,
        s.gcc_unsafe,
        s.unsafe_ - s.gcc_unsafe,
        safe
    );
    for (i, e) in ENGINES.iter().enumerate() {
        let c = s.counts[i];
        let _ = writeln!(
            t,
            "  {e}: TRUE {} FALSE {} UNKNOWN {}; FALSE on {}/{} gcc-unsafe ({}%), TRUE on {}/{} safe ({}%); {:.0} s in all, slowest {:.1} s (seed {})",
            c[0],
            c[1],
            c[2],
            s.false_on_gcc_unsafe[i],
            s.gcc_unsafe,
            percent(s.false_on_gcc_unsafe[i], s.gcc_unsafe),
            s.true_on_safe[i],
            safe,
            percent(s.true_on_safe[i], safe),
            s.seconds[i],
            s.slowest[i].0,
            s.slowest[i].1
        );
        let mut reasons: Vec<(&String, &usize)> = s.reasons[i].iter().collect();
        reasons.sort_by(|a, b| b.1.cmp(a.1));
        for (r, n) in reasons {
            let _ = writeln!(t, "      {n:4}  {r}");
        }
    }
    if !s.unconfirmed.is_empty() {
        let _ = writeln!(t, "  unconfirmed counterexamples (UNKNOWN, acceptable, but effigy calls them bugs):");
        for u in &s.unconfirmed {
            let _ = writeln!(t, "    {u}");
        }
    }
    for (seed, why) in &s.excluded {
        let _ = writeln!(t, "  excluded: seed {seed}: {why}");
    }
    let _ = writeln!(t, "  failures: {}", s.failures.len());
    for f in &s.failures {
        let _ = writeln!(t, "    {f}");
    }
    t
}

#[test]
fn generated_programs_get_no_wrong_verdict() {
    let budget = env_u64("EFFIGY_FUZZ_SECONDS").map(Duration::from_secs);
    let fixed = budget.is_none() && env_u64("EFFIGY_FUZZ_COUNT").is_none() && env_u64("EFFIGY_FUZZ_SEED").is_none();
    let first = env_u64("EFFIGY_FUZZ_SEED").unwrap_or(FIXED_SEED);
    let count = env_u64("EFFIGY_FUZZ_COUNT").unwrap_or(if budget.is_some() { u64::MAX } else { FIXED_COUNT });
    let jobs = env_u64("EFFIGY_FUZZ_JOBS").unwrap_or(2).max(1);
    let timeout = env_u64("EFFIGY_FUZZ_TIMEOUT").unwrap_or(20);
    let cegar_timeout = env_u64("EFFIGY_FUZZ_CEGAR_TIMEOUT").unwrap_or(if fixed { FIXED_CEGAR_TIMEOUT } else { timeout });
    let keep = std::env::var_os("EFFIGY_FUZZ_KEEP").map(PathBuf::from).unwrap_or_else(|| root().join("target/fuzz-failures"));
    let dir = std::env::temp_dir().join(format!("effigy-fuzz-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();

    let start = Instant::now();
    let next = AtomicU64::new(first);
    let summary = Mutex::new(Summary::default());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                if budget.is_some_and(|b| start.elapsed() >= b) {
                    break;
                }
                let seed = next.fetch_add(1, Ordering::SeqCst);
                if seed - first >= count {
                    break;
                }
                let r = check_program(seed, &dir, [timeout, cegar_timeout, timeout]);
                record(&mut summary.lock().unwrap(), &r, &keep);
            });
        }
    });
    let _ = fs::remove_dir_all(&dir);
    let s = summary.into_inner().unwrap();
    let text = report(&s, first, start.elapsed());
    println!("{text}");

    assert!(s.failures.is_empty(), "wrong verdicts or engine failures (programs kept in {}):\n{text}", keep.display());
    if fixed {
        assert!(s.excluded.is_empty(), "the generator made programs with undefined behaviour:\n{text}");
        assert_eq!(s.programs as u64, FIXED_COUNT, "{text}");
        let safe = s.programs - s.unsafe_;
        assert!(s.gcc_unsafe >= 10 && safe >= 10, "too few unsafe or safe programs to judge the engines:\n{text}");
        assert!(
            percent(s.false_on_gcc_unsafe[0], s.gcc_unsafe) >= FIXED_MIN_SYMEX_FALSE_PERCENT,
            "tree exploration answered FALSE on too few gcc-unsafe programs:\n{text}"
        );
        assert!(percent(s.true_on_safe[0], safe) >= FIXED_MIN_SYMEX_TRUE_PERCENT, "tree exploration proved too few safe programs:\n{text}");
        assert!(s.false_on_gcc_unsafe[1] >= FIXED_MIN_CEGAR_FALSE, "CEGAR answered FALSE on too few gcc-unsafe programs:\n{text}");
        assert!(s.counts[1][0] + s.counts[1][1] >= FIXED_MIN_CEGAR_DECIDED, "CEGAR decided too few programs:\n{text}");
    }
}
