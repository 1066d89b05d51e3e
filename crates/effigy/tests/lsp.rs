//! `effigy lsp` end to end: with a real client (Neovim, headless, its built-in LSP client:
//! `tests/lsp/nvim_client.lua`) on a program with a bug, a safe one, a frames program and broken
//! input; and through the protocol itself for what a client's timing cannot show — a newer save
//! cancelling the older run, requests the server does not know.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("lsp-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Neovim opens each file; the server's diagnostics, a hover on the error's line and the code
/// lenses are what its client received.
#[test]
fn neovim_shows_the_verdicts_on_the_source() {
    let dir = scratch("nvim");
    let broken = dir.join("broken.c");
    std::fs::write(&broken, "int main(void) {\n  int x = 1\n  return x;\n}\n").unwrap();
    let text = dir.join("notes.c");
    std::fs::write(&text, "These are notes, not C.\n").unwrap();
    // A method whose postcondition does not hold.
    let frames = root().join("crates/effigy-frames/tests/programs/join_forgets.vc");
    let files: Vec<PathBuf> =
        vec![root().join("examples/abs.c"), root().join("examples/search.c"), frames.clone(), broken.clone(), text.clone()];
    let out = dir.join("nvim.json");
    let status = Command::new("nvim")
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-c"])
        .arg(format!("luafile {}", Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lsp/nvim_client.lua").display()))
        .env("EFFIGY", env!("CARGO_BIN_EXE_effigy"))
        .env("OUT", &out)
        .env("FILES", files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(","))
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .expect("nvim runs (make deps installs Neovim)");
    let seen: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap_or_else(|_| {
        panic!("Neovim wrote no results: {}\n{}", String::from_utf8_lossy(&status.stdout), String::from_utf8_lossy(&status.stderr))
    }))
    .unwrap();
    let of = |f: &Path| &seen[f.display().to_string()];
    for f in &files {
        assert_eq!(of(f)["published"], true, "{}: no diagnostics published: {seen}", f.display());
    }
    let errors =
        |f: &Path| -> Vec<Value> { of(f)["diagnostics"].as_array().unwrap().iter().filter(|d| d["severity"] == 1).cloned().collect() };
    // abs.c: the FALSE at `if (y < 0)` (line 11, 0-based 10), its steps with their values.
    let abs = errors(&files[0]);
    assert_eq!(abs.len(), 1, "{seen}");
    assert_eq!(abs[0]["line"], 10);
    let message = abs[0]["message"].as_str().unwrap();
    assert!(
        message.starts_with("FALSE") && message.contains("reach_error() is called") && message.contains("confirmed by gcc"),
        "{message}"
    );
    let related: Vec<&str> = abs[0]["related"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    assert!(related.iter().any(|r| r.ends_with("y = -2147483648")), "{related:?}");
    assert!(related.last().unwrap().ends_with("reach_error() is called"), "{related:?}");
    let hover = of(&files[0])["hover"].as_str().unwrap_or("");
    assert!(hover.contains("y < 0 is true"), "{hover}");
    let lenses: Vec<&str> = of(&files[0])["lenses"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    assert!(lenses.contains(&"effigy: verify") && lenses.contains(&"effigy: execution tree"), "{lenses:?}");
    // search.c is safe: nothing.
    assert_eq!(of(&files[1])["diagnostics"], json!([]), "{seen}");
    // The frames program: the failed postcondition at its position (line 8, 0-based 7).
    let vc = errors(&frames);
    assert_eq!(vc.len(), 1, "{seen}");
    assert_eq!(vc[0]["line"], 7);
    assert!(vc[0]["message"].as_str().unwrap().contains("postcondition may not hold"), "{seen}");
    // Broken input: the front end's message where it points; the server goes on.
    let b = errors(&broken);
    assert_eq!(b.len(), 1, "{seen}");
    assert_eq!(b[0]["line"], 1);
    assert!(b[0]["message"].as_str().unwrap().contains("expected ';'"), "{seen}");
    assert!(!errors(&text).is_empty(), "{seen}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A client speaking the protocol directly: messages framed by `Content-Length`.
struct Client {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Value>,
    next_id: i64,
}

impl Client {
    /// `options`: the server's `initializationOptions`.
    fn start(options: Value) -> Client {
        Client::start_with(Value::Null, options)
    }

    /// With the workspace `root` (its `compile_commands.json`).
    fn start_in(root: &Path, options: Value) -> Client {
        Client::start_with(json!(uri(root)), options)
    }

    fn start_with(root_uri: Value, options: Value) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_effigy"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            loop {
                let mut length = 0;
                loop {
                    let mut line = String::new();
                    if r.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(n) = line.strip_prefix("Content-Length:") {
                        length = n.trim().parse().unwrap();
                    }
                }
                let mut body = vec![0; length];
                if r.read_exact(&mut body).is_err() {
                    return;
                }
                if tx.send(serde_json::from_slice(&body).unwrap()).is_err() {
                    return;
                }
            }
        });
        let mut c = Client { child, stdin, messages: rx, next_id: 0 };
        let caps = json!({"window": {"workDoneProgress": true}});
        c.request("initialize", json!({"processId": null, "rootUri": root_uri, "capabilities": caps, "initializationOptions": options}));
        c.notify("initialized", json!({}));
        c
    }

    fn send(&mut self, m: Value) {
        let body = serde_json::to_vec(&m).unwrap();
        write!(self.stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        self.stdin.write_all(&body).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Sends a request and returns its response; the messages before it in `seen`.
    fn request_seeing(&mut self, method: &str, params: Value, seen: &mut Vec<Value>) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let m = self.messages.recv_timeout(Duration::from_secs(60)).expect("a response");
            if m["id"] == id && m.get("method").is_none() {
                return m;
            }
            self.answer(&m);
            seen.push(m);
        }
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.request_seeing(method, params, &mut Vec::new())
    }

    /// Answers the server's own requests (`window/workDoneProgress/create`).
    fn answer(&mut self, m: &Value) {
        if m.get("method").is_some() && m.get("id").is_some() {
            let id = m["id"].clone();
            self.send(json!({"jsonrpc": "2.0", "id": id, "result": null}));
        }
    }

    /// The messages that arrive until `done` says so (or `limit` passes).
    fn collect_until(&mut self, limit: Duration, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
        let start = Instant::now();
        let mut seen = Vec::new();
        while !done(&seen) {
            let left = limit.checked_sub(start.elapsed()).unwrap_or_default();
            match self.messages.recv_timeout(left) {
                Ok(m) => {
                    self.answer(&m);
                    seen.push(m);
                }
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => panic!("the server ended: {seen:?}"),
            }
        }
        seen
    }

    fn shutdown(mut self) {
        let r = self.request("shutdown", Value::Null);
        assert!(r.get("error").is_none(), "{r}");
        self.notify("exit", Value::Null);
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(start.elapsed() < Duration::from_secs(20), "the server did not exit");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

fn uri(p: &Path) -> String {
    format!("file://{}", p.display())
}

fn publishes_for<'a>(seen: &'a [Value], u: &str) -> Vec<&'a Value> {
    seen.iter().filter(|m| m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == u).collect()
}

/// A save while the file's verification runs kills that run (its progress ends "cancelled")
/// and starts a new one, whose result alone is published; requests the server does not handle
/// get an error and the server goes on.
#[test]
fn a_newer_save_cancels_the_older_run() {
    let dir = scratch("cancel");
    // A hash no engine inverts within the limit: each run lasts its 4 s.
    let slow = dir.join("slow.c");
    std::fs::write(
        &slow,
        "extern unsigned __VERIFIER_nondet_uint(void);\nextern void reach_error(void);\nint main(void) {\n\
         \x20 unsigned h = __VERIFIER_nondet_uint();\n  for (int i = 0; i < 200; i++)\n    h = (h * 1103515245u + 12345u) ^ (h >> 7);\n\
         \x20 if (h == 0xdeadbeefu) reach_error();\n  return 0;\n}\n",
    )
    .unwrap();
    let u = uri(&slow);
    let mut c = Client::start(json!({"timeout": 4}));
    c.notify("textDocument/didOpen", json!({"textDocument": {"uri": u, "languageId": "c", "version": 1, "text": ""}}));
    // The first run has begun.
    let first = c.collect_until(Duration::from_secs(20), |s| {
        s.iter().any(|m| m["method"] == "$/progress" && m["params"]["token"] == "effigy/1" && m["params"]["value"]["kind"] == "begin")
    });
    assert!(publishes_for(&first, &u).is_empty(), "{first:?}");
    std::thread::sleep(Duration::from_millis(300));
    c.notify("textDocument/didSave", json!({"textDocument": {"uri": u}}));
    let seen = c.collect_until(Duration::from_secs(60), |s| !publishes_for(s, &u).is_empty());
    let ends: Vec<&Value> = seen.iter().filter(|m| m["method"] == "$/progress" && m["params"]["value"]["kind"] == "end").collect();
    let cancelled = ends.iter().find(|m| m["params"]["token"] == "effigy/1").expect("the first run's end");
    assert!(cancelled["params"]["value"]["message"].as_str().unwrap().starts_with("cancelled"), "{seen:?}");
    assert!(ends.iter().any(|m| m["params"]["token"] == "effigy/2"), "{seen:?}");
    let published = publishes_for(&seen, &u);
    assert_eq!(published.len(), 1, "{seen:?}");
    let d = &published[0]["params"]["diagnostics"];
    assert_eq!(d.as_array().unwrap().len(), 1, "{d}");
    assert_eq!(d[0]["severity"], 4, "an UNKNOWN is a hint: {d}");
    assert!(d[0]["message"].as_str().unwrap().starts_with("UNKNOWN"), "{d}");
    // Nothing more arrives from the cancelled run.
    let after = c.collect_until(Duration::from_secs(2), |_| false);
    assert!(publishes_for(&after, &u).is_empty(), "{after:?}");
    // A storm of saves leaves one run going: every older one is killed, even one cancelled
    // before its process started.
    for _ in 0..10 {
        c.notify("textDocument/didSave", json!({"textDocument": {"uri": u}}));
    }
    let _ = c.collect_until(Duration::from_secs(1), |_| false);
    let start = Instant::now();
    while runs_of(&slow) > 1 && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(runs_of(&slow), 1, "one verification of slow.c after the storm");
    // A request the server does not know: an error, and the server still answers.
    let r = c.request("textDocument/definition", json!({"textDocument": {"uri": u}, "position": {"line": 0, "character": 0}}));
    assert!(r["error"]["message"].as_str().unwrap().contains("does not handle"), "{r}");
    let hover = c.request("textDocument/hover", json!({"textDocument": {"uri": u}, "position": {"line": 4, "character": 0}}));
    assert!(hover.get("error").is_none() && hover["result"].is_null(), "{hover}");
    c.shutdown();
    // SIGKILL takes effect at once; the exited processes may take a moment to be reaped.
    let start = Instant::now();
    while runs_of(&slow) > 0 && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(runs_of(&slow), 0, "the server's end kills its runs");
    let _ = std::fs::remove_dir_all(&dir);
}

/// How many `effigy verify` processes of `file` are running.
fn runs_of(file: &Path) -> usize {
    let needle = file.display().to_string();
    let mut n = 0;
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else { continue };
        let words: Vec<String> = cmdline.split(|&b| b == 0).map(|w| String::from_utf8_lossy(w).into_owned()).collect();
        if words.iter().any(|w| w == "verify") && words.iter().any(|w| *w == needle) {
            // Not a zombie: a killed child the thread has not reaped yet.
            let state = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            if !state.split(") ").nth(1).is_some_and(|r| r.starts_with('Z')) {
                n += 1;
            }
        }
    }
    n
}

/// The lens "verify F alone" runs `verify --entry F` with the editor's settings (here
/// `--property no-overflow`): King's POWER overflows, at `z = z * x`.
#[test]
fn a_lens_verifies_one_function_alone() {
    let power = root().join("examples/king/power.c");
    let u = uri(&power);
    let mut c = Client::start(json!({"timeout": 30, "args": ["--property", "no-overflow"]}));
    let lenses = c.request("textDocument/codeLens", json!({"textDocument": {"uri": u}}));
    let lens = lenses["result"].as_array().unwrap().iter().find(|l| l["command"]["title"] == "effigy: verify power alone").cloned();
    let lens = lens.unwrap_or_else(|| panic!("no lens for power: {lenses}"));
    assert_eq!(lens["range"]["start"]["line"], 1, "at power's definition: {lens}");
    let r =
        c.request("workspace/executeCommand", json!({"command": lens["command"]["command"], "arguments": lens["command"]["arguments"]}));
    assert!(r.get("error").is_none(), "{r}");
    let seen = c.collect_until(Duration::from_secs(90), |s| !publishes_for(s, &u).is_empty());
    let published = publishes_for(&seen, &u);
    let d = &published[0]["params"]["diagnostics"];
    assert_eq!(d.as_array().map(Vec::len), Some(1), "{seen:?}");
    assert_eq!(d[0]["range"]["start"]["line"], 5, "{d}");
    assert!(d[0]["message"].as_str().unwrap().starts_with("FALSE(no-overflow)"), "{d}");
    let steps: Vec<&str> = d[0]["relatedInformation"].as_array().unwrap().iter().filter_map(|r| r["message"].as_str()).collect();
    assert!(steps.iter().any(|s| s.contains("call power(x = ")), "{steps:?}");
    c.shutdown();
}

/// The lenses' other commands: the execution tree as a page the editor is asked to open, and a
/// test suite; each replies when its run ends.
#[test]
fn the_tree_and_the_tests_commands_write_what_they_say() {
    let sum = root().join("examples/sum.c");
    let abs = root().join("examples/abs.c");
    let mut c = Client::start(json!({"timeout": 30}));
    let mut seen = Vec::new();
    let r = c.request_seeing("workspace/executeCommand", json!({"command": "effigy.showTree", "arguments": [uri(&sum), "sum"]}), &mut seen);
    let page = PathBuf::from(r["result"]["path"].as_str().unwrap_or_else(|| panic!("{r}")));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("<html") && html.contains("sum"), "{}", page.display());
    let show = seen.iter().find(|m| m["method"] == "window/showDocument").unwrap_or_else(|| panic!("{seen:?}"));
    assert_eq!(show["params"]["external"], true);
    assert!(show["params"]["uri"].as_str().unwrap().ends_with("sum-sum-tree.html"), "{show}");
    let r = c.request("workspace/executeCommand", json!({"command": "effigy.generateTests", "arguments": [uri(&abs), "main"]}));
    let dir = PathBuf::from(r["result"]["path"].as_str().unwrap_or_else(|| panic!("{r}")));
    let tests = std::fs::read_dir(&dir).unwrap().count();
    assert!(tests > 0, "{}: empty", dir.display());
    let bad = c.request("workspace/executeCommand", json!({"command": "effigy.nothing", "arguments": [uri(&abs)]}));
    assert!(bad["error"]["message"].as_str().unwrap().contains("unknown command"), "{bad}");
    c.shutdown();
    let _ = std::fs::remove_file(&page);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The workspace's `compile_commands.json` gives the preprocessor's flags: a program that needs
/// `-I inc` and `-D LIMIT=3` is verified as its build compiles it (without them it does not
/// parse).
#[test]
fn the_compile_commands_flags_reach_the_verification() {
    let dir = scratch("compdb");
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(dir.join("inc/limits_here.h"), "#define TWICE(x) (2 * (x))\n").unwrap();
    let prog = dir.join("prog.c");
    std::fs::write(
        &prog,
        "#include \"limits_here.h\"\nextern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\nint main(void) {\n\
         \x20 int x = __VERIFIER_nondet_int();\n  if (x > 0 && x < LIMIT && TWICE(x) == 4)\n    reach_error();\n  return 0;\n}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("compile_commands.json"),
        serde_json::to_string(&json!([{"directory": dir, "file": "prog.c", "command": "cc -Iinc -D LIMIT=3 -O2 -c prog.c"}])).unwrap(),
    )
    .unwrap();
    let mut c = Client::start_in(&dir, json!({"timeout": 30}));
    let u = uri(&prog);
    c.notify("textDocument/didOpen", json!({"textDocument": {"uri": u, "languageId": "c", "version": 1, "text": ""}}));
    let seen = c.collect_until(Duration::from_secs(90), |s| !publishes_for(s, &u).is_empty());
    let d = &publishes_for(&seen, &u)[0]["params"]["diagnostics"];
    assert_eq!(d.as_array().map(Vec::len), Some(1), "{seen:?}");
    assert_eq!(d[0]["range"]["start"]["line"], 6, "the error call: {d}");
    assert!(d[0]["message"].as_str().unwrap().starts_with("FALSE"), "{d}");
    c.shutdown();
    let _ = std::fs::remove_dir_all(&dir);
}
