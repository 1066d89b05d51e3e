//! What the running analysis is doing, for a status line: the engines store a few numbers here
//! (which engine, its bound or depth, the states it has stepped) and the binary's status thread
//! reads them; the source lines its executors reached, for a report's coverage. Nothing here prints, and nothing an engine decides depends on it.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Mutex;

struct Progress {
    engine: Mutex<&'static str>,
    /// What `level` counts (`bound`, `k`, `depth`, `refinements`).
    what: Mutex<&'static str>,
    level: AtomicU64,
    states: AtomicU64,
}

static PROGRESS: Progress = Progress { engine: Mutex::new(""), what: Mutex::new(""), level: AtomicU64::new(0), states: AtomicU64::new(0) };

/// A snapshot of the progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub engine: &'static str,
    pub what: &'static str,
    pub level: u64,
    pub states: u64,
}

thread_local! {
    /// The source lines (file index, line) the engine running in this thread has executed an
    /// edge of, gathered from its executors as they end (engines of the parallel portfolio
    /// run in threads of their own).
    static REACHED: RefCell<BTreeSet<(u32, u32)>> = const { RefCell::new(BTreeSet::new()) };
}

/// An executor's lines, added to the running engine's.
pub fn reached(lines: Vec<(u32, u32)>) {
    if !lines.is_empty() {
        REACHED.with(|r| r.borrow_mut().extend(lines));
    }
}

/// The lines the engine of this thread reached since it started (sorted, each once).
pub fn lines_reached() -> Vec<(u32, u32)> {
    REACHED.with(|r| r.borrow().iter().copied().collect())
}

/// An engine starts in this thread: its name, and its counters from zero.
pub fn start(engine: &'static str) {
    REACHED.with(|r| r.borrow_mut().clear());
    *PROGRESS.engine.lock().unwrap_or_else(|e| e.into_inner()) = engine;
    *PROGRESS.what.lock().unwrap_or_else(|e| e.into_inner()) = "";
    PROGRESS.level.store(0, Relaxed);
    PROGRESS.states.store(0, Relaxed);
}

/// The engine's bound, `k`, depth or refinement count.
pub fn level(what: &'static str, n: u64) {
    *PROGRESS.what.lock().unwrap_or_else(|e| e.into_inner()) = what;
    PROGRESS.level.store(n, Relaxed);
}

/// `n` more states stepped.
pub fn states(n: u64) {
    PROGRESS.states.fetch_add(n, Relaxed);
}

pub fn snapshot() -> Snapshot {
    Snapshot {
        engine: *PROGRESS.engine.lock().unwrap_or_else(|e| e.into_inner()),
        what: *PROGRESS.what.lock().unwrap_or_else(|e| e.into_inner()),
        level: PROGRESS.level.load(Relaxed),
        states: PROGRESS.states.load(Relaxed),
    }
}
