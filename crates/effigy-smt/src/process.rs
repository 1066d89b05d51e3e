//! Solvers in another process, spoken to in SMT-LIB 2: Bitwuzla (which PyPI ships only as a
//! Python module: a small driver, `bitwuzla_driver.py`, runs its SMT-LIB parser) and any `z3`
//! binary (`z3 -in`; PyPI's `z3-solver` wheel brings a current one). Every query is sent whole
//! (effigy's queries are self-contained conjunct sets), so a process can be killed at any time
//! — a portfolio cancels the loser of a race that way — and is restarted on the next query.

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::Mutex;
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use crate::solver::{BackendStats, CheckResult, Model, Solver};
use crate::term::{Sort, TermData, TermId, TermStore};

const BITWUZLA_DRIVER: &str = include_str!("bitwuzla_driver.py");

/// Time a process gets beyond the query's own limit (which the solver enforces itself) before
/// effigy kills it.
const GRACE: Duration = Duration::from_secs(2);

/// How long a cancelled query may take to stop before its process is killed.
const CANCEL_SETTLE: Duration = Duration::from_millis(200);

/// Which solver runs in the process.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProcessKind {
    /// Bitwuzla through its Python module, run by this interpreter.
    Bitwuzla { python: String },
    /// A `z3` binary (`None`: found when it starts, see [`ProcessKind::z3`]).
    Z3 { binary: Option<String> },
}

impl ProcessKind {
    /// Bitwuzla through `$EFFIGY_PYTHON` (default `python3`).
    pub fn bitwuzla() -> ProcessKind {
        ProcessKind::Bitwuzla { python: std::env::var("EFFIGY_PYTHON").unwrap_or_else(|_| "python3".into()) }
    }
    /// The `z3` binary `$EFFIGY_Z3`; by default the one PyPI's `z3-solver` installs beside
    /// `python3` (a current Z3), else `z3` on the `PATH`.
    pub fn z3() -> ProcessKind {
        ProcessKind::Z3 { binary: std::env::var("EFFIGY_Z3").ok().filter(|b| !b.is_empty()) }
    }
    fn short(&self) -> &'static str {
        match self {
            ProcessKind::Bitwuzla { .. } => "Bitwuzla",
            ProcessKind::Z3 { .. } => "Z3 (process)",
        }
    }
    /// The solver's version, or why it cannot run.
    pub fn version(&self) -> Result<String, String> {
        match self {
            ProcessKind::Bitwuzla { python } => {
                let out = Command::new(python)
                    .args(["-c", "import bitwuzla; print(bitwuzla.version())"])
                    .output()
                    .map_err(|e| format!("cannot run {python}: {e}"))?;
                if out.status.success() {
                    Ok(format!("Bitwuzla {}", String::from_utf8_lossy(&out.stdout).trim()))
                } else {
                    Err(format!("the Python package bitwuzla is not installed for {python} (pip install bitwuzla)"))
                }
            }
            ProcessKind::Z3 { binary } => {
                let binary = &binary.clone().unwrap_or_else(find_z3);
                let out = Command::new(binary).arg("-version").output().map_err(|e| format!("cannot run {binary}: {e}"))?;
                let text = String::from_utf8_lossy(&out.stdout);
                // "Z3 version 5.4.1 - 64 bit"
                match text.split_whitespace().nth(2) {
                    Some(v) if out.status.success() => Ok(format!("Z3 {v} ({binary})")),
                    _ => Err(format!("{binary} -version printed no version")),
                }
            }
        }
    }
}

/// The `z3` of PyPI's `z3-solver` (in the scripts directory of `python3`, or of its user
/// scheme), else `z3` as the `PATH` finds it.
pub(crate) fn find_z3() -> String {
    // Found once: a racer restarts after every lost race.
    static FOUND: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    FOUND.get_or_init(probe_z3).clone()
}

fn probe_z3() -> String {
    let python = std::env::var("EFFIGY_PYTHON").unwrap_or_else(|_| "python3".into());
    let probe = "import os, sysconfig\n\
                 for scheme in (None, os.name + '_user'):\n\
                 \x20   d = sysconfig.get_path('scripts', scheme) if scheme else sysconfig.get_path('scripts')\n\
                 \x20   if d and os.access(os.path.join(d, 'z3'), os.X_OK):\n\
                 \x20       print(os.path.join(d, 'z3')); break\n";
    Command::new(python)
        .args(["-c", probe])
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .filter(|p| !p.is_empty())
        .unwrap_or_else(|| "z3".into())
}

/// Writes to a solver's pipe with SIGPIPE blocked in this thread (effigy keeps SIGPIPE's default
/// action for its own output, which would end it when a solver has died): a dead solver is a
/// failed write, and the pending signal is consumed. Whether everything was written.
fn write_without_sigpipe(pipe: &mut ChildStdin, bytes: &[u8]) -> bool {
    // SAFETY: sigset manipulation on local values; pthread_sigmask and sigtimedwait affect only
    // this thread's mask and its pending SIGPIPE.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGPIPE);
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
        let ok = pipe.write_all(bytes).and_then(|_| pipe.flush()).is_ok();
        if !ok {
            let zero = libc::timespec { tv_sec: 0, tv_nsec: 0 };
            while libc::sigtimedwait(&set, std::ptr::null_mut(), &zero) == libc::SIGPIPE {}
        }
        libc::pthread_sigmask(libc::SIG_SETMASK, &old, std::ptr::null_mut());
        ok
    }
}

/// A running solver process and the lines of its standard output.
struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Replies of cancelled queries still to come (Bitwuzla's driver stops a query on
    /// SIGUSR1 and still ends its reply with `end`); their lines are skipped.
    cancelled: usize,
}

/// The solver processes alive, each with the thread that started it, and the CPU time of those
/// that ended: time limits are CPU time, and a portfolio's racers spend theirs outside effigy's
/// process. An analysis running in its own thread (the parallel portfolio's engines) counts its
/// own processes (`thread_solver_processes_cpu_time`), and its processes are killed when it is
/// cancelled (`kill_solver_processes_of`).
static LIVE: Mutex<Vec<(u32, ThreadId)>> = Mutex::new(Vec::new());
static ENDED_CPU: Mutex<Duration> = Mutex::new(Duration::ZERO);

thread_local! {
    /// The CPU time of the solver processes this thread started and that ended.
    static THREAD_ENDED_CPU: std::cell::Cell<Duration> = const { std::cell::Cell::new(Duration::ZERO) };
}

/// A solver process started by this thread.
fn started(pid: u32) {
    if let Ok(mut l) = LIVE.lock() {
        l.push((pid, std::thread::current().id()));
    }
}

/// A solver process ended: its CPU time (read before it is reaped) counted for effigy and for
/// the thread that started it.
fn ended(pid: u32) {
    let used = cpu_time_of(pid);
    if let Ok(mut e) = ENDED_CPU.lock() {
        *e += used;
    }
    let mut starter = None;
    if let Ok(mut l) = LIVE.lock() {
        starter = l.iter().find(|(p, _)| *p == pid).map(|(_, t)| *t);
        l.retain(|(p, _)| *p != pid);
    }
    if starter == Some(std::thread::current().id()) {
        THREAD_ENDED_CPU.with(|c| c.set(c.get() + used));
    }
}

/// The CPU time a process has used so far (Linux `/proc`; zero elsewhere).
fn cpu_time_of(pid: u32) -> Duration {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { return Duration::ZERO };
    // Fields after the command's closing parenthesis: state is the first, utime the 12th.
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else { return Duration::ZERO };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11).and_then(|u| u.parse().ok()).unwrap_or(0) + fields.get(12).and_then(|s| s.parse().ok()).unwrap_or(0);
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    Duration::from_nanos(ticks.saturating_mul(1_000_000_000 / hz))
}

/// Runs a solver to its end and returns what it printed, its CPU time counted as a solver
/// process's (and the process killed if effigy ends at a limit meanwhile).
pub(crate) fn run_counted(mut command: Command) -> std::io::Result<String> {
    use std::io::Read;
    let mut child = command.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn()?;
    let pid = child.id();
    started(pid);
    let mut out = String::new();
    let read = child.stdout.take().expect("piped stdout").read_to_string(&mut out);
    // Ended (its output closed) but not yet reaped: its CPU time is still readable.
    ended(pid);
    let _ = child.kill();
    let _ = child.wait();
    read.map(|_| out)
}

/// CPU time of every solver process effigy started (alive or ended), for the CPU-time limits.
pub fn solver_processes_cpu_time() -> Duration {
    let live: Vec<u32> = LIVE.lock().map(|l| l.iter().map(|(p, _)| *p).collect()).unwrap_or_default();
    let ended = ENDED_CPU.lock().map(|e| *e).unwrap_or_default();
    live.into_iter().map(cpu_time_of).sum::<Duration>() + ended
}

/// CPU time of the solver processes this thread started (alive or ended).
pub fn thread_solver_processes_cpu_time() -> Duration {
    let me = std::thread::current().id();
    let live: Vec<u32> = LIVE.lock().map(|l| l.iter().filter(|(_, t)| *t == me).map(|(p, _)| *p).collect()).unwrap_or_default();
    live.into_iter().map(cpu_time_of).sum::<Duration>() + THREAD_ENDED_CPU.with(|c| c.get())
}

/// Resident memory of the live solver processes, in MiB (Linux `/proc`).
pub fn solver_processes_resident_mb() -> u64 {
    let live: Vec<u32> = LIVE.lock().map(|l| l.iter().map(|(p, _)| *p).collect()).unwrap_or_default();
    live.into_iter()
        .filter_map(|pid| {
            let statm = std::fs::read_to_string(format!("/proc/{pid}/statm")).ok()?;
            let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
            Some(pages * 4096 / (1 << 20))
        })
        .sum()
}

/// Kills the live solver processes (a process that ends at a limit leaves none running).
pub fn kill_solver_processes() {
    kill(|_| true);
}

/// Kills the live solver processes a thread started (its analysis was cancelled: a query it
/// waits for then fails at once).
pub fn kill_solver_processes_of(thread: ThreadId) {
    kill(|t| t == thread);
}

fn kill(which: impl Fn(ThreadId) -> bool) {
    let live: Vec<u32> = LIVE.lock().map(|l| l.iter().filter(|(_, t)| which(*t)).map(|(p, _)| *p).collect()).unwrap_or_default();
    for pid in live {
        // SAFETY: kill(2) on a pid this process started (and has not yet reaped).
        unsafe {
            libc::kill(pid as libc::pid_t, libc::SIGKILL);
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        ended(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A query sent and not yet answered.
struct Pending {
    wanted: Vec<TermId>,
    reply: Vec<String>,
    started: Instant,
    limit: Option<Duration>,
}

/// A solver in another process behind the [`Solver`] trait.
pub struct ProcessSolver {
    kind: ProcessKind,
    version: String,
    running: Option<Running>,
    pending: Option<Pending>,
    /// Why the process cannot be started (then every query is unknown at once).
    broken: Option<String>,
    asserted: Vec<TermId>,
    marks: Vec<usize>,
    timeout: Option<Duration>,
    stats: BackendStats,
}

impl ProcessSolver {
    /// A backend for the solver, started with its first query (its version is known then).
    pub fn new(kind: ProcessKind, timeout: Option<Duration>) -> ProcessSolver {
        let version = kind.short().to_string();
        let stats = BackendStats { name: version.clone(), ..BackendStats::default() };
        ProcessSolver { kind, version, running: None, pending: None, broken: None, asserted: Vec::new(), marks: Vec::new(), timeout, stats }
    }

    /// A backend for the solver, started now: an error says why it cannot run.
    pub fn started(kind: ProcessKind, timeout: Option<Duration>) -> Result<ProcessSolver, String> {
        let mut s = ProcessSolver::new(kind, timeout);
        s.spawn()?;
        Ok(s)
    }

    pub fn stats(&self) -> &BackendStats {
        &self.stats
    }
    pub(crate) fn stats_mut(&mut self) -> &mut BackendStats {
        &mut self.stats
    }

    fn spawn(&mut self) -> Result<(), String> {
        if let Some(why) = &self.broken {
            return Err(why.clone());
        }
        let r = self.try_spawn();
        if let Err(why) = &r {
            self.broken = Some(why.clone());
        }
        r
    }

    fn try_spawn(&mut self) -> Result<(), String> {
        let mut command = match &self.kind {
            ProcessKind::Bitwuzla { python } => {
                let mut c = Command::new(python);
                c.args(["-u", "-c", BITWUZLA_DRIVER]);
                c
            }
            ProcessKind::Z3 { binary } => {
                let mut c = Command::new(binary.clone().unwrap_or_else(find_z3));
                c.args(["-in", "-smt2"]);
                c
            }
        };
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot run {:?} for {}: {e}", command.get_program(), self.kind.short()))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let stdin = child.stdin.take().expect("piped stdin");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        started(child.id());
        let mut running = Running { child, stdin, lines: rx, cancelled: 0 };
        // The process says its version first (the driver on its own; z3 when asked).
        if let ProcessKind::Z3 { .. } = self.kind {
            let _ = write_without_sigpipe(&mut running.stdin, b"(get-info :version)\n");
        }
        let version = match running.lines.recv_timeout(Duration::from_secs(30)) {
            Ok(l) if l.starts_with("ready ") => format!("Bitwuzla {}", &l[6..]),
            // (:version "5.4.1")
            Ok(l) if l.starts_with("(:version") => format!("Z3 {} (process)", l.split('"').nth(1).unwrap_or("?")),
            Ok(l) => return Err(l.trim_start_matches("error ").to_string()),
            Err(_) => return Err(format!("{} did not start", self.kind.short())),
        };
        self.version = version.clone();
        self.stats.name = version;
        self.running = Some(running);
        Ok(())
    }

    /// Sends the conjunction of `conjuncts` as one query; the answer comes from [`Self::poll`]
    /// or [`Self::wait`]. A query the backend cannot express is answered at once (unknown).
    pub(crate) fn start(
        &mut self,
        store: &TermStore,
        conjuncts: &[TermId],
        wanted: &[TermId],
        limit: Option<Duration>,
    ) -> Result<(), String> {
        self.pending = None;
        let mut symbols = Vec::new();
        for &c in conjuncts {
            store.symbols(c, &mut symbols);
        }
        let present: HashSet<TermId> = symbols.iter().copied().collect();
        // Mathematical integers (--math-ints): Bitwuzla has no integer arithmetic, and models
        // are read back as bit-vectors only; the in-process Z3 decides these queries.
        if symbols.iter().any(|&s| store.sort(s) == Sort::Int) {
            return Err(format!("{} is not used for integer arithmetic (--math-ints)", self.kind.short()));
        }
        let wanted: Vec<TermId> = wanted
            .iter()
            .copied()
            .filter(|w| {
                present.contains(w) && store.uninterpreted_sort(*w).is_none() && matches!(store.sort(*w), Sort::Bool | Sort::BitVec(_))
            })
            .collect();
        let script = crate::smtlib::problem_script(store, conjuncts);
        if script.contains("bv2nat") {
            return Err(format!("{} is not used for integer arithmetic (--math-ints)", self.kind.short()));
        }
        let ms = limit.map_or(0, |l| l.as_millis().clamp(1, u32::MAX as u128) as u64);
        let mut text = String::with_capacity(script.len() + 64 * (wanted.len() + 2));
        let name = |w: TermId| match store.get(w) {
            TermData::Symbol(n, _) => crate::smtlib::quote_symbol(n),
            _ => unreachable!("wanted terms are symbols"),
        };
        match self.kind {
            ProcessKind::Bitwuzla { .. } => {
                text.push_str(&format!(";; effigy-query {ms}\n"));
                text.push_str(&script);
                for &w in &wanted {
                    text.push_str(&format!(";; effigy-get {}\n", name(w)));
                }
                text.push_str(";; effigy-check\n");
            }
            ProcessKind::Z3 { .. } => {
                text.push_str("(reset)\n(set-option :produce-models true)\n");
                if ms > 0 {
                    text.push_str(&format!("(set-option :timeout {ms})\n"));
                }
                text.push_str(&script);
                text.push_str("(check-sat)\n");
                for &w in &wanted {
                    text.push_str(&format!("(get-value ({}))\n", name(w)));
                }
                text.push_str("(echo \"effigy-end\")\n");
            }
        }
        self.settle_cancelled();
        for attempt in 0..2 {
            if self.running.is_none() {
                self.spawn()?;
            }
            let running = self.running.as_mut().expect("spawned");
            if write_without_sigpipe(&mut running.stdin, text.as_bytes()) {
                self.pending = Some(Pending { wanted, reply: Vec::new(), started: Instant::now(), limit });
                self.stats.calls += 1;
                return Ok(());
            }
            // The process died (a crash on an earlier query): start it again, once.
            self.running = None;
            if attempt == 1 {
                break;
            }
        }
        Err(format!("{} stopped accepting queries", self.version))
    }

    /// Waits a little for the replies of cancelled queries: a process still solving one after
    /// that is killed (the next query would wait behind it).
    fn settle_cancelled(&mut self) {
        let Some(running) = self.running.as_mut() else { return };
        let deadline = Instant::now() + CANCEL_SETTLE;
        while running.cancelled > 0 {
            match running.lines.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(line) => {
                    if line == "end" {
                        running.cancelled -= 1;
                    }
                }
                Err(_) => {
                    self.running = None;
                    return;
                }
            }
        }
    }

    /// The answer to the pending query, if it has come.
    pub(crate) fn poll(&mut self) -> Option<CheckResult> {
        loop {
            let running = self.running.as_ref()?;
            match running.lines.try_recv() {
                Ok(line) => {
                    if let Some(r) = self.line(line) {
                        return Some(r);
                    }
                }
                Err(TryRecvError::Empty) => {
                    let p = self.pending.as_ref()?;
                    if p.limit.is_some_and(|l| p.started.elapsed() > l + GRACE) {
                        return Some(self.abandon("the solver process overran its time limit and was stopped"));
                    }
                    return None;
                }
                Err(TryRecvError::Disconnected) => return Some(self.abandon("the solver process ended")),
            }
        }
    }

    /// Waits for the answer to the pending query.
    pub(crate) fn wait(&mut self) -> CheckResult {
        loop {
            if let Some(r) = self.poll() {
                return r;
            }
            let Some(running) = self.running.as_ref() else {
                return CheckResult::Unknown("no query was sent".into());
            };
            match running.lines.recv_timeout(Duration::from_millis(100)) {
                Ok(line) => {
                    if let Some(r) = self.line(line) {
                        return r;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return self.abandon("the solver process ended"),
            }
        }
    }

    /// Stops the pending query. Bitwuzla's driver is asked to (SIGUSR1; its process lives on,
    /// and a Python start-up is ~0.1 s of CPU); a `z3` process is killed and restarts with
    /// the next query.
    pub(crate) fn cancel(&mut self) {
        if let Some(p) = self.pending.take() {
            self.stats.time += p.started.elapsed();
            match (&self.kind, self.running.as_mut()) {
                (ProcessKind::Bitwuzla { .. }, Some(running)) => {
                    // SAFETY: kill(2) on the pid of our own child, which has not been waited for.
                    let sent = unsafe { libc::kill(running.child.id() as libc::pid_t, libc::SIGUSR1) } == 0;
                    if sent {
                        running.cancelled += 1;
                    } else {
                        self.running = None;
                    }
                }
                _ => self.running = None,
            }
        }
    }

    fn abandon(&mut self, why: &str) -> CheckResult {
        if let Some(p) = self.pending.take() {
            self.stats.time += p.started.elapsed();
        }
        self.running = None;
        self.stats.unknown += 1;
        CheckResult::Unknown(format!("{}: {why}", self.version))
    }

    /// Takes one line of the reply; the answer once the reply is complete.
    fn line(&mut self, line: String) -> Option<CheckResult> {
        if let Some(running) = self.running.as_mut().filter(|r| r.cancelled > 0) {
            if line == "end" {
                running.cancelled -= 1;
            }
            return None;
        }
        let p = self.pending.as_mut()?;
        let end = match self.kind {
            ProcessKind::Bitwuzla { .. } => line == "end",
            ProcessKind::Z3 { .. } => line.trim() == "effigy-end",
        };
        if !end {
            p.reply.push(line);
            return None;
        }
        let p = self.pending.take().expect("pending");
        self.stats.time += p.started.elapsed();
        let r = match self.kind {
            ProcessKind::Bitwuzla { .. } => bitwuzla_reply(&p.reply, &p.wanted),
            ProcessKind::Z3 { .. } => z3_reply(&p.reply, &p.wanted),
        };
        match &r {
            CheckResult::Unknown(_) => self.stats.unknown += 1,
            _ => self.stats.answered += 1,
        }
        Some(match r {
            CheckResult::Unknown(why) => CheckResult::Unknown(format!("{}: {why}", self.version)),
            r => r,
        })
    }
}

fn bitwuzla_reply(lines: &[String], wanted: &[TermId]) -> CheckResult {
    let Some(first) = lines.first() else { return CheckResult::Unknown("no answer".into()) };
    match first.as_str() {
        "sat" => {
            let mut model = Model::default();
            for (w, line) in wanted.iter().zip(&lines[1..]) {
                if let Some(v) = line.strip_prefix("value ").and_then(literal) {
                    model.values.insert(*w, v);
                }
            }
            CheckResult::Sat(model)
        }
        "unsat" => CheckResult::Unsat,
        other => CheckResult::Unknown(other.trim_start_matches("unknown ").trim_start_matches("error ").to_string()),
    }
}

fn z3_reply(lines: &[String], wanted: &[TermId]) -> CheckResult {
    // An error before the answer means z3 dropped part of the query: its answer is not ours.
    let answer_at = lines.iter().position(|l| matches!(l.trim(), "sat" | "unsat" | "unknown")).unwrap_or(lines.len());
    if let Some(error) = lines[..answer_at].iter().find(|l| l.trim_start().starts_with("(error")) {
        return CheckResult::Unknown(error.trim().to_string());
    }
    let Some(at) = lines.iter().position(|l| matches!(l.trim(), "sat" | "unsat" | "unknown")) else {
        let error = lines.iter().find(|l| l.starts_with("(error")).cloned().unwrap_or_else(|| "no answer".into());
        return CheckResult::Unknown(error);
    };
    match lines[at].trim() {
        "sat" => {
            // One balanced group per get-value: `((name value))`.
            let text = lines[at + 1..].join(" ");
            let mut groups = Vec::new();
            let (mut depth, mut start) = (0i32, None);
            for (i, c) in text.char_indices() {
                match c {
                    '(' => {
                        if depth == 0 {
                            start = Some(i);
                        }
                        depth += 1;
                    }
                    ')' => {
                        depth -= 1;
                        if depth == 0 {
                            groups.push(&text[start.unwrap_or(0)..=i]);
                        }
                    }
                    _ => {}
                }
            }
            let mut model = Model::default();
            for (w, g) in wanted.iter().zip(groups) {
                if g.starts_with("(error") {
                    break;
                }
                // `((name #b0101))`, `((name true))` or `((name (_ bv5 8)))`.
                let inner = g.trim_end_matches(')').trim();
                let value = if let Some(i) = inner.rfind("(_ bv") {
                    inner[i + 5..].split_whitespace().next().and_then(|d| d.parse::<i128>().ok())
                } else {
                    inner.split_whitespace().last().and_then(literal)
                };
                if let Some(v) = value {
                    model.values.insert(*w, v);
                }
            }
            CheckResult::Sat(model)
        }
        "unsat" => CheckResult::Unsat,
        _ => CheckResult::Unknown("unknown".into()),
    }
}

/// `#b…`, `#x…`, `true`/`false` or `1`/`0` as a model value (bit-vectors of at most 127 bits).
fn literal(text: &str) -> Option<i128> {
    let text = text.trim();
    match text {
        "true" | "1" => Some(1),
        "false" | "0" => Some(0),
        _ => {
            if let Some(b) = text.strip_prefix("#b") {
                (b.len() <= 127).then(|| i128::from_str_radix(b, 2).ok()).flatten()
            } else if let Some(h) = text.strip_prefix("#x") {
                (h.len() * 4 <= 127).then(|| i128::from_str_radix(h, 16).ok()).flatten()
            } else {
                None
            }
        }
    }
}

impl Solver for ProcessSolver {
    fn name(&self) -> String {
        self.version.clone()
    }
    fn backend_stats(&self) -> Vec<BackendStats> {
        vec![self.stats.clone()]
    }
    fn push(&mut self) {
        self.marks.push(self.asserted.len());
    }
    fn pop(&mut self) {
        let m = self.marks.pop().expect("pop without push");
        self.asserted.truncate(m);
    }
    fn assert(&mut self, _store: &TermStore, t: TermId) {
        self.asserted.push(t);
    }
    fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = Some(timeout);
    }
    fn check(&mut self, store: &TermStore, assumptions: &[TermId], wanted: &[TermId]) -> CheckResult {
        let mut conjuncts = self.asserted.clone();
        conjuncts.extend_from_slice(assumptions);
        match self.start(store, &conjuncts, wanted, self.timeout) {
            Ok(()) => self.wait(),
            Err(why) => {
                self.stats.unknown += 1;
                CheckResult::Unknown(format!("{}: {why}", self.kind.short()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::term::Op;

    /// x * y = p for two 31-bit primes, both factors in (1, 2^32) (so the product cannot wrap):
    /// Bitwuzla needs more than 20 s. (2^31 - 1 as a factor is not hard: Bitwuzla factors
    /// 2147483647 * 2147483629 in 0.1 s.)
    fn hard_factoring(s: &mut TermStore) -> Vec<TermId> {
        let x = s.fresh_symbol("x", Sort::BitVec(64));
        let y = s.fresh_symbol("y", Sort::BitVec(64));
        let product = s.bv_const(64, 1_700_000_021 * 1_300_000_003);
        let xy = s.bv_mul(x, y);
        let one = s.bv_const(64, 1);
        let bound = s.bv_const(64, 1 << 32);
        vec![
            s.eq(xy, product),
            s.bv_binop(Op::BvUlt, one, x),
            s.bv_binop(Op::BvUlt, x, bound),
            s.bv_binop(Op::BvUlt, one, y),
            s.bv_binop(Op::BvUlt, y, bound),
        ]
    }

    #[test]
    fn a_cancelled_bitwuzla_query_stops_and_the_process_answers_the_next() {
        let mut s = TermStore::new();
        let slow = hard_factoring(&mut s);
        let z = s.fresh_symbol("z", Sort::BitVec(8));
        let three = s.bv_const(8, 3);
        let small = s.bv_binop(Op::BvUlt, z, three);
        let mut b = ProcessSolver::started(ProcessKind::bitwuzla(), None).expect("Bitwuzla (pip install bitwuzla)");
        let pid = b.running.as_ref().expect("started").child.id();
        b.start(&s, &slow, &[], Some(Duration::from_secs(60))).expect("sent");
        std::thread::sleep(Duration::from_millis(300));
        assert!(b.poll().is_none(), "factoring the product of two 31-bit primes should take longer than 0.3 s");
        b.cancel();
        b.start(&s, &[small], &[z], Some(Duration::from_secs(60))).expect("sent");
        let r = b.wait();
        assert!(matches!(&r, CheckResult::Sat(m) if m.get(z).is_some_and(|v| v < 3)), "{r:?}");
        assert_eq!(b.running.as_ref().map(|r| r.child.id()), Some(pid), "the driver should have stopped the query, not been killed");
    }
}
