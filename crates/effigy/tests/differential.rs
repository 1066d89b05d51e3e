//! Differential tests of the front end and the concrete interpreter against gcc.
//!
//! Every program in `tests/corpus/*.c` is lowered by effigy and compiled by gcc together with
//! `tests/harness/harness.c`, which feeds the inputs (on stdin) to `__VERIFIER_nondet_*` and
//! prints the outcome (`effigy-outcome: return 7`, `error`, `abort`, `exit 3`,
//! `assume-violated`). For the hand-written `// run: inputs=… outcome=…` lines and for random
//! input vectors, the interpreter's outcome must equal the expectation and gcc's. Programs run
//! under both data models (`-m32` and `-m64`) unless their header names one (`// data-model: ILP32`).
//!
//! `tests/ub/*.c` hold programs with one undefined behaviour each: the interpreter must report
//! it (`outcome=undefined`) with the `// ub:` description.

use std::fmt::Write as _;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use effigy_interp::{Outcome, RunConfig};
use effigy_ir::{DataModel, Program};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn files(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    v.sort();
    v
}

struct Run {
    inputs: Vec<i128>,
    outcome: String,
}

fn header_values<'a>(text: &'a str, key: &str) -> Vec<&'a str> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .filter_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(str::trim)
        .collect()
}

fn runs(text: &str) -> Vec<Run> {
    header_values(text, "run")
        .into_iter()
        .map(|r| {
            let rest = r.strip_prefix("inputs=").expect("run: inputs=...");
            let (inputs, outcome) = rest.split_once(" outcome=").expect("run: ... outcome=...");
            let inputs = inputs.split(',').filter(|s| !s.trim().is_empty()).map(|s| s.trim().parse().expect("input")).collect();
            Run { inputs, outcome: outcome.trim().to_string() }
        })
        .collect()
}

/// The outcome in the harness's words.
fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Returned(Some(v)) => format!("return {v}"),
        Outcome::Returned(None) => "return".into(),
        Outcome::Error { .. } => "error".into(),
        Outcome::Aborted { .. } => "abort".into(),
        Outcome::Trapped { .. } => "trap".into(),
        Outcome::Exited { code, .. } => format!("exit {code}"),
        Outcome::AssumeViolated { .. } => "assume-violated".into(),
        Outcome::Undefined { .. } => "undefined".into(),
        Outcome::Limit(m) => format!("limit ({m})"),
    }
}

fn lower(path: &Path, dm: DataModel) -> Program {
    let options = effigy_c::Options { data_model: dm, ..Default::default() };
    effigy_c::lower_file(path, &options)
        .unwrap_or_else(|d| panic!("{}: {}", path.display(), d.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")))
}

fn interpret(program: &Program, inputs: &[i128]) -> Outcome {
    let config = RunConfig { inputs: inputs.to_vec(), max_steps: 5_000_000, ..Default::default() };
    effigy_interp::run(program, &config).outcome
}

/// Compiles the program with the harness; the executable's path.
fn compile(path: &Path, dm: DataModel, dir: &Path) -> PathBuf {
    let exe = dir.join(format!("{}-{}", path.file_stem().unwrap().to_string_lossy(), if dm == DataModel::Ilp32 { "m32" } else { "m64" }));
    let out = Command::new("gcc")
        .arg(if dm == DataModel::Ilp32 { "-m32" } else { "-m64" })
        .args([
            "-std=gnu99",
            "-w",
            "-O0",
            "-fno-strict-aliasing",
            "-fwrapv",
            "-fno-builtin",
            "-finstrument-functions",
            "-Dmain=__effigy_main",
        ])
        .arg(path)
        .args(["-x", "c"])
        .arg(root().join("tests/harness/harness.c"))
        .arg("-o")
        .arg(&exe)
        .output()
        .expect("gcc must be installed (make test installs gcc-multilib)");
    assert!(out.status.success(), "gcc failed on {}:\n{}", path.display(), String::from_utf8_lossy(&out.stderr));
    exe
}

fn run_native(exe: &Path, inputs: &[i128]) -> String {
    let mut child = Command::new(exe).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn().unwrap();
    let text: Vec<String> = inputs.iter().map(|v| v.to_string()).collect();
    child.stdin.take().unwrap().write_all(text.join(" ").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    stdout
        .lines()
        .find_map(|l| l.strip_prefix("effigy-outcome: "))
        .map(str::to_string)
        .unwrap_or_else(|| format!("no outcome (status {:?})", out.status))
}

/// A small deterministic generator (xorshift64*), seeded per program.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Boundary values and small numbers often, arbitrary 32-bit values otherwise.
    fn input(&mut self) -> i128 {
        const SPECIAL: [i128; 10] = [0, 1, -1, 2, 42, 255, 256, i32::MAX as i128, i32::MIN as i128, 65535];
        match self.next() % 4 {
            0 => SPECIAL[(self.next() % SPECIAL.len() as u64) as usize],
            1 => (self.next() % 21) as i128 - 10,
            _ => self.next() as u32 as i32 as i128,
        }
    }
}

fn seed(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3)) | 1
}

const RANDOM_VECTORS: usize = 12;
const INPUTS_PER_VECTOR: usize = 24;

#[test]
fn corpus_agrees_with_expectations_and_gcc() {
    let corpus = files("tests/corpus");
    assert!(corpus.len() >= 40, "the corpus has only {} programs", corpus.len());
    let dir = std::env::temp_dir().join(format!("effigy-differential-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let mut failures = String::new();
    let mut compared = 0;
    for path in &corpus {
        let text = fs::read_to_string(path).unwrap();
        // One data model only: `// data-model: ILP32`, or `LP64` for floating point (gcc -m32
        // computes with x87's excess precision, which effigy does not model).
        let only = header_values(&text, "data-model");
        let models: &[DataModel] = match only.first() {
            Some(&"ILP32") => &[DataModel::Ilp32],
            Some(&"LP64") => &[DataModel::Lp64],
            _ => &[DataModel::Ilp32, DataModel::Lp64],
        };
        for &dm in models {
            let program = lower(path, dm);
            let exe = compile(path, dm, &dir);
            let name = path.file_name().unwrap().to_string_lossy();
            for run in runs(&text) {
                let ours = outcome_text(&interpret(&program, &run.inputs));
                if ours != run.outcome {
                    let _ = writeln!(failures, "{name} ({dm}) inputs {:?}: expected `{}`, effigy says `{ours}`", run.inputs, run.outcome);
                }
            }
            let mut rng = Rng(seed(&name));
            for _ in 0..RANDOM_VECTORS {
                let inputs: Vec<i128> = (0..INPUTS_PER_VECTOR).map(|_| rng.input()).collect();
                let ours = outcome_text(&interpret(&program, &inputs));
                let theirs = run_native(&exe, &inputs);
                compared += 1;
                if ours != theirs {
                    let _ = writeln!(failures, "{name} ({dm}) inputs {inputs:?}: gcc says `{theirs}`, effigy says `{ours}`");
                }
            }
        }
    }
    let _ = fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{failures}");
    assert!(compared >= 40 * RANDOM_VECTORS);
}

#[test]
fn undefined_behaviour_is_detected() {
    let cases = files("tests/ub");
    assert!(!cases.is_empty());
    let mut failures = String::new();
    for path in &cases {
        let text = fs::read_to_string(path).unwrap();
        let what = header_values(&text, "ub").first().copied().expect("// ub: header").to_string();
        let program = lower(path, DataModel::Ilp32);
        for run in runs(&text) {
            match interpret(&program, &run.inputs) {
                Outcome::Undefined { what: found, span } if found.contains(&what) && !span.is_none() => {}
                other => {
                    let _ = writeln!(failures, "{}: expected undefined behaviour `{what}` with a location, got {other:?}", path.display());
                }
            }
        }
    }
    assert!(failures.is_empty(), "{failures}");
}
