//! `effigy validate`: effigy as a validator of SV-COMP violation witnesses (format 2.0).
//!
//! A witness is read with a YAML parser and checked field by field (a malformed one names the
//! entry and the field). A violation witness is *followed*: its `function_return` waypoints
//! (`\result == V` at the closing parenthesis of a `__VERIFIER_nondet_*` call) give the inputs in
//! order; the interpreter runs the program on them and must pass every waypoint where and in the
//! order the witness puts it — the waypoints of the run are computed exactly as effigy writes its
//! own witnesses, from the run's path — and reach the error at the target; gcc's compiled program
//! must then reach the error on the same inputs. Nothing of the producer is trusted: a waypoint
//! the run does not pass, an input the witness gives no value for, a value that leads elsewhere,
//! a missing target or a file whose hash differs, and the witness is not confirmed, with the
//! reason. Waypoint kinds this validator cannot follow (`assumption` on program variables,
//! `branching`, `avoid` actions) make it answer "not confirmed" and say so, never "confirmed".

use std::path::Path;

use effigy_engine::{Counterexample, InputValue};
use effigy_interp::{run, Outcome, RunConfig};
use effigy_ir::{DataModel, Program};
use yaml_rust2::{Yaml, YamlLoader};

use crate::replay::{replay, ReplayLimits};
use crate::witness::{violation_witness, Location, Waypoint, WitnessTask};

/// One waypoint as the witness states it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatedWaypoint {
    /// `assumption`, `function_return`, `branching`, `target`, `function_enter`.
    pub kind: String,
    /// `follow` or `avoid`.
    pub action: String,
    pub file_name: String,
    pub line: u32,
    pub column: Option<u32>,
    pub constraint: Option<String>,
}

/// A witness as read: its task and its content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatedWitness {
    pub input_files: Vec<String>,
    /// (file, SHA-256) pairs.
    pub hashes: Vec<(String, String)>,
    pub data_model: Option<String>,
    /// `metadata.task.specification`: the property's LTL (`G ! call(reach_error())`,
    /// `G valid-deref`, `G ! overflow`, …), when given.
    pub specification: Option<String>,
    pub content: StatedContent,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatedContent {
    /// The waypoints of each segment.
    Violation(Vec<Vec<StatedWaypoint>>),
    /// (type, location, expression) of each invariant.
    Invariants(Vec<(String, StatedWaypoint, String)>),
}

/// The validator's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Validation {
    /// The violation is real: the inputs it gives, and the outcome of gcc's program on them.
    ConfirmedViolation { inputs: Vec<i128>, report: String },
    /// Not confirmed, and why.
    NotConfirmed(String),
}

/// Reads a witness file's text. Errors name the entry and the field.
pub fn parse_witness(text: &str) -> Result<StatedWitness, String> {
    let docs = YamlLoader::load_from_str(text).map_err(|e| format!("not YAML: {e}"))?;
    let Some(Yaml::Array(entries)) = docs.first() else {
        return Err("a witness is a YAML sequence of entries".into());
    };
    let mut found = None;
    for (i, entry) in entries.iter().enumerate() {
        let at = format!("entry {}", i + 1);
        let entry_type = scalar(&entry["entry_type"], &format!("{at}: entry_type"))?;
        if entry_type != "violation_sequence" && entry_type != "invariant_set" {
            // Other entry types (e.g. ghost instrumentation) carry nothing effigy checks.
            continue;
        }
        if found.is_some() {
            return Err(format!("{at}: a second violation_sequence or invariant_set entry"));
        }
        let meta = &entry["metadata"];
        let version = scalar(&meta["format_version"], &format!("{at}: metadata.format_version"))?;
        if version != "2.0" && version != "2.1" {
            return Err(format!("{at}: metadata.format_version is {version:?}; effigy reads format 2.0 (and 2.1)"));
        }
        let task = &meta["task"];
        let input_files = match &task["input_files"] {
            Yaml::Array(files) => files
                .iter()
                .enumerate()
                .map(|(k, f)| scalar(f, &format!("{at}: metadata.task.input_files[{k}]")))
                .collect::<Result<Vec<_>, _>>()?,
            Yaml::String(f) => vec![f.clone()],
            _ => return Err(format!("{at}: metadata.task.input_files is missing or not a list of file names")),
        };
        let hashes = match &task["input_file_hashes"] {
            Yaml::Hash(h) => h
                .iter()
                .map(|(k, v)| {
                    Ok((
                        scalar(k, &format!("{at}: metadata.task.input_file_hashes"))?,
                        scalar(v, &format!("{at}: metadata.task.input_file_hashes"))?,
                    ))
                })
                .collect::<Result<Vec<_>, String>>()?,
            _ => return Err(format!("{at}: metadata.task.input_file_hashes is missing")),
        };
        let data_model = match &task["data_model"] {
            Yaml::BadValue | Yaml::Null => None,
            d => Some(scalar(d, &format!("{at}: metadata.task.data_model"))?),
        };
        let content = match &entry["content"] {
            Yaml::Array(c) => c,
            _ => return Err(format!("{at}: content is missing or not a list")),
        };
        let content = if entry_type == "violation_sequence" {
            let mut segments = Vec::new();
            for (s, item) in content.iter().enumerate() {
                let Yaml::Array(waypoints) = &item["segment"] else {
                    return Err(format!("{at}: content[{s}]: a `segment` list is missing"));
                };
                let mut segment = Vec::new();
                for (w, item) in waypoints.iter().enumerate() {
                    segment.push(waypoint(&item["waypoint"], &format!("{at}: content[{s}].segment[{w}].waypoint"))?);
                }
                if segment.is_empty() {
                    return Err(format!("{at}: content[{s}]: an empty segment"));
                }
                segments.push(segment);
            }
            StatedContent::Violation(segments)
        } else {
            let mut invariants = Vec::new();
            for (k, item) in content.iter().enumerate() {
                let inv = &item["invariant"];
                let field = format!("{at}: content[{k}].invariant");
                let kind = scalar(&inv["type"], &format!("{field}.type"))?;
                let location = location(&inv["location"], &format!("{field}.location"))?;
                let value = scalar(&inv["value"], &format!("{field}.value"))?;
                invariants.push((kind, location, value));
            }
            StatedContent::Invariants(invariants)
        };
        let specification = match &task["specification"] {
            Yaml::String(spec) => Some(spec.clone()),
            _ => None,
        };
        found = Some(StatedWitness { input_files, hashes, data_model, specification, content });
    }
    found.ok_or_else(|| "the witness has no violation_sequence or invariant_set entry".into())
}

fn scalar(y: &Yaml, field: &str) -> Result<String, String> {
    match y {
        Yaml::String(s) | Yaml::Real(s) => Ok(s.clone()),
        Yaml::Integer(i) => Ok(i.to_string()),
        Yaml::Boolean(b) => Ok(b.to_string()),
        Yaml::BadValue | Yaml::Null => Err(format!("{field} is missing")),
        _ => Err(format!("{field} is not a scalar")),
    }
}

fn number(y: &Yaml, field: &str) -> Result<u32, String> {
    match y {
        Yaml::Integer(i) if *i >= 1 && *i <= u32::MAX as i64 => Ok(*i as u32),
        Yaml::BadValue | Yaml::Null => Err(format!("{field} is missing")),
        _ => Err(format!("{field} is not a positive integer")),
    }
}

fn location(y: &Yaml, field: &str) -> Result<StatedWaypoint, String> {
    if !matches!(y, Yaml::Hash(_)) {
        return Err(format!("{field} is missing"));
    }
    let column = match &y["column"] {
        Yaml::BadValue | Yaml::Null => None,
        c => Some(number(c, &format!("{field}.column"))?),
    };
    Ok(StatedWaypoint {
        kind: String::new(),
        action: String::new(),
        file_name: scalar(&y["file_name"], &format!("{field}.file_name"))?,
        line: number(&y["line"], &format!("{field}.line"))?,
        column,
        constraint: None,
    })
}

fn waypoint(y: &Yaml, field: &str) -> Result<StatedWaypoint, String> {
    if !matches!(y, Yaml::Hash(_)) {
        return Err(format!("{field} is missing"));
    }
    let kind = scalar(&y["type"], &format!("{field}.type"))?;
    if !["assumption", "function_return", "function_enter", "branching", "target"].contains(&kind.as_str()) {
        return Err(format!("{field}.type: unknown waypoint type {kind:?}"));
    }
    let action = scalar(&y["action"], &format!("{field}.action"))?;
    if !["follow", "avoid", "cycle"].contains(&action.as_str()) {
        return Err(format!("{field}.action: unknown action {action:?}"));
    }
    let mut w = location(&y["location"], &format!("{field}.location"))?;
    w.kind = kind;
    w.action = action;
    w.constraint = match &y["constraint"] {
        Yaml::BadValue | Yaml::Null => None,
        c => Some(scalar(&c["value"], &format!("{field}.constraint.value"))?),
    };
    if matches!(w.kind.as_str(), "assumption" | "function_return" | "branching") && w.constraint.is_none() {
        return Err(format!("{field}.constraint: a {} waypoint needs one", w.kind));
    }
    Ok(w)
}

/// The value `V` of a `\result == V` constraint: a decimal or hexadecimal integer literal,
/// possibly negative, with C's integer suffixes, possibly after one cast `(type)`. Anything
/// else (octal, arithmetic, other operators) is refused rather than guessed.
fn result_value(constraint: &str) -> Option<i128> {
    let mut rest = constraint.trim().strip_prefix("\\result")?.trim_start().strip_prefix("==")?.trim();
    if let Some(r) = rest.strip_prefix('(') {
        // One cast of a type name (letters, digits, spaces, `_`).
        let close = r.find(')')?;
        if !r[..close].chars().all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '_') || r[..close].trim().is_empty() {
            return None;
        }
        rest = r[close + 1..].trim();
    }
    if let Some(bits) = float_value(rest) {
        return Some(bits);
    }
    let (negative, digits) = match rest.strip_prefix('-') {
        Some(d) => (true, d.trim_start()),
        None => (false, rest),
    };
    let digits = digits.trim_end_matches(['u', 'U', 'l', 'L']);
    let v = if let Some(h) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        if h.is_empty() || !h.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        i128::from_str_radix(h, 16).ok()?
    } else {
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) || (digits.len() > 1 && digits.starts_with('0')) {
            return None;
        }
        digits.parse::<i128>().ok()?
    };
    Some(if negative { -v } else { v })
}

/// The bit pattern of a floating-point `\result` as effigy writes it: an exact hexadecimal
/// constant (`-0x1.eff02p-76f`: `float` with the `f` suffix, `double` without), or an infinity
/// as `1.0f / 0.0f`. A decimal constant (rounded: which value is meant?) or a NaN is refused.
fn float_value(text: &str) -> Option<i128> {
    if let Some((a, b)) = text.split_once('/') {
        let (a, b) = (a.trim(), b.trim());
        let (negative, one) = match a.strip_prefix('-') {
            Some(x) => (true, x.trim()),
            None => (false, a),
        };
        let inf = if negative { f64::NEG_INFINITY } else { f64::INFINITY };
        return match (one, b) {
            ("1.0f", "0.0f") => Some((inf as f32).to_bits() as i128),
            ("1.0", "0.0") => Some(inf.to_bits() as i128),
            _ => None,
        };
    }
    let (single, body) = match text.strip_suffix(['f', 'F']) {
        Some(b) if b.contains(['p', 'P']) => (true, b),
        _ => (false, text),
    };
    let bits = |v: f64| -> Option<i128> {
        if single {
            let f = v as f32;
            (f as f64 == v).then_some(f.to_bits() as i128)
        } else {
            Some(v.to_bits() as i128)
        }
    };
    let (negative, h) = match body.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, body),
    };
    let h = h.strip_prefix("0x").or_else(|| h.strip_prefix("0X"))?;
    let (mantissa, exp) = h.split_once(['p', 'P'])?;
    let exp: i32 = exp.strip_prefix('+').unwrap_or(exp).parse().ok()?;
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{int}{frac}");
    if digits.is_empty() || digits.len() > 14 || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let m = u64::from_str_radix(&digits, 16).ok()?;
    if m >> 53 != 0 {
        return None;
    }
    // m · 2^k in two exact steps (a subnormal result would underflow a single 2^k).
    let k = exp - 4 * frac.len() as i32;
    let v = (m as f64) * 2f64.powi(k / 2) * 2f64.powi(k - k / 2);
    if !v.is_finite() {
        return None;
    }
    bits(if negative { -v } else { v })
}

/// Validates a violation witness of `program`, lowered from `source` (the task's input file).
pub fn validate_violation(program: &Program, source: &Path, data_model: DataModel, witness: &StatedWitness) -> Result<Validation, String> {
    let not = |why: String| Ok(Validation::NotConfirmed(why));
    let StatedContent::Violation(segments) = &witness.content else {
        return Err("not a violation witness".into());
    };
    let task = WitnessTask::read(source, data_model)?;
    if let Some(why) = other_task(witness, &task) {
        return not(why);
    }
    // The inputs the witness gives, in order, and the waypoints it expects the run to pass.
    let mut values = Vec::new();
    let mut expected = Vec::new();
    let mut target = None;
    let file_name = Path::new(&task.input_file).file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    for (s, segment) in segments.iter().enumerate() {
        for w in segment {
            if w.action != "follow" {
                return not(format!("segment {}: `{}` waypoints are not supported by effigy's validator", s + 1, w.action));
            }
            if Path::new(&w.file_name).file_name().map(|n| n.to_string_lossy() != file_name).unwrap_or(true) {
                return not(format!("segment {}: a waypoint in {}, not in the task's file {file_name}", s + 1, w.file_name));
            }
        }
        if segment.len() > 1 {
            return not(format!(
                "segment {}: {} waypoints in one segment; effigy's validator follows segments of one waypoint only",
                s + 1,
                segment.len()
            ));
        }
        let w = &segment[0];
        if target.is_some() {
            return not(format!("segment {}: waypoints after the target", s + 1));
        }
        match w.kind.as_str() {
            "function_return" => {
                let constraint = w.constraint.as_deref().unwrap_or("");
                let Some(v) = result_value(constraint) else {
                    return not(format!(
                        "segment {}: the constraint {constraint:?} is not `\\result == <integer or hexadecimal floating constant>`; effigy's validator follows only those",
                        s + 1
                    ));
                };
                values.push(v);
                expected.push(w.clone());
            }
            "target" => target = Some(w.clone()),
            other => return not(format!("segment {}: `{other}` waypoints are not supported by effigy's validator", s + 1)),
        }
    }
    let Some(target) = target else {
        return not("the witness has no target waypoint: it does not say where the property is violated".into());
    };
    if let Some(check) = witness.specification.as_deref().and_then(specification_check) {
        return validate_check(program, source, data_model, check, &values, &target);
    }
    // Follow the witness: run on its values.
    let result = run(program, &RunConfig { inputs: values.clone(), ..RunConfig::default() });
    if result.inputs_read.len() > values.len() {
        return not(format!(
            "the program reads {} inputs on the witness's path; the witness gives values for {}",
            result.inputs_read.len(),
            values.len()
        ));
    }
    // Each input as read (in its C type) must be the value the witness states: a value out of
    // the type's range is not what the call can return (whatever the run then does: the value
    // it did read is not the witness's).
    for (k, (read, &stated)) in result.inputs_read.iter().zip(&values).enumerate() {
        if read.value != stated {
            return not(format!("waypoint {}: {} cannot return {stated} (its type's value would be {})", k + 1, read.function, read.value));
        }
    }
    let (error, span) = match &result.outcome {
        Outcome::Error { kind, span } => (kind.clone(), *span),
        other => return not(format!("on the witness's inputs the program ends with `{}`, not at the error", other.describe(program))),
    };
    if result.inputs_read.len() < values.len() {
        return not(format!(
            "the program reaches the error after {} inputs; the witness has {} function_return waypoints",
            result.inputs_read.len(),
            values.len()
        ));
    }
    // The run's own waypoints, as effigy writes them, against the witness's.
    let cex = Counterexample {
        error,
        span,
        inputs: result.inputs_read.iter().map(|i| InputValue { function: i.function.clone(), ty: i.ty, value: i.value }).collect(),
        path: result.path.clone(),
        uninitialised: Vec::new(),
        candidate: None,
    };
    let actual = violation_witness(program, &task, &cex)?;
    let crate::witness::Content::Violation(actual) = actual.content else { unreachable!("a violation witness") };
    let mut k = 0;
    for w in &actual {
        match w {
            Waypoint::FunctionReturn { location, callee, .. } => {
                let stated = &expected[k];
                if !same_place(stated, location) {
                    return not(format!(
                        "waypoint {}: the witness puts the return of an input call at line {}{}; following it, the program reads input {} at {}:{} ({callee})",
                        k + 1,
                        stated.line,
                        stated.column.map(|c| format!(", column {c}")).unwrap_or_default(),
                        k + 1,
                        location.line,
                        location.column
                    ));
                }
                k += 1;
            }
            Waypoint::Target { location } => {
                if !same_place(&target, location) {
                    return not(format!(
                        "the target: the witness puts the violation at line {}{}; following it, the program reaches the error at {}:{}",
                        target.line,
                        target.column.map(|c| format!(", column {c}")).unwrap_or_default(),
                        location.line,
                        location.column
                    ));
                }
            }
            _ => {}
        }
    }
    // Nothing trusted: gcc's program on the same inputs.
    let stubs = crate::replay::stubs_of(program);
    let inputs: Vec<i128> = cex.inputs.iter().map(|i| i.value).collect();
    match replay(&[source.to_path_buf()], data_model, &inputs, &stubs, &ReplayLimits::default()) {
        Ok(o) if o.reached_error() => Ok(Validation::ConfirmedViolation {
            inputs,
            report: format!(
                "the witness's {} inputs lead to the error at {}:{}, passing every waypoint; the program compiled by gcc reaches the error on them",
                cex.inputs.len(),
                target.line,
                target.column.unwrap_or(0)
            ),
        }),
        Ok(o) => not(format!("effigy's interpreter follows the witness to the error, but the program compiled by gcc ends with `{o}` on its inputs")),
        Err(e) => not(format!("the program could not be compiled and run by gcc: {e}")),
    }
}

/// Why the witness is about another program (its file's hash), if it is.
pub fn other_task(witness: &StatedWitness, task: &WitnessTask) -> Option<String> {
    let ours = crate::sha256::sha256_hex(task.source.as_bytes());
    let name = Path::new(&task.input_file).file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let stated = witness
        .hashes
        .iter()
        .find(|(f, _)| Path::new(f).file_name().map(|n| n.to_string_lossy() == name).unwrap_or(false))
        .or_else(|| (witness.hashes.len() == 1).then(|| &witness.hashes[0]));
    match stated {
        Some((_, h)) if h.eq_ignore_ascii_case(&ours) => None,
        Some((f, h)) => Some(format!("the witness is for another program: its hash of {f} is {h}, the task's file hashes to {ours}")),
        None => Some(format!("the witness names no hash of {name}")),
    }
}

/// A stated location (line, and column when given) is the actual one.
fn same_place(stated: &StatedWaypoint, actual: &Location) -> bool {
    stated.line == actual.line && stated.column.is_none_or(|c| c == actual.column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_constraints() {
        assert_eq!(result_value("\\result == 5"), Some(5));
        assert_eq!(result_value("\\result == -2147483648"), Some(-2147483648));
        assert_eq!(result_value("\\result == 4294967295U"), Some(4294967295));
        assert_eq!(result_value("\\result == (unsigned char) 200"), Some(200));
        assert_eq!(result_value("\\result == 010"), None);
        assert_eq!(result_value("\\result == (3) - -10"), None);
        assert_eq!(result_value("\\result == 5 || 1"), None);
        assert_eq!(result_value("\\result == 0"), Some(0));
        assert_eq!(result_value("\\result == 0x1F"), Some(31));
        assert_eq!(result_value("\\result != \\result"), None);
        assert_eq!(result_value("x == 5"), None);
    }

    #[test]
    fn malformed_witnesses_name_the_entry_and_field() {
        let w = "- entry_type: violation_sequence\n  metadata:\n    format_version: \"2.0\"\n    task:\n      input_files: [a.c]\n      input_file_hashes: {a.c: \"00\"}\n  content:\n    - segment:\n        - waypoint:\n            type: target\n            action: follow\n            location: {file_name: a.c}\n";
        let e = parse_witness(w).unwrap_err();
        assert_eq!(e, "entry 1: content[0].segment[0].waypoint.location.line is missing");
        let e = parse_witness(&w.replace("type: target", "type: teleport")).unwrap_err();
        assert!(e.contains("waypoint.type: unknown waypoint type \"teleport\""), "{e}");
        let e = parse_witness(&w.replace("\"2.0\"", "\"1.0\"")).unwrap_err();
        assert!(e.contains("metadata.format_version is \"1.0\""), "{e}");
        assert!(parse_witness("- a: [").unwrap_err().starts_with("not YAML"));
    }
}

#[cfg(test)]
mod float_tests {
    use super::{float_value, result_value};
    use effigy_smt::float::{hex_literal, FpFormat};

    /// Every constant effigy writes for a float or double input reads back as its bit pattern
    /// (normal, subnormal, zero, extreme, infinite); rounded or NaN constants are refused.
    #[test]
    fn effigy_s_float_constants_read_back_exactly() {
        let singles = [1.5f32, -0.1, f32::MIN_POSITIVE, 1e-45, f32::MAX, -0.0, 3.0e-40, 123456.79];
        for x in singles {
            let bits = x.to_bits() as u64;
            let lit = format!("{}f", hex_literal(FpFormat::F32, bits).unwrap());
            assert_eq!(float_value(&lit), Some(bits as i128), "{x} {lit}");
            assert_eq!(result_value(&format!("\\result == {lit}")), Some(bits as i128), "{lit}");
        }
        let doubles = [1.5f64, -0.1, f64::MIN_POSITIVE, 5e-324, f64::MAX, 1e300, -2.5e-310];
        for x in doubles {
            let bits = x.to_bits();
            let lit = hex_literal(FpFormat::F64, bits).unwrap();
            assert_eq!(float_value(&lit), Some(bits as i128), "{x} {lit}");
        }
        assert_eq!(float_value("1.0f / 0.0f"), Some(f32::INFINITY.to_bits() as i128));
        assert_eq!(float_value("-1.0 / 0.0"), Some(f64::NEG_INFINITY.to_bits() as i128));
        // A double constant that no float equals, given with the float suffix; a decimal one.
        assert_eq!(float_value("0x1.0000000000001p+0f"), None);
        assert_eq!(float_value("0.1"), None);
        assert_eq!(result_value("\\result != \\result"), None);
    }
}

/// The check a witness's specification names (`G valid-deref`, `G ! overflow`, …); `None` for
/// reachability (and what effigy does not check).
fn specification_check(spec: &str) -> Option<effigy_ir::Check> {
    let spec = spec.split_whitespace().collect::<Vec<_>>().join(" ");
    if spec == "G ! overflow" {
        return Some(effigy_ir::Check::Overflow);
    }
    effigy_ir::Check::from_name(spec.strip_prefix("G ")?)
}

/// A violation witness of a memory-safety or overflow property, followed by execution: the
/// inputs its waypoints give are run on the program compiled by gcc with the sanitizer that sees
/// the violation, which must report it (at the target's line, for an access or an operation;
/// a leak anywhere, for memtrack; blocks left allocated, for memcleanup). The interpreter is not
/// the judge here: it wraps signed arithmetic and does not track leaks.
fn validate_check(
    program: &Program,
    source: &Path,
    data_model: DataModel,
    check: effigy_ir::Check,
    values: &[i128],
    target: &StatedWaypoint,
) -> Result<Validation, String> {
    use effigy_ir::Check;
    let stubs = crate::replay::stubs_of(program);
    let r = match crate::replay::replay_sanitized(&[source.to_path_buf()], data_model, values, &stubs, &ReplayLimits::default(), check) {
        Ok(r) => r,
        Err(e) => return Ok(Validation::NotConfirmed(format!("the program could not be compiled and run by gcc: {e}"))),
    };
    let found = match (&r.found, check) {
        (_, Check::Memcleanup) => match r.live_blocks {
            Some(n) if n > 0 => {
                Some(format!("the program compiled by gcc, its allocation calls counted, ends with {n} heap block(s) allocated"))
            }
            _ => None,
        },
        (Some((Check::Memtrack, summary)), Check::Memtrack) => Some(summary.clone()),
        (Some((c, summary)), _) if *c == check => {
            // The report's position (`… at f.c:12` or `f.c:12:5`) must be the target's line.
            let line = summary.rsplit(" at ").next().and_then(|pos| pos.split(':').nth(1)).and_then(|l| l.parse::<u32>().ok());
            (line == Some(target.line)).then(|| summary.clone())
        }
        _ => None,
    };
    Ok(match found {
        Some(report) => Validation::ConfirmedViolation {
            inputs: values.to_vec(),
            report: format!("on the witness's {} inputs, {report} (a violation of {})", values.len(), check.name()),
        },
        None => Validation::NotConfirmed(format!(
            "on the witness's inputs the program compiled by gcc with sanitizers ends with `{}` and no report of {} at line {}",
            r.outcome,
            check.name(),
            target.line
        )),
    })
}
