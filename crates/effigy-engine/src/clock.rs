//! The CPU time an analysis has used: its time limits are CPU time, as SV-COMP's are, so that
//! a loaded machine (two benchmark jobs on two cores, a build beside them) does not turn a
//! limit into an earlier verdict.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// CPU time of the whole process (all threads) and of the solver processes it started (a
/// portfolio's racers).
pub fn process_cpu_time() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid out-pointer; CLOCK_PROCESS_CPUTIME_ID exists on every Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec.max(0) as u64, ts.tv_nsec.clamp(0, 999_999_999) as u32) + effigy_smt::process::solver_processes_cpu_time()
}

/// CPU time of this thread and of the solver processes it started: an analysis's own time,
/// also when other analyses run beside it in other threads (the parallel portfolio).
pub fn thread_cpu_time() -> Duration {
    effigy_smt::query::thread_cpu_time()
}

/// The CPU time an analysis has used since a start point: its thread's (an analysis runs in
/// one thread, its solver queries in it or in processes it started), or the whole process's.
/// Once the analysis is cancelled (`Cancellation`), every clock of its thread reads
/// [`CANCELLED`], past every limit: each engine checks its time limit between steps, so
/// a cancelled one stops where it would stop at its limit.
#[derive(Clone, Copy, Debug)]
pub struct CpuClock {
    start: Duration,
    whole_process: bool,
}

/// What a cancelled analysis's clocks read: past any limit (and far from overflowing a sum).
pub const CANCELLED: Duration = Duration::from_secs(1 << 40);

impl CpuClock {
    /// This thread's CPU time (with its solver processes').
    pub fn start() -> CpuClock {
        CpuClock { start: thread_cpu_time(), whole_process: false }
    }
    /// The CPU time of the whole process, every thread and solver process (a time limit of a
    /// run as SV-COMP measures it).
    pub fn process() -> CpuClock {
        CpuClock { start: process_cpu_time(), whole_process: true }
    }
    pub fn elapsed(&self) -> Duration {
        if cancelled() {
            return CANCELLED;
        }
        let now = if self.whole_process { process_cpu_time() } else { thread_cpu_time() };
        now.saturating_sub(self.start)
    }
}

thread_local! {
    /// The cancellation this thread's analysis answers to.
    static CANCEL: std::cell::RefCell<Option<Arc<Cancellation>>> = const { std::cell::RefCell::new(None) };
}

/// Whether this thread's analysis was cancelled.
pub fn cancelled() -> bool {
    CANCEL.with(|c| c.borrow().as_ref().is_some_and(|c| c.cancelled.load(Ordering::Relaxed)))
}

/// The stop of an analysis running in another thread, for the parallel portfolio: once one
/// engine decides, the others end at their next check of the time (their clocks read
/// [`CANCELLED`]), their in-process solver query is interrupted and their solver processes
/// killed.
#[derive(Default)]
pub struct Cancellation {
    cancelled: AtomicBool,
    /// The worker's Z3 interrupter and thread while its analysis runs.
    worker: Mutex<Option<(effigy_smt::Interrupter, std::thread::ThreadId)>>,
}

impl Cancellation {
    pub fn new() -> Arc<Cancellation> {
        Arc::new(Cancellation::default())
    }

    /// The calling thread runs an analysis that answers to this cancellation until `leave`.
    pub fn enter(self: &Arc<Cancellation>) {
        CANCEL.with(|c| *c.borrow_mut() = Some(self.clone()));
        if let Ok(mut w) = self.worker.lock() {
            *w = Some((effigy_smt::Interrupter::of_this_thread(), std::thread::current().id()));
        }
    }

    /// The analysis of the calling thread ended: nothing is interrupted through it any more.
    pub fn leave(&self) {
        if let Ok(mut w) = self.worker.lock() {
            *w = None;
        }
        CANCEL.with(|c| *c.borrow_mut() = None);
    }

    /// Stops the analysis: its clocks read past every limit, the query it is in (if any) is
    /// interrupted, its solver processes are killed. A query started after this is not
    /// interrupted: call it again until the analysis has ended.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
        if let Ok(w) = self.worker.lock() {
            if let Some((interrupter, thread)) = w.as_ref() {
                // SAFETY: the worker is between `enter` and `leave` (this lock is held, and
                // `leave` takes it), so its thread and its Z3 context are alive.
                unsafe { interrupter.interrupt() };
                effigy_smt::process::kill_solver_processes_of(*thread);
            }
        }
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
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
