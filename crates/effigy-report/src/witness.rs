//! SV-COMP witnesses, format 2.0 (YAML): what a verdict is worth to a validator.
//!
//! - FALSE → a `violation_sequence`: one segment per input, a `function_return` waypoint
//!   (`\result == V`, ACSL) at the closing parenthesis of the `__VERIFIER_nondet_*` call that
//!   read it, in read order, then the `target` at the call of `reach_error`. Every other source of
//!   nondeterminism makes the verdict UNKNOWN before a witness is written (uninitialised values,
//!   addresses: `verify.rs`), so the inputs determine the path and no `branching` waypoint is
//!   needed to make it unique.
//! - TRUE → an `invariant_set`; its `content` lists the engine's invariants, and is empty when
//!   the engine has none (tree exploration proves by exhausting the tree), which the format allows.
//!
//! Lines and columns are those of the task's own input file: the IR's spans already are (the
//! front end maps preprocessed positions back), and the position of a call's closing
//! parenthesis is found in the file's text, which is also what `input_file_hashes` hash.
//! **Policy only**: the text is returned, the binary writes it.

use std::fmt::Write as _;
use std::path::Path;

use effigy_engine::Counterexample;
use effigy_ir::{DataModel, EdgeKind, ErrorKind, HavocOrigin, Program, Span};

use crate::sha256::sha256_hex;

/// The verification task a witness is about.
#[derive(Clone, Debug)]
pub struct WitnessTask {
    /// The input file as the witness names it (`input_files`, every location's `file_name`).
    pub input_file: String,
    /// The file's text: hashed, and searched for the positions of calls.
    pub source: String,
    pub data_model: DataModel,
}

impl WitnessTask {
    pub fn read(path: &Path, data_model: DataModel) -> Result<WitnessTask, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Ok(WitnessTask { input_file: path.display().to_string(), source: String::from_utf8_lossy(&bytes).into_owned(), data_model })
    }

    fn hash(&self) -> String {
        sha256_hex(self.source.as_bytes())
    }
}

/// The fields that differ between two runs: normalised by snapshot tests.
#[derive(Clone, Debug)]
pub struct Stamp {
    pub uuid: String,
    /// RFC 3339, UTC.
    pub creation_time: String,
}

impl Stamp {
    /// A random (version 4) UUID and the current time.
    pub fn now() -> Stamp {
        let mut bytes = [0u8; 16];
        let random = std::fs::File::open("/dev/urandom").and_then(|mut f| std::io::Read::read_exact(&mut f, &mut bytes));
        if random.is_err() {
            // No /dev/urandom: the time and the process id, hashed, are unique enough.
            let seed = format!("{:?} {}", std::time::SystemTime::now(), std::process::id());
            let digest = sha256_hex(seed.as_bytes());
            for (i, b) in bytes.iter_mut().enumerate() {
                *b = u8::from_str_radix(&digest[2 * i..2 * i + 2], 16).unwrap_or(0);
            }
        }
        let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        Stamp { uuid: uuid_v4(bytes), creation_time: rfc3339_utc(secs) }
    }
}

fn uuid_v4(mut b: [u8; 16]) -> String {
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!("{}-{}-{}-{}-{}", &hex[0..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..32])
}

/// `YYYY-MM-DDTHH:MM:SSZ` for seconds since the epoch (the proleptic Gregorian calendar).
pub fn rfc3339_utc(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Days to civil date (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

/// A position in the input file; `line` and `column` start at 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: u32,
    pub column: u32,
    pub function: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waypoint {
    /// The call of `callee` whose closing parenthesis is at `location` returns `value`.
    FunctionReturn { location: Location, callee: String, constraint: String },
    /// The branch at `location` is taken in the direction `taken`.
    Branching { location: Location, taken: bool },
    /// The C expression `constraint` holds at `location`.
    Assumption { location: Location, constraint: String },
    /// The property is violated at `location`.
    Target { location: Location },
}

impl Waypoint {
    pub fn location(&self) -> &Location {
        match self {
            Waypoint::FunctionReturn { location, .. }
            | Waypoint::Branching { location, .. }
            | Waypoint::Assumption { location, .. }
            | Waypoint::Target { location } => location,
        }
    }
}

/// An invariant of a correctness witness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invariant {
    pub location: Location,
    /// `loop_invariant` (at a loop head) or `location_invariant`.
    pub loop_invariant: bool,
    /// A C expression over the variables in scope.
    pub expression: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    Violation(Vec<Waypoint>),
    Correctness(Vec<Invariant>),
}

#[derive(Clone, Debug)]
pub struct Witness {
    pub input_file: String,
    pub input_file_hash: String,
    pub data_model: DataModel,
    /// The LTL formula of the property (`G ! call(reach_error())`).
    pub specification: String,
    pub content: Content,
}

fn specification(error_function: &str) -> String {
    format!("G ! call({error_function}())")
}

/// The LTL of a property as SV-COMP's `.prp` files state it (several checks joined by `&&`).
pub fn property_specification(property: &effigy_engine::Property) -> String {
    let mut parts: Vec<String> = Vec::new();
    if property.errors {
        parts.push(specification("reach_error"));
    }
    for c in &property.checks {
        parts.push(match c {
            effigy_ir::Check::Overflow => "G ! overflow".into(),
            c => format!("G {}", c.name()),
        });
    }
    parts.join(" && ")
}

/// The violation witness of a counterexample of `program` (lowered from `task`'s input file).
pub fn violation_witness(program: &Program, task: &WitnessTask, cex: &Counterexample) -> Result<Witness, String> {
    if !cex.uninitialised.is_empty() {
        return Err("the counterexample depends on values that are not inputs; no violation witness".into());
    }
    let source = SourceText::new(&task.source);
    let mut waypoints = Vec::new();
    let mut inputs = cex.inputs.iter();
    // Calls of one statement share its span: the k-th input read at a span (counted since the
    // path last left it) is the k-th call of that function in the statement's text (modulo
    // their number, for a statement repeated by a loop).
    let mut group: Option<(Span, usize)> = None;
    for &(f, e) in &cex.path {
        let func = program.function(f);
        let span = func.span_of(e);
        let EdgeKind::Havoc { origin: HavocOrigin::Input(callee), .. } = &func.edge(e).kind else {
            if !span.is_none() && group.is_some_and(|(g, _)| g != span) {
                group = None;
            }
            continue;
        };
        let nth = match group {
            Some((g, n)) if g == span => n + 1,
            _ => 0,
        };
        group = Some((span, nth));
        let input = inputs.next().ok_or("internal error: the path reads more inputs than the counterexample has")?;
        if &input.function != callee {
            return Err(format!("internal error: input {} was read by {}, the path reads {callee}", input.value, input.function));
        }
        if span.is_none() || program.file_name(span.file) != task.input_file {
            return Err(format!("the call of {callee} has no position in {}", task.input_file));
        }
        let (line, column) = source.closing_parenthesis_of_call(span.line, span.column, callee, nth).ok_or_else(|| {
            format!("cannot find the call of {callee} at {}:{}:{} in the source text", task.input_file, span.line, span.column)
        })?;
        waypoints.push(Waypoint::FunctionReturn {
            location: Location { line, column, function: func.name.clone() },
            callee: callee.clone(),
            constraint: crate::verify::result_constraint(program, input.ty, input.value),
        });
    }
    if inputs.next().is_some() {
        return Err("internal error: the counterexample has more inputs than its path reads".into());
    }
    let (f, e) = *cex.path.last().ok_or("internal error: the counterexample has an empty path")?;
    // A violation of a check ends at the faulting operation, the others at the error call.
    let at_error = matches!(cex.error, ErrorKind::Violation(..)) || matches!(program.function(f).edge(e).kind, EdgeKind::Error(_));
    if !at_error || cex.span.is_none() {
        return Err("internal error: the counterexample's path does not end at the error".into());
    }
    if program.file_name(cex.span.file) != task.input_file {
        return Err(format!("the error is reached outside {} (in {})", task.input_file, program.file_name(cex.span.file)));
    }
    waypoints.push(Waypoint::Target {
        location: Location { line: cex.span.line, column: cex.span.column, function: program.function(f).name.clone() },
    });
    let specification = match &cex.error {
        ErrorKind::ReachError(name) => specification(name),
        ErrorKind::AssertFail => specification("__assert_fail"),
        // SV-COMP's LTL for the memory-safety and overflow properties.
        ErrorKind::Violation(effigy_ir::Check::Overflow, _) => "G ! overflow".into(),
        ErrorKind::Violation(check, _) => format!("G {}", check.name()),
    };
    Ok(Witness {
        input_file: task.input_file.clone(),
        input_file_hash: task.hash(),
        data_model: task.data_model,
        specification,
        content: Content::Violation(waypoints),
    })
}

/// The correctness witness of a TRUE verdict with the engine's invariants (none: an empty set).
pub fn correctness_witness(task: &WitnessTask, invariants: Vec<Invariant>, property: &effigy_engine::Property) -> Witness {
    Witness {
        input_file: task.input_file.clone(),
        input_file_hash: task.hash(),
        data_model: task.data_model,
        specification: property_specification(property),
        content: Content::Correctness(invariants),
    }
}

/// The source text with line starts, addressed by 1-based lines and (character) columns as the
/// front end counts them.
struct SourceText<'a> {
    text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> SourceText<'a> {
    fn new(text: &'a str) -> SourceText<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        SourceText { text, line_starts }
    }

    fn offset(&self, line: u32, column: u32) -> Option<usize> {
        let start = *self.line_starts.get(line.checked_sub(1)? as usize)?;
        let line_text = &self.text[start..];
        let line_text = &line_text[..line_text.find('\n').unwrap_or(line_text.len())];
        let skip = column.saturating_sub(1) as usize;
        match line_text.char_indices().nth(skip) {
            Some((i, _)) => Some(start + i),
            None => Some(start + line_text.len()),
        }
    }

    fn position(&self, offset: usize) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&s| s <= offset);
        let start = self.line_starts[line - 1];
        (line as u32, self.text[start..offset].chars().count() as u32 + 1)
    }

    /// The (line, column) of the `)` closing the `nth` call of `callee` in the statement at
    /// (line, column); from the start of the line when the column misses (comments removed by
    /// the preprocessor shift columns).
    fn closing_parenthesis_of_call(&self, line: u32, column: u32, callee: &str, nth: usize) -> Option<(u32, u32)> {
        let at = self.offset(line, column)?;
        let line_start = self.offset(line, 1)?;
        let calls = self.calls_in_statement(at, callee);
        let calls = if calls.is_empty() { self.calls_in_statement(line_start, callee) } else { calls };
        if calls.is_empty() {
            return None;
        }
        Some(self.position(calls[nth % calls.len()]))
    }

    /// Offsets of the closing parentheses of the calls of `callee` from `from` to the end of
    /// the statement (`;`, `{` or `}` outside parentheses), skipping comments and literals.
    fn calls_in_statement(&self, from: usize, callee: &str) -> Vec<usize> {
        let bytes = self.text.as_bytes();
        let mut out = Vec::new();
        let mut i = from;
        let mut depth = 0i32;
        let mut open_calls: Vec<i32> = Vec::new();
        while i < bytes.len() {
            let c = bytes[i];
            match c {
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    i = self.text[i..].find('\n').map_or(bytes.len(), |n| i + n);
                    continue;
                }
                b'/' if bytes.get(i + 1) == Some(&b'*') => {
                    i = self.text[i + 2..].find("*/").map_or(bytes.len(), |n| i + 2 + n + 2);
                    continue;
                }
                b'"' | b'\'' => {
                    i += 1;
                    while i < bytes.len() && bytes[i] != c {
                        i += if bytes[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                    continue;
                }
                b'(' => depth += 1,
                b')' => {
                    if open_calls.last() == Some(&depth) {
                        open_calls.pop();
                        out.push(i);
                    }
                    depth -= 1;
                }
                b';' | b'{' | b'}' if depth <= 0 => break,
                _ if c == b'_' || c.is_ascii_alphabetic() => {
                    let end = i + bytes[i..].iter().take_while(|b| **b == b'_' || b.is_ascii_alphanumeric()).count();
                    let preceded = i > 0 && (bytes[i - 1] == b'_' || bytes[i - 1].is_ascii_alphanumeric());
                    if !preceded && &self.text[i..end] == callee {
                        let after = end + bytes[end..].iter().take_while(|b| b.is_ascii_whitespace()).count();
                        if bytes.get(after) == Some(&b'(') {
                            depth += 1;
                            open_calls.push(depth);
                            i = after + 1;
                            continue;
                        }
                    }
                    i = end;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        out
    }
}

// ---- YAML ----

/// A YAML double-quoted scalar.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn data_model_name(d: DataModel) -> &'static str {
    match d {
        DataModel::Ilp32 => "ILP32",
        DataModel::Lp64 => "LP64",
    }
}

impl Witness {
    /// The witness file: one entry, in the block style of the format's examples.
    pub fn to_yaml(&self, stamp: &Stamp) -> String {
        let mut y = String::new();
        let entry_type = match self.content {
            Content::Violation(_) => "violation_sequence",
            Content::Correctness(_) => "invariant_set",
        };
        let file = quote(&self.input_file);
        let _ = writeln!(y, "- entry_type: {entry_type}");
        let _ = writeln!(y, "  metadata:");
        let _ = writeln!(y, "    format_version: \"2.0\"");
        let _ = writeln!(y, "    uuid: {}", quote(&stamp.uuid));
        let _ = writeln!(y, "    creation_time: {}", quote(&stamp.creation_time));
        let _ = writeln!(y, "    producer:");
        let _ = writeln!(y, "      name: effigy");
        let _ = writeln!(y, "      version: {}", quote(env!("CARGO_PKG_VERSION")));
        let _ = writeln!(y, "    task:");
        let _ = writeln!(y, "      input_files:");
        let _ = writeln!(y, "        - {file}");
        let _ = writeln!(y, "      input_file_hashes:");
        let _ = writeln!(y, "        {file}: {}", quote(&self.input_file_hash));
        let _ = writeln!(y, "      specification: {}", quote(&self.specification));
        let _ = writeln!(y, "      data_model: {}", data_model_name(self.data_model));
        let _ = writeln!(y, "      language: C");
        match &self.content {
            Content::Violation(waypoints) => {
                let _ = writeln!(y, "  content:");
                for w in waypoints {
                    let (kind, constraint) = match w {
                        Waypoint::FunctionReturn { constraint, .. } => ("function_return", Some((constraint.clone(), "acsl_expression"))),
                        Waypoint::Branching { taken, .. } => ("branching", Some((taken.to_string(), "c_expression"))),
                        Waypoint::Assumption { constraint, .. } => ("assumption", Some((constraint.clone(), "c_expression"))),
                        Waypoint::Target { .. } => ("target", None),
                    };
                    let _ = writeln!(y, "    - segment:");
                    let _ = writeln!(y, "        - waypoint:");
                    let _ = writeln!(y, "            type: {kind}");
                    let _ = writeln!(y, "            action: follow");
                    if let Some((value, format)) = constraint {
                        let _ = writeln!(y, "            constraint:");
                        let _ = writeln!(y, "              value: {}", quote(&value));
                        let _ = writeln!(y, "              format: {format}");
                    }
                    write_location(&mut y, "            ", &file, w.location());
                }
            }
            Content::Correctness(invariants) if invariants.is_empty() => {
                let _ = writeln!(y, "  content: []");
            }
            Content::Correctness(invariants) => {
                let _ = writeln!(y, "  content:");
                for inv in invariants {
                    let _ = writeln!(y, "    - invariant:");
                    let _ = writeln!(y, "        type: {}", if inv.loop_invariant { "loop_invariant" } else { "location_invariant" });
                    write_location(&mut y, "        ", &file, &inv.location);
                    let _ = writeln!(y, "        value: {}", quote(&inv.expression));
                    let _ = writeln!(y, "        format: c_expression");
                }
            }
        }
        y
    }
}

fn write_location(y: &mut String, indent: &str, file: &str, l: &Location) {
    let _ = writeln!(y, "{indent}location:");
    let _ = writeln!(y, "{indent}  file_name: {file}");
    let _ = writeln!(y, "{indent}  line: {}", l.line);
    let _ = writeln!(y, "{indent}  column: {}", l.column);
    let _ = writeln!(y, "{indent}  function: {}", quote(&l.function));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(rfc3339_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339_utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339_utc(1_709_251_199), "2024-02-29T23:59:59Z");
        assert_eq!(rfc3339_utc(4_102_444_800), "2100-01-01T00:00:00Z");
    }

    #[test]
    fn uuids_are_version_4() {
        let u = Stamp::now().uuid;
        assert_eq!(u.len(), 36);
        assert_eq!(&u[14..15], "4");
        assert!("89ab".contains(&u[19..20]));
        assert_ne!(u, Stamp::now().uuid);
    }

    #[test]
    fn calls_are_found_in_their_statement() {
        let text = "int main() {\n  int x = __VERIFIER_nondet_int();\n  y = f(__VERIFIER_nondet_int (), /* ) */ __VERIFIER_nondet_int());\n  if (__VERIFIER_nondet_int()) {}\n}\n";
        let s = SourceText::new(text);
        assert_eq!(s.closing_parenthesis_of_call(2, 11, "__VERIFIER_nondet_int", 0), Some((2, 33)));
        // Two calls in one statement, from the statement's start; a comment holding `)`.
        assert_eq!(s.closing_parenthesis_of_call(3, 3, "__VERIFIER_nondet_int", 0), Some((3, 32)));
        assert_eq!(s.closing_parenthesis_of_call(3, 3, "__VERIFIER_nondet_int", 1), Some((3, 65)));
        assert_eq!(s.closing_parenthesis_of_call(3, 3, "__VERIFIER_nondet_int", 2), Some((3, 32)));
        assert_eq!(s.closing_parenthesis_of_call(4, 7, "__VERIFIER_nondet_int", 0), Some((4, 29)));
        // A statement without the call: not found (the search stops at the statement's end).
        assert_eq!(s.closing_parenthesis_of_call(1, 1, "__VERIFIER_nondet_int", 0), None);
        assert_eq!(s.closing_parenthesis_of_call(9, 1, "__VERIFIER_nondet_int", 0), None);
    }

    #[test]
    fn yaml_quoting() {
        assert_eq!(quote("\\result == -1"), "\"\\\\result == -1\"");
        assert_eq!(quote("a\"b\n"), "\"a\\\"b\\n\"");
    }
}
