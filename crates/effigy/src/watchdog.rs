//! The limits of `verify`, enforced from outside the analysis: a thread that watches the
//! process's CPU time and resident memory and, past the limit (with a little grace, so that
//! the engines' own checks normally answer first), prints the UNKNOWN verdict naming the limit,
//! writes the JSON if asked, and exits. An analysis stuck in one long computation (a solver
//! call, an interpolation, a large copy) otherwise ran on until `effigy bench`'s CPU limit
//! killed it with SIGXCPU, or an allocation failed under the address-space limit — neither of
//! which names the limit.

use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// Resident memory of the process and of the solver processes it started.
fn resident_mb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = status.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096 / (1 << 20) + effigy_smt::process::solver_processes_resident_mb())
}

/// The grace past the time limit before the watchdog steps in: the engines check their limits
/// between steps, and `effigy bench` gives a child 15 s of CPU beyond its limit.
pub fn grace_seconds(timeout: f64) -> f64 {
    (1.0 + timeout * 0.05).min(3.0)
}

/// Starts the watchdog for a run limited to `timeout` seconds and `memory_mb` MiB resident.
pub fn start(timeout: f64, memory_mb: u64, json: Option<PathBuf>, label: &'static str) {
    let cpu_limit = timeout + grace_seconds(timeout);
    let mem_limit = memory_mb + memory_mb / 8;
    let spawned = std::thread::Builder::new().name("effigy-watchdog".into()).spawn(move || loop {
        std::thread::sleep(Duration::from_millis(50));
        let reason = if effigy_engine::clock::process_cpu_time().as_secs_f64() > cpu_limit {
            format!("time limit of {timeout} s reached (CPU time)")
        } else if resident_mb().is_some_and(|m| m > mem_limit) {
            format!("memory limit of {memory_mb} MiB reached")
        } else {
            continue;
        };
        if let Some(path) = &json {
            let value = serde_json::json!({"verdict": "UNKNOWN", "reason": reason, "stats": {"stopped_by": "watchdog"}});
            let _ = crate::write_json_text(path, &(value.to_string() + "\n"));
        }
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{label}: UNKNOWN ({reason})");
        let _ = out.flush();
        effigy_smt::process::kill_solver_processes();
        // `_exit`, not `std::process::exit`: the analysis is still running on the main thread,
        // perhaps inside Z3, and `exit` would run the C++ static destructors under it — a
        // crash by signal after the verdict was printed. Everything this process owes is
        // written and flushed above; nothing else needs to run.
        // SAFETY: `_exit` only ends the process.
        unsafe { libc::_exit(20) }
    });
    // Without a watchdog the engines' own checks still apply.
    let _ = spawned;
}
