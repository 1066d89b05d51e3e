//! `verify --witness`: SV-COMP witnesses (format 2.0). A violation witness's waypoints are the
//! counterexample's inputs in read order, each at the closing parenthesis of the
//! `__VERIFIER_nondet_*` call in the task's own file, then the target at the `reach_error` call;
//! a TRUE verdict writes an invariant set; the text forms are snapshots (uuid and time
//! normalised; `EFFIGY_BLESS=1` rewrites them).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn effigy(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_effigy")).args(args).current_dir(root()).output().expect("effigy runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("effigy-witness-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn header(text: &str, key: &str) -> Option<String> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(|s| s.trim().to_string())
}

/// One waypoint as the YAML says it: type, constraint value, line, column, function.
#[derive(Debug, Default, Clone)]
struct Waypoint {
    kind: String,
    value: Option<String>,
    line: usize,
    column: usize,
    function: String,
}

/// Reads the waypoints back from the block layout `verify --witness` writes.
fn waypoints(yaml: &str) -> Vec<Waypoint> {
    let mut out: Vec<Waypoint> = Vec::new();
    for line in yaml.lines() {
        let t = line.trim();
        if t == "- waypoint:" {
            out.push(Waypoint::default());
            continue;
        }
        let Some(w) = out.last_mut() else { continue };
        let unquote = |s: &str| s.trim().trim_matches('"').replace("\\\\", "\\");
        if let Some(v) = t.strip_prefix("type: ") {
            w.kind = v.to_string();
        } else if let Some(v) = t.strip_prefix("value: ") {
            w.value = Some(unquote(v));
        } else if let Some(v) = t.strip_prefix("line: ") {
            w.line = v.parse().unwrap();
        } else if let Some(v) = t.strip_prefix("column: ") {
            w.column = v.parse().unwrap();
        } else if let Some(v) = t.strip_prefix("function: ") {
            w.function = unquote(v);
        }
    }
    out
}

/// The text of `source` from (line, column) on (1-based, in characters).
fn at(source: &str, line: usize, column: usize) -> String {
    source.lines().nth(line - 1).unwrap_or("").chars().skip(column - 1).collect()
}

fn sha256sum(path: &Path) -> Option<String> {
    let out = Command::new("sha256sum").arg(path).output().ok()?;
    Some(String::from_utf8_lossy(&out.stdout).split_whitespace().next()?.to_string())
}

/// Runs verify with a witness and the JSON report; checks the waypoints against the
/// counterexample and the source text.
fn check_violation_witness(program: &Path, extra: &[&str], failures: &mut Vec<String>) {
    let dir = scratch(program.file_stem().unwrap().to_str().unwrap());
    let witness = dir.join("witness.yml");
    let json = dir.join("verdict.json");
    let rel = program.strip_prefix(root()).unwrap();
    let mut args = vec!["verify", rel.to_str().unwrap(), "--json", json.to_str().unwrap(), "--witness", witness.to_str().unwrap()];
    args.extend(extra);
    let out = effigy(&args);
    let name = rel.display();
    if out.status.code() != Some(10) {
        failures.push(format!("{name}: expected FALSE: {}", String::from_utf8_lossy(&out.stdout)));
        return;
    }
    let yaml = std::fs::read_to_string(&witness).unwrap_or_default();
    let verdict: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let inputs: Vec<String> =
        verdict["counterexample"]["inputs"].as_array().unwrap().iter().map(|i| i["value"].as_str().unwrap().to_string()).collect();
    let source = std::fs::read_to_string(program).unwrap();
    let w = waypoints(&yaml);
    if !yaml.starts_with("- entry_type: violation_sequence\n") || w.len() != inputs.len() + 1 {
        failures.push(format!("{name}: {} inputs, witness:\n{yaml}", inputs.len()));
        return;
    }
    for (i, (wp, value)) in w.iter().zip(&inputs).enumerate() {
        let text_at = at(&source, wp.line, wp.column);
        // The line up to the parenthesis must end with a call of a nondet function.
        let before: String = source.lines().nth(wp.line - 1).unwrap().chars().take(wp.column - 1).collect();
        let call_open = before.rfind("__VERIFIER_nondet_");
        if wp.kind != "function_return"
            || wp.value.as_deref() != Some(&format!("\\result == {value}"))
            || !text_at.starts_with(')')
            || call_open.is_none()
        {
            failures.push(format!("{name}: waypoint {i} {wp:?} does not match input {value} (source there: {text_at:?})"));
        }
    }
    let target = w.last().unwrap();
    let text_at = at(&source, target.line, target.column);
    if target.kind != "target" || !(text_at.starts_with("reach_error") || text_at.starts_with("__VERIFIER_error")) {
        failures.push(format!("{name}: target {target:?} is not a reach_error call (source there: {text_at:?})"));
    }
    let file = rel.display().to_string();
    if !yaml.contains(&format!("        - \"{file}\"\n")) || !yaml.contains(&format!("          file_name: \"{file}\"\n")) {
        failures.push(format!("{name}: the witness does not name the input file {file}:\n{yaml}"));
    }
    if let Some(hash) = sha256sum(program) {
        if !yaml.contains(&format!("\"{file}\": \"{hash}\"")) {
            failures.push(format!("{name}: input_file_hashes is not sha256sum's {hash}:\n{yaml}"));
        }
    }
    // effigy's own validator follows the witness to the error, and gcc's program reaches it.
    let out = effigy(&["validate", "--witness", witness.to_str().unwrap(), rel.to_str().unwrap()]);
    if out.status.code() != Some(10) {
        failures.push(format!("{name}: effigy validate does not confirm the witness: {}", String::from_utf8_lossy(&out.stdout)));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn violation_witnesses_follow_the_counterexample() {
    let dir = root().join("crates/effigy-engine/tests/programs");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    programs.sort();
    let mut failures = Vec::new();
    let mut checked = 0;
    for p in programs.iter().filter(|p| p.extension().is_some_and(|e| e == "c")) {
        let text = std::fs::read_to_string(p).unwrap();
        if header(&text, "verdict").as_deref() != Some("FALSE") {
            continue;
        }
        let mut extra = Vec::new();
        let overflow = header(&text, "signed-overflow");
        if let Some(o) = &overflow {
            extra.extend(["--signed-overflow", o.as_str()]);
        }
        let unwind = header(&text, "unwind");
        if let Some(k) = &unwind {
            extra.extend(["--unwind", k.as_str()]);
        }
        check_violation_witness(p, &extra, &mut failures);
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} FALSE programs");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Several inputs, one of them read by an assignment (its span is the assignment's, the
/// waypoint is at the call's parenthesis), two calls in one statement, and a loop.
const SEVERAL_INPUTS: &str = "extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void) {}
int add(int a, int b) { return a + b; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y;
  y = __VERIFIER_nondet_int();
  int s = add(__VERIFIER_nondet_int(), /* ) */ __VERIFIER_nondet_int());
  unsigned char c = 0;
  for (int i = 0; i < 2; i++) {
    c += __VERIFIER_nondet_uchar();
  }
  if (x > 10 && y == x + 3 && s == -7 && c == 200) {
    reach_error();
  }
  return 0;
}
";

fn normalise(yaml: &str) -> String {
    yaml.lines()
        .map(|l| {
            let t = l.trim_start();
            let indent = &l[..l.len() - t.len()];
            if t.starts_with("uuid: ") {
                format!("{indent}uuid: \"<uuid>\"")
            } else if t.starts_with("creation_time: ") {
                format!("{indent}creation_time: \"<time>\"")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

fn check_snapshot(name: &str, actual: &str) {
    let path = root().join("crates/effigy/tests/snapshots").join(name);
    if std::env::var_os("EFFIGY_BLESS").is_some() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(expected, actual, "snapshot {} differs (EFFIGY_BLESS=1 rewrites it)", path.display());
}

/// Writes `text` as `name` in a scratch directory and runs verify there (file names relative to
/// it, as in a task directory). The portfolio runs its engines in turn (`--cpus 1`): in
/// parallel, which engine's model a witness gives depends on the threads' timing, and the
/// snapshot and the broken variants are built on its values.
fn verify_in_scratch(name: &str, text: &str, extra: &[&str]) -> (Output, String, PathBuf) {
    let dir = scratch(name.trim_end_matches(".c"));
    std::fs::write(dir.join(name), text).unwrap();
    let mut args = vec!["verify", name, "--witness", "--cpus", "1"];
    args.extend(extra);
    let out = Command::new(env!("CARGO_BIN_EXE_effigy")).args(&args).current_dir(&dir).output().unwrap();
    let yaml = std::fs::read_to_string(dir.join("witness.yml")).unwrap_or_default();
    (out, yaml, dir)
}

#[test]
fn violation_witness_snapshot() {
    let (out, yaml, dir) = verify_in_scratch("several_inputs.c", SEVERAL_INPUTS, &[]);
    assert_eq!(out.status.code(), Some(10), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Witness written to witness.yml"));
    check_snapshot("witness_violation.yml", &normalise(&yaml));
    // The inputs pin the path; each waypoint sits on a distinct call's `)`, in the order gcc's
    // program calls them (a call's arguments from the last to the first).
    let w = waypoints(&yaml);
    let locations: Vec<(usize, usize)> = w.iter().map(|w| (w.line, w.column)).collect();
    assert_eq!(locations, [(6, 33), (8, 29), (9, 70), (9, 37), (12, 34), (12, 34), (15, 5)], "{yaml}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn correctness_witness_snapshot() {
    let program = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int x = __VERIFIER_nondet_int();\n  if (x > 0 && x < 0) reach_error();\n  return 0;\n}\n";
    let (out, yaml, dir) = verify_in_scratch("safe.c", program, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    check_snapshot("witness_correctness.yml", &normalise(&yaml));
    let _ = std::fs::remove_dir_all(dir);
}

/// Runs `effigy validate` in `dir` on a witness text; its exit code and output.
fn validate_in(dir: &Path, program: &str, witness: &str) -> (Option<i32>, String) {
    std::fs::write(dir.join("w.yml"), witness).unwrap();
    let out =
        Command::new(env!("CARGO_BIN_EXE_effigy")).args(["validate", "--witness", "w.yml", program]).current_dir(dir).output().unwrap();
    (out.status.code(), format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)))
}

/// The validator confirms effigy's own violation witness and rejects every broken variant of
/// it, each with its reason: a waypoint on the wrong line or column, a wrong value, a missing
/// target, waypoints out of order, a missing input, another file's hash, an `avoid` it cannot
/// check; a witness with a missing field is malformed (exit 2), naming the field.
#[test]
fn violation_witnesses_are_validated_and_broken_ones_rejected() {
    let (out, yaml, dir) = verify_in_scratch("validate_several.c", SEVERAL_INPUTS, &[]);
    assert_eq!(out.status.code(), Some(10));
    let (code, text) = validate_in(&dir, "validate_several.c", &yaml);
    assert_eq!(code, Some(10), "{text}");
    assert!(text.contains("Validation result: FALSE (the violation witness is confirmed)"), "{text}");
    // The segments of the witness (the first line of each starts `    - segment:`).
    let (head, body) = yaml.split_at(yaml.find("    - segment:").unwrap());
    let segments: Vec<String> = body.split_inclusive('\n').fold(Vec::new(), |mut acc: Vec<String>, line| {
        if line.starts_with("    - segment:") {
            acc.push(String::new());
        }
        acc.last_mut().unwrap().push_str(line);
        acc
    });
    assert_eq!(segments.len(), 7, "{yaml}");
    let join = |segs: &[String]| format!("{head}{}", segs.concat());
    let mut swapped = segments.clone();
    swapped.swap(2, 3);
    let first_value = yaml.lines().find(|l| l.contains("value: \"\\\\result == ")).unwrap().to_string();
    let v: i64 = first_value.trim().trim_end_matches('"').rsplit(' ').next().unwrap().parse().unwrap();
    let wrong_value = yaml.replacen(&first_value, &first_value.replace(&format!("== {v}\""), &format!("== {}\"", v - 1)), 1);
    let hash = yaml.lines().find(|l| l.contains("\"validate_several.c\": \"")).unwrap().rsplit('"').nth(1).unwrap().to_string();
    // The last input is an unsigned char (its value is the solver's model): 384 is out of range.
    let uchar_value = segments[5].lines().find(|l| l.contains("value: \"\\\\result == ")).unwrap().to_string();
    let out_of_range = join(
        &[&segments[..5], &[segments[5].replace(&uchar_value, "              value: \"\\\\result == 384\"")], &segments[6..]].concat(),
    );
    let broken: Vec<(&str, String, &str)> = vec![
        ("wrong line", yaml.replacen("line: 6\n", "line: 7\n", 1), "waypoint 1: the witness puts the return of an input call at line 7"),
        (
            "wrong column",
            yaml.replacen("column: 33\n", "column: 30\n", 1),
            "waypoint 1: the witness puts the return of an input call at line 6, column 30",
        ),
        ("wrong value", wrong_value, "ends with `return 0`, not at the error"),
        ("missing target", join(&segments[..6]), "no target waypoint"),
        ("out of order", join(&swapped), "waypoint 3: the witness puts the return of an input call at line 9, column 37"),
        (
            "missing input",
            join(&[&segments[..5], &segments[6..]].concat()),
            "the program reads 6 inputs on the witness's path; the witness gives values for 5",
        ),
        ("another file", yaml.replace(&hash, &"0".repeat(64)), "the witness is for another program"),
        ("avoid", yaml.replacen("action: follow", "action: avoid", 1), "`avoid` waypoints are not supported"),
        ("out of range", out_of_range, "__VERIFIER_nondet_uchar cannot return 384"),
        (
            "octal",
            yaml.replacen(&format!("result == {v}\""), &format!("result == 0{v}\""), 1),
            "is not `\\result == <integer or hexadecimal floating constant>`",
        ),
        ("wrong target line", yaml.replacen("line: 15\n", "line: 14\n", 1), "the target: the witness puts the violation at line 14"),
    ];
    for (what, text, reason) in &broken {
        assert_ne!(text, &yaml, "{what}: the variant equals the witness");
        let (code, out) = validate_in(&dir, "validate_several.c", text);
        assert_eq!(code, Some(20), "{what}: {out}");
        assert!(out.contains("Validation result: UNKNOWN (witness not confirmed: ") && out.contains(reason), "{what}: {out}");
    }
    let (code, out) = validate_in(&dir, "validate_several.c", &yaml.replacen("line: 12\n", "lin: 12\n", 1));
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("malformed witness: entry 1: content[4].segment[0].waypoint.location.line is missing"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

const SUM_LOOP: &str = "extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned i = 0, s = 0;
  if (n > 1000) return 0;
  while (i < n) {
    i++;
    s += 2;
  }
  if (s != 2 * i) reach_error();
  return 0;
}
";

/// A correctness witness: confirmed without invariants (effigy proves the program), with an
/// inductive one that implies safety (Floyd's method), and with a true one that is neither but
/// lets the program be proved (the invariants as candidates, checked where they stand);
/// rejected with invariants that do not hold, and one not at a loop head.
#[test]
fn correctness_witnesses_are_validated_and_wrong_invariants_rejected() {
    // effigy's own witness of a program it proves quickly, then the same witness text for
    // SUM_LOOP (its file name and hash), which needs its invariant.
    let safe = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int x = __VERIFIER_nondet_int();\n  if (x > 0 && x < 0) reach_error();\n  return 0;\n}\n";
    let (out, safe_yaml, dir) = verify_in_scratch("safe_validate.c", safe, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let (code, text) = validate_in(&dir, "safe_validate.c", &safe_yaml);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("the witness states no invariants; effigy proves the program without them"), "{text}");
    std::fs::write(dir.join("sum_loop.c"), SUM_LOOP).unwrap();
    let safe_hash = sha256sum(&dir.join("safe_validate.c")).expect("sha256sum");
    let hash = sha256sum(&dir.join("sum_loop.c")).expect("sha256sum");
    let yaml = safe_yaml.replace("safe_validate.c", "sum_loop.c").replace(&safe_hash, &hash);
    let with = |inv: &str, line: u32| {
        yaml.replace(
            "  content: []\n",
            &format!("  content:\n    - invariant:\n        type: loop_invariant\n        location:\n          file_name: \"sum_loop.c\"\n          line: {line}\n          column: 3\n          function: \"main\"\n        value: \"{inv}\"\n        format: c_expression\n"),
        )
    };
    let (code, text) = validate_in(&dir, "sum_loop.c", &with("s == 2 * i && i <= n", 7));
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("every invariant holds on entry, is inductive"), "{text}");
    let (code, text) = validate_in(&dir, "sum_loop.c", &with("n <= 1000", 7));
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("proved with the program, the invariants as candidates; not inductive on their own"), "{text}");
    for (inv, line, reason) in [
        ("s == i", 7, "the invariant `s == i` at line 7 does not hold"),
        ("i < n", 7, "the invariant `i < n` at line 7 does not hold"),
        ("s == 2 * i && i <= n", 4, "is not at the head of a loop"),
    ] {
        let (code, text) = validate_in(&dir, "sum_loop.c", &with(inv, line));
        assert_eq!(code, Some(20), "{inv} at {line}: {text}");
        assert!(text.contains("witness not confirmed") && text.contains(reason), "{inv} at {line}: {text}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn unknown_verdicts_write_no_witness() {
    let program = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int n = 0;\n  while (__VERIFIER_nondet_int()) n++;\n  if (n < 0) reach_error();\n  return 0;\n}\n";
    let (out, yaml, dir) = verify_in_scratch("loop.c", program, &["--unwind", "2"]);
    assert_eq!(out.status.code(), Some(20), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("No witness: the verdict is UNKNOWN"));
    assert!(yaml.is_empty());
    let _ = std::fs::remove_dir_all(dir);
}

/// The witnesses parse as YAML with the structure of format 2.0 (PyYAML, when python3 has it).
#[test]
fn witnesses_are_yaml() {
    let (_, violation, d1) = verify_in_scratch("yaml_violation.c", SEVERAL_INPUTS, &[]);
    let check = "import sys, yaml\nw = yaml.safe_load(open(sys.argv[1]))\ne = w[0]\nassert e['metadata']['format_version'] == '2.0'\nt = e['metadata']['task']\nassert t['input_files'][0] in t['input_file_hashes']\nassert t['data_model'] == 'ILP32' and t['language'] == 'C'\nassert e['entry_type'] in ('violation_sequence', 'invariant_set')\nif e['entry_type'] == 'violation_sequence':\n    ws = [s['segment'][0]['waypoint'] for s in e['content']]\n    assert ws[-1]['type'] == 'target'\n    assert ws[0]['constraint']['value'].startswith('\\\\result == ')\n    assert all(isinstance(w['location']['line'], int) for w in ws)\nelse:\n    assert e['content'] == []\nprint('ok')\n";
    let has_yaml = Command::new("python3").args(["-c", "import yaml"]).status().is_ok_and(|s| s.success());
    if !has_yaml {
        println!("skipped: python3 with PyYAML is not installed (scripts/install-deps.sh installs it)");
        return;
    }
    let f = d1.join("witness.yml");
    assert!(!violation.is_empty());
    let out = Command::new("python3").args(["-c", check, f.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let program = "void reach_error(void) {}\nint main(void) { return 0; }\n";
    let (_, _, d2) = verify_in_scratch("yaml_safe.c", program, &[]);
    let out = Command::new("python3").args(["-c", check, d2.join("witness.yml").to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(d1);
    let _ = std::fs::remove_dir_all(d2);
}

/// The engines' proofs become the witness's invariants, at the loop keyword, and effigy's
/// validator confirms them: CEGAR's reached states at the head (a disjunction of the values it
/// tracks; a range when there are many), k-induction's values the loop cannot change and the
/// relations Houdini kept (low bits, bounds, equal differences, bounds by the program's constants).
/// A wrong value is refuted.
#[test]
fn engines_write_their_invariants_and_they_validate() {
    let requests = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/requests.c")).unwrap();
    let counted = "void reach_error(void) {}\nint main(void) {\n  int i = 0;\n  for (i = 0; i < 20; i++) {\n  }\n  if (i != 20) reach_error();\n  return 0;\n}\n";
    let unchanged = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int n = 5;\n  unsigned x = 0;\n  while (__VERIFIER_nondet_int()) {\n    x = n;\n  }\n  if (x != 0 && x != 5) reach_error();\n  return 0;\n}\n";
    let houdini = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  unsigned x = 0, y = 0;\n  int n = 0;\n  while (__VERIFIER_nondet_int()) {\n    x += 2;\n    y += 2;\n    if (n < 100) n++;\n  }\n  if (x != y || (x & 1) || n < 0) reach_error();\n  return 0;\n}\n";
    for (name, program, engine, value, line, wrong) in [
        ("inv_requests.c", requests.as_str(), "cegar", "(limit == 10) || (limit == 20)", 11, ("limit == 10", "limit == 11")),
        ("inv_counted.c", counted, "cegar", "0 <= i && i <= 20", 4, ("i <= 20", "i <= 19")),
        ("inv_unchanged.c", unchanged, "kind", "n == 5 && x <= 5U", 6, ("n == 5", "n == 6")),
        ("inv_houdini.c", houdini, "kind", "(x & 1) == 0 && (y & 1) == 0 && n >= 0 && x == y && n <= 100", 6, ("n >= 0", "n >= 1")),
    ] {
        let (out, yaml, dir) = verify_in_scratch(name, program, &["--engine", engine]);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", String::from_utf8_lossy(&out.stdout));
        assert!(yaml.contains("entry_type: invariant_set"), "{name}: {yaml}");
        assert!(yaml.contains(&format!("        value: \"{value}\"\n")), "{name}: {yaml}");
        assert!(yaml.contains(&format!("          line: {line}\n          column: 3\n")), "{name}: {yaml}");
        let (code, text) = validate_in(&dir, name, &yaml);
        assert_eq!(code, Some(0), "{name}: {text}");
        let broken = yaml.replace(wrong.0, wrong.1);
        assert_ne!(broken, yaml);
        let (code, text) = validate_in(&dir, name, &broken);
        assert_eq!(code, Some(20), "{name}: {text}");
        assert!(text.contains("does not hold"), "{name}: {text}");
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Columns of the front end are those of the preprocessed line: a comment (or a macro) before
/// a loop on its line moves them, and the invariant of the inner loop here once landed on the
/// outer `while`, where it is false (x is 0, then 2). Such a line's loops get no invariant.
#[test]
fn invariants_are_not_placed_by_columns_a_comment_has_moved() {
    let program = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int x = 0;\n  while ((x = 1, __VERIFIER_nondet_int())) { /* a rather long comment that is here only to take up room on the line */ while (__VERIFIER_nondet_int()) { if (x != 1) reach_error(); } x = 2; }\n  if (x == 1) return 1;\n  return 0;\n}\n";
    let (out, yaml, dir) = verify_in_scratch("moved_columns.c", program, &["--engine", "cegar"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(yaml.contains("  content: []\n"), "{yaml}");
    let _ = std::fs::remove_dir_all(dir);
}

/// A variable-length array puts its address into the path condition; when gcc's program
/// reaches the error on the inputs alone (the verdict's confirmation), the inputs decide the
/// path and the witness is written — and validated. (It used to be refused.)
#[test]
fn a_confirmed_counterexample_through_a_vla_gets_a_witness() {
    let program = "extern unsigned int __VERIFIER_nondet_uint(void);\nextern char __VERIFIER_nondet_char(void);\nvoid reach_error(void) {}\nint main(void) {\n  int n = __VERIFIER_nondet_uint();\n  if (!(n > 0 && n < 4)) return 0;\n  char a[n];\n  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_char();\n  if (a[n - 1] == 'x') reach_error();\n  return 0;\n}\n";
    let (out, yaml, dir) = verify_in_scratch("vla_witness.c", program, &[]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(10), "{text}");
    assert!(text.contains("Witness written to witness.yml"), "{text}");
    let (code, text) = validate_in(&dir, "vla_witness.c", &yaml);
    assert_eq!(code, Some(10), "{text}");
    let _ = std::fs::remove_dir_all(dir);
}
