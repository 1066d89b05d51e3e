//! A browser view of an execution tree: one self-contained HTML file (inline CSS and
//! JavaScript, no network) showing the tree, the source with the lines of the selected node's
//! path highlighted, and the selected node's state.
//!
//! The data model, [`TreeView`], knows nothing of engines: [`exploration_view`] builds one from
//! `effigy explore`'s [`Exploration`], and any other producer (a debugger session stepping
//! through a program, say) can build its own from its own records and call [`render_html`].
//!
//! The page embeds the view as JSON in a `<script type="application/json" id="effigy-data">`
//! block (every `<`, `>` and `&` escaped as `\u003c`…, so no text can close the block) and
//! builds the DOM from it; all text reaches the page through `textContent`, never as markup.
//! Hooks for tests and scripts: tree rows are `.node` elements with `data-node="INDEX"` (the
//! index into [`TreeView::nodes`]) and `data-kind` (`root`; `fork`, `step`, `leaf` for two or
//! more children, one, none), their edge label is `.edge` (`.dir` holds `T`/`F`, `.cond` the
//! condition), their caption `.caption`; the state panel has `#status`, `#location`, `#pc`, `#ret`, `#vars`, `#inputs` and `#branches`; source
//! lines are `#source .line` with `data-file` and `data-line`, the lines of the selected path
//! have the class `hl`, the selected node's own line `at`; the selected row has `selected`, a
//! node marked [`ViewNode::current`] has `current`; `<html data-ready="true">` once the page is
//! built.

use effigy_ir::{EdgeId, EdgeKind, ExprKind, FuncId, Program, UnOp};
use serde_json::{json, Value};

use crate::verify::{execution_trie, Exploration};

/// An execution tree to show, with the sources its lines refer to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreeView {
    /// The page's title (e.g. the program and its entry function).
    pub title: String,
    /// The source files: (file name, text). Locations index into this list.
    pub sources: Vec<(String, String)>,
    /// The nodes; a parent should come before its children (any order is shown, though).
    pub nodes: Vec<ViewNode>,
}

/// One node of the tree: a state of the program (the root, a fork point, a leaf, or the state a
/// debugger session is at).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewNode {
    /// Index into [`TreeView::nodes`]; `None` for a root. A parent that is out of range (or a
    /// cycle) makes the node a root.
    pub parent: Option<usize>,
    /// A short caption for the tree ("leaf 3", "fork"); empty: the status is shown.
    pub label: String,
    /// The condition taken on the edge from the parent, e.g. `x < a[2]` or `!(x < a[2])`;
    /// `None` when the node is its parent's only successor.
    pub branch: Option<String>,
    /// The true or false side of a two-way fork, when known.
    pub direction: Option<bool>,
    /// Where this node is: (index into [`TreeView::sources`], 1-based line).
    pub location: Option<(usize, u32)>,
    /// The source lines executed from the root to this node, in order (a line repeats when a
    /// loop comes back to it).
    pub path_lines: Vec<(usize, u32)>,
    /// The path condition as text (`true` when empty).
    pub path_condition: String,
    /// Variable name → symbolic value, as text.
    pub vars: Vec<(String, String)>,
    /// An input that takes this path: symbol → value.
    pub inputs: Vec<(String, String)>,
    /// The return value, for a leaf that returned.
    pub ret: Option<String>,
    /// "fork", "running", "returned", "error", "cut (…)", …
    pub status: String,
    /// The node a debugger session is at (highlighted, and selected when the page opens).
    pub current: bool,
}

/// The page: one HTML document with everything inline.
pub fn render_html(view: &TreeView) -> String {
    let n = view.nodes.len();
    let nodes: Vec<Value> = view
        .nodes
        .iter()
        .enumerate()
        .map(|(i, node)| {
            let parent = node.parent.filter(|&p| p < n && p != i);
            // A node's lines usually extend its parent's: only the rest is written.
            let inherit = parent.map(|p| &view.nodes[p].path_lines).filter(|pl| node.path_lines.starts_with(pl));
            let own = &node.path_lines[inherit.map_or(0, |pl| pl.len())..];
            json!({
                "parent": parent,
                "label": node.label,
                "branch": node.branch,
                "dir": node.direction,
                "at": node.location.map(|(f, l)| [f as u64, l as u64]),
                "inherit": inherit.is_some(),
                "lines": own.iter().map(|&(f, l)| [f as u64, l as u64]).collect::<Vec<_>>(),
                "pc": node.path_condition,
                "vars": node.vars,
                "inputs": node.inputs,
                "ret": node.ret,
                "status": node.status,
                "current": node.current,
            })
        })
        .collect();
    let data = json!({
        "title": view.title,
        "sources": view.sources.iter().map(|(name, text)| json!({"name": name, "text": text})).collect::<Vec<_>>(),
        "nodes": nodes,
    });
    let data = script_safe_json(&data);
    let mut out = String::with_capacity(PAGE_HEAD.len() + PAGE_MIDDLE.len() + PAGE_TAIL.len() + data.len() + view.title.len());
    out.push_str(PAGE_HEAD);
    out.push_str(&html_escape(if view.title.is_empty() { "effigy: execution tree" } else { &view.title }));
    out.push_str(PAGE_MIDDLE);
    out.push_str(&data);
    out.push_str(PAGE_TAIL);
    out
}

/// The view of `effigy explore`'s tree: the trie of the leaves' paths (the same tree as
/// `tree_dot`/`tree_json`: the root, the fork points and the leaves). A leaf carries its row of
/// King's table (status, path condition, return value, globals as variables, an input that
/// takes it); a fork the path condition of the state before the paths part — the conjuncts
/// common to the leaves below, since every leaf's conjuncts are in the order they were added —
/// and, as its location, the line of its branching edge; the root is the initial state. An edge
/// is labelled with the condition on the symbols that its side added to the path condition
/// (King's execution tree), else with the assumption's text (the IR's, without sigils); `T`
/// for the branch's condition as written, `F` for its negation. Lines come from the edges' spans; a file
/// that `sources` lacks (by the program's file name) is not shown, and sources no node refers
/// to are dropped (except the first: the main file).
pub fn exploration_view(program: &Program, e: &Exploration, sources: Vec<(String, String)>) -> TreeView {
    let trie = execution_trie(e);
    let file_source: Vec<Option<usize>> = program.files.iter().map(|f| sources.iter().position(|(name, _)| name == f)).collect();
    let line_of = |(f, edge): (FuncId, EdgeId)| -> Option<(usize, u32)> {
        let span = program.functions.get(f.0 as usize)?.edge_spans.get(edge.0 as usize)?;
        if span.is_none() {
            return None;
        }
        Some((file_source.get(span.file.0 as usize).copied().flatten()?, span.line))
    };
    let path = |leaf: usize| -> &[(FuncId, EdgeId)] { e.result.leaves.get(leaf).map_or(&[], |l| &l.path[..]) };
    let pc_text = |leaf: usize, len: usize| -> String {
        // A leaf's own: its row's (implied bounds dropped); a fork's: the conjuncts so far.
        if let Some(r) = e.rows.get(leaf).filter(|r| len >= r.conjuncts.len()) {
            return r.path_condition.clone();
        }
        let conjuncts = e.rows.get(leaf).map_or(&[][..], |r| &r.conjuncts[..len.min(r.conjuncts.len())]);
        if conjuncts.is_empty() {
            "true".to_string()
        } else {
            conjuncts.join(" ∧ ")
        }
    };
    let mut nodes: Vec<ViewNode> = Vec::with_capacity(trie.len());
    for (id, t) in trie.iter().enumerate() {
        let p = path(t.via);
        // The parent's lines, then the lines of the edges taken since (a line once per visit).
        let (mut lines, from) = match t.parent {
            Some(q) => (nodes[q].path_lines.clone(), trie[q].depth),
            None => (Vec::new(), 0),
        };
        for &step in p.get(from..t.depth.min(p.len())).unwrap_or(&[]) {
            if let Some(l) = line_of(step) {
                if lines.last() != Some(&l) {
                    lines.push(l);
                }
            }
        }
        let (mut branch, direction) = match t.step {
            Some(step) => branch_text(program, step),
            None => (None, None),
        };
        // King labels the tree's edges with the conditions on the symbols: the conjunct this
        // side of the fork added to the path condition, when it added one.
        if let (Some(_), Some(q)) = (t.step, t.parent) {
            if let Some(c) = e.rows.get(t.via).and_then(|r| r.conjuncts.get(trie[q].pc_len)) {
                branch = Some(c.clone());
            }
        }
        let mut node = ViewNode { parent: t.parent, branch, direction, ..ViewNode::default() };
        match t.leaf {
            Some(m) => {
                node.location = p.last().and_then(|&s| line_of(s));
                if let Some(r) = e.rows.get(m) {
                    node.label = format!("leaf {}", m + 1);
                    node.status = r.status.clone();
                    node.path_condition = r.path_condition.clone();
                    node.ret = (!r.ret.is_empty()).then(|| r.ret.clone());
                    node.vars = r.globals.clone();
                    node.inputs = r.example.clone();
                }
            }
            None if t.parent.is_none() => {
                node.label = "start".into();
                node.status = "start".into();
                node.location = p.first().and_then(|&s| line_of(s));
                node.path_condition = "true".into();
            }
            None => {
                node.label = format!("fork {id}");
                node.status = "fork".into();
                node.location = p.get(t.depth).and_then(|&s| line_of(s));
                node.path_condition = pc_text(t.via, t.pc_len);
            }
        }
        node.path_lines = lines;
        nodes.push(node);
    }
    // Keep the sources the nodes refer to (and the main file), renumbered.
    let mut used = vec![false; sources.len()];
    if let Some(u) = used.first_mut() {
        *u = true;
    }
    for node in &nodes {
        for &(f, _) in node.location.iter().chain(&node.path_lines) {
            used[f] = true;
        }
    }
    let mut renumber = vec![0usize; sources.len()];
    let mut kept = Vec::new();
    for (i, s) in sources.into_iter().enumerate() {
        if used[i] {
            renumber[i] = kept.len();
            kept.push(s);
        }
    }
    for node in &mut nodes {
        for (f, _) in node.location.iter_mut().chain(node.path_lines.iter_mut()) {
            *f = renumber[*f];
        }
    }
    let title = match kept.first() {
        Some((name, _)) => format!("effigy explore {name}"),
        None => "effigy explore".to_string(),
    };
    TreeView { title, sources: kept, nodes }
}

/// The label of a fork's edge: an assumption's condition (T), or its negation (F); another
/// operation's text.
fn branch_text(program: &Program, (f, edge): (FuncId, EdgeId)) -> (Option<String>, Option<bool>) {
    let Some(kind) = program.functions.get(f.0 as usize).and_then(|func| func.edges.get(edge.0 as usize)).map(|e| &e.kind) else {
        return (None, None);
    };
    match kind {
        EdgeKind::Assume(c) => {
            let negated = matches!(c.kind, ExprKind::Unary(UnOp::Not, _));
            (Some(plain(&effigy_ir::text::expr(program, c).to_string())), Some(!negated))
        }
        k => (Some(plain(&effigy_ir::text::edge_kind(program, k))), None),
    }
}

/// The IR's expression text read closer to C: without the sigils of variables (`%x`, `@g`),
/// the type suffixes of integer constants (`5i32`) and the outermost parentheses.
fn plain(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$' || c == '.';
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let before = if i == 0 { None } else { Some(chars[i - 1]) };
        let at_start = before.is_none_or(|b| !ident(b));
        if (c == '%' || c == '@') && at_start && chars.get(i + 1).is_some_and(|&n| n.is_alphabetic() || n == '_') {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() && at_start {
            let mut j = i;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            out.extend(&chars[i..j]);
            // An integer suffix: [iu] followed by the width, then the end of the token.
            if j < chars.len() && (chars[j] == 'i' || chars[j] == 'u') {
                let mut k = j + 1;
                while k < chars.len() && chars[k].is_ascii_digit() {
                    k += 1;
                }
                if k > j + 1 && (k == chars.len() || !ident(chars[k])) {
                    i = k;
                    continue;
                }
            }
            i = j;
            continue;
        }
        out.push(c);
        i += 1;
    }
    strip_outer_parens(&out).to_string()
}

fn strip_outer_parens(s: &str) -> &str {
    let mut s = s.trim();
    while s.starts_with('(') && s.ends_with(')') {
        // The first parenthesis must close at the very end.
        let mut depth = 0i64;
        let mut closes_at_end = true;
        for (i, c) in s.char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 && i + 1 < s.len() {
                        closes_at_end = false;
                        break;
                    }
                }
                _ => {}
            }
        }
        if !closes_at_end {
            break;
        }
        s = s[1..s.len() - 1].trim();
    }
    s
}

/// JSON that can sit inside a `<script>` element: `<`, `>` and `&` (which occur only inside
/// strings) as `\u` escapes, so no `</script>` or `<!--` can appear.
pub(crate) fn script_safe_json(v: &Value) -> String {
    let text = v.to_string();
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    for c in text.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out
}

pub(crate) fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The start of every page effigy writes, up to its title.
pub(crate) const PAGE_HEAD: &str = r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="effigy">
<title>"#;

const PAGE_MIDDLE: &str = r#"</title>
<style>
:root {
  --bg: #fbfbf9; --panel: #ffffff; --ink: #1f2328; --muted: #6a737d; --rule: #e1e4e8;
  --sel: #dbeafe; --sel-ink: #1e40af; --hl: #fff3c4; --at: #fcd34d; --cur: #7c3aed;
  --ok: #15803d; --bad: #b91c1c; --warn: #b45309; --t: #15803d; --f: #b91c1c;
  --mono: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
}
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body { background: var(--bg); color: var(--ink); font: 14px/1.45 var(--sans); display: flex; flex-direction: column; }
header { display: flex; align-items: baseline; gap: 1em; padding: .5em 1em; border-bottom: 1px solid var(--rule); background: var(--panel); }
header h1 { font-size: 1.05em; margin: 0; font-weight: 600; }
header .summary, header .help { color: var(--muted); font-size: .9em; }
header .help { margin-left: auto; }
button { font: inherit; font-size: .85em; padding: .1em .6em; border: 1px solid var(--rule); border-radius: 4px; background: var(--panel); cursor: pointer; }
button:hover { background: var(--sel); }
main { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(300px, 42%) 1fr; grid-template-rows: auto 1fr; }
section { min-height: 0; min-width: 0; display: flex; flex-direction: column; background: var(--panel); }
section > h2 { font-size: .8em; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 0; padding: .45em .9em; border-bottom: 1px solid var(--rule); display: flex; gap: .6em; align-items: center; }
#tree-pane { grid-row: 1 / 3; border-right: 1px solid var(--rule); }
#state-pane { border-bottom: 1px solid var(--rule); max-height: 48vh; }
.scroll { overflow: auto; flex: 1; min-height: 0; }
#tree { padding: .4em 0 1em; outline: none; }
#tree ul { list-style: none; margin: 0; padding: 0 0 0 1.1em; border-left: 1px dotted var(--rule); margin-left: .55em; }
#tree > ul { border-left: none; margin-left: 0; padding-left: .4em; }
#tree li.collapsed > ul { display: none; }
.node { display: flex; align-items: baseline; gap: .4em; padding: .08em .4em; border-radius: 4px; cursor: pointer; white-space: nowrap; }
.node:hover { background: #f1f5f9; }
.node.selected { background: var(--sel); color: var(--sel-ink); }
.node.current { box-shadow: inset 3px 0 0 var(--cur); }
.node.current .caption::after { content: " ◆"; color: var(--cur); }
.tog { width: 1em; flex: none; text-align: center; color: var(--muted); user-select: none; }
.edge { flex: none; font-family: var(--mono); font-size: .92em; color: #424a53; max-width: 28em; overflow: hidden; text-overflow: ellipsis; }
.dir { display: inline-block; min-width: 1.3em; text-align: center; font-weight: 700; border-radius: 3px; margin-right: .35em; font-size: .85em; }
.dir.T { color: #fff; background: var(--t); }
.dir.F { color: #fff; background: var(--f); }
.caption { flex: none; font-weight: 600; }
.meta { min-width: 6em; overflow: hidden; text-overflow: ellipsis; color: var(--muted); font-family: var(--mono); font-size: .9em; }
.node.selected .meta { color: inherit; }
.st-ok .meta { color: var(--ok); }
.st-bad .meta { color: var(--bad); }
.st-warn .meta { color: var(--warn); }
.more { color: var(--muted); font-size: .85em; }
#state { padding: .5em .9em .8em; }
#state dl { display: grid; grid-template-columns: max-content 1fr; gap: .3em .9em; margin: 0; }
#state dt { color: var(--muted); font-size: .85em; padding-top: .1em; }
#state dd { margin: 0; min-width: 0; }
.code, #pc, #ret, #location, #status, table.kv td { font-family: var(--mono); font-size: .92em; }
#pc, #ret { white-space: pre-wrap; overflow-wrap: anywhere; }
table.kv { border-collapse: collapse; }
table.kv td { padding: .05em .8em .05em 0; vertical-align: top; overflow-wrap: anywhere; }
table.kv td:first-child { color: var(--muted); }
.none { color: var(--muted); font-style: italic; font-family: var(--sans); }
#branches { margin: 0; padding: 0; list-style: none; font-family: var(--mono); font-size: .92em; }
#branches li { overflow-wrap: anywhere; }
#tabs { display: flex; gap: .3em; text-transform: none; letter-spacing: 0; flex-wrap: wrap; }
#tabs button.active { background: var(--sel); color: var(--sel-ink); border-color: #93c5fd; }
#source { font-family: var(--mono); font-size: 13px; line-height: 1.5; padding: .3em 0 2em; }
.line { display: flex; white-space: pre; }
.line .ln { flex: none; width: 3.6em; padding-right: .8em; text-align: right; color: var(--muted); user-select: none; }
.line .cnt { flex: none; width: 2.6em; padding-right: .5em; text-align: right; color: var(--warn); font-size: .85em; user-select: none; }
.line .code { flex: 1; padding-right: 1em; font-size: 1em; }
.line.hl { background: var(--hl); }
.line.at { background: var(--at); }
.line.at .ln { color: var(--ink); font-weight: 700; }
.empty { padding: 1em; color: var(--muted); }
</style>
</head>
<body>
<header>
  <h1 id="title"></h1>
  <span class="summary" id="summary"></span>
  <span class="help">click a node to select it · ↑ ↓ move · ← → fold</span>
</header>
<main>
  <section id="tree-pane">
    <h2>Execution tree <button type="button" id="expand-all">expand all</button><button type="button" id="collapse-all">collapse all</button></h2>
    <div class="scroll"><div id="tree" tabindex="0" role="tree"></div></div>
  </section>
  <section id="state-pane">
    <h2>State of <span id="state-name"></span></h2>
    <div class="scroll" id="state">
      <dl>
        <dt>status</dt><dd id="status"></dd>
        <dt>location</dt><dd id="location"></dd>
        <dt>path condition</dt><dd id="pc"></dd>
        <dt>return</dt><dd id="ret"></dd>
        <dt>variables</dt><dd><table class="kv" id="vars"></table></dd>
        <dt>example input</dt><dd><table class="kv" id="inputs"></table></dd>
        <dt>branches taken</dt><dd><ol id="branches"></ol></dd>
      </dl>
    </div>
  </section>
  <section id="source-pane">
    <h2>Source <span id="tabs"></span></h2>
    <div class="scroll" id="source-scroll"><div id="source"></div></div>
  </section>
</main>
<script type="application/json" id="effigy-data">"#;

const PAGE_TAIL: &str = r#"</script>
<script>
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("effigy-data").textContent);
  const nodes = Array.isArray(data.nodes) ? data.nodes : [];
  const sources = Array.isArray(data.sources) ? data.sources : [];
  const N = nodes.length;
  const $ = (id) => document.getElementById(id);
  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  };

  // Children lists; a node with a bad parent (out of range, or on a cycle) becomes a root.
  const children = nodes.map(() => []);
  const roots = [];
  const parentOf = nodes.map((n, i) => (Number.isInteger(n.parent) && n.parent >= 0 && n.parent < N && n.parent !== i ? n.parent : null));
  const reached = new Array(N).fill(false);
  parentOf.forEach((p, i) => (p === null ? roots.push(i) : children[p].push(i)));
  const depth = new Array(N).fill(0);
  const mark = (start) => {
    const stack = [start];
    reached[start] = true;
    while (stack.length) {
      const i = stack.pop();
      for (const c of children[i]) if (!reached[c]) { reached[c] = true; depth[c] = depth[i] + 1; stack.push(c); }
    }
  };
  roots.forEach(mark);
  for (let i = 0; i < N; i++) {
    if (!reached[i]) {
      const p = parentOf[i];
      if (p !== null) children[p] = children[p].filter((c) => c !== i);
      parentOf[i] = null; roots.push(i); depth[i] = 0; mark(i);
    }
  }
  const kind = (i) => (parentOf[i] === null ? "root" : children[i].length > 1 ? "fork" : children[i].length ? "step" : "leaf");
  const leaves = nodes.filter((n, i) => kind(i) === "leaf").length;

  $("title").textContent = data.title || "execution tree";
  $("summary").textContent = N + (N === 1 ? " node, " : " nodes, ") + leaves + (leaves === 1 ? " leaf" : " leaves");

  const statusClass = (s) => {
    s = String(s || "");
    if (/^(returned|exited)/.test(s)) return "st-ok";
    if (/^(error|undefined|aborted)/.test(s)) return "st-bad";
    if (/^(cut|unknown|assume)/.test(s)) return "st-warn";
    return "";
  };
  const caption = (i) => nodes[i].label || nodes[i].status || "node " + i;
  const meta = (i) => {
    const n = nodes[i];
    if (kind(i) === "leaf") return n.status + (n.ret !== null && n.ret !== undefined ? " → " + n.ret : "");
    if (Array.isArray(n.at)) return "line " + n.at[1];
    return "";
  };

  // The tree: rows are built when their parent is first expanded.
  const rowOf = new Array(N).fill(null);
  const liOf = new Array(N).fill(null);
  const built = new Array(N).fill(false);
  const big = N > 1500;
  const startOpen = (i) => !big || depth[i] < 6;
  function makeItem(i) {
    const n = nodes[i];
    const li = el("li", "tn");
    li.setAttribute("role", "treeitem");
    const row = el("div", "node " + kind(i) + " " + statusClass(n.status));
    row.dataset.node = String(i);
    row.dataset.kind = kind(i);
    if (n.current) row.classList.add("current");
    row.title = "path condition: " + n.pc;
    row.append(el("span", "tog", children[i].length ? "▾" : ""));
    if (n.branch !== null && n.branch !== undefined) {
      const edge = el("span", "edge");
      if (n.dir === true || n.dir === false) edge.append(el("span", "dir " + (n.dir ? "T" : "F"), n.dir ? "T" : "F"));
      edge.append(el("span", "cond", n.branch));
      edge.title = (n.dir === true ? "true branch: " : n.dir === false ? "false branch: " : "") + n.branch;
      row.append(edge);
    }
    row.append(el("span", "caption", caption(i)));
    const m = meta(i);
    if (m) {
      const span = el("span", "meta", m);
      span.title = m;
      row.append(span);
    }
    li.append(row);
    rowOf[i] = row;
    liOf[i] = li;
    if (children[i].length) {
      li.append(el("ul"));
      if (!startOpen(i)) setCollapsed(i, true);
    }
    return li;
  }
  // Builds the rows of the children of `i` (and of every open descendant), iteratively.
  function build(i) {
    const stack = [i];
    while (stack.length) {
      const k = stack.pop();
      if (built[k] || !liOf[k]) continue;
      built[k] = true;
      const ul = liOf[k].querySelector(":scope > ul");
      for (const c of children[k]) {
        ul.append(makeItem(c));
        if (children[c].length && !liOf[c].classList.contains("collapsed")) stack.push(c);
      }
    }
  }
  function setCollapsed(i, yes) {
    const li = liOf[i];
    if (!li || !children[i].length) return;
    li.classList.toggle("collapsed", yes);
    rowOf[i].querySelector(".tog").textContent = yes ? "▸" : "▾";
    if (!yes) build(i);
  }
  const top = el("ul");
  $("tree").append(top);
  for (const r of roots) {
    top.append(makeItem(r));
    if (!liOf[r].classList.contains("collapsed")) build(r);
  }
  if (!N) $("tree").append(el("div", "empty", "The tree is empty."));

  // Source files, rendered once each.
  const fileViews = new Map();
  let shownFile = -1;
  const tabs = sources.map((s, f) => {
    const b = el("button", "", String(s.name || "file " + f).split("/").pop());
    b.type = "button";
    b.title = s.name || "";
    b.dataset.file = String(f);
    b.addEventListener("click", () => {
      showFile(f);
      highlight(true);
    });
    $("tabs").append(b);
    return b;
  });
  function fileView(f) {
    if (!fileViews.has(f)) {
      const box = el("div", "file");
      const text = String(sources[f].text || "").replace(/\r\n?/g, "\n").replace(/\n$/, "");
      const lines = new Map();
      text.split("\n").forEach((t, k) => {
        const line = el("div", "line");
        line.dataset.file = String(f);
        line.dataset.line = String(k + 1);
        line.append(el("span", "ln", k + 1), el("span", "cnt"), el("span", "code", t.length ? t : " "));
        box.append(line);
        lines.set(k + 1, line);
      });
      fileViews.set(f, { box, lines });
    }
    return fileViews.get(f);
  }
  function showFile(f) {
    if (f === shownFile || f < 0 || f >= sources.length) return;
    const src = $("source");
    src.textContent = "";
    src.append(fileView(f).box);
    tabs.forEach((b, k) => b.classList.toggle("active", k === f));
    shownFile = f;
  }
  if (!sources.length) $("source").append(el("div", "empty", "No source text."));

  // The lines of a node's path: its own, after its parent's when it inherits them.
  function pathLines(i) {
    const parts = [];
    let k = i, guard = 0;
    while (k !== null && guard++ <= N) {
      parts.push(Array.isArray(nodes[k].lines) ? nodes[k].lines : []);
      k = nodes[k].inherit ? parentOf[k] : null;
    }
    return [].concat(...parts.reverse()).filter((l) => Array.isArray(l) && l.length === 2);
  }
  function ancestors(i) {
    const out = [];
    let k = i, guard = 0;
    while (k !== null && guard++ <= N) { out.push(k); k = parentOf[k]; }
    return out.reverse();
  }

  function fillTable(table, pairs) {
    table.textContent = "";
    if (!Array.isArray(pairs) || !pairs.length) {
      const tr = el("tr");
      tr.append(el("td", "none", "none"));
      table.append(tr);
      return;
    }
    for (const [k, v] of pairs) {
      const tr = el("tr");
      tr.append(el("td", "", k), el("td", "", v));
      table.append(tr);
    }
  }

  let selected = -1;
  let marked = [];
  function select(i, scroll) {
    if (i < 0 || i >= N) return;
    // Open the path to it (building rows top down).
    for (const a of ancestors(i)) if (a !== i && liOf[a] && (!built[a] || liOf[a].classList.contains("collapsed"))) setCollapsed(a, false);
    if (selected >= 0 && rowOf[selected]) rowOf[selected].classList.remove("selected");
    selected = i;
    const row = rowOf[i];
    if (row) {
      row.classList.add("selected");
      if (scroll) row.scrollIntoView({ block: "nearest" });
    }
    const n = nodes[i];
    $("state-name").textContent = caption(i);
    $("status").textContent = n.status || "";
    const at = Array.isArray(n.at) && n.at[0] >= 0 && n.at[0] < sources.length ? n.at : null;
    $("location").textContent = at ? (sources[at[0]].name || "") + ":" + at[1] : "unknown";
    $("pc").textContent = n.pc === undefined || n.pc === null || n.pc === "" ? "true" : n.pc;
    const ret = $("ret");
    ret.textContent = "";
    if (n.ret !== null && n.ret !== undefined) ret.textContent = n.ret;
    else ret.append(el("span", "none", "none"));
    fillTable($("vars"), n.vars);
    fillTable($("inputs"), n.inputs);
    const br = $("branches");
    br.textContent = "";
    for (const a of ancestors(i)) {
      const b = nodes[a];
      if (b.branch === null || b.branch === undefined) continue;
      const li = el("li");
      if (b.dir === true || b.dir === false) li.append(el("span", "dir " + (b.dir ? "T" : "F"), b.dir ? "T" : "F"));
      li.append(document.createTextNode(b.branch));
      br.append(li);
    }
    if (!br.childNodes.length) br.append(el("li", "none", "none"));

    // Source: the file of the node's location, or of the last line of its path.
    const lines = pathLines(i);
    const file = at ? at[0] : lines.length ? lines[lines.length - 1][0] : shownFile >= 0 ? shownFile : 0;
    if (file >= 0 && file < sources.length) showFile(file);
    highlight(true);
  }

  // Marks the selected node's path (and its own line) in the file shown.
  function highlight(scroll) {
    for (const m of marked) { m.classList.remove("hl", "at"); m.querySelector(".cnt").textContent = ""; }
    marked = [];
    if (shownFile < 0 || selected < 0) return;
    const view = fileView(shownFile);
    const n = nodes[selected];
    const at = Array.isArray(n.at) && n.at[0] === shownFile ? n.at : null;
    const counts = new Map();
    for (const [f, l] of pathLines(selected)) if (f === shownFile) counts.set(l, (counts.get(l) || 0) + 1);
    for (const [l, c] of counts) {
      const line = view.lines.get(l);
      if (!line) continue;
      line.classList.add("hl");
      if (c > 1) line.querySelector(".cnt").textContent = "×" + c;
      marked.push(line);
    }
    const line = at ? view.lines.get(at[1]) : null;
    if (line) {
      line.classList.add("at");
      if (!marked.includes(line)) marked.push(line);
    }
    const target = line || marked[0];
    if (scroll && target) target.scrollIntoView({ block: "nearest" });
  }

  $("tree").addEventListener("click", (ev) => {
    const row = ev.target.closest(".node");
    if (!row) return;
    const i = Number(row.dataset.node);
    if (ev.target.classList.contains("tog") && children[i].length) {
      setCollapsed(i, !liOf[i].classList.contains("collapsed"));
      return;
    }
    select(i, false);
    $("tree").focus({ preventScroll: true });
  });
  $("tree").addEventListener("keydown", (ev) => {
    if (selected < 0) return;
    const visible = Array.from($("tree").querySelectorAll(".node")).filter((r) => r.offsetParent !== null);
    const pos = visible.indexOf(rowOf[selected]);
    const go = (r) => { if (r) { select(Number(r.dataset.node), true); ev.preventDefault(); } };
    const kids = children[selected];
    switch (ev.key) {
      case "ArrowDown": go(visible[pos + 1]); break;
      case "ArrowUp": go(visible[pos - 1]); break;
      case "ArrowLeft":
        if (kids.length && !liOf[selected].classList.contains("collapsed")) { setCollapsed(selected, true); ev.preventDefault(); }
        else if (parentOf[selected] !== null) go(rowOf[parentOf[selected]]);
        break;
      case "ArrowRight":
        if (kids.length && liOf[selected].classList.contains("collapsed")) { setCollapsed(selected, false); ev.preventDefault(); }
        else if (kids.length) go(rowOf[kids[0]]);
        break;
    }
  });
  $("expand-all").addEventListener("click", () => {
    // Rows built on the way may start collapsed: repeat until every row is open.
    for (let changed = true; changed; ) {
      changed = false;
      for (let i = 0; i < N; i++) {
        if (children[i].length && liOf[i] && (!built[i] || liOf[i].classList.contains("collapsed"))) { setCollapsed(i, false); changed = true; }
      }
    }
  });
  $("collapse-all").addEventListener("click", () => {
    for (let i = 0; i < N; i++) if (children[i].length && liOf[i] && parentOf[i] !== null) setCollapsed(i, true);
    if (selected >= 0 && !rowOf[selected].offsetParent) select(ancestors(selected).find((a) => rowOf[a] && rowOf[a].offsetParent) || roots[0], true);
  });

  const current = nodes.findIndex((n) => n.current);
  if (N) select(current >= 0 ? current : roots[0], true);
  document.documentElement.dataset.ready = "true";
})();
</script>
</body>
</html>
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_drops_sigils_suffixes_and_outer_parentheses() {
        assert_eq!(plain("(%a[%j] == %x)"), "a[j] == x");
        assert_eq!(plain("!(%a[%j] == %x)"), "!(a[j] == x)");
        assert_eq!(plain("((%x % 2i32) == 0i32)"), "(x % 2) == 0");
        assert_eq!(plain("(@g < -5i64)"), "g < -5");
        assert_eq!(plain("((%a + %b) < (%c + 1u8))"), "(a + b) < (c + 1)");
        assert_eq!(plain("(%x1 == %i32x)"), "x1 == i32x");
        assert_eq!(plain(""), "");
        assert_eq!(plain("(("), "((");
    }

    #[test]
    fn the_data_cannot_close_its_script_element() {
        let view = TreeView {
            title: "a </script> <b>title</b> & more".into(),
            sources: vec![("x.c".into(), "int main() { return 1 < 2 && 3 > 2; } // </script><!--".into())],
            nodes: vec![
                ViewNode { path_condition: "true".into(), status: "start".into(), ..ViewNode::default() },
                ViewNode {
                    parent: Some(0),
                    branch: Some("x < 1 </script>".into()),
                    direction: Some(true),
                    location: Some((0, 1)),
                    path_lines: vec![(0, 1)],
                    path_condition: "x < 1".into(),
                    status: "returned".into(),
                    ..ViewNode::default()
                },
                // Bad indices are the page's problem, not the renderer's.
                ViewNode { parent: Some(7), location: Some((9, 0)), current: true, ..ViewNode::default() },
            ],
        };
        let page = render_html(&view);
        assert_eq!(page.matches("</script>").count(), 2, "only the two script elements close");
        assert!(!page.contains("<!--"));
        assert!(page.contains("<title>a &lt;/script&gt; &lt;b&gt;title&lt;/b&gt; &amp; more</title>"));
        let start = page.find("id=\"effigy-data\">").unwrap() + "id=\"effigy-data\">".len();
        let end = start + page[start..].find("</script>").unwrap();
        let back: Value = serde_json::from_str(&page[start..end]).unwrap();
        assert_eq!(back["nodes"][1]["branch"], "x < 1 </script>");
        assert_eq!(back["nodes"][1]["inherit"], true);
        assert_eq!(back["nodes"][2]["parent"], Value::Null);
        assert!(!page.contains("http://") && !page.contains("https://"), "nothing is fetched");
    }
}
