//! `verify --report`: a verification result as one self-contained HTML page (inline CSS and
//! JavaScript, nothing fetched, works offline), as cbmc-viewer's and CPAchecker's reports show
//! one. It shows the verdict and the property; for a FALSE the source with the error path
//! highlighted, the counterexample's steps with their values (a step selected with the
//! buttons, the arrow keys or a click, its line marked in the source, and the table of the
//! values the program's places hold after it), the inputs and gcc's confirmation; for a TRUE
//! what proved it (the deciding engine's account, the loop invariants as C expressions); for
//! every verdict the portfolio's engines with their time, outcome and the lines their analysis
//! reached; for an UNKNOWN those lines on the source (coverage).
//!
//! Hooks for tests and scripts: `#verdict` (with `data-verdict` TRUE, FALSE or UNKNOWN),
//! `#property`, `#reason`, `#confirmation`, `#inputs`, `#proof`, `#invariants li`,
//! `#engines tr.engine` (cells `.name`, `.time`, `.coverage`, `.outcome`; for an UNKNOWN a click
//! selects the row, `selected`, and shows its coverage), `#coverage`, the source lines with code
//! an UNKNOWN's engines reached `.reached` and did not `.unreached`, `#steps .step` with
//! `data-index`, `data-file`, `data-line`, the selected one `current`, a folded loop
//! `#steps .fold`; `#prev`, `#next`; `#values tr` (cells `.place`, `.value`); source lines
//! `#source .line` with `data-file` and `data-line`, the lines of the path `hl`, the selected
//! step's `at`; `<html data-ready="true">` once the page is built.

use serde_json::{json, Value};

use crate::trace::{TraceEntry, TraceLine};
use crate::verify::{folded_path, PathLine, Verification};
use effigy_engine::Verdict;
use effigy_ir::{ErrorKind, Program};

/// The page of `v`, the verdict on `program`, whose source files are `sources` (name, text);
/// `title` names the program.
pub fn verification_page(program: &Program, sources: &[(String, String)], v: &Verification, title: &str) -> String {
    let source_of = |file: &str| -> Option<usize> { sources.iter().position(|(name, _)| name == file || same_file(name, file)) };
    let (verdict, word) = match &v.verdict {
        Verdict::True => ("TRUE", "TRUE".to_string()),
        Verdict::False(c) => (
            "FALSE",
            match &c.error {
                ErrorKind::Violation(check, _) => format!("FALSE({})", check.name()),
                _ => "FALSE".to_string(),
            },
        ),
        Verdict::Unknown(_) => ("UNKNOWN", "UNKNOWN".to_string()),
    };
    let mut steps: Vec<Value> = Vec::new();
    let mut inputs: Vec<Value> = Vec::new();
    let mut error = Value::Null;
    let mut confirmation = Value::Null;
    if let Verdict::False(c) = &v.verdict {
        error = json!({"what": crate::verify::error_name(&c.error), "at": program.describe_span(c.span)});
        confirmation = match &v.confirmation {
            Some(Ok(())) => json!({"confirmed": true, "text": confirmation_text(&v.report)}),
            Some(Err(why)) => json!({"confirmed": false, "text": why}),
            None => json!({"confirmed": false, "text": "not replayed (--no-validate)"}),
        };
        for input in &c.inputs {
            inputs.push(json!([
                input.function,
                crate::verify::c_type_name(program, input.ty),
                crate::verify::input_text(program, input.ty, input.value)
            ]));
        }
        match &v.trace {
            Some(trace) => flatten(trace, &source_of, &mut steps),
            None => {
                for line in folded_path(program, &c.path) {
                    match line {
                        PathLine::Source { file, line, function } => steps.push(json!({
                            "file": source_of(&file), "line": line, "depth": 0, "kind": "line",
                            "text": format!("line {line} ({function})"), "write": Value::Null,
                        })),
                        PathLine::Again { len, times } => steps.push(json!({
                            "fold": format!("the {len} lines above {times} more times"),
                        })),
                    }
                }
            }
        }
    }
    let reason = match &v.verdict {
        Verdict::Unknown(r) => json!(r),
        _ => Value::Null,
    };
    let proof = match &v.verdict {
        Verdict::True => json!(proof_text(v)),
        _ => Value::Null,
    };
    let invariants: Vec<Value> = match (&v.verdict, sources.first()) {
        (Verdict::True, Some((_, text))) => crate::invariants::witness_invariants(program, text, &v.invariants)
            .into_iter()
            .map(|i| json!({"line": i.location.line, "expression": i.expression}))
            .collect(),
        _ => Vec::new(),
    };
    // Each engine's coverage as (source index, line) pairs; the lines with code likewise.
    let located = |lines: &mut dyn Iterator<Item = (String, u32)>| -> Vec<Value> {
        lines.filter_map(|(file, line)| source_of(&file).map(|f| json!([f, line]))).collect()
    };
    let engines: Vec<Value> = v
        .result_stats
        .get("engines")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .map(|e| {
                    let coverage = e.get("coverage");
                    let files = coverage.and_then(|c| c.get("files")).and_then(Value::as_object);
                    let reached = files.map_or_else(Vec::new, |files| {
                        located(&mut files.iter().flat_map(|(name, lines)| {
                            lines.as_array().into_iter().flatten().filter_map(Value::as_u64).map(move |l| (name.clone(), l as u32))
                        }))
                    });
                    json!({
                        "engine": e.get("engine"), "budget": e.get("budget_s"), "time": e.get("time_s"), "outcome": e.get("verdict"),
                        "reached": reached, "lines": coverage.and_then(|c| c.get("lines")), "count": coverage.and_then(|c| c.get("reached")),
                    })
                })
                .collect()
        })
        .unwrap_or_default();
    let code =
        located(&mut crate::verify::code_lines(program).into_iter().map(|(f, l)| (program.file_name(effigy_ir::FileId(f)).to_string(), l)));
    let data = json!({
        "title": title,
        "verdict": verdict,
        "word": word,
        "property": v.property,
        "reason": reason,
        "error": error,
        "confirmation": confirmation,
        "inputs": inputs,
        "command_line": v.command_line.as_ref().and_then(|_| v.report.lines().find_map(|l| l.trim().strip_prefix("command line: ").map(str::to_string))),
        "stdin": v.report.lines().find_map(|l| l.trim().strip_prefix("standard input: ").map(str::to_string)),
        "steps": steps,
        "proof": proof,
        "invariants": invariants,
        "engines": engines,
        "code": code,
        "time": v.result_stats.get("time_s"),
        "sources": sources.iter().map(|(name, text)| json!({"name": name, "text": text})).collect::<Vec<_>>(),
    });
    let mut out = String::new();
    out.push_str(crate::html::PAGE_HEAD);
    out.push_str(&crate::html::html_escape(&format!("effigy: {word} — {title}")));
    out.push_str(PAGE_MIDDLE);
    out.push_str(&crate::html::script_safe_json(&data));
    out.push_str(PAGE_TAIL);
    out
}

/// What proved a TRUE: the deciding engine's own account, else what its TRUE means.
fn proof_text(v: &Verification) -> String {
    if let Some(d) = v.result_stats.get("decided_by").and_then(Value::as_str) {
        return d.to_string();
    }
    let engine = v
        .result_stats
        .get("engines")
        .and_then(Value::as_array)
        .and_then(|l| l.iter().rev().find(|e| e.get("verdict").and_then(Value::as_str) == Some("TRUE")))
        .and_then(|e| e.get("engine").and_then(Value::as_str));
    let bound = v.result_stats.get("bound").and_then(Value::as_u64);
    match (engine, bound) {
        (Some("symex"), _) => "the tree exploration followed every path of the program to its end".into(),
        (Some("bmc"), Some(k)) => format!("bounded model checking unwound the program completely (bound {k})"),
        (Some("kind"), Some(k)) => format!("k-induction: the base case and the induction step hold (k = {k})"),
        (Some("cegar"), _) => "CEGAR's abstract reached set is complete and holds no error state".into(),
        (Some("absint"), _) => "the intervals show every operation safe and no error reachable".into(),
        (Some(e), _) => format!("proved by {e}"),
        (None, _) => "proved (every path, unwinding or induction the engine needed is complete)".into(),
    }
}

/// Whether two names are one file (a relative and an absolute name of it, say).
fn same_file(a: &str, b: &str) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// The report's line that says how gcc confirmed the counterexample.
fn confirmation_text(report: &str) -> String {
    report.lines().find_map(|l| l.trim().strip_prefix("confirmed by execution: ").map(str::to_string)).unwrap_or_else(|| "confirmed".into())
}

/// The trace's steps in order, a folded loop as a marker between its first and its last
/// iteration.
fn flatten(entries: &[TraceEntry], source_of: &dyn Fn(&str) -> Option<usize>, out: &mut Vec<Value>) {
    for e in entries {
        match e {
            TraceEntry::Step(TraceLine { file, line, function, depth, kind, text, write }) => out.push(json!({
                "file": source_of(file), "line": line, "function": function, "depth": depth, "kind": kind, "text": text,
                "write": write.as_ref().map(|(p, v)| json!([p, v])),
            })),
            TraceEntry::Repeat { times, last } => {
                let n = crate::trace::trace_lines(last).len();
                out.push(json!({"fold": format!("the {n} steps above {times} more times; the last time:")}));
                flatten(last, source_of, out);
            }
            TraceEntry::Omitted(n) => out.push(json!({"fold": format!("… {n} steps left out …")})),
        }
    }
}

const PAGE_MIDDLE: &str = r#"</title>
<style>
:root { --bg: #fbfbf9; --panel: #fff; --ink: #1f2328; --muted: #6a737d; --rule: #e1e4e8;
  --hl: #fff3c4; --at: #fcd34d; --sel: #dbeafe; --true: #15803d; --false: #b91c1c; --unknown: #a16207; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--bg); }
header { padding: 12px 18px; border-bottom: 1px solid var(--rule); background: var(--panel); }
h1 { font-size: 17px; margin: 0 0 4px; font-weight: 600; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 0 6px; }
#verdict { display: inline-block; padding: 2px 10px; border-radius: 4px; color: #fff; font-weight: 700; margin-right: 8px; }
#verdict[data-verdict=TRUE] { background: var(--true); } #verdict[data-verdict=FALSE] { background: var(--false); }
#verdict[data-verdict=UNKNOWN] { background: var(--unknown); }
.muted { color: var(--muted); }
main { display: grid; grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 0; height: calc(100vh - 90px); }
#left, #right { overflow: auto; padding: 8px 18px; }
#left { border-right: 1px solid var(--rule); }
.file { font-weight: 600; margin: 10px 0 4px; }
pre.src { margin: 0; font: 12.5px/1.5 ui-monospace, monospace; background: var(--panel); border: 1px solid var(--rule); }
.line { display: block; white-space: pre; padding-right: 8px; }
.line .no { display: inline-block; width: 4.2em; text-align: right; padding-right: .8em; color: var(--muted); user-select: none; }
.line.hl { background: var(--hl); } .line.at { background: var(--at); }
.line.reached { background: #e3f4e1; } .line.unreached { background: #fbe4e2; }
tr.engine.selected { background: var(--sel); } #engines tr.engine[title] { cursor: pointer; }
#controls button { font: inherit; padding: 2px 10px; margin-right: 6px; }
#steps { font: 12.5px/1.5 ui-monospace, monospace; border: 1px solid var(--rule); background: var(--panel); max-height: 45vh; overflow: auto; }
.step { padding: 1px 8px; cursor: pointer; white-space: pre-wrap; }
.step .loc { color: var(--muted); margin-right: .8em; }
.step.current { background: var(--sel); } .step.kind-end { color: var(--false); font-weight: 600; }
.fold { padding: 1px 8px; color: var(--muted); font-style: italic; }
table { border-collapse: collapse; font-size: 13px; }
td, th { border-bottom: 1px solid var(--rule); padding: 2px 10px 2px 0; text-align: left; vertical-align: top; }
td.value, td.place, #inputs td { font-family: ui-monospace, monospace; }
</style>
</head>
<body>
<header><h1 id="title"></h1><div><span id="verdict"></span><span id="property"></span></div><div id="reason" class="muted"></div></header>
<main><section id="left"><div id="source"></div></section>
<section id="right"><div id="details"></div></section></main>
<script type="application/json" id="effigy-data">"#;

const PAGE_TAIL: &str = r#"</script>
<script>
(function () {
  const data = JSON.parse(document.getElementById('effigy-data').textContent);
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };
  document.getElementById('title').textContent = data.title;
  const verdict = document.getElementById('verdict');
  verdict.textContent = data.word; verdict.dataset.verdict = data.verdict;
  document.getElementById('property').textContent = 'property: ' + data.property + (data.time != null ? '  ·  ' + data.time.toFixed(1) + ' s' : '');
  const reason = document.getElementById('reason');
  if (data.error) reason.textContent = data.error.what + ' at ' + data.error.at;
  else if (data.reason) reason.textContent = data.reason;
  else if (data.proof) reason.textContent = data.proof;
  // Sources, one block per file, each line addressable.
  const lines = [];
  const source = document.getElementById('source');
  data.sources.forEach((f, fi) => {
    source.appendChild(el('div', 'file', f.name));
    const pre = el('pre', 'src');
    const rows = {};
    f.text.replace(/\n$/, '').split('\n').forEach((t, i) => {
      const l = el('span', 'line');
      l.dataset.file = fi; l.dataset.line = i + 1;
      l.appendChild(el('span', 'no', String(i + 1)));
      l.appendChild(document.createTextNode(t + '\n'));
      pre.appendChild(l); rows[i + 1] = l;
    });
    lines.push(rows);
    source.appendChild(pre);
  });
  const lineOf = (s) => (s.file != null && lines[s.file] && lines[s.file][s.line]) || null;
  const details = document.getElementById('details');
  const section = (title, id) => { details.appendChild(el('h2', null, title)); const d = el('div'); if (id) d.id = id; details.appendChild(d); return d; };
  const stepEls = [];
  let current = -1;
  if (data.verdict === 'FALSE') {
    const c = section('Confirmation', 'confirmation');
    c.textContent = (data.confirmation.confirmed ? 'confirmed by execution: ' : 'not confirmed: ') + data.confirmation.text;
    const inp = section('Inputs', 'inputs');
    if (data.command_line) inp.appendChild(el('div', null, 'command line: ' + data.command_line));
    if (data.stdin) inp.appendChild(el('div', null, 'standard input: ' + data.stdin));
    if (data.inputs.length) {
      const t = el('table');
      data.inputs.forEach((x, i) => { const r = el('tr'); r.appendChild(el('td', null, String(i + 1) + '.')); r.appendChild(el('td', null, x[0] + '()')); r.appendChild(el('td', null, x[1])); r.appendChild(el('td', null, x[2])); t.appendChild(r); });
      inp.appendChild(t);
    } else if (!data.command_line && !data.stdin) inp.appendChild(el('div', 'muted', 'none'));
    const controls = section('Steps', 'controls');
    const prev = el('button', null, '◀ previous'); prev.id = 'prev';
    const next = el('button', null, 'next ▶'); next.id = 'next';
    const where = el('span', 'muted'); where.id = 'where';
    controls.appendChild(prev); controls.appendChild(next); controls.appendChild(where);
    const list = el('div'); list.id = 'steps'; details.appendChild(list);
    data.steps.forEach((s) => {
      if (s.fold) { list.appendChild(el('div', 'fold', '(' + s.fold + ')')); return; }
      const d = el('div', 'step kind-' + s.kind);
      d.dataset.index = stepEls.length; d.dataset.file = s.file == null ? '' : s.file; d.dataset.line = s.line;
      d.appendChild(el('span', 'loc', (s.file != null ? data.sources[s.file].name.split('/').pop() : '?') + ':' + s.line));
      d.appendChild(document.createTextNode('  '.repeat(s.depth || 0) + s.text));
      const k = stepEls.length;
      d.addEventListener('click', () => select(k));
      list.appendChild(d); stepEls.push({ el: d, step: s });
      const l = lineOf(s); if (l) l.classList.add('hl');
    });
    section('Values after the selected step', null).appendChild((() => { const t = el('table'); t.id = 'values'; return t; })());
    prev.addEventListener('click', () => select(Math.max(0, current - 1)));
    next.addEventListener('click', () => select(Math.min(stepEls.length - 1, current + 1)));
    document.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { select(Math.max(0, current - 1)); e.preventDefault(); }
      if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { select(Math.min(stepEls.length - 1, current + 1)); e.preventDefault(); }
    });
  }
  function select(k) {
    if (k < 0 || k >= stepEls.length) return;
    if (current >= 0) { stepEls[current].el.classList.remove('current'); const l = lineOf(stepEls[current].step); if (l) l.classList.remove('at'); }
    current = k;
    const s = stepEls[k];
    s.el.classList.add('current');
    s.el.scrollIntoView({ block: 'nearest' });
    const l = lineOf(s.step); if (l) { l.classList.add('at'); l.scrollIntoView({ block: 'center' }); }
    document.getElementById('where').textContent = '  step ' + (k + 1) + ' of ' + stepEls.length;
    // The latest value of each place written up to this step, in order of first write.
    const values = new Map();
    for (let i = 0; i <= k; i++) { const w = stepEls[i].step.write; if (w) values.set(w[0], w[1]); }
    const t = document.getElementById('values');
    t.textContent = '';
    values.forEach((v, p) => { const r = el('tr'); r.appendChild(el('td', 'place', p)); r.appendChild(el('td', 'value', v)); t.appendChild(r); });
  }
  if (data.verdict === 'TRUE') {
    const p = section('Proof', 'proof');
    p.textContent = data.proof;
    if (data.invariants.length) {
      const ul = el('ul'); ul.id = 'invariants';
      data.invariants.forEach((i) => ul.appendChild(el('li', null, 'line ' + i.line + ': ' + i.expression)));
      section('Loop invariants', null).appendChild(ul);
      data.invariants.forEach((i) => { const l = lines[0] && lines[0][i.line]; if (l) l.classList.add('hl'); });
    }
  }
  // Coverage: the lines with code an engine's analysis reached (`reached`) and did not
  // (`unreached`), shown on the source for an UNKNOWN — all engines together, or the one whose
  // row is clicked.
  const showCoverage = (sel) => {
    lines.forEach((rows) => Object.values(rows).forEach((l) => l.classList.remove('reached', 'unreached')));
    const got = new Set();
    data.engines.forEach((e, i) => { if (sel == null || sel === i) e.reached.forEach((x) => got.add(x[0] + ':' + x[1])); });
    data.code.forEach((x) => { const l = lines[x[0]] && lines[x[0]][x[1]]; if (l) l.classList.add(got.has(x[0] + ':' + x[1]) ? 'reached' : 'unreached'); });
  };
  if (data.engines.length) {
    const t = el('table'); t.id = 'engines';
    const h = el('tr'); ['engine', 'share (s)', 'time (s)', 'lines reached', 'outcome'].forEach((x) => h.appendChild(el('th', null, x))); t.appendChild(h);
    const rows = [];
    data.engines.forEach((e, i) => {
      const r = el('tr', 'engine');
      r.appendChild(el('td', 'name', e.engine));
      r.appendChild(el('td', 'budget', e.budget != null ? e.budget.toFixed(1) : ''));
      r.appendChild(el('td', 'time', e.time != null ? e.time.toFixed(2) : ''));
      r.appendChild(el('td', 'coverage', e.count != null ? e.count + ' of ' + e.lines : ''));
      r.appendChild(el('td', 'outcome', e.outcome));
      if (data.verdict === 'UNKNOWN') {
        r.title = 'show the lines ' + e.engine + ' reached';
        r.addEventListener('click', () => {
          const again = r.classList.contains('selected');
          rows.forEach((x) => x.classList.remove('selected'));
          if (!again) r.classList.add('selected');
          showCoverage(again ? null : i);
        });
      }
      t.appendChild(r); rows.push(r);
    });
    section('Engines', null).appendChild(t);
    if (data.verdict === 'UNKNOWN') {
      const all = new Set(); data.engines.forEach((e) => e.reached.forEach((x) => all.add(x[0] + ':' + x[1])));
      const c = section('Coverage', 'coverage');
      c.textContent = 'The engines reached ' + all.size + ' of the ' + data.code.length + ' lines with code (green; red: not reached). Click an engine to see its own.';
      showCoverage(null);
    }
  }
  if (stepEls.length) select(stepEls.length - 1);
  document.documentElement.dataset.ready = 'true';
})();
</script>
</body>
</html>
"#;
