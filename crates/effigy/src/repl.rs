//! `effigy repl`: King's interactive symbolic executor (EFFIGY, CACM 1976 §6) as a debugger.
//!
//! The session itself (running, forks, save/restore, ASSUME/PROVE, TEST) is
//! `effigy_engine::session`; expressions are typed by `effigy_c::debug_expr`; this module reads
//! commands and prints. On a terminal it edits lines with history (rustyline); otherwise (a
//! pipe, or `--script FILE`) it reads one line at a time and echoes each after the prompt, so
//! that a session's transcript reads as if typed.

use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;
use std::process::ExitCode;

use effigy_c::debug_expr::{self, DebugExpr, SymbolTypes};
use effigy_engine::session::{Argument, BreakAt, Pick, RunMode, RunResult, Session, SessionLeaf, StopReason, SymbolUse};
use effigy_engine::{ExploreOptions, Terminal};
use effigy_ir::{FuncId, Program, Span, TypeId, TypeTable};
use effigy_smt::Backend;

use crate::symex::SignedOverflowArg;
use crate::FrontEndArgs;

#[derive(clap::Args)]
pub struct ReplArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// `run` starts main(argc, argv) with this command line (without it: any argc when main
    /// reads only argc, 0 to 2 arguments of at most 8 bytes when it reads argv).
    #[command(flatten)]
    command_line: crate::input_args::CommandLineArgs,
    /// Read the commands from FILE (one or more per line, separated by `;`), echoing each line
    /// after the prompt; without it, commands come from the terminal (with line editing and
    /// history) or, when standard input is not a terminal, from standard input, echoed.
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,
    /// Signed integer overflow: `wrap` (two's complement; the default, as in King's examples) or
    /// `undefined` (C's rule: a path on which it may happen ends in undefined behaviour).
    #[arg(long, value_enum, value_name = "SEMANTICS")]
    signed_overflow: Option<SignedOverflowArg>,
    /// Time limit of one solver query in seconds.
    #[arg(value_parser = crate::seconds, allow_negative_numbers = true, long, value_name = "S", default_value_t = 30.0)]
    solver_timeout: f64,
}

const HELP: &str = "\
Commands (P and E are C expressions over the variables in scope; \"A\" in quotes is the symbol A):
  call F(ARGS)          start F: ARGS mix constants, symbols and expressions, e.g. call sum(\"A\", 3, 5);
                        \"A\"[N] for a pointer parameter is an array of N symbols A[0] … A[N-1] (N = 8 if omitted)
  run                   start main (if no path is running; main(argc, argv) with the command line of
                        --sym-args/--arg) and run to a fork, a breakpoint or the end
  go                    run on; at a fork, execute the branch again (after an assume it may not fork)
  go true | go false    take that side of the fork and run on (go N: the N-th side of a fork that is no if)
  step [N]              execute N edges (default 1)      next    one statement, over calls
  finish                run until the current function returns
  break LINE [if P]     stop on entering LINE (of the main file)      break FUNC [if P]   stop at FUNC's entry
  delete N              remove breakpoint N               breaks  list the breakpoints
  trace statements|values|off   print each statement executed (and the values it assigns)
  print E               the symbolic value of E           state   every variable in scope, globals and pc
  pc                    the path condition                where   the call stack with lines
  set LVALUE = E        assign (E may contain symbols: set x = \"B\" + 1)
  assume (P)            conjoin P to the path condition (refused if that makes it unsatisfiable)
  prove (P)             King's PROVE: is pc ==> P valid? true, or false with a counterexample
  save [NAME]           save the current state (numbered from 1)    restore N|NAME    states
  test [LIMIT]          King's TEST: explore every path below this state with at most LIMIT more
                        statements each (default 200) and print the leaves and the assertions' results
  tree                  the leaves explored so far and where you are
  html FILE             write the explored tree of the latest call as one HTML page (no network)
  help                  this text                          quit    end the session
Several commands may share a line, separated by `;` (save; go true).";

pub fn cmd_repl(args: &ReplArgs) -> ExitCode {
    let program = match crate::load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    let search = effigy_report::SearchOptions {
        timeout: 1e9,
        solver_timeout: args.solver_timeout,
        signed_overflow_undefined: args.signed_overflow.map(|s| s == SignedOverflowArg::Undefined),
        ..Default::default()
    };
    let ex = match effigy_report::executor(&program, &search, false) {
        Ok(ex) => ex,
        Err(e) => return crate::bad_input(e),
    };
    let sources = program.files.iter().map(|f| std::fs::read_to_string(f).unwrap_or_default()).collect();
    let given = match args.command_line.command_line(args.input.file()) {
        Ok(c) => c,
        Err(e) => return crate::bad_input(e),
    };
    let command_line = program.function_by_name("main").and_then(|main| {
        effigy_report::resolve_command_line(&program, main, given.as_ref(), &effigy_report::program_name(args.input.file()))
    });
    let mut repl = Repl {
        program: &program,
        file: args.input.file().to_path_buf(),
        session: Session::new(ex),
        sources,
        trace: Trace::Off,
        command_line,
    };
    let script: Option<Box<dyn BufRead>> = match &args.script {
        Some(path) => match std::fs::File::open(path) {
            Ok(f) => Some(Box::new(std::io::BufReader::new(f))),
            Err(e) => return crate::bad_input(format!("cannot read {}: {e}", path.display())),
        },
        None if !std::io::stdin().is_terminal() => Some(Box::new(std::io::BufReader::new(std::io::stdin()))),
        None => None,
    };
    println!("effigy {}: symbolic debugger for {} (`help` lists the commands)", env!("CARGO_PKG_VERSION"), args.input.file().display());
    match script {
        Some(reader) => {
            for line in reader.lines() {
                let Ok(line) = line else { break };
                if line.trim_start().starts_with('#') {
                    // A comment of the script, kept in the transcript.
                    println!("{line}");
                    continue;
                }
                println!("(effigy) {line}");
                if !repl.line(&line) {
                    break;
                }
            }
        }
        None => {
            let config = rustyline::Config::builder().completion_type(rustyline::CompletionType::List).auto_add_history(true).build();
            let mut editor = match rustyline::Editor::<Completion, rustyline::history::DefaultHistory>::with_config(config) {
                Ok(e) => e,
                Err(e) => return crate::bad_input(format!("cannot use the terminal: {e}")),
            };
            editor.set_helper(Some(Completion::of(repl.program)));
            let history = history_file();
            if let Some(h) = &history {
                let _ = editor.load_history(h);
            }
            loop {
                match editor.readline("(effigy) ") {
                    Ok(line) => {
                        if !repl.line(&line) {
                            break;
                        }
                    }
                    Err(rustyline::error::ReadlineError::Interrupted) => continue,
                    Err(_) => break,
                }
            }
            if let Some(h) = &history {
                if let Some(dir) = h.parent() {
                    let _ = std::fs::create_dir_all(dir);
                }
                let _ = editor.save_history(h);
            }
        }
    }
    ExitCode::SUCCESS
}

/// The commands, for completion.
const COMMANDS: &[&str] = &[
    "help", "quit", "call", "run", "go", "step", "next", "finish", "break", "delete", "breaks", "trace", "print", "state", "pc", "where",
    "set", "assume", "prove", "save", "restore", "states", "test", "tree", "html",
];

/// Where the history of the sessions on a terminal is kept: `$EFFIGY_HISTORY`, else
/// `$XDG_STATE_HOME/effigy/repl_history`, else `~/.local/state/effigy/repl_history`.
fn history_file() -> Option<PathBuf> {
    if let Some(f) = std::env::var_os("EFFIGY_HISTORY").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(f));
    }
    let state = std::env::var_os("XDG_STATE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/state")))?;
    Some(state.join("effigy").join("repl_history"))
}

/// Tab completion: a command's name at the start of a command, else the program's functions
/// and variables (globals, parameters and locals, as the debugger names them).
struct Completion {
    names: Vec<String>,
}

impl Completion {
    fn of(program: &Program) -> Completion {
        let mut names: Vec<String> = program
            .functions
            .iter()
            .filter(|f| !program.file_name(f.span.file).starts_with('<'))
            .map(|f| f.name.clone())
            .chain(
                program
                    .vars
                    .iter()
                    .filter(|v| !matches!(v.kind, effigy_ir::VarKind::Temp(_)) && !v.name.starts_with("__"))
                    .map(|v| v.name.clone()),
            )
            .collect();
        names.sort();
        names.dedup();
        Completion { names }
    }

    /// The candidates for the word before `pos`, and where that word starts.
    fn candidates(&self, line: &str, pos: usize) -> (usize, Vec<String>) {
        let before = &line[..pos];
        let start = before.rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.')).map_or(0, |i| i + 1);
        let word = &before[start..];
        let command_start = before[..start].rfind(';').map_or(0, |i| i + 1);
        let first = before[command_start..start].trim().is_empty();
        let pool: Vec<&str> = if first { COMMANDS.to_vec() } else { self.names.iter().map(String::as_str).collect() };
        (start, pool.into_iter().filter(|c| c.starts_with(word)).map(str::to_string).collect())
    }
}

impl rustyline::completion::Completer for Completion {
    type Candidate = String;
    fn complete(&self, line: &str, pos: usize, _: &rustyline::Context<'_>) -> rustyline::Result<(usize, Vec<String>)> {
        Ok(self.candidates(line, pos))
    }
}

impl rustyline::hint::Hinter for Completion {
    type Hint = String;
}
impl rustyline::highlight::Highlighter for Completion {}
impl rustyline::validate::Validator for Completion {}
impl rustyline::Helper for Completion {}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Trace {
    Off,
    Statements,
    Values,
}

struct Repl<'p> {
    program: &'p Program,
    /// The main file, as given.
    file: PathBuf,
    session: Session<'p, Backend>,
    sources: Vec<String>,
    trace: Trace,
    /// The command line `run` gives main when it reads its parameters.
    command_line: Option<effigy_engine::CommandLine>,
}

/// Splits `text` at `sep` outside parentheses, brackets and quotes; the pieces trimmed.
fn split_top_level(text: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let (mut depth, mut quoted) = (0i32, false);
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            '(' | '[' if !quoted => depth += 1,
            ')' | ']' if !quoted => depth -= 1,
            _ if c == sep && !quoted && depth == 0 => {
                out.push(std::mem::take(&mut cur).trim().to_string());
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(cur.trim().to_string());
    out
}

/// A line's commands (separated by `;`).
fn split_commands(line: &str) -> Vec<String> {
    split_top_level(line, ';').into_iter().filter(|s| !s.is_empty()).collect()
}

/// A call's arguments (separated by `,`; none in an empty text).
fn split_args(text: &str) -> Vec<String> {
    if text.trim().is_empty() {
        return Vec::new();
    }
    split_top_level(text, ',')
}

/// `(P)` or `P`: the expression of `assume`/`prove`.
fn unparen(text: &str) -> &str {
    let t = text.trim();
    if t.starts_with('(') && t.ends_with(')') && balanced(&t[1..t.len() - 1]) {
        &t[1..t.len() - 1]
    } else {
        t
    }
}

fn balanced(t: &str) -> bool {
    let mut depth = 0i32;
    for c in t.chars() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ => {}
        }
    }
    depth == 0
}

impl<'p> Repl<'p> {
    /// Executes one input line; false ends the session.
    fn line(&mut self, line: &str) -> bool {
        for cmd in split_commands(line) {
            match self.command(&cmd) {
                Ok(true) => {}
                Ok(false) => return false,
                Err(e) => println!("error: {e}"),
            }
        }
        true
    }

    fn command(&mut self, cmd: &str) -> Result<bool, String> {
        let (word, rest) = match cmd.find(|c: char| c.is_whitespace() || c == '(') {
            Some(i) => (&cmd[..i], cmd[i..].trim()),
            None => (cmd, ""),
        };
        match word {
            "help" | "h" | "?" => println!("{HELP}"),
            "quit" | "exit" | "q" => return Ok(false),
            "call" => self.call(rest)?,
            "run" | "r" => {
                if self.session.state.is_none() {
                    let main = self.program.function_by_name("main").ok_or("the program has no main: use call F(ARGS)")?;
                    match &self.command_line {
                        Some(cl) => {
                            println!("{}", effigy_report::command_line_bounds(cl));
                            self.session.call_with_command_line(main, cl)?;
                        }
                        None => {
                            // Parameters main never reads: zeros.
                            let zeros: Vec<Argument> = self
                                .program
                                .function(main)
                                .params
                                .iter()
                                .map(|&p| Argument::Value(effigy_ir::Expr::constant(self.program.var(p).ty, 0), Vec::new()))
                                .collect();
                            self.session.call(main, &zeros)?
                        }
                    }
                }
                let r = self.run(RunMode::Continue)?;
                self.show(r);
            }
            "go" | "g" | "continue" | "c" => {
                let r = match rest {
                    "" => self.run(RunMode::Continue)?,
                    "true" | "t" => self.choose(Pick::Direction(true))?,
                    "false" | "f" => self.choose(Pick::Direction(false))?,
                    n => match n.parse::<usize>() {
                        Ok(k) => self.choose(Pick::Index(k))?,
                        Err(_) => return Err(format!("go takes true, false or a side's number, not `{n}`")),
                    },
                };
                self.show(r);
            }
            "step" | "s" => {
                let n = if rest.is_empty() { 1 } else { rest.parse::<u64>().map_err(|_| format!("step takes a number, not `{rest}`"))? };
                let r = self.run(RunMode::Steps(n.max(1)))?;
                self.show(r);
            }
            "next" | "n" => {
                let r = self.run(RunMode::Next)?;
                self.show(r);
            }
            "finish" => {
                let r = self.run(RunMode::Finish)?;
                self.show(r);
            }
            "break" | "b" => self.breakpoint(rest)?,
            "delete" | "d" => {
                let n = rest.parse::<u32>().map_err(|_| format!("delete takes a breakpoint's number, not `{rest}`"))?;
                self.session.delete_breakpoint(n)?;
                println!("deleted breakpoint {n}");
            }
            "breaks" | "breakpoints" => {
                if self.session.breakpoints.is_empty() {
                    println!("no breakpoints");
                }
                for b in self.session.breakpoints.clone() {
                    let at = match b.at {
                        BreakAt::Line(f, l) => format!("{}:{l}", self.file_name(f)),
                        BreakAt::Function(f) => self.program.function(f).name.clone(),
                    };
                    let cond = b.condition.map(|c| format!(" if {}", c.2)).unwrap_or_default();
                    println!("breakpoint {} at {at}{cond}", b.id);
                }
            }
            "trace" => {
                self.trace = match rest {
                    "statements" | "on" => Trace::Statements,
                    "values" => Trace::Values,
                    "off" => Trace::Off,
                    _ => return Err("trace takes statements, values or off".into()),
                };
                self.session.tracing = self.trace != Trace::Off;
                println!("tracing {}", if self.trace == Trace::Off { "off" } else { rest });
            }
            "print" | "p" => {
                if rest.is_empty() {
                    return Err("print needs an expression".into());
                }
                let e = self.lower(rest, false, TypeTable::I32)?;
                if e.expr.is_lvalue() && !self.program.types.is_scalar(e.expr.ty) {
                    println!("{rest} = {}", self.session.value_text(&e.expr, 64)?);
                } else {
                    // A value that depends on a case split (an index that may be out of
                    // bounds, …) is shown case by case.
                    let cases = self.session.eval_by_cases(&e.expr, &uses(&e))?;
                    let value = |r: &Result<effigy_smt::TermId, String>, s: &Self| match r {
                        Ok(t) => s.session.term_text(*t, e.expr.ty),
                        Err(w) => format!("undefined ({w})"),
                    };
                    match cases.as_slice() {
                        [(_, r)] => println!("{rest} = {}", value(r, self)),
                        _ => {
                            println!("{rest} =");
                            for (added, r) in &cases {
                                println!("  {}  if {}", value(r, self), self.pc_text(added));
                            }
                        }
                    }
                }
            }
            "state" => self.state()?,
            "pc" => {
                let st = self.session.view().ok_or("no path has started")?;
                println!("pc: {}", self.pc_text(&st.path_condition.to_vec()));
            }
            "where" | "bt" => {
                let stack = self.session.stack();
                if stack.is_empty() {
                    println!("no path is running");
                }
                for (i, (name, span)) in stack.iter().enumerate().rev() {
                    println!("#{} {name} at {}", stack.len() - 1 - i, span.map(|s| self.at(s)).unwrap_or_else(|| "?".into()));
                }
            }
            "set" => {
                let (lhs, rhs) =
                    rest.split_once('=').filter(|(l, r)| !l.is_empty() && !r.starts_with('=')).ok_or("set takes LVALUE = E")?;
                let l = self.lower(lhs, false, TypeTable::I32)?;
                if let Some(sym) = l.symbols.first() {
                    return Err(format!("set assigns to program variables: \"{}\" is a symbol", sym.name));
                }
                let r = self.lower_value(rhs, l.expr.ty)?;
                let v = self.session.set(&l.expr, &r.expr, &uses(&r))?;
                println!("{} = {}", lhs.trim(), self.session.term_text(v, l.expr.ty));
            }
            "assume" => {
                let e = self.lower(unparen(rest), true, TypeTable::I32)?;
                self.session.assume(&e.expr, &uses(&e))?;
                let st = self.session.state.as_ref().unwrap();
                println!("pc: {}", self.pc_text(&st.path_condition.to_vec()));
            }
            "prove" => {
                let e = self.lower(unparen(rest), true, TypeTable::I32)?;
                match self.session.prove(&e.expr, &uses(&e))? {
                    None => println!("true"),
                    Some(model) => {
                        let values: Vec<String> = model.iter().map(|(n, s, v)| format!("{n} = {}", self.model_value(*s, *v))).collect();
                        println!("false: for {}", if values.is_empty() { "any values".to_string() } else { values.join(", ") });
                    }
                }
            }
            "save" => {
                let name = (!rest.is_empty()).then(|| rest.to_string());
                let n = self.session.save(name.clone())?;
                match name {
                    Some(nm) => println!("saved as state {n} ({nm})"),
                    None => println!("saved as state {n}"),
                }
            }
            "restore" => {
                if rest.is_empty() {
                    return Err("restore takes a state's number or name".into());
                }
                let n = self.session.restore(rest)?;
                let at =
                    self.session.state.as_ref().and_then(|s| self.session.span_at(s)).map(|s| self.at_with_source(s)).unwrap_or_default();
                println!("restored state {n} at {at}");
            }
            "states" => {
                if self.session.saved.is_empty() {
                    println!("no saved states");
                }
                for (i, s) in self.session.saved.iter().enumerate() {
                    let at = self.session.span_at(&s.state).map(|sp| self.at(sp)).unwrap_or_default();
                    let name = s.name.as_ref().map(|n| format!(" ({n})")).unwrap_or_default();
                    println!("state {}{name} at {at}, pc: {}", i + 1, self.pc_text(&s.state.path_condition.to_vec()));
                }
            }
            "test" => {
                let limit = if rest.is_empty() {
                    200
                } else {
                    rest.parse::<u64>().map_err(|_| format!("test takes a statement limit, not `{rest}`"))?
                };
                self.test(limit)?;
            }
            "tree" => self.tree(),
            "html" => {
                if rest.is_empty() {
                    return Err("html takes the file to write (html tree.html)".into());
                }
                self.html(std::path::Path::new(rest))?;
            }
            _ => return Err(format!("unknown command `{word}` (`help` lists the commands)")),
        }
        Ok(true)
    }

    fn run(&mut self, mode: RunMode) -> Result<RunResult, String> {
        self.session.run(mode)
    }

    fn choose(&mut self, pick: Pick) -> Result<RunResult, String> {
        self.session.choose(pick)
    }

    /// The function of the program (not of the C library model) with a statement on the line.
    fn function_at_line(&self, file: u32, line: u32) -> Option<FuncId> {
        self.program
            .functions
            .iter()
            .enumerate()
            .find_map(|(i, f)| f.edge_spans.iter().any(|s| s.file.0 == file && s.line == line).then_some(FuncId(i as u32)))
    }

    /// The function the current state is in (the scope of expressions).
    fn scope(&self) -> Option<FuncId> {
        self.session.view().and_then(|s| s.frames.last()).map(|f| f.func)
    }

    fn lower(&self, text: &str, condition: bool, new_symbol: TypeId) -> Result<DebugExpr, String> {
        let known = |name: &str| self.session.symbol_type(name);
        let types = SymbolTypes { known: &known, new_symbol };
        if condition {
            debug_expr::lower_condition(self.program, self.scope(), text, &types)
        } else {
            debug_expr::lower_expression(self.program, self.scope(), text, &types)
        }
    }

    /// A value (arrays decay) in the current scope; new symbols get type `new_symbol`.
    fn lower_value(&self, text: &str, new_symbol: TypeId) -> Result<DebugExpr, String> {
        let known = |name: &str| self.session.symbol_type(name);
        let types = SymbolTypes { known: &known, new_symbol };
        debug_expr::lower_value(self.program, self.scope(), text, &types)
    }

    fn call(&mut self, rest: &str) -> Result<(), String> {
        let open = rest.find('(').ok_or("call takes F(ARGS)")?;
        let name = rest[..open].trim();
        let inner = rest[open + 1..].trim_end().strip_suffix(')').ok_or("call takes F(ARGS): a `)` is missing")?;
        let func = self.program.function_by_name(name).ok_or_else(|| format!("no function named {name}"))?;
        let params = self.program.function(func).params.clone();
        let mut args = Vec::new();
        for (i, text) in split_args(inner).iter().enumerate() {
            let pty = params.get(i).map(|&p| self.program.var(p).ty).unwrap_or(TypeTable::I32);
            if self.program.types.is_pointer(pty) {
                if let Some((sym, len)) = symbolic_array(text)? {
                    args.push(Argument::SymbolicArray { name: sym, len });
                    continue;
                }
            }
            let known = |name: &str| self.session.symbol_type(name);
            let types = SymbolTypes { known: &known, new_symbol: pty };
            let e = debug_expr::lower_value(self.program, None, text, &types).map_err(|e| format!("argument {}: {e}", i + 1))?;
            let u = uses(&e);
            args.push(Argument::Value(e.expr, u));
        }
        self.session.call(func, &args)?;
        let r = self.run(RunMode::Continue)?;
        self.show(r);
        Ok(())
    }

    fn breakpoint(&mut self, rest: &str) -> Result<(), String> {
        let (at, cond) = match rest.find(" if ") {
            Some(i) => (rest[..i].trim(), Some(rest[i + 4..].trim())),
            None => (rest.trim(), None),
        };
        if at.is_empty() {
            return Err("break takes LINE, FILE:LINE or FUNC".into());
        }
        let (file, line) = match at.rsplit_once(':') {
            Some((f, l)) => (Some(f), l),
            None => (None, at),
        };
        let place = match line.parse::<u32>() {
            Ok(l) => {
                let fid = match file {
                    None => 0,
                    Some(f) => self
                        .program
                        .files
                        .iter()
                        .position(|p| p == f || p.ends_with(&format!("/{f}")))
                        .ok_or_else(|| format!("no file named {f} in the program"))? as u32,
                };
                BreakAt::Line(fid, l)
            }
            Err(_) => BreakAt::Function(self.program.function_by_name(at).ok_or_else(|| format!("no function named {at}"))?),
        };
        // A condition is over the variables in scope where the breakpoint is: the function
        // whose statements are on the line (before any `call` too), else the current one.
        let scope = match place {
            BreakAt::Function(f) => Some(f),
            BreakAt::Line(file, line) => self.function_at_line(file, line).or_else(|| self.scope()),
        };
        let condition = match cond {
            Some(c) => {
                let known = |name: &str| self.session.symbol_type(name);
                let types = SymbolTypes { known: &known, new_symbol: TypeTable::I32 };
                let e = debug_expr::lower_condition(self.program, scope, c, &types)?;
                let u = uses(&e);
                Some((e.expr, u, c.to_string()))
            }
            None => None,
        };
        let id = self.session.add_breakpoint(place.clone(), condition);
        let at = match place {
            BreakAt::Line(f, l) => format!("{}:{l}", self.file_name(f)),
            BreakAt::Function(f) => self.program.function(f).name.clone(),
        };
        println!("breakpoint {id} at {at}");
        Ok(())
    }

    // ---- printing ----

    fn file_name(&self, file: u32) -> String {
        let f = self.program.files.get(file as usize).map(String::as_str).unwrap_or("?");
        f.rsplit('/').next().unwrap_or(f).to_string()
    }

    fn at(&self, span: Span) -> String {
        format!("{}:{}", self.file_name(span.file.0), span.line)
    }

    fn source_line(&self, span: Span) -> String {
        self.sources
            .get(span.file.0 as usize)
            .and_then(|s| s.lines().nth(span.line.saturating_sub(1) as usize))
            .unwrap_or("")
            .trim()
            .to_string()
    }

    fn at_with_source(&self, span: Span) -> String {
        format!("{}:  {}", self.at(span), self.source_line(span))
    }

    fn pc_text(&self, pc: &[effigy_smt::TermId]) -> String {
        if pc.is_empty() {
            "true".into()
        } else {
            pc.iter().map(|&c| self.session.ex.terms.display_conjunct(c).to_string()).collect::<Vec<_>>().join(" ∧ ")
        }
    }

    /// A model value as `symbol_model` gives it (signed), a bool as true/false.
    fn model_value(&self, sym: effigy_smt::TermId, v: i128) -> String {
        match self.session.ex.terms.sort(sym) {
            effigy_smt::Sort::Bool => (v != 0).to_string(),
            _ => v.to_string(),
        }
    }

    fn show(&mut self, r: RunResult) {
        let mut last_line = None;
        for ev in &r.trace {
            let span = self.program.function(ev.func).span_of(ev.edge);
            if span.line > 0 && last_line != Some((span.file, span.line)) {
                println!("  {}", self.at_with_source(span));
                last_line = Some((span.file, span.line));
            }
            if self.trace == Trace::Values {
                if let Some((name, t)) = &ev.value {
                    println!("      {name} = {}", self.session.ex.terms.display(*t));
                }
            }
        }
        for &i in &r.side_leaves {
            let leaf = self.session.leaves[i].clone();
            println!("note: a path split off and ended (leaf {}): {}", i + 1, self.terminal_text(&leaf.leaf.terminal));
        }
        match r.stop {
            StopReason::Fork(choices) => {
                let at =
                    self.session.state.as_ref().and_then(|s| self.session.span_at(s)).map(|s| self.at_with_source(s)).unwrap_or_default();
                println!("fork at {at}");
                for (k, c) in choices.iter().enumerate() {
                    let label = match c.direction {
                        Some(true) => "go true: ".to_string(),
                        Some(false) => "go false:".to_string(),
                        None => format!("go {}:", k + 1),
                    };
                    println!("  {label} {}", self.pc_text(&c.condition));
                }
            }
            StopReason::Breakpoint(id) => {
                let at =
                    self.session.state.as_ref().and_then(|s| self.session.span_at(s)).map(|s| self.at_with_source(s)).unwrap_or_default();
                println!("breakpoint {id} at {at}");
            }
            StopReason::Done => {
                let at =
                    self.session.state.as_ref().and_then(|s| self.session.span_at(s)).map(|s| self.at_with_source(s)).unwrap_or_default();
                println!("at {at}");
            }
            StopReason::Budget(n) => {
                println!("stopped after {n} statements without a fork, breakpoint or end (an endless loop?): `go` goes on");
            }
            StopReason::Ended(i) => {
                let leaf = self.session.leaves[i].clone();
                self.print_leaf(i, &leaf);
            }
        }
    }

    fn terminal_text(&self, t: &Terminal) -> String {
        let p = self.program;
        match t {
            Terminal::Returned(Some(v)) => format!("returned {}", self.session.ex.terms.display(*v)),
            Terminal::Returned(None) => "returned".into(),
            Terminal::Error(_, s) => format!("error reached at {}", self.at(*s)),
            Terminal::Aborted(s) => format!("aborted at {}", self.at(*s)),
            Terminal::Exited(v, _) => format!("exited with {}", self.session.ex.terms.display(*v)),
            Terminal::AssumeViolated(s) => format!("an assumption does not hold at {}", self.at(*s)),
            Terminal::Undefined(w, s) => format!("undefined behaviour ({w}) at {}", p.describe_span(*s)),
            Terminal::Cut(r) => format!("cut: {r}"),
            Terminal::Unknown(r) => format!("cannot go on: {r}"),
        }
    }

    fn print_leaf(&mut self, i: usize, leaf: &SessionLeaf) {
        println!("path ended (leaf {}): {}", i + 1, self.terminal_text(&leaf.leaf.terminal));
        println!("  pc: {}", self.pc_text(&leaf.leaf.path_condition));
        let globals: Vec<String> = leaf
            .leaf
            .globals
            .iter()
            .map(|(g, t)| format!("{} = {}", self.program.var(*g).name, self.session.term_text(*t, self.program.var(*g).ty)))
            .collect();
        if !globals.is_empty() {
            println!("  globals: {}", globals.join(", "));
        }
        if matches!(leaf.leaf.terminal, Terminal::Error(..)) {
            if let Ok(Some(model)) = effigy_engine::explore::symbol_model(&mut self.session.ex, &leaf.leaf.path_condition) {
                let values: Vec<String> = model.iter().map(|(n, s, v)| format!("{n} = {}", self.model_value(*s, *v))).collect();
                println!("  an input that reaches it: {}", if values.is_empty() { "any".to_string() } else { values.join(", ") });
            }
        }
    }

    fn state(&mut self) -> Result<(), String> {
        let st = self.session.view().ok_or("no path has started")?.clone();
        let (locals, globals) = self.session.variables();
        if let Some(fr) = st.frames.last() {
            let at = self.session.span_of_location(fr.func, fr.loc).map(|s| self.at(s)).unwrap_or_default();
            println!("in {} at {at}:", self.program.function(fr.func).name);
            for (name, e) in &locals {
                let v = self.session.value_text(e, 16).unwrap_or_else(|w| format!("? ({w})"));
                println!("  {name} = {v}");
            }
        } else {
            println!("the path has ended");
        }
        if !globals.is_empty() {
            println!("globals:");
            for (name, e) in &globals {
                let v = self.session.value_text(e, 16).unwrap_or_else(|w| format!("? ({w})"));
                println!("  {name} = {v}");
            }
        }
        println!("pc: {}", self.pc_text(&st.path_condition.to_vec()));
        Ok(())
    }

    fn test(&mut self, limit: u64) -> Result<(), String> {
        let options = ExploreOptions { timeout: Some(std::time::Duration::from_secs(600)), ..ExploreOptions::default() };
        let (result, range) = self.session.test(limit, &options)?;
        let rows: Vec<_> = result.leaves.iter().map(|l| effigy_report::leaf_row(&mut self.session.ex, l)).collect();
        print!("{}", effigy_report::table(&rows));
        let n = rows.len();
        let cut = result.leaves.iter().filter(|l| matches!(l.terminal, Terminal::Cut(_))).count();
        match &result.verdict {
            effigy_engine::Verdict::Unknown(r) if cut == 0 => println!("The subtree is incomplete: {r}."),
            _ if cut > 0 => println!("{n} {}; {cut} cut by the limit of {limit} statements.", if n == 1 { "leaf" } else { "leaves" }),
            _ => println!("The subtree is complete: {n} {}.", if n == 1 { "leaf" } else { "leaves" }),
        }
        let violated: Vec<String> = range
            .clone()
            .zip(&result.leaves)
            .filter(|(_, l)| matches!(l.terminal, Terminal::Error(..)))
            .map(|(i, l)| format!("leaf {} ({})", i - range.start + 1, self.terminal_text(&l.terminal)))
            .collect();
        let undefined = result.leaves.iter().filter(|l| matches!(l.terminal, Terminal::Undefined(..))).count();
        if violated.is_empty() {
            let mut caveat = Vec::new();
            if cut > 0 {
                caveat.push(format!("{cut} cut before their end"));
            }
            if undefined > 0 {
                caveat.push(format!("{undefined} ended in undefined behaviour"));
            }
            if caveat.is_empty() {
                println!("Assertions: hold on every leaf.");
            } else {
                println!("Assertions: no leaf violates one ({}).", caveat.join(", "));
            }
        } else {
            println!("Assertions: violated on {}.", violated.join(", "));
        }
        Ok(())
    }

    /// The part of the latest call's tree explored so far (walked and tested leaves, and the
    /// current state) as the HTML view of `effigy explore --html`.
    fn html(&mut self, path: &std::path::Path) -> Result<(), String> {
        let view = self.session_view()?;
        std::fs::write(path, effigy_report::render_html(&view)).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("wrote {} ({} nodes)", path.display(), view.nodes.len());
        Ok(())
    }

    /// The latest call's explored tree (its walked and tested leaves, and the current state) as
    /// the view `explore --html` shows; leaves keep the session's numbers.
    fn session_view(&mut self) -> Result<effigy_report::TreeView, String> {
        let start = self.session.call_start;
        // A leaf `test` found again where a walk already ended is one leaf of the tree.
        let mut leaves: Vec<effigy_engine::Leaf> = Vec::new();
        let mut numbers: Vec<usize> = Vec::new();
        for (i, l) in self.session.leaves[start..].iter().enumerate() {
            if !leaves.iter().any(|m| m.path == l.leaf.path) {
                leaves.push(l.leaf.clone());
                numbers.push(start + i + 1);
            }
        }
        let current = self.session.current_leaf();
        let here = current.as_ref().map(|_| leaves.len());
        leaves.extend(current);
        if leaves.is_empty() {
            return Err("nothing explored yet: `call F(ARGS)` or `run` first".into());
        }
        let mut rows: Vec<_> = leaves.iter().map(|l| effigy_report::leaf_row(&mut self.session.ex, l)).collect();
        if let Some(h) = here {
            rows[h].status = "you are here".into();
        }
        let exploration = effigy_report::Exploration {
            result: effigy_engine::ExploreResult {
                verdict: effigy_engine::Verdict::Unknown("a debugger session".into()),
                leaves,
                stats: Default::default(),
                exhaustive: false,
            },
            rows,
            stats: serde_json::Value::Null,
            command_line: None,
        };
        let mut view = effigy_report::exploration_view(self.program, &exploration, crate::program_sources(self.program, &self.file));
        view.title = format!("effigy repl {}", self.file.display());
        // Where the current state is: the statement it executes next.
        let here_at = self.session.state.as_ref().and_then(|st| self.session.span_at(st)).and_then(|sp| {
            let name = self.program.files.get(sp.file.0 as usize)?;
            Some((view.sources.iter().position(|(n, _)| n == name)?, sp.line))
        });
        for n in &mut view.nodes {
            let Some(m) = n.label.strip_prefix("leaf ").and_then(|k| k.parse::<usize>().ok()) else { continue };
            if Some(m - 1) == here {
                n.current = true;
                n.label = "you are here".into();
                n.location = here_at.or(n.location);
            } else {
                n.label = format!("leaf {}", numbers[m - 1]);
            }
        }
        Ok(view)
    }

    /// `tree`: the latest call's explored tree, indented, each edge with the condition its side
    /// added; then the saved states.
    fn tree(&mut self) {
        if self.session.call_start > 0 {
            println!("(leaves 1 to {} belong to earlier calls)", self.session.call_start);
        }
        match self.session_view() {
            Ok(view) => {
                let mut children: Vec<Vec<usize>> = vec![Vec::new(); view.nodes.len()];
                let mut roots = Vec::new();
                for (i, n) in view.nodes.iter().enumerate() {
                    match n.parent {
                        Some(p) if p < view.nodes.len() => children[p].push(i),
                        _ => roots.push(i),
                    }
                }
                let mut stack: Vec<(usize, String, bool, bool)> = roots.iter().rev().map(|&r| (r, String::new(), true, true)).collect();
                while let Some((i, prefix, last, root)) = stack.pop() {
                    let n = &view.nodes[i];
                    let at = n.location.map(|(f, l)| {
                        format!("{}:{l}", view.sources.get(f).map(|s| s.0.rsplit('/').next().unwrap_or(&s.0)).unwrap_or("?"))
                    });
                    let edge = match (&n.branch, n.direction) {
                        (Some(b), Some(true)) => format!("T {b}: "),
                        (Some(b), Some(false)) => format!("F {b}: "),
                        (Some(b), None) => format!("{b}: "),
                        _ => String::new(),
                    };
                    let what = match n.status.as_str() {
                        "fork" | "start" => format!("{} at {}", if n.status == "fork" { "fork" } else { "start" }, at.unwrap_or_default()),
                        _ if n.current => format!("you are here (at {})", at.unwrap_or_default()),
                        status => {
                            let ret = n.ret.as_ref().map(|r| format!(" {r}")).unwrap_or_default();
                            format!("{}: {status}{ret}", n.label)
                        }
                    };
                    let branch = if root {
                        ""
                    } else if last {
                        "└─ "
                    } else {
                        "├─ "
                    };
                    println!("{prefix}{branch}{edge}{what}");
                    let child_prefix = if root { String::new() } else { format!("{prefix}{}", if last { "   " } else { "│  " }) };
                    let kids = &children[i];
                    for (k, &c) in kids.iter().enumerate().rev() {
                        stack.push((c, child_prefix.clone(), k + 1 == kids.len(), false));
                    }
                }
            }
            Err(_) => println!("nothing explored yet"),
        }
        for (i, s) in self.session.saved.iter().enumerate() {
            let at = self.session.span_at(&s.state).map(|sp| self.at(sp)).unwrap_or_default();
            println!("saved state {} at {at}", i + 1);
        }
    }
}

fn uses(e: &DebugExpr) -> Vec<SymbolUse> {
    e.symbols.iter().map(|s| SymbolUse { name: s.name.clone(), var: s.var, ty: s.ty }).collect()
}

/// `"A"` or `"A"[N]` as a symbolic array argument.
fn symbolic_array(text: &str) -> Result<Option<(String, u64)>, String> {
    effigy_report::verify::symbolic_array_argument(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completion_offers_commands_first_then_names() {
        let c = Completion { names: vec!["main".into(), "power".into(), "x".into(), "y".into()] };
        assert_eq!(c.candidates("br", 2), (0, vec!["break".to_string(), "breaks".to_string()]));
        assert_eq!(c.candidates("print p", 7), (6, vec!["power".to_string()]));
        // After `;` a new command starts.
        assert_eq!(c.candidates("go; pr", 6), (4, vec!["print".to_string(), "prove".to_string()]));
        assert_eq!(c.candidates("break 6 if x", 12), (11, vec!["x".to_string()]));
    }

    #[test]
    fn commands_split_at_top_level_semicolons() {
        assert_eq!(split_commands("save; go true"), vec!["save", "go true"]);
        assert_eq!(split_commands("assume (\"a\" > 10); go"), vec!["assume (\"a\" > 10)", "go"]);
        assert_eq!(split_commands("print \"x;y\""), vec!["print \"x;y\""]);
        assert_eq!(split_args("\"A\"[6], 1, f(2, 3)"), vec!["\"A\"[6]", "1", "f(2, 3)"]);
        assert!(split_args("").is_empty());
        assert_eq!(symbolic_array("\"A\"[6]").unwrap(), Some(("A".to_string(), 6)));
        assert_eq!(symbolic_array("\"A\" + 1").unwrap(), None);
        assert_eq!(unparen("(a) && (b)"), "(a) && (b)");
        assert_eq!(unparen("(a && b)"), "a && b");
    }
}
