//! The CPU time an analysis has used: its time limits are CPU time, as SV-COMP's are, so that
//! a loaded machine (two benchmark jobs on two cores, a build beside them) does not turn a
//! limit into an earlier verdict.

use std::time::Duration;

/// CPU time of the whole process (all threads) and of the solver processes it started (a
/// portfolio's racers).
pub fn process_cpu_time() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid out-pointer; CLOCK_PROCESS_CPUTIME_ID exists on every Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec.max(0) as u64, ts.tv_nsec.clamp(0, 999_999_999) as u32) + effigy_smt::process::solver_processes_cpu_time()
}

/// CPU time since a start point.
#[derive(Clone, Copy, Debug)]
pub struct CpuClock {
    start: Duration,
}

impl CpuClock {
    pub fn start() -> CpuClock {
        CpuClock { start: process_cpu_time() }
    }
    pub fn elapsed(&self) -> Duration {
        process_cpu_time().saturating_sub(self.start)
    }
}

/// A time limit as messages print it: whole seconds as such, others to a tenth (`60`, `22.4`).
pub fn seconds(t: std::time::Duration) -> String {
    let s = t.as_secs_f64();
    if (s - s.round()).abs() < 1e-6 {
        format!("{}", s.round() as u64)
    } else {
        format!("{s:.1}")
    }
}
