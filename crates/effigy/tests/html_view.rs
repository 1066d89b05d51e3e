//! `effigy explore --html`: the page is loaded in headless Chromium, driven through chromedriver
//! with the W3C WebDriver protocol (a small HTTP/1.1 client over `TcpStream`, no crates), and
//! clicked: a leaf's path condition, return value and source lines must be the ones `--json`
//! reports, and a fork's label and edges must show its branch conditions.
//!
//! Needs Debian's `chromium` and `chromium-driver` (`scripts/install-deps.sh` installs them);
//! without them the test fails and says so. Set `EFFIGY_HTML_SCREENSHOTS=DIR` to keep
//! screenshots (base64 PNG) of the pages after the clicks.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use effigy_report::{render_html, TreeView, ViewNode};
use serde_json::{json, Value};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// The W3C name of an element reference in WebDriver's JSON.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn work_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("html_view-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `effigy explore` with `--html` and `--json`; returns the page's path and the JSON.
fn explore(dir: &Path, name: &str, args: &[&str]) -> (PathBuf, Value) {
    // 10: a leaf reaches the error.
    page_and_json(dir, name, &["explore"], "--html", args, &[0, 10])
}

/// Runs `effigy SUBCOMMAND ARGS PAGE_FLAG NAME.html --json NAME.json` in the root; the exit
/// status must be one of `ok`. Returns the page's path and the JSON.
fn page_and_json(dir: &Path, name: &str, subcommand: &[&str], page_flag: &str, args: &[&str], ok: &[i32]) -> (PathBuf, Value) {
    let html = dir.join(format!("{name}.html"));
    let json_path = dir.join(format!("{name}.json"));
    let out = Command::new(env!("CARGO_BIN_EXE_effigy"))
        .args(subcommand)
        .args(args)
        .arg(page_flag)
        .arg(&html)
        .arg("--json")
        .arg(&json_path)
        .current_dir(root())
        .output()
        .expect("effigy runs");
    assert!(
        out.status.code().is_some_and(|c| ok.contains(&c)),
        "effigy {subcommand:?} {args:?} failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = serde_json::from_str(&std::fs::read_to_string(&json_path).unwrap()).unwrap();
    (html, json)
}

/// `file://` URL of an absolute path (percent-encoding what a URL path cannot hold).
fn file_url(path: &Path) -> String {
    let path = path.canonicalize().unwrap();
    let mut url = String::from("file://");
    for b in path.to_str().unwrap().bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            url.push(b as char);
        } else {
            url.push_str(&format!("%{b:02X}"));
        }
    }
    url
}

/// One HTTP/1.1 request to chromedriver; the answer's status and JSON body.
fn http(port: u16, method: &str, path: &str, body: Option<&Value>, timeout: Duration) -> Result<(u16, Value), String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(|e| format!("connect: {e}"))?;
    stream.set_read_timeout(Some(timeout)).map_err(|e| e.to_string())?;
    stream.set_write_timeout(Some(timeout)).map_err(|e| e.to_string())?;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).map_err(|e| format!("send: {e}"))?;
    // chromedriver may keep the connection open: read the headers, then the body they announce.
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    let split = loop {
        if let Some(split) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break split;
        }
        let n = stream.read(&mut buf).map_err(|e| format!("receive: {e}"))?;
        if n == 0 {
            return Err("the connection closed before the headers ended".into());
        }
        raw.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let header = |name: &str| {
        head.lines().skip(1).find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.trim().eq_ignore_ascii_case(name).then(|| v.trim().to_ascii_lowercase())
        })
    };
    let chunked = header("transfer-encoding").is_some_and(|v| v.contains("chunked"));
    let length: Option<usize> = header("content-length").and_then(|v| v.parse().ok());
    loop {
        let body = &raw[split + 4..];
        let complete = match length {
            Some(n) => body.len() >= n,
            None => chunked && body.ends_with(b"0\r\n\r\n"),
        };
        if complete {
            break;
        }
        let n = stream.read(&mut buf).map_err(|e| format!("receive: {e}"))?;
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    let mut payload = raw[split + 4..].to_vec();
    if let Some(n) = length {
        payload.truncate(n);
    }
    let status: u16 = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).ok_or_else(|| format!("bad status line: {head}"))?;
    if chunked {
        let mut out = Vec::new();
        let mut rest = &payload[..];
        loop {
            let eol = rest.windows(2).position(|w| w == b"\r\n").ok_or("bad chunk")?;
            let size_text = String::from_utf8_lossy(&rest[..eol]).to_string();
            let size =
                usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16).map_err(|e| format!("bad chunk size: {e}"))?;
            rest = &rest[eol + 2..];
            if size == 0 {
                break;
            }
            out.extend_from_slice(rest.get(..size).ok_or("short chunk")?);
            rest = rest.get(size + 2..).ok_or("short chunk")?;
        }
        payload = out;
    }
    let value = if payload.iter().all(u8::is_ascii_whitespace) {
        Value::Null
    } else {
        serde_json::from_slice(&payload).map_err(|e| format!("bad JSON ({e}): {}", String::from_utf8_lossy(&payload)))?
    };
    Ok((status, value))
}

/// chromedriver and one browser session; dropping it closes the browser and kills chromedriver.
struct Driver {
    child: Child,
    port: u16,
    session: Option<String>,
    profile: PathBuf,
    log: PathBuf,
}

impl Drop for Driver {
    fn drop(&mut self) {
        if let Some(id) = self.session.take() {
            let _ = http(self.port, "DELETE", &format!("/session/{id}"), None, Duration::from_secs(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Driver {
    fn start(dir: &Path) -> Driver {
        for (path, package) in [(CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")] {
            assert!(
                Path::new(path).exists(),
                "{path} is missing: this test drives headless Chromium through chromedriver; install the Debian \
                 packages chromium and chromium-driver ({package} is the one missing) by running scripts/install-deps.sh"
            );
        }
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let log = dir.join("chromedriver.log");
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .arg(format!("--log-path={}", log.display()))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let profile = dir.join("chromium-profile");
        let _ = std::fs::remove_dir_all(&profile);
        let mut driver = Driver { child, port, session: None, profile, log };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok((200, v)) = http(port, "GET", "/status", None, Duration::from_secs(5)) {
                if v["value"]["ready"] == json!(true) {
                    break;
                }
            }
            if let Ok(Some(status)) = driver.child.try_wait() {
                panic!("chromedriver exited ({status}) before it was ready; log: {}", driver.log_text());
            }
            assert!(Instant::now() < deadline, "chromedriver not ready after 30 s; log: {}", driver.log_text());
            std::thread::sleep(Duration::from_millis(50));
        }
        let args = [
            "--headless".to_string(),
            "--no-sandbox".into(),
            "--disable-gpu".into(),
            "--disable-quic".into(),
            "--no-first-run".into(),
            "--disable-background-networking".into(),
            "--disable-component-update".into(),
            "--disable-sync".into(),
            "--window-size=1400,900".into(),
            format!("--user-data-dir={}", driver.profile.display()),
        ];
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": CHROMIUM, "args": args},
        }}});
        let (status, v) =
            http(port, "POST", "/session", Some(&caps), Duration::from_secs(120)).unwrap_or_else(|e| panic!("new session: {e}"));
        assert_eq!(status, 200, "new session: {v}; log: {}", driver.log_text());
        let id = v["value"]["sessionId"].as_str().unwrap_or_else(|| panic!("no session id in {v}")).to_string();
        driver.session = Some(id);
        driver
    }

    fn log_text(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(30).collect();
        tail.into_iter().rev().collect::<Vec<_>>().join("\n")
    }

    /// A command of the session; its `value`.
    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let id = self.session.as_deref().expect("a session");
        let url = format!("/session/{id}{path}");
        let body = body.or_else(|| (method == "POST").then(|| json!({})));
        match http(self.port, method, &url, body.as_ref(), Duration::from_secs(60)) {
            Ok((200, v)) => v["value"].clone(),
            Ok((status, v)) => panic!("{method} {path}: HTTP {status}: {v}"),
            Err(e) => panic!("{method} {path}: {e}"),
        }
    }

    fn goto(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({ "url": url })));
    }

    fn element_id(v: &Value) -> String {
        v[ELEMENT].as_str().unwrap_or_else(|| panic!("not an element: {v}")).to_string()
    }

    fn find_all(&self, css: &str) -> Vec<String> {
        let v = self.cmd("POST", "/elements", Some(json!({"using": "css selector", "value": css})));
        v.as_array().unwrap_or_else(|| panic!("elements {css}: {v}")).iter().map(Self::element_id).collect()
    }

    fn find(&self, css: &str) -> String {
        let all = self.find_all(css);
        assert_eq!(all.len(), 1, "expected one element {css}, found {}", all.len());
        all.into_iter().next().unwrap()
    }

    fn find_in(&self, element: &str, css: &str) -> Vec<String> {
        let v = self.cmd("POST", &format!("/element/{element}/elements"), Some(json!({"using": "css selector", "value": css})));
        v.as_array().unwrap_or_else(|| panic!("elements {css}: {v}")).iter().map(Self::element_id).collect()
    }

    fn click(&self, element: &str) {
        self.cmd("POST", &format!("/element/{element}/click"), None);
    }

    fn text(&self, element: &str) -> String {
        self.cmd("GET", &format!("/element/{element}/text"), None).as_str().unwrap_or_default().to_string()
    }

    fn attr(&self, element: &str, name: &str) -> Option<String> {
        self.cmd("GET", &format!("/element/{element}/attribute/{name}"), None).as_str().map(str::to_string)
    }

    /// The one `css` element's text.
    fn text_of(&self, css: &str) -> String {
        self.text(&self.find(css))
    }

    /// The line numbers (`data-line`) of the elements matching `css`.
    fn lines(&self, css: &str) -> Vec<u32> {
        self.find_all(css).iter().map(|e| self.attr(e, "data-line").and_then(|l| l.parse().ok()).expect("a line number")).collect()
    }

    /// The tree row captioned `caption`.
    fn row(&self, caption: &str) -> String {
        for row in self.find_all(".node") {
            let c = self.find_in(&row, ".caption");
            if c.len() == 1 && self.text(&c[0]) == caption {
                return row;
            }
        }
        panic!("no tree row captioned {caption:?}")
    }

    /// The edge label of a row: (T/F, condition).
    fn edge(&self, row: &str) -> (String, String) {
        let dir = self.find_in(row, ".edge .dir");
        let cond = self.find_in(row, ".edge .cond");
        assert_eq!(cond.len(), 1, "row without a condition");
        (dir.first().map(|d| self.text(d)).unwrap_or_default(), self.text(&cond[0]))
    }

    fn open_page(&self, html: &Path) {
        self.goto(&file_url(html));
        let ready = self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({"script": "return document.documentElement.dataset.ready || null;", "args": []})),
        );
        assert_eq!(ready, json!("true"), "the page's script did not finish");
    }

    fn screenshot(&self, name: &str) {
        if let Some(dir) = std::env::var_os("EFFIGY_HTML_SCREENSHOTS") {
            let png = self.cmd("GET", "/screenshot", None);
            let _ = std::fs::create_dir_all(&dir);
            let _ = std::fs::write(Path::new(&dir).join(format!("{name}.png.b64")), png.as_str().unwrap_or_default());
        }
    }
}

/// The 1-based number of the first line of `text` containing `needle`.
fn line_of(text: &str, needle: &str) -> u32 {
    text.lines().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("no line with {needle:?}")) as u32 + 1
}

fn check_page_is_self_contained(html: &Path) -> usize {
    let page = std::fs::read_to_string(html).unwrap();
    for banned in ["http://", "https://", "<link", "@import", "<iframe", " src="] {
        assert!(!page.contains(banned), "{}: the page must not load anything ({banned:?})", html.display());
    }
    assert_eq!(page.matches("</script>").count(), 2, "one data block and one script");
    page.len()
}

#[test]
fn the_browser_view_shows_the_clicked_nodes_state_and_path() {
    let started = Instant::now();
    let dir = work_dir();

    // King's SEARCH-like linear search: a chain of forks on `a[j] == x`.
    let (search_html, search_json) = explore(&dir, "search", &["examples/search.c"]);
    let search_size = check_page_is_self_contained(&search_html);
    let leaves = search_json["leaves"].as_array().unwrap();
    assert_eq!(leaves.len(), 6);
    // King's SUM: one leaf returning A + B + C.
    let (sum_html, sum_json) = explore(&dir, "sum", &["examples/sum.c", "--entry", "sum", "--args", "\"A\", \"B\", \"C\""]);
    check_page_is_self_contained(&sum_html);

    let driver = Driver::start(&dir);
    driver.open_page(&search_html);
    assert_eq!(driver.find_all(".node[data-kind=leaf]").len(), leaves.len(), "one row per leaf");

    // Click leaf 2 (x found at a[1]): its state is the JSON's.
    let leaf = driver.row("leaf 2");
    assert_eq!(driver.attr(&leaf, "data-kind").as_deref(), Some("leaf"));
    driver.click(&leaf);
    assert!(driver.attr(&leaf, "class").unwrap_or_default().split(' ').any(|c| c == "selected"), "the clicked row is selected");
    let pc = driver.text_of("#pc");
    assert_eq!(pc, leaves[1]["path_condition"].as_str().unwrap(), "the path-condition panel after clicking leaf 2");
    assert_eq!(driver.text_of("#ret"), leaves[1]["return"].as_str().unwrap());
    assert_eq!(driver.text_of("#status"), leaves[1]["status"].as_str().unwrap());
    let inputs: Vec<String> = driver.text_of("#inputs").lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect();
    for (name, value) in leaves[1]["inputs"].as_object().unwrap() {
        assert!(inputs.contains(&format!("{name} {}", value.as_str().unwrap())), "input {name} in {inputs:?}");
    }
    // Its path through the source: the loop's test, the found check, the return (where it is).
    let source = std::fs::read_to_string(root().join("examples/search.c")).unwrap();
    let (test_line, found_line, return_line) =
        (line_of(&source, "if (a[j] == x)"), line_of(&source, "if (found >= 0)"), line_of(&source, "return found;"));
    let highlighted = driver.lines("#source .line.hl");
    for l in [test_line, found_line, return_line] {
        assert!(highlighted.contains(&l), "line {l} of leaf 2's path is highlighted: {highlighted:?}");
    }
    assert!(!highlighted.contains(&line_of(&source, "void reach_error")), "reach_error is not on the path");
    assert_eq!(driver.lines("#source .line.at"), vec![return_line], "the leaf is at its return");
    // The branches taken are labelled with the conditions on the symbols (King's tree): leaf
    // 2's first two conjuncts, the first comparison false, the second true.
    let conj2: Vec<&str> = leaves[1]["path_condition"].as_str().unwrap().split(" ∧ ").collect();
    let branches = driver.text_of("#branches");
    assert!(branches.contains(&format!("F{}", conj2[0])) && branches.contains(&format!("T{}", conj2[1])), "branches taken: {branches:?}");
    driver.screenshot("search-leaf-2");

    // The first fork: its caption and line, and its two edges.
    let fork = driver.row("fork 1");
    assert_eq!(driver.attr(&fork, "data-kind").as_deref(), Some("fork"));
    assert_eq!(driver.text(&driver.find_in(&fork, ".meta")[0]), format!("line {test_line}"));
    let conj1: Vec<&str> = leaves[0]["path_condition"].as_str().unwrap().split(" ∧ ").collect();
    assert_eq!(driver.edge(&driver.row("leaf 1")), ("T".to_string(), conj1[0].to_string()));
    let second_fork = driver.row("fork 3");
    assert_eq!(driver.edge(&second_fork), ("F".to_string(), conj2[0].to_string()));
    assert_eq!(conj2[0], format!("¬({})", conj1[0]), "the two sides of the first fork");
    // A fork's path condition is what the leaves below it have in common (the first, negated
    // comparison), and its own line is the branch's.
    driver.click(&second_fork);
    let fork_pc = driver.text_of("#pc");
    let below: Vec<&str> = leaves[1..].iter().map(|l| l["path_condition"].as_str().unwrap()).collect();
    let common: Vec<&str> = {
        let split: Vec<Vec<&str>> = below.iter().map(|p| p.split(" ∧ ").collect()).collect();
        let n = (0..split[0].len()).take_while(|&k| split.iter().all(|s| s.get(k) == split[0].get(k))).count();
        split[0][..n].to_vec()
    };
    assert_eq!(fork_pc, common.join(" ∧ "), "fork 3's path condition");
    assert!(!leaves[0]["path_condition"].as_str().unwrap().starts_with(&fork_pc), "leaf 1 is not below fork 3");
    assert_eq!(driver.lines("#source .line.at"), vec![test_line]);
    assert_eq!(driver.text_of("#status"), "fork");
    // Folding the first fork hides the rows below it.
    driver.click(&driver.find_in(&fork, ".tog")[0]);
    let visible = driver.cmd(
        "POST",
        "/execute/sync",
        Some(json!({"script": "return Array.from(document.querySelectorAll('.node')).filter(r => r.offsetParent !== null).length;", "args": []})),
    );
    assert_eq!(visible, json!(2), "only the root and the folded fork stay visible");

    // SUM: one leaf; its return value is A + B + C, under the path condition true.
    driver.open_page(&sum_html);
    let sum_leaves = sum_json["leaves"].as_array().unwrap();
    let leaf = driver.row("leaf 1");
    driver.click(&leaf);
    assert_eq!(driver.text_of("#pc"), sum_leaves[0]["path_condition"].as_str().unwrap());
    assert_eq!(driver.text_of("#pc"), "true");
    assert_eq!(driver.text_of("#ret"), sum_leaves[0]["return"].as_str().unwrap());
    assert_eq!(driver.text_of("#ret"), "A + B + C");
    let sum_source = std::fs::read_to_string(root().join("examples/sum.c")).unwrap();
    let highlighted = driver.lines("#source .line.hl");
    for needle in ["int x = a + b;", "int y = b + c;", "int z = x + y - b;", "return z;"] {
        assert!(highlighted.contains(&line_of(&sum_source, needle)), "{needle} is highlighted: {highlighted:?}");
    }
    assert!(!highlighted.contains(&line_of(&sum_source, "return sum(")), "main is not on the path");
    assert_eq!(driver.lines("#source .line.at"), vec![line_of(&sum_source, "return z;")]);
    driver.screenshot("sum-leaf-1");

    // A view built by hand, as a debugger session builds one: the current node is selected
    // when the page opens; bad indices (a parent out of range, a cycle, a location in no
    // source) do not break the page.
    let node = |parent: Option<usize>, label: &str, pc: &str| ViewNode {
        parent,
        label: label.into(),
        path_condition: pc.into(),
        status: "running".into(),
        ..ViewNode::default()
    };
    let mut nodes = vec![
        node(None, "state 0", "true"),
        node(Some(0), "state 1", "X < A[2]"),
        node(Some(0), "state 2", "!(X < A[2])"),
        node(Some(42), "orphan", "true"),
        node(Some(5), "cycle a", "true"),
        node(Some(4), "cycle b", "true"),
    ];
    nodes[1].branch = Some("X < A[2]".into());
    nodes[1].direction = Some(true);
    nodes[2].branch = Some("!(X < A[2]) </script><b>".into());
    nodes[2].direction = Some(false);
    nodes[2].current = true;
    nodes[2].location = Some((0, 2));
    nodes[2].path_lines = vec![(0, 1), (0, 2), (7, 3)];
    nodes[2].vars = vec![("X".into(), "X".into()), ("I".into(), "3".into())];
    nodes[4].location = Some((3, 1));
    let view = TreeView { title: "a session".into(), sources: vec![("f.c".into(), "int f(void) {\n  return 0;\n}\n".into())], nodes };
    let hand = dir.join("hand.html");
    std::fs::write(&hand, render_html(&view)).unwrap();
    driver.open_page(&hand);
    let current = driver.find(".node.current");
    assert_eq!(driver.attr(&current, "data-node").as_deref(), Some("2"));
    assert!(driver.attr(&current, "class").unwrap_or_default().contains("selected"), "the current node is selected");
    assert_eq!(driver.text_of("#pc"), "!(X < A[2])");
    assert_eq!(driver.edge(&current), ("F".to_string(), "!(X < A[2]) </script><b>".to_string()));
    assert_eq!(driver.lines("#source .line.hl"), vec![1, 2]);
    assert_eq!(driver.lines("#source .line.at"), vec![2]);
    assert_eq!(driver.find_all(".node").len(), 6, "every node has a row");
    driver.click(&driver.row("cycle a"));
    assert_eq!(driver.text_of("#location"), "unknown");
    drop(driver);

    eprintln!("search.html: {search_size} bytes; pc panel after clicking leaf 2: {pc:?}; took {:.1} s", started.elapsed().as_secs_f64());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `effigy verify` with `--report` and `--json`; returns the page's path and the JSON.
/// The engines run in turn (`--cpus 1`), so that each has its outcome and its coverage to show
/// (with several at once, those the verdict stopped are listed as stopped).
fn verify_report(dir: &Path, name: &str, args: &[&str]) -> (PathBuf, Value) {
    page_and_json(dir, name, &["verify", "--cpus", "1"], "--report", args, &[0, 10, 20])
}

/// `effigy verify --report`: pages for a FALSE, a TRUE and an UNKNOWN, loaded in headless
/// Chromium: the verdict, the error path on the source, the steps with their values (the last
/// step selected, stepping back and clicking a step change the selection, the marked line and
/// the table of values), what proved the TRUE, and the engines' outcomes.
#[test]
fn the_verification_report_shows_the_path_its_values_and_the_engines() {
    // A directory of its own, beside work_dir(): the other test runs its browser there and
    // removes it.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("verify_report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // FALSE: a list built on the heap and summed by a callee.
    let (false_html, false_json) = verify_report(&dir, "list_sum", &["tests/traces/list_sum.c", "--engine", "symex", "--solver", "z3"]);
    check_page_is_self_contained(&false_html);
    // TRUE, with the portfolio's engines.
    let (true_html, true_json) = verify_report(&dir, "search", &["examples/search.c"]);
    check_page_is_self_contained(&true_html);
    assert_eq!(true_json["verdict"], "TRUE");
    // UNKNOWN: a possible overflow.
    let unknown = dir.join("overflow.c");
    std::fs::write(
        &unknown,
        "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\nint main(void) {\n  int x = __VERIFIER_nondet_int();\n\
         \x20 int y = x + 1;\n  if (y == 0 && x > 0)\n    reach_error();\n  return 0;\n}\n",
    )
    .unwrap();
    let (unknown_html, unknown_json) = verify_report(&dir, "overflow", &[unknown.to_str().unwrap(), "--timeout", "20"]);
    check_page_is_self_contained(&unknown_html);
    assert_eq!(unknown_json["verdict"], "UNKNOWN");

    let driver = Driver::start(&dir);
    driver.open_page(&false_html);
    assert_eq!(driver.attr(&driver.find("#verdict"), "data-verdict").as_deref(), Some("FALSE"));
    assert!(driver.text_of("#confirmation").starts_with("confirmed by execution"), "{}", driver.text_of("#confirmation"));
    let trace = false_json["counterexample"]["trace"].as_array().unwrap();
    let count = |t: &[Value]| -> usize {
        fn walk(t: &[Value]) -> usize {
            t.iter().map(|s| s["repeat"]["last"].as_array().map_or(1, |l| walk(l))).sum()
        }
        walk(t)
    };
    let steps = driver.find_all("#steps .step");
    assert_eq!(steps.len(), count(trace), "one row per step of the JSON trace");
    assert_eq!(driver.find_all("#steps .fold").len(), 2, "the two loops are folded");
    // The last step is selected: the error's line.
    let source = std::fs::read_to_string(root().join("tests/traces/list_sum.c")).unwrap();
    let error_line = line_of(&source, "if (sum(head) == 6)");
    let current = driver.find_all("#steps .step.current");
    assert_eq!(current.len(), 1);
    assert_eq!(driver.attr(&current[0], "data-index"), Some((steps.len() - 1).to_string()));
    assert!(driver.text(&current[0]).contains("reach_error() is called"));
    assert_eq!(driver.lines("#source .line.at"), vec![error_line]);
    let highlighted = driver.lines("#source .line.hl");
    for needle in ["int sum(", "int n = ", "k->v = i", "if (sum(head) == 6)"] {
        assert!(highlighted.contains(&line_of(&source, needle)), "{needle} is on the path: {highlighted:?}");
    }
    assert!(!highlighted.contains(&line_of(&source, "  return 0;")), "main's return is not on the path");
    let values = |d: &Driver| -> Vec<(String, String)> {
        d.find_all("#values tr").iter().map(|r| (d.text(&d.find_in(r, ".place")[0]), d.text(&d.find_in(r, ".value")[0]))).collect()
    };
    let last = values(&driver);
    assert!(last.contains(&("n".into(), "4".into())), "{last:?}");
    assert!(last.contains(&("s".into(), "6".into())), "{last:?}");
    assert!(last.contains(&("head".into(), "malloc@list_sum.c:13 #4".into())), "{last:?}");
    // One step back.
    driver.click(&driver.find("#prev"));
    let current = driver.find_all("#steps .step.current");
    assert_eq!(driver.attr(&current[0], "data-index"), Some((steps.len() - 2).to_string()));
    // The first write of k->v: the values then.
    let first = steps.iter().find(|s| driver.text(s).ends_with("k->v = 0  (malloc@list_sum.c:13 #1)")).expect("the step k->v = 0").clone();
    driver.click(&first);
    let then = values(&driver);
    assert!(then.contains(&("k->v".into(), "0".into())) && then.contains(&("k".into(), "malloc@list_sum.c:13 #1".into())), "{then:?}");
    assert!(!then.iter().any(|(p, _)| p == "s"), "sum has not run yet: {then:?}");
    assert_eq!(driver.lines("#source .line.at"), vec![line_of(&source, "k->v = i")]);
    driver.screenshot("report-false");

    driver.open_page(&true_html);
    assert_eq!(driver.attr(&driver.find("#verdict"), "data-verdict").as_deref(), Some("TRUE"));
    assert!(!driver.text_of("#proof").is_empty());
    let engines = driver.find_all("#engines tr.engine");
    assert!(!engines.is_empty());
    assert_eq!(driver.text(&driver.find_in(engines.last().unwrap(), ".outcome")[0]), "TRUE");
    assert!(driver.find_all("#steps .step").is_empty(), "a TRUE has no steps");
    driver.screenshot("report-true");

    driver.open_page(&unknown_html);
    assert_eq!(driver.attr(&driver.find("#verdict"), "data-verdict").as_deref(), Some("UNKNOWN"));
    assert!(driver.text_of("#reason").contains("signed integer overflow"), "{}", driver.text_of("#reason"));
    let engines = driver.find_all("#engines tr.engine");
    assert!(!engines.is_empty());
    for e in &engines {
        assert!(driver.text(&driver.find_in(e, ".outcome")[0]).starts_with("UNKNOWN"));
        assert!(driver.text(&driver.find_in(e, ".coverage")[0]).ends_with(" of 5"), "five lines have code");
    }
    // Coverage: only the error call is beyond every path that is free of the overflow.
    assert!(driver.text_of("#coverage").contains("reached 4 of the 5 lines"), "{}", driver.text_of("#coverage"));
    assert_eq!(driver.lines("#source .line.unreached"), vec![7]);
    assert_eq!(driver.lines("#source .line.reached"), vec![4, 5, 6, 8]);
    // An engine's row shows its own lines; a second click all of them again.
    driver.click(&engines[0]);
    assert_eq!(driver.find_all("#engines tr.engine.selected").len(), 1);
    assert_eq!(driver.lines("#source .line.unreached").len() + driver.lines("#source .line.reached").len(), 5);
    driver.click(&driver.find_all("#engines tr.engine")[0]);
    assert!(driver.find_all("#engines tr.engine.selected").is_empty());
    assert_eq!(driver.lines("#source .line.unreached"), vec![7]);
    assert_eq!(unknown_json["stats"]["engines"][0]["coverage"]["lines"], 5);
    driver.screenshot("report-unknown");
    let _ = std::fs::remove_dir_all(&dir);
}
