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
use crate::verify::{c_type_name, command_line_text, command_line_words, input_literal};
use effigy_engine::{CommandLine, InputValue};

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
/// reads standard input or files of `--sym-file`, each test's bytes of them too, and for one
/// given a command line (`command_line`), each test's `argv` and the command a shell types.
pub fn tests_json(program: &Program, tests: &[TestCase], command_line: Option<&CommandLine>) -> serde_json::Value {
    let streams = program.reads_stdin() || program.reads_files() || program.asks_missing_files();
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
                    .map(|(name, bytes)| match bytes {
                        Some(bytes) => json!({"name": name, "text": crate::verify::c_string_literal(bytes)}),
                        None => json!({"name": name, "missing": true}),
                    })
                    .collect::<Vec<_>>());
            }
            if let Some(cl) = command_line {
                test["command_line"] = json!(command_line_text(cl, &t.inputs));
                if let CommandLine::Arguments { .. } = cl {
                    test["argv"] = json!(command_line_words(cl, &t.inputs).iter().map(|w| crate::verify::c_string_literal(w)).collect::<Vec<_>>());
                }
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
/// tests in spirit): for a program that reads standard input, files of `--sym-file` or its
/// command line, one directory per test holding `stdin` (its standard input), the files by
/// name, and `argv` (the command line as a shell types it, `argv[0]` first); and `replay.sh`,
/// which builds the program with gcc's coverage instrumentation, runs it on every test in the
/// test's directory, and prints gcov's line and branch coverage. Paths relative to the tests'
/// directory, with their contents; empty for a program that reads none of these.
pub fn test_files(
    program: &Program,
    tests: &[TestCase],
    command_line: Option<&CommandLine>,
    build: &ReplayBuild,
) -> Vec<(String, Vec<u8>)> {
    let arguments = matches!(command_line, Some(CommandLine::Arguments { .. }));
    if !(program.reads_stdin() || program.reads_files() || program.asks_missing_files() || arguments) {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut script = replay_script_head(build);
    // The program runs in its environment alone, as the C library model's getenv has it.
    let environment: String = program.environment.iter().map(|v| format!(" {}", crate::verify::shell_quote(v.as_bytes()))).collect();
    for (i, t) in tests.iter().enumerate() {
        let split = crate::replay::split_inputs(t.inputs.iter().map(|i| (i.function.as_str(), i.value)));
        let dir = test_name(i);
        out.push((format!("{dir}/stdin"), split.stdin.clone()));
        // A missing file is left out of the test's directory (its directories are made, as
        // the C library model has them: `replay.sh` makes them).
        let mut directories = Vec::new();
        for (name, bytes) in split.named_files(&program.sym_files) {
            match bytes {
                Some(bytes) => out.push((format!("{dir}/{name}"), bytes)),
                None => {
                    if let Some((parent, _)) = name.rsplit_once('/') {
                        directories.push(parent.to_string());
                    }
                }
            }
        }
        let words = match command_line {
            Some(cl @ CommandLine::Arguments { .. }) => {
                let words = command_line_words(cl, &t.inputs);
                out.push((format!("{dir}/argv"), (command_line_text(cl, &t.inputs) + "\n").into_bytes()));
                words.iter().skip(1).map(|w| crate::verify::shell_quote(w)).collect::<Vec<_>>()
            }
            Some(cl @ CommandLine::CountOnly) => {
                // Only argc is read: as many empty arguments (a shell gives no argc of 0).
                let argc = crate::verify::argc_input(&t.inputs).unwrap_or(1);
                out.push((format!("{dir}/argv"), (command_line_text(cl, &t.inputs) + "\n").into_bytes()));
                if (1..=4096).contains(&argc) {
                    vec!["''".to_string(); argc as usize - 1]
                } else {
                    let _ = writeln!(script, "# {dir}: argc = {argc}, which a shell cannot give: run with none");
                    Vec::new()
                }
            }
            None => Vec::new(),
        };
        let args: String = words.iter().map(|w| format!(" {w}")).collect();
        for d in &directories {
            let _ = writeln!(script, "mkdir -p \"$here/{dir}\"/{}", crate::verify::shell_quote(d.as_bytes()));
        }
        let _ = writeln!(
            script,
            "(cd \"$here/{dir}\" && timeout 10 env -i{environment} \"$exe\"{args} < stdin > /dev/null 2>&1); echo \"{dir}: exit $?\""
        );
    }
    script.push_str("cd \"$build\" && gcov -b -n $objects\n");
    out.push(("replay.sh".to_string(), script.into_bytes()));
    out
}

/// How `replay.sh` builds the program: its files (absolute paths) and data model.
pub struct ReplayBuild {
    pub sources: Vec<std::path::PathBuf>,
    pub data_model: DataModel,
}

/// The start of `replay.sh`: a coverage build of the program in a temporary directory.
fn replay_script_head(build: &ReplayBuild) -> String {
    let quote = |p: &std::path::Path| crate::verify::shell_quote(p.display().to_string().as_bytes());
    let mut s = String::from(
        "#!/bin/bash\n# Generated by effigy testgen: builds the program with gcc --coverage, runs it on every test\n\
         # (in the test's directory: its files, its standard input, its command line), and prints\n\
         # gcov's line and branch coverage of the main file. Usage: bash replay.sh\n\
         # (argv[0] is the built program's path; a program that calls __VERIFIER_nondet_* or\n\
         # functions no file defines needs effigy's harness: testgen's own gcov figure uses it.)\n\
         here=$(cd \"$(dirname \"$0\")\" && pwd)\n\
         build=$(mktemp -d)\ntrap 'rm -rf \"$build\"' EXIT\n",
    );
    let arch = match build.data_model {
        DataModel::Ilp32 => "-m32",
        DataModel::Lp64 => "-m64",
    };
    let mut objects = Vec::new();
    for (i, src) in build.sources.iter().enumerate() {
        let obj = format!("program{i}.o");
        let _ = writeln!(s, "gcc {arch} --coverage -O0 -w -c {} -o \"$build/{obj}\" || exit 2", quote(src));
        objects.push(obj);
    }
    // A test that crashes the program still writes gcov's counters.
    s.push_str("cat > \"$build/coverage_on_crash.c\" <<'EOF'\n");
    s.push_str(crate::replay::COVERAGE_ON_CRASH);
    s.push_str("EOF\n");
    let _ = writeln!(s, "gcc {arch} -O0 -w -c \"$build/coverage_on_crash.c\" -o \"$build/coverage_on_crash.o\" || exit 2");
    let _ = writeln!(s, "objects=\"{}\"", objects.join(" "));
    let _ = writeln!(s, "(cd \"$build\" && gcc {arch} --coverage $objects coverage_on_crash.o -o program -lm) || exit 2");
    s.push_str("exe=\"$build/program\"\n");
    s
}

/// Runs the concolic search on `main` (the `search` budgets: per-path steps, solver time).
///
/// Standard input or files of any length (no `--sym-stdin`, `--sym-file-size`): short inputs
/// first, as `verify`'s portfolio searches them and KLEE's users bound them. Half the time goes
/// to a search whose files have at most [`SHORT_INPUTS`] bytes — a test of it is an input of the
/// program, whose file ends there —, the rest to a search of any length that starts from those
/// tests (SAGE's seeds: it runs them again, then negates on). Without the first, a numeral a
/// parse reads can grow to any number of digits, and every query pays for the overflow checks of
/// its accumulation (`tests/stdin/pair_sum.c`: 59 runs and half its branches in 30 s, against
/// thousands of runs and all of them).
pub fn generate(
    program: &Program,
    search: &crate::verify::SearchOptions,
    options: &ConcolicOptions,
    progress: &mut dyn FnMut(&ConcolicStats, usize),
) -> Result<ConcolicResult, String> {
    let unbounded = (program.stdin_limit.is_none() && program.reads_stdin()) || (program.file_limit.is_none() && program.reads_files());
    let Some(whole) = options.timeout.filter(|_| unbounded) else {
        return generate_once(program, search, options, progress);
    };
    let clock = std::time::Instant::now();
    let mut short = program.clone();
    short.set_stdin_limit(Some(program.stdin_limit.unwrap_or(SHORT_INPUTS)));
    short.set_file_limit(Some(program.file_limit.unwrap_or(SHORT_INPUTS)));
    let mut first_options = options.clone();
    first_options.timeout = Some(whole / 2);
    let first = generate_once(&short, search, &first_options, progress)?;
    let done = first.stopped.as_ref().is_some_and(|why| !why.starts_with("time limit"));
    if done {
        // An error found (with --goal error) or the test limit reached: nothing to go on with.
        return Ok(first);
    }
    let mut second_options = options.clone();
    second_options.timeout = Some(whole.saturating_sub(clock.elapsed()));
    // The user's seeds last: among seeds the search runs the newest first, so a real input
    // given with --seed is still the first test.
    second_options.seeds = first.tests.iter().map(|t| (0, unbounded_seed(&t.inputs))).collect();
    second_options.seeds.extend(options.seeds.iter().cloned());
    let mut second = generate_once(program, search, &second_options, progress)?;
    second.stats.runs += first.stats.runs;
    second.stats.solver_queries += first.stats.solver_queries;
    if second.stopped.as_ref().is_some_and(|why| why.starts_with("time limit")) {
        second.stopped = Some(format!("time limit of {} s reached", effigy_engine::clock::seconds(whole)));
    }
    Ok(second)
}

/// The most bytes of standard input and of each file in the first part of a search of inputs of
/// any length ([`generate`]).
pub const SHORT_INPUTS: u64 = 8;

/// A test of the bounded search as a seed of the unbounded one: a stream that reached the bound
/// ended there without reading an input (the model knew the length), so its end (-1) is put
/// after its last byte, where the unbounded model reads it; the inputs after keep their places.
fn unbounded_seed(inputs: &[InputValue]) -> Vec<i128> {
    let mut values: Vec<i128> = inputs.iter().map(|i| i.value).collect();
    let mut ends = Vec::new();
    let streams = inputs.iter().filter(|i| i.function == effigy_ir::STDIN_INPUT || effigy_ir::file_of_input(&i.function).is_some());
    let mut names: Vec<&str> = streams.map(|i| i.function.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    for name in names {
        let read: Vec<usize> = (0..inputs.len()).filter(|&k| inputs[k].function == name).collect();
        if read.len() as u64 >= SHORT_INPUTS && read.iter().all(|&k| inputs[k].value >= 0) {
            ends.push(read[read.len() - 1] + 1);
        }
    }
    ends.sort_unstable();
    for at in ends.into_iter().rev() {
        values.insert(at, -1);
    }
    values
}

fn generate_once(
    program: &Program,
    search: &crate::verify::SearchOptions,
    options: &ConcolicOptions,
    progress: &mut dyn FnMut(&ConcolicStats, usize),
) -> Result<ConcolicResult, String> {
    let mut ex = crate::verify::executor(program, search, false)?;
    let main = program.function_by_name("main").ok_or("the program has no main function")?;
    // main starts with the command line of `search` (resolved by the caller:
    // `resolve_command_line`); without one, parameters main never reads get placeholders, and
    // a main that reads them is refused.
    let mut options = options.clone();
    // A command line of several possible argc: as KLEE forks on the number of arguments first,
    // the search starts from one initial state per argc, in which argc is a constant and argv
    // one array (with argc symbolic, every read of argv[i] splits on argc, a split no branch of
    // the program makes, and the queries carry the case split). Each test's inputs are then
    // given the shape of the whole command line (the arguments beyond argc, zeros), as the
    // replay reads them.
    if let Some(CommandLine::Arguments { program: name, concrete, min, max, max_len }) = &search.command_line {
        if min < max {
            let fixed = 1 + concrete.len() as i128;
            let mut initials = Vec::new();
            for n in *min..=*max {
                let one = CommandLine::Arguments { program: name.clone(), concrete: concrete.clone(), min: n, max: n, max_len: *max_len };
                initials.push(ex.command_line_state(main, &one)?);
            }
            // A seed starts where its argc says (its first value), its arguments' bytes cut to
            // that argc's shape.
            let count = i128::from(*max - *min);
            let lowest = fixed + i128::from(*min);
            if let Some((_, bad)) =
                options.seeds.iter().find(|(_, input)| !input.first().is_some_and(|argc| (lowest..=lowest + count).contains(argc)))
            {
                return Err(format!(
                    "a seed's first value is argc, from {lowest} to {} for this command line: not {}",
                    lowest + count,
                    bad.first().map_or("absent".to_string(), |v| v.to_string())
                ));
            }
            options.seeds = options
                .seeds
                .iter()
                .filter_map(|(_, input)| {
                    let k = input.first().map(|argc| argc - fixed - i128::from(*min))?;
                    (0..=count).contains(&k).then(|| {
                        let mut cut = input.clone();
                        let keep = 1 + (k as usize + *min as usize) * *max_len as usize;
                        let whole = (1 + *max as usize * *max_len as usize).min(cut.len());
                        if keep < whole {
                            cut.drain(keep..whole);
                        }
                        (k as usize, cut)
                    })
                })
                .collect();
            let seeded: Vec<usize> = options.seeds.iter().map(|s| s.0).collect();
            for k in 0..initials.len() {
                if !seeded.contains(&k) {
                    options.seeds.push((k, vec![fixed + i128::from(*min) + k as i128]));
                }
            }
            // The type of an argument's bytes (char, or unsigned char for `unsigned char **argv`).
            let byte_ty = initials
                .last()
                .and_then(|st| st.inputs.iter().find(|i| i.function.starts_with("argv[")).map(|i| i.ty))
                .unwrap_or(effigy_ir::TypeTable::I8);
            let mut result = concolic(&mut ex, &initials, &options, progress);
            for test in &mut result.tests {
                let argc = test.inputs.first().map_or(fixed, |i| i.value);
                let n = (argc - fixed).max(0) as usize;
                let at = 1 + n * *max_len as usize;
                let padding = (n..*max as usize).flat_map(|k| {
                    let name = effigy_engine::argument_input(fixed as usize + k);
                    (0..*max_len).map(move |_| InputValue { function: name.clone(), ty: byte_ty, value: 0 })
                });
                let tail = test.inputs.split_off(at.min(test.inputs.len()));
                test.inputs.extend(padding);
                test.inputs.extend(tail);
            }
            return Ok(result);
        }
    }
    let initial = crate::verify::main_state(&mut ex, program, main, search.command_line.as_ref())?;
    // The first input is argc: from 1, as a shell gives it, or the one argc of the command line.
    if options.seeds.is_empty() {
        match &search.command_line {
            Some(CommandLine::CountOnly) => options.seeds.push((0, vec![1])),
            Some(CommandLine::Arguments { concrete, min, .. }) => {
                options.seeds.push((0, vec![1 + concrete.len() as i128 + i128::from(*min)]))
            }
            None => {}
        }
    }
    Ok(concolic(&mut ex, &[initial], &options, progress))
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
