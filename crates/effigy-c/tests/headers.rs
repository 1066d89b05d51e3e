//! Programs that include headers (`tests/headers/`): what they declare but do not use need not
//! be translatable; what they use must be, or is reported where it is used. Also the
//! preprocessor options (-I, -D, -include) and the output functions.

use std::path::{Path, PathBuf};

use effigy_ir::{DataModel, EdgeKind, ErrorKind, HavocOrigin, Program};

fn case(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/headers").join(name)
}

/// Lowers and checks the program as the other front-end tests do (IR verifier, round trip).
fn lower_with(name: &str, options: &effigy_c::Options) -> Result<Program, Vec<effigy_c::Diagnostic>> {
    let program = effigy_c::lower_file(&case(name), options)?;
    if let Err(errors) = effigy_ir::verify::verify_program(&program) {
        panic!("{name}: IR verifier: {errors:#?}");
    }
    let text = effigy_ir::text::print_program(&program);
    let reparsed = effigy_ir::parse::parse_program(&text).unwrap_or_else(|e| panic!("{name}: text form does not parse: {e}"));
    assert_eq!(effigy_ir::text::print_program(&reparsed), text, "{name}: text form does not round-trip");
    Ok(program)
}

fn lower(name: &str, data_model: DataModel) -> Program {
    let options = effigy_c::Options { data_model, ..Default::default() };
    match lower_with(name, &options) {
        Ok(p) => p,
        Err(diags) => {
            panic!("{name} ({data_model:?}) does not lower:\n{}", diags.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))
        }
    }
}

fn edges(p: &Program) -> impl Iterator<Item = (&str, &EdgeKind)> {
    p.functions.iter().flat_map(|f| f.edges.iter().map(move |e| (f.name.as_str(), &e.kind)))
}

fn function_names(p: &Program) -> Vec<&str> {
    p.functions.iter().map(|f| f.name.as_str()).collect()
}

#[test]
fn standard_headers_lower_in_both_data_models() {
    for dm in [DataModel::Ilp32, DataModel::Lp64] {
        let p = lower("std_headers.c", dm);
        // assert() from <assert.h> is the error edge, through __assert_fail.
        assert!(edges(&p).any(|(f, k)| f == "main" && matches!(k, EdgeKind::Error(ErrorKind::AssertFail))), "no assertion edge");
        // Only the program's functions (and the C library model's that they call): nothing of
        // the headers is lowered.
        let own: Vec<&str> =
            p.functions.iter().filter(|f| p.file_name(f.span.file) != effigy_c::LIBC_MODEL_FILE).map(|f| f.name.as_str()).collect();
        assert_eq!(own, ["mix", "main"]);
        // printf's value is not used: no havoc of its result.
        assert!(!edges(&p).any(|(f, k)| f == "main" && matches!(k, EdgeKind::Havoc { origin: HavocOrigin::Uninit, .. })));
    }
}

#[test]
fn unused_untranslatable_declarations_are_not_reported() {
    let p = lower("unused_unsupported.c", DataModel::Ilp32);
    // The header's inline functions are lowered only when called.
    assert_eq!(function_names(&p), ["main", "twice"]);
    assert!(p.vars.iter().all(|v| v.name != "unused_global" && v.name != "unused_pointer"));
}

#[test]
fn a_called_header_function_that_cannot_be_translated_is_reported_in_the_header() {
    let diags = lower_with("inline_called.c", &effigy_c::Options::default()).expect_err("must be rejected");
    let d = diags
        .iter()
        .find(|d| d.message.starts_with("unsupported: long double"))
        .unwrap_or_else(|| panic!("no long double diagnostic in {diags:?}"));
    let pos = d.position.as_ref().expect("a position");
    assert!(pos.file.ends_with("include/helpers.h"), "{pos:?}");
    assert_eq!((pos.line, pos.column), (4, 36));
}

#[test]
fn preprocessor_options_reach_the_preprocessor() {
    let options = effigy_c::Options {
        include_dirs: vec![case("include")],
        defines: vec!["VALUE=20".to_string()],
        forced_includes: vec![case("include/forced.h")],
        ..Default::default()
    };
    let p = lower_with("preprocessor_options.c", &options).unwrap_or_else(|d| panic!("{d:?}"));
    let returns: Vec<String> = edges(&p)
        .filter_map(|(_, k)| match k {
            EdgeKind::Return(Some(v)) => Some(effigy_ir::text::expr(&p, v).to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(returns, ["121i32"]);
    // Without them the preprocessor fails (no option_dir.h).
    let diags = lower_with("preprocessor_options.c", &effigy_c::Options::default()).expect_err("needs -I");
    assert!(diags[0].message.contains("option_dir.h"), "{diags:?}");
}

#[test]
fn output_functions_print_and_return_what_glibc_does() {
    let p = lower("output.c", DataModel::Ilp32);
    // printf and puts are the model's C functions, called like the program's own.
    let callees: Vec<&str> = edges(&p)
        .filter_map(|(_, k)| match k {
            EdgeKind::Call { callee, .. } => Some(p.function(*callee).name.as_str()),
            _ => None,
        })
        .collect();
    for f in ["printf", "puts", "putchar", "fprintf"] {
        assert!(callees.contains(&f), "no call of {f}: {callees:?}");
    }
    let run = effigy_interp::run(&p, &effigy_interp::RunConfig::default());
    let printed: Vec<u8> = run.output.iter().filter(|(fd, _)| *fd == 1).flat_map(|(_, b)| b.clone()).collect();
    assert_eq!(String::from_utf8_lossy(&printed), "1  2.50|ab |ff\ndone\n\ns");
    // printf's count (15) plus x (2).
    assert_eq!(run.outcome, effigy_interp::Outcome::Returned(Some(17)));
}
