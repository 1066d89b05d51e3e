//! Diagnostics as data: the binary renders them, this crate never prints.

use std::fmt;

use crate::source::Position;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Error,
    Warning,
}

/// One message about the input program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub level: Level,
    pub message: String,
    /// Where, in the original source; `None` for whole-program problems (e.g. the preprocessor failed).
    pub position: Option<Position>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(message: impl Into<String>, position: Option<Position>) -> Diagnostic {
        Diagnostic { level: Level::Error, message: message.into(), position, help: None }
    }
    pub fn warning(message: impl Into<String>, position: Option<Position>) -> Diagnostic {
        Diagnostic { level: Level::Warning, message: message.into(), position, help: None }
    }
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }
}

/// `file:line:column: error: message` (and `  help: ...`), the form compilers use.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = match self.level {
            Level::Error => "error",
            Level::Warning => "warning",
        };
        match &self.position {
            Some(p) => write!(f, "{}:{}:{}: {level}: {}", p.file, p.line, p.column, self.message)?,
            None => write!(f, "{level}: {}", self.message)?,
        }
        if let Some(h) = &self.help {
            write!(f, "\n  help: {h}")?;
        }
        Ok(())
    }
}
