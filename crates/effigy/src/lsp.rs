//! `effigy lsp`: a Language Server Protocol server over standard input and output, for C files
//! and frames programs (`.vc`). On open and on save a file is verified in the background — by
//! `effigy verify --json -` run as a child process, so that a newer save can cancel the older
//! run by killing it (its process group: gcc's replays too), a crash or a memory blow-up cannot
//! take the server down, and the verdict is the command line's, with every option it has. The
//! result becomes diagnostics: a FALSE at the error's line with the counterexample's steps (and
//! their values) as related information, an UNKNOWN as a hint with its reason, the front end's
//! messages at their positions, a frames program's failed obligations at theirs. Hover on a
//! line of a counterexample shows its steps there; code lenses verify a function alone
//! (`verify --entry`), draw its execution tree (`explore --html`) or generate tests (`testgen`).
//! The transport (framing, the initialize handshake, shutdown) is `lsp-server`'s, the types
//! `lsp-types`'.

use crossbeam_channel::{select, unbounded, Receiver, Sender};
use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use lsp_types::{
    CodeLens, CodeLensOptions, Command, Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, ExecuteCommandOptions, Hover,
    HoverContents, InitializeParams, Location, MarkupContent, MarkupKind, NumberOrString, Position, ProgressParams, ProgressParamsValue,
    PublishDiagnosticsParams, Range, SaveOptions, ServerCapabilities, TextDocumentSyncCapability, TextDocumentSyncKind,
    TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Uri, WorkDoneProgress, WorkDoneProgressBegin, WorkDoneProgressEnd,
};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, ExitCode, Stdio};
use std::str::FromStr;

#[derive(clap::Args)]
pub struct LspArgs {
    /// CPU seconds of each verification (the editor's settings may change it:
    /// `initializationOptions.timeout`). Short by default: the editor waits for it.
    #[arg(long, value_parser = crate::seconds, default_value_t = 20.0)]
    timeout: f64,
    /// Extra arguments of every `effigy verify` (e.g. `--property runtime-errors`); the editor's
    /// `initializationOptions.args` adds its own.
    #[arg(long, allow_hyphen_values = true, value_delimiter = ' ')]
    verify_args: Vec<String>,
}

/// The commands the code lenses run (`workspace/executeCommand`).
const VERIFY_FUNCTION: &str = "effigy.verifyFunction";
const SHOW_TREE: &str = "effigy.showTree";
const GENERATE_TESTS: &str = "effigy.generateTests";

pub fn cmd_lsp(args: &LspArgs) -> ExitCode {
    let (connection, io) = Connection::stdio();
    let result = serve(connection, args);
    // What the transport met (a message that is not JSON-RPC, the input closed without `exit`).
    let transport = io.join().map_err(|e| format!("the connection failed: {e}"));
    match (result, transport) {
        (Ok(()), Ok(())) => ExitCode::SUCCESS,
        (Err(e), _) | (Ok(()), Err(e)) => {
            eprintln!("effigy lsp: {e}");
            ExitCode::from(1)
        }
    }
}

/// What a background job reports to the main loop.
enum Done {
    /// A verification of `uri` ended (or was killed): its generation and the process's output.
    Verified { uri: String, generation: u64, output: Result<std::process::Output, String> },
    /// A command's reply to the request `id`.
    Reply(Response),
}

struct Run {
    generation: u64,
    child: Child,
}

/// A child process the server started, shared with the thread that waits for it: a cancel
/// before the child is spawned is remembered, and the thread kills the child at once.
#[derive(Clone, Default)]
struct Child(std::sync::Arc<std::sync::Mutex<ChildState>>);

#[derive(Default)]
enum ChildState {
    #[default]
    Starting,
    Running(u32),
    Cancelled,
}

impl Child {
    /// Kills the child's process group (gcc's replays too), or marks it cancelled before it
    /// starts.
    fn kill(&self) {
        let mut state = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let ChildState::Running(pid) = *state {
            kill_group(pid);
        }
        *state = ChildState::Cancelled;
    }

    /// Runs `cmd` (in a process group of its own) to its end, unless cancelled.
    fn run(&self, mut cmd: Process) -> Result<std::process::Output, String> {
        use std::os::unix::process::CommandExt;
        cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).process_group(0);
        let mut state = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if matches!(*state, ChildState::Cancelled) {
            return Err("cancelled".into());
        }
        let child = cmd.spawn().map_err(|e| format!("cannot run effigy: {e}"))?;
        *state = ChildState::Running(child.id());
        drop(state);
        child.wait_with_output().map_err(|e| e.to_string())
    }
}

fn kill_group(pid: u32) {
    // SAFETY: kill(2) on a child's own process group; no memory is involved.
    unsafe {
        libc::kill(-(pid as i32), libc::SIGKILL);
    }
}

struct Server {
    sender: Sender<Message>,
    exe: PathBuf,
    timeout: f64,
    verify_args: Vec<String>,
    /// The workspace's root, for `compile_commands.json`.
    root: Option<PathBuf>,
    progress: bool,
    generation: u64,
    runs: HashMap<String, Run>,
    done: Sender<Done>,
    /// The latest counterexample's steps, by file and line: what hover shows.
    steps: HashMap<PathBuf, BTreeMap<u32, Vec<String>>>,
    /// Files that have diagnostics from a run of `uri` (cleared by its next result).
    published: HashMap<String, Vec<String>>,
    next_request: i32,
    /// The commands' children (`explore`, `testgen`), killed when the server ends.
    commands: Vec<Child>,
}

fn serve(connection: Connection, args: &LspArgs) -> Result<(), String> {
    let capabilities = ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Options(TextDocumentSyncOptions {
            open_close: Some(true),
            change: Some(TextDocumentSyncKind::NONE),
            save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions { include_text: Some(false) })),
            ..Default::default()
        })),
        hover_provider: Some(lsp_types::HoverProviderCapability::Simple(true)),
        code_lens_provider: Some(CodeLensOptions { resolve_provider: Some(false) }),
        execute_command_provider: Some(ExecuteCommandOptions {
            commands: vec![VERIFY_FUNCTION.into(), SHOW_TREE.into(), GENERATE_TESTS.into()],
            ..Default::default()
        }),
        ..Default::default()
    };
    let caps = serde_json::to_value(capabilities).map_err(|e| e.to_string())?;
    let init = connection.initialize(caps).map_err(|e| format!("initialize: {e}"))?;
    let params: InitializeParams = serde_json::from_value(init).map_err(|e| format!("initialize: {e}"))?;
    let options = params.initialization_options.clone().unwrap_or(Value::Null);
    let timeout = options.get("timeout").and_then(Value::as_f64).filter(|t| *t > 0.0).unwrap_or(args.timeout);
    let mut verify_args = args.verify_args.clone();
    if let Some(extra) = options.get("args").and_then(Value::as_array) {
        verify_args.extend(extra.iter().filter_map(Value::as_str).map(String::from));
    }
    #[allow(deprecated)]
    let root = params
        .workspace_folders
        .as_ref()
        .and_then(|f| f.first())
        .map(|f| f.uri.clone())
        .or(params.root_uri.clone())
        .and_then(|u| uri_to_path(&u));
    let progress = params.capabilities.window.as_ref().and_then(|w| w.work_done_progress).unwrap_or(false);
    let (done_tx, done_rx) = unbounded();
    let mut server = Server {
        sender: connection.sender.clone(),
        exe: std::env::current_exe().map_err(|e| format!("cannot find the effigy executable: {e}"))?,
        timeout,
        verify_args,
        root,
        progress,
        generation: 0,
        runs: HashMap::new(),
        done: done_tx,
        steps: HashMap::new(),
        published: HashMap::new(),
        next_request: 0,
        commands: Vec::new(),
    };
    let result = main_loop(&connection, &mut server, &done_rx);
    server.cancel_all();
    result
}

fn main_loop(connection: &Connection, server: &mut Server, done: &Receiver<Done>) -> Result<(), String> {
    loop {
        select! {
            recv(connection.receiver) -> msg => {
                let Ok(msg) = msg else { return Ok(()) };
                match msg {
                    Message::Request(req) => {
                        if connection.handle_shutdown(&req).map_err(|e| e.to_string())? {
                            return Ok(());
                        }
                        server.request(req);
                    }
                    Message::Notification(n) => server.notification(n),
                    Message::Response(_) => {}
                }
            }
            recv(done) -> d => {
                match d {
                    Ok(Done::Verified { uri, generation, output }) => server.verified(&uri, generation, output),
                    Ok(Done::Reply(r)) => server.send(Message::Response(r)),
                    Err(_) => return Ok(()),
                }
            }
        }
    }
}

impl Server {
    fn send(&self, m: Message) {
        let _ = self.sender.send(m);
    }

    fn notify(&self, method: &str, params: impl serde::Serialize) {
        self.send(Message::Notification(Notification::new(method.into(), params)));
    }

    fn notification(&mut self, n: Notification) {
        let uri = n.params.get("textDocument").and_then(|d| d.get("uri")).and_then(Value::as_str).map(String::from);
        match (n.method.as_str(), uri) {
            ("textDocument/didOpen" | "textDocument/didSave", Some(uri)) => self.verify(&uri, None),
            ("textDocument/didClose", Some(uri)) => {
                self.cancel(&uri);
                self.clear(&uri);
            }
            _ => {}
        }
    }

    fn request(&mut self, req: Request) {
        let id = req.id.clone();
        let reply = match req.method.as_str() {
            "textDocument/hover" => Ok(self.hover(&req.params)),
            "textDocument/codeLens" => Ok(self.code_lenses(&req.params)),
            "workspace/executeCommand" => match self.execute(id.clone(), &req.params) {
                Ok(Some(v)) => Ok(v),
                Ok(None) => return, // answered when the command ends
                Err(e) => Err(e),
            },
            other => Err((lsp_server::ErrorCode::MethodNotFound as i32, format!("effigy lsp does not handle {other}"))),
        };
        let response = match reply {
            Ok(v) => Response::new_ok(id, v),
            Err((code, message)) => Response::new_err(id, code, message),
        };
        self.send(Message::Response(response));
    }

    // ---- verification ----

    /// Verifies the file of `uri` in the background (`entry`: one function alone), cancelling
    /// the run of `uri` still going.
    fn verify(&mut self, uri: &str, entry: Option<&str>) {
        let Some(path) = Uri::from_str(uri).ok().and_then(|u| uri_to_path(&u)) else { return };
        let is_c = path.extension().is_some_and(|e| e == "c" || e == "i" || e == "h");
        let is_frames = path.extension().is_some_and(|e| e == "vc");
        if !is_c && !is_frames {
            return;
        }
        self.cancel(uri);
        self.generation += 1;
        let generation = self.generation;
        let mut args: Vec<String> = vec!["verify".into(), path.display().to_string(), "--json".into(), "-".into(), "--quiet".into()];
        args.extend(["--timeout".into(), format!("{}", self.timeout)]);
        if is_c {
            args.extend(self.preprocessor_flags(&path));
            args.extend(self.verify_args.iter().cloned());
            if let Some(f) = entry {
                args.extend(["--entry".into(), f.into()]);
            }
        }
        let child = Child::default();
        self.runs.insert(uri.to_string(), Run { generation, child: child.clone() });
        let title = match entry {
            Some(f) => format!("verifying {f} in {}", file_name(&path)),
            None => format!("verifying {}", file_name(&path)),
        };
        self.progress_begin(generation, &title);
        let (exe, done, uri) = (self.exe.clone(), self.done.clone(), uri.to_string());
        let cwd = path.parent().map(Path::to_path_buf).filter(|p| !p.as_os_str().is_empty());
        std::thread::spawn(move || {
            let mut cmd = Process::new(exe);
            cmd.args(&args);
            if let Some(d) = cwd.filter(|d| d.is_dir()) {
                cmd.current_dir(d);
            }
            let output = child.run(cmd);
            let _ = done.send(Done::Verified { uri, generation, output });
        });
    }

    /// Kills the run of `uri`, if one is going (its whole process group).
    fn cancel(&mut self, uri: &str) {
        if let Some(run) = self.runs.remove(uri) {
            run.child.kill();
            self.progress_end(run.generation, "cancelled: a newer save started another run");
        }
    }

    /// The server ends: every child it started is killed.
    fn cancel_all(&mut self) {
        let uris: Vec<String> = self.runs.keys().cloned().collect();
        for u in uris {
            self.cancel(&u);
        }
        for c in self.commands.drain(..) {
            c.kill();
        }
    }

    /// A run ended: its diagnostics published, unless a newer run replaced it.
    fn verified(&mut self, uri: &str, generation: u64, output: Result<std::process::Output, String>) {
        match self.runs.get(uri) {
            Some(run) if run.generation == generation => {
                self.runs.remove(uri);
            }
            _ => return,
        }
        let Some(path) = Uri::from_str(uri).ok().and_then(|u| uri_to_path(&u)) else { return };
        let (by_file, summary, steps) = match output {
            Ok(out) => diagnostics_of(&path, &out.stdout, &String::from_utf8_lossy(&out.stderr), out.status.code()),
            Err(e) => {
                let d = diagnostic(0, 0, DiagnosticSeverity::ERROR, format!("effigy: {e}"));
                (BTreeMap::from([(path.clone(), vec![d])]), e, BTreeMap::new())
            }
        };
        self.progress_end(generation, &summary);
        // The hover's steps: this run's counterexample (none: forget the older one's).
        self.steps.retain(|_, s| !s.is_empty());
        for (file, lines) in steps {
            self.steps.insert(file, lines);
        }
        // Files that had diagnostics of the previous run and have none now are cleared.
        let before = self.published.remove(uri).unwrap_or_default();
        let mut now = Vec::new();
        let mut by_uri: BTreeMap<String, Vec<Diagnostic>> = BTreeMap::new();
        by_uri.insert(uri.to_string(), Vec::new());
        for (file, list) in by_file {
            let u = if file == path { uri.to_string() } else { path_to_uri(&file) };
            by_uri.entry(u).or_default().extend(list);
        }
        for u in before {
            by_uri.entry(u).or_default();
        }
        for (u, diagnostics) in by_uri {
            if !diagnostics.is_empty() {
                now.push(u.clone());
            }
            let Ok(parsed) = Uri::from_str(&u) else { continue };
            self.notify("textDocument/publishDiagnostics", PublishDiagnosticsParams { uri: parsed, diagnostics, version: None });
        }
        self.published.insert(uri.to_string(), now);
    }

    fn clear(&mut self, uri: &str) {
        for u in self.published.remove(uri).unwrap_or_default().into_iter().chain(std::iter::once(uri.to_string())) {
            if let Ok(parsed) = Uri::from_str(&u) {
                self.notify(
                    "textDocument/publishDiagnostics",
                    PublishDiagnosticsParams { uri: parsed, diagnostics: Vec::new(), version: None },
                );
            }
        }
    }

    /// `-I`, `-D`, `-include` for `path` from the workspace's `compile_commands.json` (or
    /// `build/compile_commands.json`), resolved against the entry's directory.
    fn preprocessor_flags(&self, path: &Path) -> Vec<String> {
        let Some(root) = &self.root else { return Vec::new() };
        let db = ["compile_commands.json", "build/compile_commands.json"]
            .iter()
            .find_map(|p| std::fs::read_to_string(root.join(p)).ok())
            .and_then(|t| serde_json::from_str::<Value>(&t).ok());
        let Some(entries) = db.as_ref().and_then(Value::as_array) else { return Vec::new() };
        let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        for e in entries {
            let dir = PathBuf::from(e.get("directory").and_then(Value::as_str).unwrap_or("."));
            let Some(file) = e.get("file").and_then(Value::as_str) else { continue };
            let file = std::fs::canonicalize(dir.join(file)).unwrap_or_else(|_| dir.join(file));
            if file != target {
                continue;
            }
            let words: Vec<String> = match (e.get("arguments").and_then(Value::as_array), e.get("command").and_then(Value::as_str)) {
                (Some(a), _) => a.iter().filter_map(Value::as_str).map(String::from).collect(),
                (None, Some(c)) => c.split_whitespace().map(String::from).collect(),
                _ => continue,
            };
            return compile_flags(&words, &dir);
        }
        Vec::new()
    }

    // ---- progress ----

    fn progress_begin(&mut self, generation: u64, title: &str) {
        if !self.progress {
            return;
        }
        self.next_request += 1;
        let token = NumberOrString::String(format!("effigy/{generation}"));
        let create = Request::new(
            RequestId::from(format!("effigy-progress-{}", self.next_request)),
            "window/workDoneProgress/create".into(),
            json!({ "token": token }),
        );
        self.send(Message::Request(create));
        let begin = WorkDoneProgress::Begin(WorkDoneProgressBegin { title: title.into(), cancellable: Some(false), ..Default::default() });
        self.notify("$/progress", ProgressParams { token, value: ProgressParamsValue::WorkDone(begin) });
    }

    fn progress_end(&self, generation: u64, message: &str) {
        if !self.progress {
            return;
        }
        let token = NumberOrString::String(format!("effigy/{generation}"));
        let end = WorkDoneProgress::End(WorkDoneProgressEnd { message: Some(message.into()) });
        self.notify("$/progress", ProgressParams { token, value: ProgressParamsValue::WorkDone(end) });
    }

    // ---- hover, code lenses, commands ----

    fn hover(&self, params: &Value) -> Value {
        let uri = params.pointer("/textDocument/uri").and_then(Value::as_str).unwrap_or("");
        let line = params.pointer("/position/line").and_then(Value::as_u64).unwrap_or(0) as u32 + 1;
        let Some(path) = Uri::from_str(uri).ok().and_then(|u| uri_to_path(&u)) else { return Value::Null };
        let key = std::fs::canonicalize(&path).unwrap_or(path);
        let Some(steps) = self.steps.get(&key).and_then(|s| s.get(&line)) else { return Value::Null };
        let mut text = String::from("**effigy: the counterexample at this line**\n\n```c\n");
        for s in steps.iter().take(40) {
            text.push_str(s);
            text.push('\n');
        }
        if steps.len() > 40 {
            text.push_str(&format!("… ({} more steps)\n", steps.len() - 40));
        }
        text.push_str("```");
        let hover = Hover {
            contents: HoverContents::Markup(MarkupContent { kind: MarkupKind::Markdown, value: text }),
            range: Some(Range::new(Position::new(line - 1, 0), Position::new(line, 0))),
        };
        serde_json::to_value(hover).unwrap_or(Value::Null)
    }

    /// Lenses on each function the file defines: verify it alone, its execution tree, and for
    /// main, tests.
    fn code_lenses(&self, params: &Value) -> Value {
        let uri = params.pointer("/textDocument/uri").and_then(Value::as_str).unwrap_or("");
        let Some(path) = Uri::from_str(uri).ok().and_then(|u| uri_to_path(&u)) else { return json!([]) };
        if path.extension().is_none_or(|e| e != "c") {
            return json!([]);
        }
        let mut lenses = Vec::new();
        for (name, line) in defined_functions(&path) {
            let at = Range::new(Position::new(line.saturating_sub(1), 0), Position::new(line.saturating_sub(1), 0));
            let arg = vec![json!(uri), json!(name)];
            let mut add = |title: String, command: &str| {
                lenses.push(CodeLens { range: at, command: Some(Command::new(title, command.into(), Some(arg.clone()))), data: None })
            };
            add(if name == "main" { "effigy: verify".into() } else { format!("effigy: verify {name} alone") }, VERIFY_FUNCTION);
            add("effigy: execution tree".into(), SHOW_TREE);
            if name == "main" {
                add("effigy: generate tests".into(), GENERATE_TESTS);
            }
        }
        serde_json::to_value(lenses).unwrap_or(json!([]))
    }

    /// `workspace/executeCommand`: `Ok(None)` when the reply comes once the command ends.
    fn execute(&mut self, id: RequestId, params: &Value) -> Result<Option<Value>, (i32, String)> {
        let invalid = |m: &str| (lsp_server::ErrorCode::InvalidParams as i32, m.to_string());
        let command = match params.get("command") {
            Some(Value::String(c)) if [VERIFY_FUNCTION, SHOW_TREE, GENERATE_TESTS].contains(&c.as_str()) => c.as_str(),
            Some(other) => return Err(invalid(&format!("unknown command {other}"))),
            None => return Err(invalid("no command")),
        };
        let args = params.get("arguments").and_then(Value::as_array).cloned().unwrap_or_default();
        let uri = args.first().and_then(Value::as_str).ok_or_else(|| invalid("the arguments are [uri, function]"))?.to_string();
        let function = match args.get(1) {
            None => "main".to_string(),
            Some(Value::String(f)) => f.clone(),
            Some(_) => return Err(invalid("the arguments are [uri, function]: the function is a name")),
        };
        let path = Uri::from_str(&uri).ok().and_then(|u| uri_to_path(&u)).ok_or_else(|| invalid("not a file URI"))?;
        match command {
            VERIFY_FUNCTION => {
                self.verify(&uri, (function != "main").then_some(function.as_str()));
                Ok(Some(Value::Null))
            }
            SHOW_TREE | GENERATE_TESTS => {
                let out_dir = std::env::temp_dir().join(format!("effigy-lsp-{}", std::process::id()));
                let _ = std::fs::create_dir_all(&out_dir);
                let stem = path.file_stem().map_or("program".into(), |s| s.to_string_lossy().into_owned());
                let (args, result): (Vec<String>, PathBuf) = if command == SHOW_TREE {
                    let page = out_dir.join(format!("{stem}-{function}-tree.html"));
                    let mut a = vec!["explore".into(), path.display().to_string(), "--html".into(), page.display().to_string()];
                    a.extend(["--entry".into(), function.clone(), "--timeout".into(), format!("{}", self.timeout)]);
                    (a, page)
                } else {
                    let dir = out_dir.join(format!("{stem}-tests"));
                    let a = vec![
                        "testgen".into(),
                        path.display().to_string(),
                        "--output".into(),
                        dir.display().to_string(),
                        "--timeout".into(),
                        format!("{}", self.timeout),
                    ];
                    (a, dir)
                };
                let mut args = args;
                args.extend(self.preprocessor_flags(&path));
                let (exe, done, sender) = (self.exe.clone(), self.done.clone(), self.sender.clone());
                let show = command == SHOW_TREE;
                let child = Child::default();
                self.commands.push(child.clone());
                std::thread::spawn(move || {
                    let mut cmd = Process::new(exe);
                    cmd.args(&args);
                    let out = child.run(cmd);
                    let reply = match out {
                        Ok(o) if result.exists() => {
                            if show {
                                // Ask the editor to open the page (an external browser).
                                let open = Request::new(
                                    RequestId::from("effigy-show-tree".to_string()),
                                    "window/showDocument".into(),
                                    json!({ "uri": path_to_uri(&result), "external": true }),
                                );
                                let _ = sender.send(Message::Request(open));
                            }
                            let text = String::from_utf8_lossy(&o.stdout).lines().last().unwrap_or("").to_string();
                            Response::new_ok(id, json!({ "path": result, "summary": text }))
                        }
                        Ok(o) => Response::new_err(
                            id,
                            lsp_server::ErrorCode::RequestFailed as i32,
                            format!("effigy {}: {}", args[0], String::from_utf8_lossy(&o.stderr).trim()),
                        ),
                        Err(e) => Response::new_err(id, lsp_server::ErrorCode::RequestFailed as i32, e),
                    };
                    let _ = done.send(Done::Reply(reply));
                });
                Ok(None)
            }
            other => Err(invalid(&format!("unknown command {other}"))),
        }
    }
}

/// The functions `path` defines and the lines of their definitions (the front end's, with
/// no preprocessor flags: a file it cannot read has no lenses).
fn defined_functions(path: &Path) -> Vec<(String, u32)> {
    let options = effigy_c::Options { data_model: effigy_ir::DataModel::Ilp32, cc: "cc".into(), ..Default::default() };
    let Ok((program, _)) = effigy_c::lower_files_with_warnings(&[path.to_path_buf()], &options) else { return Vec::new() };
    let own = std::fs::canonicalize(path).ok();
    let mut out: Vec<(String, u32)> = program
        .functions
        .iter()
        // Not the error functions: verifying them alone says nothing.
        .filter(|f| f.span.line > 0 && !f.name.starts_with("__") && f.name != "reach_error")
        .filter(|f| {
            let file = program.file_name(f.span.file);
            std::fs::canonicalize(file).ok() == own
        })
        .map(|f| (f.name.clone(), f.span.line))
        .collect();
    out.sort_by_key(|(_, l)| *l);
    out.dedup();
    out
}

/// The preprocessor's flags among a compiler's command line, relative paths resolved against
/// `dir`.
fn compile_flags(words: &[String], dir: &Path) -> Vec<String> {
    let resolve = |p: &str| if Path::new(p).is_absolute() { p.to_string() } else { dir.join(p).display().to_string() };
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = &words[i];
        let next = words.get(i + 1);
        match w.as_str() {
            "-I" | "-include" if next.is_some() => {
                out.extend([w.clone(), resolve(next.unwrap())]);
                i += 1;
            }
            "-D" if next.is_some() => {
                out.extend([w.clone(), next.unwrap().clone()]);
                i += 1;
            }
            _ if w.starts_with("-I") => out.extend(["-I".into(), resolve(&w[2..])]),
            _ if w.starts_with("-D") => out.extend(["-D".into(), w[2..].to_string()]),
            _ => {}
        }
        i += 1;
    }
    out
}

type ByFile = BTreeMap<PathBuf, Vec<Diagnostic>>;
type Steps = BTreeMap<PathBuf, BTreeMap<u32, Vec<String>>>;

fn diagnostic(line: u32, column: u32, severity: DiagnosticSeverity, message: String) -> Diagnostic {
    // To the end of the line: the start of the next.
    let start = Position::new(line.saturating_sub(1), column.saturating_sub(1));
    Diagnostic {
        range: Range::new(start, Position::new(start.line + 1, 0)),
        severity: Some(severity),
        source: Some("effigy".into()),
        message,
        ..Default::default()
    }
}

/// The diagnostics of one `effigy verify --json -` run of `main_file` (its standard output
/// and error, its exit code), by file; a one-line summary; the counterexample's steps by file
/// and line.
fn diagnostics_of(main_file: &Path, stdout: &[u8], stderr: &str, code: Option<i32>) -> (ByFile, String, Steps) {
    let base = main_file.parent().unwrap_or(Path::new("."));
    let file_of = |f: &str| -> PathBuf {
        let p = Path::new(f);
        let p = if p.is_absolute() || p.exists() { p.to_path_buf() } else { base.join(p) };
        std::fs::canonicalize(&p).unwrap_or(p)
    };
    let main = std::fs::canonicalize(main_file).unwrap_or_else(|_| main_file.to_path_buf());
    let mut by_file: ByFile = BTreeMap::new();
    let mut steps: Steps = BTreeMap::new();
    // The front end's messages: `file:line:col: error: …`.
    for line in stderr.lines() {
        if let Some((file, l, c, severity, message)) = compiler_message(line) {
            by_file.entry(file_of(&file)).or_default().push(diagnostic(l, c, severity, message));
        }
    }
    let json: Option<Value> = serde_json::from_slice(stdout).ok();
    let Some(v) = json else {
        let summary = match code {
            Some(2) if !by_file.is_empty() => "the program is not supported (see the diagnostics)".to_string(),
            _ => stderr.lines().find(|l| !l.trim().is_empty()).unwrap_or("effigy verify gave no result").to_string(),
        };
        if by_file.is_empty() {
            by_file.entry(main.clone()).or_default().push(diagnostic(1, 1, DiagnosticSeverity::ERROR, format!("effigy: {summary}")));
        }
        return (by_file, summary, steps);
    };
    // A frames program: each failed member at its failure.
    if let Some(members) = v.get("members").and_then(Value::as_array) {
        let mut failed = 0;
        for m in members {
            let Some(f) = m.get("failure").filter(|f| !f.is_null()) else { continue };
            failed += 1;
            let line = f.get("line").and_then(Value::as_u64).unwrap_or(1) as u32;
            let column = f.get("column").and_then(Value::as_u64).unwrap_or(1) as u32;
            let member = m.get("member").and_then(Value::as_str).unwrap_or("?");
            let message = f.get("message").and_then(Value::as_str).unwrap_or("verification failed");
            let kind = f.get("kind").and_then(Value::as_str).unwrap_or("");
            by_file.entry(main.clone()).or_default().push(diagnostic(
                line,
                column,
                DiagnosticSeverity::ERROR,
                format!("{member}: {message} [{kind}]"),
            ));
        }
        let verdict = v.get("verdict").and_then(Value::as_str).unwrap_or("UNKNOWN");
        return (by_file, format!("{verdict}: {failed} member(s) failed"), steps);
    }
    let verdict = v.get("verdict").and_then(Value::as_str).unwrap_or("UNKNOWN");
    let property = v.get("property").and_then(Value::as_str).unwrap_or("unreach-call");
    match verdict {
        "FALSE" => {
            let cex = &v["counterexample"];
            let sub = v.get("subproperty").and_then(Value::as_str).map_or(String::new(), |s| format!("({s})"));
            // The trace's steps, flattened: a folded loop's last repetition stands for it.
            let mut flat: Vec<(String, u32, String)> = Vec::new();
            flatten(cex.get("trace").and_then(Value::as_array).map_or(&[][..], Vec::as_slice), &mut flat);
            if flat.is_empty() {
                for p in cex.get("path").and_then(Value::as_array).into_iter().flatten() {
                    let (Some(f), Some(l)) = (p.get("file").and_then(Value::as_str), p.get("line").and_then(Value::as_u64)) else {
                        continue;
                    };
                    let function = p.get("function").and_then(Value::as_str).unwrap_or("");
                    flat.push((f.to_string(), l as u32, format!("line {l} ({function})")));
                }
            }
            let (file, line, what) = match cex.get("location").and_then(Value::as_str).and_then(location) {
                Some((f, l, _)) => (f, l, cex.get("violation").and_then(Value::as_str).unwrap_or("the violation").to_string()),
                None => match flat.last() {
                    Some((f, l, t)) => (f.clone(), *l, t.clone()),
                    None => (main.display().to_string(), 1, "the error".into()),
                },
            };
            let inputs: Vec<String> = cex
                .get("inputs")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .take(8)
                .filter_map(|i| {
                    let value = i.get("value")?;
                    Some(format!("{} = {}", i.get("function")?.as_str()?, value.as_str().map_or_else(|| value.to_string(), String::from)))
                })
                .collect();
            let confirmed = match cex.get("confirmed_by_execution") {
                Some(Value::Bool(true)) => ", confirmed by gcc's program",
                _ => "",
            };
            let mut message = format!("FALSE{sub} ({property}): {what}{confirmed}");
            if !inputs.is_empty() {
                message.push_str(&format!("\ninputs: {}", inputs.join(", ")));
            }
            let mut d = diagnostic(line, 1, DiagnosticSeverity::ERROR, message);
            let mut related = Vec::new();
            for (i, (f, l, text)) in flat.iter().enumerate() {
                let file = file_of(f);
                steps.entry(file.clone()).or_default().entry(*l).or_default().push(text.clone());
                if related.len() < 500 {
                    let uri = Uri::from_str(&path_to_uri(&file)).ok();
                    if let Some(uri) = uri {
                        related.push(DiagnosticRelatedInformation {
                            location: Location { uri, range: Range::new(Position::new(l - 1, 0), Position::new(*l, 0)) },
                            message: format!("step {}: {text}", i + 1),
                        });
                    }
                }
            }
            d.related_information = Some(related);
            by_file.entry(file_of(&file)).or_default().push(d);
            (by_file, format!("FALSE{sub}"), steps)
        }
        "UNKNOWN" => {
            let reason = v.get("reason").and_then(Value::as_str).unwrap_or("no reason given");
            let (file, line, column) = reason.rsplit_once(" at ").and_then(|(_, at)| location(at.trim_end_matches(')'))).unwrap_or((
                main.display().to_string(),
                1,
                1,
            ));
            by_file.entry(file_of(&file)).or_default().push(diagnostic(
                line,
                column,
                DiagnosticSeverity::HINT,
                format!("UNKNOWN ({property}): {reason}"),
            ));
            (by_file, format!("UNKNOWN: {reason}"), steps)
        }
        other => (by_file, other.to_string(), steps),
    }
}

/// A trace's steps, each `(file, line, text)`; a folded loop by its last repetition.
fn flatten(entries: &[Value], out: &mut Vec<(String, u32, String)>) {
    for e in entries {
        if let Some(last) = e.pointer("/repeat/last").and_then(Value::as_array) {
            flatten(last, out);
            continue;
        }
        let (Some(f), Some(l), Some(t)) =
            (e.get("file").and_then(Value::as_str), e.get("line").and_then(Value::as_u64), e.get("text").and_then(Value::as_str))
        else {
            continue;
        };
        if l > 0 {
            out.push((f.to_string(), l as u32, t.to_string()));
        }
    }
}

/// `file:line:column` (or `file:line`).
fn location(text: &str) -> Option<(String, u32, u32)> {
    let mut parts = text.rsplitn(3, ':');
    let last = parts.next()?;
    let middle = parts.next()?;
    match (middle.parse::<u32>(), last.parse::<u32>(), parts.next()) {
        (Ok(l), Ok(c), Some(f)) => Some((f.to_string(), l, c)),
        (Err(_), Ok(l), _) => Some((middle.to_string(), l, 1)),
        _ => None,
    }
}

/// A compiler-style message `file:line:col: error: text` (or `warning:`).
fn compiler_message(line: &str) -> Option<(String, u32, u32, DiagnosticSeverity, String)> {
    for (tag, severity) in [(": error: ", DiagnosticSeverity::ERROR), (": warning: ", DiagnosticSeverity::WARNING)] {
        if let Some((at, message)) = line.split_once(tag) {
            let (file, l, c) = location(at)?;
            return Some((file, l, c, severity, message.to_string()));
        }
    }
    None
}

fn file_name(p: &Path) -> String {
    p.file_name().map_or_else(|| p.display().to_string(), |f| f.to_string_lossy().into_owned())
}

/// `file:///a%20b/c.c` as a path.
fn uri_to_path(uri: &Uri) -> Option<PathBuf> {
    let text = uri.as_str();
    let rest = text.strip_prefix("file://")?;
    let rest = rest.strip_prefix("localhost").unwrap_or(rest);
    let mut bytes = Vec::new();
    let raw = rest.as_bytes();
    let mut i = 0;
    while i < raw.len() {
        if raw[i] == b'%' && i + 2 < raw.len() {
            if let Ok(b) = u8::from_str_radix(std::str::from_utf8(&raw[i + 1..i + 3]).ok()?, 16) {
                bytes.push(b);
                i += 3;
                continue;
            }
        }
        bytes.push(raw[i]);
        i += 1;
    }
    use std::os::unix::ffi::OsStringExt;
    Some(PathBuf::from(std::ffi::OsString::from_vec(bytes)))
}

/// A path as a `file://` URI (absolute, percent-encoded).
fn path_to_uri(path: &Path) -> String {
    let absolute =
        std::fs::canonicalize(path).unwrap_or_else(|_| std::env::current_dir().map(|d| d.join(path)).unwrap_or(path.to_path_buf()));
    use std::os::unix::ffi::OsStrExt;
    let mut s = String::from("file://");
    for &b in absolute.as_os_str().as_bytes() {
        if b.is_ascii_alphanumeric() || b"/-_.~".contains(&b) {
            s.push(b as char);
        } else {
            s.push_str(&format!("%{b:02X}"));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_and_paths_round_trip() {
        let p = Path::new("/tmp/a b/ünï.c");
        let u = path_to_uri(p);
        assert_eq!(u, "file:///tmp/a%20b/%C3%BCn%C3%AF.c");
        assert_eq!(uri_to_path(&Uri::from_str(&u).unwrap()).unwrap(), p);
    }

    #[test]
    fn locations_and_compiler_messages() {
        assert_eq!(location("f.c:3:7"), Some(("f.c".into(), 3, 7)));
        assert_eq!(location("dir/f.c:12"), Some(("dir/f.c".into(), 12, 1)));
        let m = compiler_message("x.c:2:12: error: syntax error: expected ';'").unwrap();
        assert_eq!((m.0.as_str(), m.1, m.2, m.4.as_str()), ("x.c", 2, 12, "syntax error: expected ';'"));
        assert!(compiler_message("Verification result: UNKNOWN").is_none());
    }

    #[test]
    fn compile_commands_flags() {
        let words: Vec<String> =
            ["gcc", "-Iinc", "-I", "/abs", "-DX=1", "-D", "Y", "-O2", "-include", "cfg.h", "-c", "f.c"].map(String::from).to_vec();
        assert_eq!(
            compile_flags(&words, Path::new("/p")),
            ["-I", "/p/inc", "-I", "/abs", "-D", "X=1", "-D", "Y", "-include", "/p/cfg.h"].map(String::from).to_vec()
        );
    }
}
