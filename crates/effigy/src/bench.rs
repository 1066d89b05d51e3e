//! `effigy bench`: runs SV-COMP tasks as child processes (`effigy verify TASK.yml`) under
//! CPU-time and memory limits, and scores them as SV-COMP does.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::task::{read_task, Task};

pub struct BenchOptions {
    pub engine: String,
    /// CPU seconds per task.
    pub timeout: f64,
    pub memory_mb: u64,
    pub jobs: usize,
    /// Engines each task's portfolio runs at once (`verify --cpus`).
    pub cpus: usize,
    /// Extra arguments for `effigy verify`.
    pub verify_args: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct TaskResult {
    pub task: Task,
    pub verdict: String,
    pub reason: String,
    pub cpu_s: f64,
    pub wall_s: f64,
    pub mem_mb: f64,
    /// The analysis' statistics (`effigy verify --json`), when it wrote them.
    pub stats: serde_json::Value,
    /// The subproperty a FALSE names (`valid-deref`, …).
    pub subproperty: Option<String>,
}

impl TaskResult {
    /// SV-COMP's score: +2 correct TRUE, +1 correct FALSE, -32 incorrect TRUE, -16 incorrect FALSE;
    /// a FALSE with another subproperty than the task's is incorrect.
    pub fn score(&self) -> i64 {
        let right_subproperty = match (&self.task.subproperty, &self.subproperty) {
            (Some(expected), Some(found)) => expected == found,
            (Some(_), None) => false,
            (None, _) => true,
        };
        match (self.verdict.as_str(), self.task.expected) {
            ("TRUE", Some(true)) => 2,
            ("FALSE", Some(false)) if right_subproperty => 1,
            ("FALSE", Some(false)) => -16,
            ("TRUE", Some(false)) => -32,
            ("FALSE", Some(true)) => -16,
            _ => 0,
        }
    }
    pub fn correct(&self) -> bool {
        self.score() > 0
    }
    pub fn incorrect(&self) -> bool {
        self.score() < 0
    }
}

/// The tasks of an INDEX.tsv (first column: task paths relative to it; a column headed
/// `property` chooses each row's property) or of a directory. A task that lists several
/// properties and not `unreach-call` is run once per property, as SV-COMP does.
pub fn collect_tasks(path: &Path) -> Result<Vec<Task>, String> {
    let index = if path.is_dir() { path.join("INDEX.tsv") } else { path.to_path_buf() };
    let mut rows: Vec<(PathBuf, Option<String>)> = Vec::new();
    if index.is_file() {
        let text = std::fs::read_to_string(&index).map_err(|e| format!("cannot read {}: {e}", index.display()))?;
        let dir = index.parent().unwrap_or(Path::new("."));
        let property_column = text.lines().next().and_then(|h| h.split('\t').position(|c| c == "property"));
        for line in text.lines().skip(1) {
            let cells: Vec<&str> = line.split('\t').collect();
            if let Some(first) = cells.first().filter(|s| !s.is_empty()) {
                let property = property_column.and_then(|k| cells.get(k)).map(|p| p.to_string());
                rows.push((dir.join(first), property));
            }
        }
    } else if path.is_dir() {
        let mut ymls = Vec::new();
        walk(path, &mut ymls);
        ymls.sort();
        rows.extend(ymls.into_iter().map(|y| (y, None)));
    } else {
        return Err(format!("{}: neither an INDEX.tsv nor a directory", path.display()));
    }
    let mut tasks = Vec::new();
    for (yml, property) in rows {
        let mut task = read_task(&yml)?;
        match property {
            Some(p) => {
                task.select(&p)?;
                tasks.push(task);
            }
            None if task.property.is_none() => {
                for p in task.properties.clone() {
                    let mut t = task.clone();
                    t.select(&p.name)?;
                    tasks.push(t);
                }
            }
            None => tasks.push(task),
        }
    }
    Ok(tasks)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "yml") {
                out.push(p);
            }
        }
    }
}

struct Running {
    index: usize,
    child: std::process::Child,
    json: PathBuf,
    start: Instant,
}

/// Runs every task; `progress` is told about each finished one.
pub fn run(tasks: &[Task], options: &BenchOptions, mut progress: impl FnMut(usize, &TaskResult)) -> Result<Vec<TaskResult>, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find the effigy executable: {e}"))?;
    let scratch = std::env::temp_dir().join(format!("effigy-bench-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let mut results: Vec<Option<TaskResult>> = vec![None; tasks.len()];
    let mut running: Vec<Running> = Vec::new();
    let mut next = 0;
    let mut done = 0;
    while done < tasks.len() {
        while running.len() < options.jobs.max(1) && next < tasks.len() {
            let json = scratch.join(format!("task-{next}.json"));
            let _ = std::fs::remove_file(&json);
            let mut cmd = Command::new(&exe);
            cmd.arg("verify").arg(&tasks[next].yml);
            if let Some(p) = &tasks[next].property {
                cmd.args(["--property", p]);
            }
            cmd.args(["--engine", &options.engine])
                .args(["--timeout", &format!("{}", options.timeout)])
                .args(["--memory-limit", &format!("{}", options.memory_mb)])
                .arg("--json")
                .arg(&json)
                .args(&options.verify_args)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null());
            if !options.verify_args.iter().any(|a| a == "--cpus" || a.starts_with("--cpus=")) {
                cmd.args(["--cpus", &format!("{}", options.cpus)]);
            }
            // A backstop only: verify ends itself at its limit (its watchdog a few seconds
            // later). The kernel's accounting has been seen to send SIGXCPU several seconds
            // before the process's own CPU clock reached the soft limit, so the margin is wide.
            let cpu = options.timeout.ceil() as u64 + 15;
            // `verify --memory-limit` stops gracefully on resident memory; the address-space
            // limit is only a backstop, with room for one doubling of a large vector past the
            // limit, reserved stacks and the solver's mappings.
            let mem = (2 * options.memory_mb + 4096) * 1024 * 1024;
            // SAFETY: only async-signal-safe calls (setrlimit) between fork and exec.
            unsafe {
                cmd.pre_exec(move || {
                    let cpu_limit = libc::rlimit { rlim_cur: cpu, rlim_max: cpu + 5 };
                    libc::setrlimit(libc::RLIMIT_CPU, &cpu_limit);
                    let mem_limit = libc::rlimit { rlim_cur: mem, rlim_max: mem };
                    libc::setrlimit(libc::RLIMIT_AS, &mem_limit);
                    Ok(())
                });
            }
            let child = cmd.spawn().map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
            running.push(Running { index: next, child, json, start: Instant::now() });
            next += 1;
        }
        let mut finished = None;
        for (i, r) in running.iter().enumerate() {
            let mut status = 0;
            let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
            // SAFETY: wait4 on our own child with valid out-pointers.
            let pid = unsafe { libc::wait4(r.child.id() as i32, &mut status, libc::WNOHANG, &mut usage) };
            if pid > 0 {
                finished = Some((i, status, usage));
                break;
            }
        }
        let Some((i, status, usage)) = finished else {
            std::thread::sleep(Duration::from_millis(10));
            continue;
        };
        let r = running.swap_remove(i);
        let cpu = tv(usage.ru_utime) + tv(usage.ru_stime);
        let wall = r.start.elapsed().as_secs_f64();
        let (verdict, reason, stats, subproperty) = read_verdict(&r.json, status);
        let result = TaskResult {
            task: tasks[r.index].clone(),
            verdict,
            reason,
            cpu_s: cpu,
            wall_s: wall,
            mem_mb: usage.ru_maxrss as f64 / 1024.0,
            stats,
            subproperty,
        };
        done += 1;
        progress(done, &result);
        results[r.index] = Some(result);
        let _ = std::fs::remove_file(&r.json);
        // The child was reaped by wait4; forget its handle.
        std::mem::forget(r.child);
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(results.into_iter().map(|r| r.expect("every task ran")).collect())
}

fn tv(t: libc::timeval) -> f64 {
    t.tv_sec as f64 + t.tv_usec as f64 / 1e6
}

fn read_verdict(json: &Path, status: i32) -> (String, String, serde_json::Value, Option<String>) {
    let parsed = std::fs::read_to_string(json).ok().and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok());
    match parsed {
        Some(v) => {
            let verdict = v["verdict"].as_str().unwrap_or("UNKNOWN").to_string();
            let reason = v["reason"].as_str().unwrap_or("").to_string();
            let subproperty = v["subproperty"].as_str().map(str::to_string);
            (verdict, reason, v["stats"].clone(), subproperty)
        }
        None => {
            let why = if libc::WIFSIGNALED(status) {
                format!("killed by signal {} (resource limit)", libc::WTERMSIG(status))
            } else {
                format!("exited with code {} without a verdict", libc::WEXITSTATUS(status))
            };
            ("UNKNOWN".into(), why, serde_json::Value::Null, None)
        }
    }
}

/// The per-directory table and the summary.
pub fn table(results: &[TaskResult]) -> String {
    let mut by_dir: BTreeMap<String, Vec<&TaskResult>> = BTreeMap::new();
    for r in results {
        let dir = r.task.yml.parent().and_then(|p| p.file_name()).map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        by_dir.entry(dir).or_default().push(r);
    }
    let mut out = String::new();
    out.push_str(&format!(
        "{:<32} {:>5} {:>6} {:>7} {:>6} {:>6} {:>7} {:>6} {:>9}\n",
        "directory", "tasks", "c.true", "c.false", "i.true", "i.false", "unknown", "score", "cpu (s)"
    ));
    let mut rows: Vec<(String, Vec<&TaskResult>)> = by_dir.into_iter().collect();
    // With several properties, a row per property too.
    let mut by_property: BTreeMap<String, Vec<&TaskResult>> = BTreeMap::new();
    for r in results {
        by_property.entry(r.task.property.clone().unwrap_or_else(|| "-".into())).or_default().push(r);
    }
    if by_property.len() > 1 {
        rows.extend(by_property.into_iter().map(|(p, rs)| (format!("property {p}"), rs)));
    }
    rows.push(("total".into(), results.iter().collect()));
    for (dir, rs) in rows {
        let count = |f: &dyn Fn(&&TaskResult) -> bool| rs.iter().filter(|r| f(r)).count();
        let ct = count(&|r| r.verdict == "TRUE" && r.correct());
        let cf = count(&|r| r.verdict == "FALSE" && r.correct());
        let it = count(&|r| r.verdict == "TRUE" && r.incorrect());
        let ifl = count(&|r| r.verdict == "FALSE" && r.incorrect());
        let unknown = count(&|r| r.score() == 0);
        let score: i64 = rs.iter().map(|r| r.score()).sum();
        let cpu: f64 = rs.iter().map(|r| r.cpu_s).sum();
        if dir == "total" {
            out.push_str(&"-".repeat(95));
            out.push('\n');
        }
        out.push_str(&format!("{dir:<32} {:>5} {ct:>6} {cf:>7} {it:>6} {ifl:>6} {unknown:>7} {score:>6} {cpu:>9.1}\n", rs.len()));
    }
    let incorrect: Vec<&TaskResult> = results.iter().filter(|r| r.incorrect()).collect();
    if !incorrect.is_empty() {
        out.push_str("\nINCORRECT verdicts:\n");
        for r in incorrect {
            let found = r.subproperty.as_deref().map(|p| format!("({p})")).unwrap_or_default();
            let expected = match (r.task.expected, &r.task.subproperty) {
                (Some(e), Some(sub)) if !e => format!("false({sub})"),
                (Some(e), _) => e.to_string(),
                (None, _) => "-".into(),
            };
            out.push_str(&format!(
                "  {} [{}]: {}{found} (expected {expected})\n",
                r.task.yml.display(),
                r.task.property.as_deref().unwrap_or("-"),
                r.verdict
            ));
        }
    }
    out
}

pub fn json(results: &[TaskResult]) -> serde_json::Value {
    let tasks: Vec<_> = results
        .iter()
        .map(|r| {
            json!({
                "task": r.task.yml.display().to_string(),
                "property": r.task.property,
                "expected": r.task.expected.map(|b| if b { "true" } else { "false" }),
                "expected_subproperty": r.task.subproperty,
                "verdict": r.verdict,
                "subproperty": r.subproperty,
                "reason": r.reason,
                "score": r.score(),
                "cpu_s": r.cpu_s,
                "wall_s": r.wall_s,
                "mem_mb": r.mem_mb,
                "stats": r.stats,
            })
        })
        .collect();
    let score: i64 = results.iter().map(|r| r.score()).sum();
    let count = |f: &dyn Fn(&TaskResult) -> bool| results.iter().filter(|r| f(r)).count();
    json!({
        "tasks": tasks,
        "summary": {
            "tasks": results.len(),
            "correct_true": count(&|r| r.verdict == "TRUE" && r.correct()),
            "correct_false": count(&|r| r.verdict == "FALSE" && r.correct()),
            "incorrect_true": count(&|r| r.verdict == "TRUE" && r.incorrect()),
            "incorrect_false": count(&|r| r.verdict == "FALSE" && r.incorrect()),
            "unknown": count(&|r| r.score() == 0),
            "score": score,
            "cpu_s": results.iter().map(|r| r.cpu_s).sum::<f64>(),
        }
    })
}

/// One line per finished task on standard error, as it finishes (piped or not, so that a long
/// run's log shows where it stands); on a terminal, a progress bar below them, redrawn in place.
pub fn progress_printer(total: usize) -> impl FnMut(usize, &TaskResult) {
    let tty = std::io::stderr().is_terminal();
    move |done, r| {
        let line = task_line(done, total, r);
        if tty {
            let width = 30;
            let filled = done * width / total.max(1);
            eprint!("\r\x1b[K{line}\n[{}{}] {done}/{total}", "#".repeat(filled), " ".repeat(width - filled));
            if done == total {
                eprintln!();
            }
        } else {
            eprintln!("{line}");
        }
        let _ = std::io::stderr().flush();
    }
}

/// A finished task: its number, its file, the verdict (with the subproperty of a FALSE), the
/// expected one, its CPU time and its score.
fn task_line(done: usize, total: usize, r: &TaskResult) -> String {
    let name = r.task.yml.file_name().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
    let verdict = match &r.subproperty {
        Some(sub) if r.verdict == "FALSE" => format!("FALSE({sub})"),
        _ => r.verdict.clone(),
    };
    let expected = match (r.task.expected, &r.task.subproperty) {
        (Some(true), _) => "true".to_string(),
        (Some(false), Some(sub)) => format!("false({sub})"),
        (Some(false), None) => "false".to_string(),
        (None, _) => "-".to_string(),
    };
    let width = total.to_string().len();
    format!("{done:>width$}/{total} {name:<48.48} {verdict:<26} expected {expected:<22} {:>7.1} s {:>+4}", r.cpu_s, r.score())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(verdict: &str, found: Option<&str>, expected: Option<bool>, sub: Option<&str>) -> TaskResult {
        let task = Task {
            yml: std::path::PathBuf::from("dir/list-1.yml"),
            input: std::path::PathBuf::from("dir/list-1.i"),
            data_model: effigy_ir::DataModel::Ilp32,
            properties: Vec::new(),
            property: Some("valid-memsafety".into()),
            expected,
            subproperty: sub.map(String::from),
        };
        TaskResult {
            task,
            verdict: verdict.into(),
            reason: String::new(),
            cpu_s: 1.25,
            wall_s: 1.3,
            mem_mb: 10.0,
            stats: serde_json::Value::Null,
            subproperty: found.map(String::from),
        }
    }

    #[test]
    fn a_finished_task_is_one_line_with_its_verdict_expectation_and_score() {
        let right = task_line(3, 12, &result("FALSE", Some("valid-memtrack"), Some(false), Some("valid-memtrack")));
        assert_eq!(
            right,
            " 3/12 list-1.yml                                       FALSE(valid-memtrack)      expected false(valid-memtrack)      1.2 s   +1"
        );
        let wrong = task_line(4, 12, &result("FALSE", Some("valid-deref"), Some(false), Some("valid-memtrack")));
        assert!(wrong.contains("FALSE(valid-deref)") && wrong.ends_with(" -16"), "{wrong}");
        let unknown = task_line(12, 12, &result("UNKNOWN", None, Some(true), None));
        assert!(unknown.starts_with("12/12 ") && unknown.contains("expected true") && unknown.ends_with("  +0"), "{unknown}");
    }
}
