//! Data-driven tests of the C front end.
//!
//! - `tests/cfa/*.c`: the CFA text form is compared with the snapshot `*.cfa` next to it
//!   (`EFFIGY_BLESS=1 cargo test` rewrites the snapshots); the text form must parse back and
//!   print identically, and the IR verifier must accept the program. A `// data-model: LP64`
//!   header selects the data model.
//! - `tests/diagnostics/*.c`: lowering must fail with a diagnostic whose message contains the
//!   `// error:` header and whose position is the `// at: line:col` header; or, with a
//!   `// warning:` header instead, succeed with such a warning.

use std::fs;
use std::path::{Path, PathBuf};

use effigy_ir::DataModel;

fn cases(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir))
        .expect("test directory")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no test cases in {dir}");
    files
}

fn header<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines()
        .take_while(|l| l.starts_with("//"))
        .find_map(|l| l.strip_prefix("// ")?.strip_prefix(key)?.strip_prefix(':'))
        .map(str::trim)
}

/// The path relative to the crate, so that spans in snapshots do not depend on the checkout.
fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap().to_path_buf()
}

fn options(text: &str) -> effigy_c::Options {
    let data_model = header(text, "data-model").and_then(DataModel::parse).unwrap_or(DataModel::Ilp32);
    effigy_c::Options { data_model, ..Default::default() }
}

#[test]
fn cfa_snapshots() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let bless = std::env::var_os("EFFIGY_BLESS").is_some();
    let mut failures = Vec::new();
    for case in cases("cfa") {
        let text = fs::read_to_string(&case).unwrap();
        let program = match effigy_c::lower_file(&relative(&case), &options(&text)) {
            Ok(p) => p,
            Err(diags) => {
                failures.push(format!("{}: lowering failed: {:?}", case.display(), diags));
                continue;
            }
        };
        if let Err(errors) = effigy_ir::verify::verify_program(&program) {
            failures.push(format!("{}: IR verifier: {errors:#?}", case.display()));
        }
        let printed = effigy_ir::text::print_program(&program);
        match effigy_ir::parse::parse_program(&printed) {
            Ok(reparsed) => {
                let again = effigy_ir::text::print_program(&reparsed);
                if again != printed {
                    failures.push(format!("{}: text form does not round-trip:\n{again}", case.display()));
                }
                if let Err(errors) = effigy_ir::verify::verify_program(&reparsed) {
                    failures.push(format!("{}: reparsed program fails the verifier: {errors:#?}", case.display()));
                }
            }
            Err(e) => failures.push(format!("{}: text form does not parse: {e}", case.display())),
        }
        let snapshot = case.with_extension("cfa");
        if bless {
            fs::write(&snapshot, &printed).unwrap();
        } else {
            match fs::read_to_string(&snapshot) {
                Ok(expected) if expected == printed => {}
                Ok(expected) => failures.push(format!(
                    "{}: CFA differs from the snapshot (EFFIGY_BLESS=1 to accept)\n{}",
                    case.display(),
                    first_difference(&expected, &printed)
                )),
                Err(_) => failures.push(format!("{}: no snapshot {} (EFFIGY_BLESS=1 to create)", case.display(), snapshot.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn first_difference(expected: &str, actual: &str) -> String {
    for (i, (e, a)) in expected.lines().zip(actual.lines()).enumerate() {
        if e != a {
            return format!("line {}:\n  expected: {e}\n  actual:   {a}", i + 1);
        }
    }
    format!("lengths differ: {} vs {} lines", expected.lines().count(), actual.lines().count())
}

#[test]
fn diagnostics() {
    std::env::set_current_dir(env!("CARGO_MANIFEST_DIR")).unwrap();
    let mut failures = Vec::new();
    for case in cases("diagnostics") {
        let text = fs::read_to_string(&case).unwrap();
        let at = header(&text, "at").expect("// at: header");
        let matches = |d: &effigy_c::Diagnostic, want: &str| {
            d.message.contains(want)
                && d.position.as_ref().is_some_and(|p| format!("{}:{}", p.line, p.column) == at)
                && d.position.as_ref().is_some_and(|p| p.file.ends_with(case.file_name().unwrap().to_str().unwrap()))
        };
        if let Some(want) = header(&text, "warning") {
            match effigy_c::lower_file_with_warnings(&relative(&case), &options(&text)) {
                Ok((_, warnings)) if warnings.iter().any(|w| w.level == effigy_c::Level::Warning && matches(w, want)) => {}
                Ok((_, warnings)) => {
                    let got: Vec<String> = warnings.iter().map(|d| d.to_string()).collect();
                    failures.push(format!("{}: expected the warning `{want}` at {at}, got:\n  {}", case.display(), got.join("\n  ")));
                }
                Err(diags) => failures.push(format!("{}: lowering failed: {diags:?}", case.display())),
            }
            continue;
        }
        let want = header(&text, "error").expect("// error: or // warning: header");
        match effigy_c::lower_file(&relative(&case), &options(&text)) {
            Ok(_) => failures.push(format!("{}: lowered without error", case.display())),
            Err(diags) => {
                let found = diags.iter().any(|d| matches(d, want));
                if !found {
                    let got: Vec<String> = diags.iter().map(|d| d.to_string()).collect();
                    failures.push(format!("{}: expected `{want}` at {at}, got:\n  {}", case.display(), got.join("\n  ")));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
