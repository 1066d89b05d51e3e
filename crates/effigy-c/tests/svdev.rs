//! The front end over the SV-COMP development set (`../shared/benchmarks/sv-dev`, or
//! `$EFFIGY_SV_DEV`): every task (floats included) must lower to a program that passes the IR
//! verifier and whose text form round-trips (a rejection must at least be a positioned
//! `unsupported:` diagnostic — never a panic — but fails the test too: all 103 lower).

use std::path::{Path, PathBuf};

use effigy_ir::DataModel;

fn sv_dev() -> PathBuf {
    match std::env::var_os("EFFIGY_SV_DEV") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/sv-dev"),
    }
}

/// (input file, data model) of every task in INDEX.tsv.
fn tasks(root: &Path) -> Vec<(PathBuf, DataModel)> {
    let index = std::fs::read_to_string(root.join("INDEX.tsv")).unwrap_or_else(|e| {
        panic!(
            "this test needs the SV-COMP development set: cannot read {}/INDEX.tsv ({e}). Check out the repository \
                 with ../shared beside it (as CI does) or set EFFIGY_SV_DEV to the sv-dev directory.",
            root.display()
        )
    });
    let mut out = Vec::new();
    for line in index.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let yml = root.join(cols[0]);
        let text = std::fs::read_to_string(&yml).unwrap();
        let input = text
            .lines()
            .find_map(|l| l.strip_prefix("input_files:"))
            .map(|v| v.trim().trim_matches('\'').trim_matches('"').to_string())
            .expect("input_files");
        let dm = DataModel::parse(cols[2]).expect("data model");
        out.push((yml.parent().unwrap().join(input), dm));
    }
    out
}

#[test]
fn sv_dev_tasks_lower_or_are_rejected_with_a_position() {
    let root = sv_dev();
    let all = tasks(&root);
    let tasks: Vec<_> = all.iter().collect();
    assert!(tasks.len() >= 90, "expected the sv-dev set, found {} tasks", tasks.len());
    let mut lowered = 0;
    let mut problems = Vec::new();
    for (path, dm) in &tasks {
        let options = effigy_c::Options { data_model: *dm, ..Default::default() };
        match effigy_c::lower_file(path, &options) {
            Ok(program) => {
                lowered += 1;
                if let Err(errors) = effigy_ir::verify::verify_program(&program) {
                    problems.push(format!("{}: IR verifier: {:?}", path.display(), &errors[..errors.len().min(3)]));
                }
                let text = effigy_ir::text::print_program(&program);
                match effigy_ir::parse::parse_program(&text) {
                    Ok(p) if effigy_ir::text::print_program(&p) == text => {}
                    Ok(_) => problems.push(format!("{}: text form does not round-trip", path.display())),
                    Err(e) => problems.push(format!("{}: text form does not parse: {e}", path.display())),
                }
            }
            Err(diags) => {
                for d in diags {
                    if d.position.is_none() || !d.message.starts_with("unsupported:") {
                        problems.push(format!("{}: {d}", path.display()));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(lowered, tasks.len(), "not every task lowered");
}
