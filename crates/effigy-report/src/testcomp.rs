//! Test-Comp test suites (test-format 1.1): `metadata.xml`, one `testNNN.xml` per test, and the
//! zip of the `test-suite/` directory; the inputs also as JSON for other tools.
//!
//! The files are built as text here (a few fixed lines each: the XML declaration on line 1, the
//! DOCTYPE on line 2, as TestCov requires) and the zip by a small stored-entries writer (CRC-32,
//! local headers, central directory): neither needs a crate. **Never writes files**: the binary
//! does, from the returned names and bytes.

use std::fmt::Write as _;

use effigy_engine::concolic::{concolic, ConcolicOptions, ConcolicResult, ConcolicStats, TestCase};
use effigy_ir::{DataModel, Program};
use serde_json::json;

use crate::sha256::sha256_hex;
use crate::verify::{c_type_name, input_literal};

/// What `metadata.xml` says about the task.
pub struct SuiteTask<'a> {
    pub program_file: &'a str,
    pub source: &'a [u8],
    pub data_model: DataModel,
    /// `COVER EDGES(@DECISIONEDGE)` (branches) or `COVER EDGES(@CALL(reach_error))` (error).
    pub coverage_error_call: bool,
    pub creation_time: &'a str,
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

pub fn metadata_xml(task: &SuiteTask) -> String {
    let mut x = String::new();
    x.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
    x.push_str("<!DOCTYPE test-metadata PUBLIC \"+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN\" \"https://sosy-lab.org/test-format/test-metadata-1.1.dtd\">\n");
    x.push_str("<test-metadata>\n");
    x.push_str("  <sourcecodelang>C</sourcecodelang>\n");
    let _ = writeln!(x, "  <producer>effigy {}</producer>", env!("CARGO_PKG_VERSION"));
    let spec = if task.coverage_error_call {
        "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )"
    } else {
        "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )"
    };
    let _ = writeln!(x, "  <specification>{}</specification>", escape(spec));
    let _ = writeln!(x, "  <programfile>{}</programfile>", escape(task.program_file));
    let _ = writeln!(x, "  <programhash>{}</programhash>", sha256_hex(task.source));
    x.push_str("  <entryfunction>main</entryfunction>\n");
    let arch = match task.data_model {
        DataModel::Ilp32 => "32bit",
        DataModel::Lp64 => "64bit",
    };
    let _ = writeln!(x, "  <architecture>{arch}</architecture>");
    let _ = writeln!(x, "  <creationtime>{}</creationtime>", escape(task.creation_time));
    x.push_str("</test-metadata>\n");
    x
}

pub fn testcase_xml(program: &Program, test: &TestCase) -> String {
    let mut x = String::new();
    x.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n");
    x.push_str("<!DOCTYPE testcase PUBLIC \"+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN\" \"https://sosy-lab.org/test-format/testcase-1.1.dtd\">\n");
    if test.reaches_error {
        x.push_str("<testcase coversError=\"true\">\n");
    } else {
        x.push_str("<testcase>\n");
    }
    // Only the values of `__VERIFIER_nondet_*` calls: a Test-Comp harness feeds nothing else,
    // and what effigy took as an unmodelled external function's result (an input to effigy)
    // would shift every value after it. The JSON keeps them, with their functions.
    for input in test.inputs.iter().filter(|i| i.function.starts_with("__VERIFIER_nondet_")) {
        let _ = writeln!(
            x,
            "  <input type=\"{}\">{}</input>",
            escape(&c_type_name(program, input.ty)),
            escape(&input_literal(program, input.ty, input.value))
        );
    }
    x.push_str("</testcase>\n");
    x
}

/// The suite's files, named as inside the zip (`test-suite/...`).
pub fn suite_files(program: &Program, task: &SuiteTask, tests: &[TestCase]) -> Vec<(String, Vec<u8>)> {
    let mut files = vec![("test-suite/metadata.xml".to_string(), metadata_xml(task).into_bytes())];
    for (i, t) in tests.iter().enumerate() {
        files.push((format!("test-suite/test{:03}.xml", i + 1), testcase_xml(program, t).into_bytes()));
    }
    files
}

/// The tests' inputs as JSON (KLEE's ktest in spirit: one object per test); for a program that
/// reads standard input or files of `--sym-file`, each test's bytes of them too.
pub fn tests_json(program: &Program, tests: &[TestCase]) -> serde_json::Value {
    let streams = program.reads_stdin() || program.reads_files();
    json!({
        "tests": tests.iter().enumerate().map(|(i, t)| {
            let mut test = json!({
                "name": test_name(i),
                "covers_error": t.reaches_error,
                "new_branches": t.new_branches,
                "inputs": t.inputs.iter().map(|v| json!({"function": v.function, "type": c_type_name(program, v.ty), "value": input_literal(program, v.ty, v.value)})).collect::<Vec<_>>(),
            });
            if streams {
                let split = crate::replay::split_inputs(t.inputs.iter().map(|i| (i.function.as_str(), i.value)));
                test["stdin"] = json!(crate::verify::c_string_literal(&split.stdin));
                test["files"] = json!(split
                    .named_files(&program.sym_files)
                    .iter()
                    .map(|(name, bytes)| json!({"name": name, "text": crate::verify::c_string_literal(bytes)}))
                    .collect::<Vec<_>>());
            }
            test
        }).collect::<Vec<_>>()
    })
}

/// The name of the i-th test (from 0): `test001`, as in tests.json and the tests' directories.
pub fn test_name(i: usize) -> String {
    format!("test{:03}", i + 1)
}

/// The tests as files a person can read and a shell can replay on the real program (KLEE's
/// tests in spirit): for a program that reads standard input or files of `--sym-file`, one
/// directory per test holding `stdin` (its standard input) and the files by name. Paths
/// relative to the tests' directory, with their contents; empty for another program.
pub fn test_files(program: &Program, tests: &[TestCase]) -> Vec<(String, Vec<u8>)> {
    if !(program.reads_stdin() || program.reads_files()) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (i, t) in tests.iter().enumerate() {
        let split = crate::replay::split_inputs(t.inputs.iter().map(|i| (i.function.as_str(), i.value)));
        let dir = test_name(i);
        out.push((format!("{dir}/stdin"), split.stdin.clone()));
        for (name, bytes) in split.named_files(&program.sym_files) {
            out.push((format!("{dir}/{name}"), bytes));
        }
    }
    out
}

/// Runs the concolic search on `main` (the `search` budgets: per-path steps, solver time).
pub fn generate(
    program: &Program,
    search: &crate::verify::SearchOptions,
    options: &ConcolicOptions,
    progress: &mut dyn FnMut(&ConcolicStats, usize),
) -> Result<ConcolicResult, String> {
    let mut ex = crate::verify::executor(program, search, false)?;
    let main = program.function_by_name("main").ok_or("the program has no main function")?;
    // Parameters main never reads (`int main(int argc, char **argv)` that ignores them) are
    // given placeholders, as `verify` gives them; a main that reads them is refused.
    let args = crate::verify::main_arguments(&mut ex, program, main)?;
    let initial = ex.initial_state(main, &args)?;
    Ok(concolic(&mut ex, initial, options, progress))
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A zip archive of stored (uncompressed) entries; the test files are small text.
pub fn zip(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    // 1980-01-01 00:00, the earliest DOS time: archives do not depend on when they were made.
    let (dos_time, dos_date) = (0u16, (1 << 5) | 1u16);
    for (name, data) in files {
        let offset = out.len() as u32;
        let crc = crc32(data);
        let header = |sig: u32, central: bool| {
            let mut h = Vec::new();
            h.extend_from_slice(&sig.to_le_bytes());
            if central {
                h.extend_from_slice(&20u16.to_le_bytes()); // made by
            }
            h.extend_from_slice(&20u16.to_le_bytes()); // version needed
            h.extend_from_slice(&0u16.to_le_bytes()); // flags
            h.extend_from_slice(&0u16.to_le_bytes()); // stored
            h.extend_from_slice(&dos_time.to_le_bytes());
            h.extend_from_slice(&dos_date.to_le_bytes());
            h.extend_from_slice(&crc.to_le_bytes());
            h.extend_from_slice(&(data.len() as u32).to_le_bytes());
            h.extend_from_slice(&(data.len() as u32).to_le_bytes());
            h.extend_from_slice(&(name.len() as u16).to_le_bytes());
            h.extend_from_slice(&0u16.to_le_bytes()); // extra
            if central {
                h.extend_from_slice(&0u16.to_le_bytes()); // comment
                h.extend_from_slice(&0u16.to_le_bytes()); // disk
                h.extend_from_slice(&0u16.to_le_bytes()); // internal attributes
                h.extend_from_slice(&0u32.to_le_bytes()); // external attributes
                h.extend_from_slice(&offset.to_le_bytes());
            }
            h.extend_from_slice(name.as_bytes());
            h
        };
        out.extend(header(0x0403_4b50, false));
        out.extend_from_slice(data);
        central.extend(header(0x0201_4b50, true));
    }
    let central_offset = out.len() as u32;
    let central_size = central.len() as u32;
    out.extend(central);
    out.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out.extend_from_slice(&(files.len() as u16).to_le_bytes());
    out.extend_from_slice(&(files.len() as u16).to_le_bytes());
    out.extend_from_slice(&central_size.to_le_bytes());
    out.extend_from_slice(&central_offset.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn zip_layout() {
        let z = zip(&[("a/b.txt".into(), b"hello".to_vec())]);
        assert_eq!(&z[0..4], b"PK\x03\x04");
        // local header (30) + name (7) + data (5) + central (46 + 7) + end (22)
        assert_eq!(z.len(), 30 + 7 + 5 + 46 + 7 + 22);
        assert_eq!(&z[z.len() - 22..z.len() - 18], b"PK\x05\x06");
    }
}
