//! The status line of a long run on a terminal (`verify`): which engine runs, its bound or
//! depth, the states it has stepped and the time, redrawn on standard error from a thread of its
//! own after the first second; cleared before the result is printed. Not drawn when standard
//! error is not a terminal, nor with `--quiet`. And colour for the verdict on a terminal,
//! unless `NO_COLOR` is set (no-color.org).

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub struct StatusLine {
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl StatusLine {
    /// Starts the status line, unless `quiet` or standard error is not a terminal.
    pub fn start(quiet: bool) -> Option<StatusLine> {
        if quiet || !std::io::stderr().is_terminal() {
            return None;
        }
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            let start = Instant::now();
            let mut drawn = false;
            while !flag.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(100));
                let elapsed = start.elapsed();
                if elapsed < Duration::from_secs(1) || flag.load(Ordering::Relaxed) {
                    continue;
                }
                let p = effigy_engine::progress::snapshot();
                let mut line = format!("effigy: {}", if p.engine.is_empty() { "starting" } else { p.engine });
                if !p.what.is_empty() {
                    line.push_str(&format!(", {} {}", p.what, p.level));
                }
                if p.states > 0 {
                    line.push_str(&format!(", {} states", p.states));
                }
                line.push_str(&format!(", {:.0} s", elapsed.as_secs_f64()));
                let mut err = std::io::stderr().lock();
                let _ = write!(err, "\r\x1b[K{line}");
                let _ = err.flush();
                drawn = true;
            }
            if drawn {
                let mut err = std::io::stderr().lock();
                let _ = write!(err, "\r\x1b[K");
                let _ = err.flush();
            }
        });
        Some(StatusLine { stop, thread: Some(thread) })
    }

    /// Clears the line and ends the thread.
    pub fn finish(mut self) {
        self.end();
    }

    fn end(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for StatusLine {
    fn drop(&mut self) {
        self.end();
    }
}

/// Whether standard output takes colour: a terminal, and `NO_COLOR` unset or empty.
pub fn colour() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// A verdict word (`TRUE`, `FALSE(valid-deref)`, `UNKNOWN`) in its colour when standard output
/// takes colour: green, red, yellow, bold.
pub fn verdict(word: &str) -> String {
    if !colour() {
        return word.to_string();
    }
    let code = if word.starts_with("TRUE") {
        "1;32"
    } else if word.starts_with("FALSE") {
        "1;31"
    } else {
        "1;33"
    };
    format!("\x1b[{code}m{word}\x1b[0m")
}
