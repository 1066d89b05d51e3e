//! The BenchExec tool-info module (`contrib/benchexec/effigy.py`) checked by BenchExec's own
//! `python3 -m benchexec.test_tool_info`: the executable and its version, the command line for a
//! task (its data model, the CPU-time limit), the unsupported properties, and the result
//! determined from real outputs of `effigy verify`; and the benchmark definition for sv-dev.
//! Skipped, saying why, only when BenchExec is not installed (scripts/install-deps.sh installs it).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

fn benchexec_available() -> bool {
    let ok = Command::new("python3").args(["-c", "import benchexec.test_tool_info"]).status().is_ok_and(|s| s.success());
    if !ok {
        println!("skipped: python3 cannot import benchexec (scripts/install-deps.sh installs it with pip)");
    }
    ok
}

/// Runs test_tool_info with the built effigy on PATH (and nothing else of effigy's).
fn test_tool_info(dir: &Path, args: &[&str]) -> String {
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_effigy"));
    let path = format!("{}:{}", exe.parent().unwrap().display(), std::env::var("PATH").unwrap_or_default());
    let out = Command::new("python3")
        .args(["-m", "benchexec.test_tool_info", "contrib.benchexec.effigy", "--no-container"])
        .args(args)
        .env("PATH", path)
        .env("PYTHONPATH", root())
        .current_dir(dir)
        .output()
        .expect("python3 runs");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "test_tool_info failed:\n{text}");
    text
}

const PROGRAM: &str = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nint main(void) {\n  int x = __VERIFIER_nondet_int();\n  if (x - 3 == 21) reach_error();\n  return 0;\n}\n";

#[test]
fn tool_info_module() {
    if !benchexec_available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("effigy-benchexec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("prog.c"), PROGRAM).unwrap();
    std::fs::write(dir.join("unreach-call.prp"), "CHECK( init(main()), LTL(G ! call(reach_error())) )\n").unwrap();
    std::fs::write(dir.join("no-overflow.prp"), "CHECK( init(main()), LTL(G ! overflow) )\n").unwrap();
    let task = "format_version: '2.0'\ninput_files: 'prog.c'\nproperties:\n  - property_file: unreach-call.prp\n    expected_verdict: false\noptions:\n  language: C\n  data_model: LP64\n";
    std::fs::write(dir.join("prog.yml"), task).unwrap();

    // Real outputs of effigy for the task (FALSE), for a safe program (TRUE) and for bad input.
    let exe = env!("CARGO_BIN_EXE_effigy");
    let run = |file: &str, args: &[&str], name: &str| {
        let out = Command::new(exe).args(["verify", file]).args(args).current_dir(&dir).output().unwrap();
        std::fs::write(dir.join(name), [out.stdout, out.stderr].concat()).unwrap();
    };
    run("prog.c", &["--data-model", "LP64"], "false.log");
    std::fs::write(dir.join("safe.c"), "void reach_error(void) {}\nint main(void) { return 0; }\n").unwrap();
    run("safe.c", &[], "true.log");
    std::fs::write(dir.join("float.c"), "int main(void) { long double d = 1.5; return d > 1; }\n").unwrap();
    run("float.c", &[], "unsupported.log");
    run("prog.c", &["--unwind", "0", "--max-steps", "1"], "unknown.log");

    let text = test_tool_info(
        &dir,
        &["--task-definition", "prog.yml", "--tool-output", "false.log", "true.log", "unsupported.log", "unknown.log"],
    );
    let version = env!("CARGO_PKG_VERSION");
    let expect = [
        "Name of tool: “effigy”".to_string(),
        // The version names the Z3 linked.
        format!("Version: “{version} (Z3 "),
        // The task's data model and the limit reach effigy's command line.
        // An SV-COMP task's undefined functions are its environment.
        "'verify', 'prog.c', '--undefined-functions', 'inputs', '--data-model', 'LP64']".to_string(),
        "'verify', 'INPUT.FILE', '--undefined-functions', 'inputs', '--timeout', '".to_string(),
        "Result of analyzing tool output in “false.log”:\n\t“false(unreach-call)”".to_string(),
        "Result of analyzing tool output in “true.log”:\n\t“true”".to_string(),
        "Result of analyzing tool output in “unsupported.log”:\n\t“unknown”".to_string(),
        "Result of analyzing tool output in “unknown.log”:\n\t“unknown”".to_string(),
    ];
    for e in &expect {
        assert!(text.contains(e.as_str()), "missing {e:?} in:\n{text}");
    }
    // The task's property reaches effigy; FALSE(subproperty) is BenchExec's result of it.
    let task = std::fs::read_to_string(dir.join("prog.yml")).unwrap().replace("unreach-call.prp", "no-overflow.prp");
    std::fs::write(dir.join("overflow.yml"), task).unwrap();
    std::fs::write(
        dir.join("overflow.c"),
        "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int(); if (x > 0) { int y = x * 4; return y > 7; } return 0; }\n",
    )
    .unwrap();
    run("overflow.c", &["--property", "no-overflow.prp"], "overflow.log");
    let text = test_tool_info(&dir, &["--task-definition", "overflow.yml", "--tool-output", "overflow.log"]);
    assert!(text.contains("'--property', 'no-overflow.prp'"), "{text}");
    assert!(text.contains("Result of analyzing tool output in “overflow.log”:\n\t“false(no-overflow)”"), "{text}");
    // A property effigy does not check is refused rather than answered.
    std::fs::write(dir.join("termination.prp"), "CHECK( init(main()), LTL(F end) )\n").unwrap();
    let task = std::fs::read_to_string(dir.join("prog.yml")).unwrap().replace("unreach-call.prp", "termination.prp");
    std::fs::write(dir.join("termination.yml"), task).unwrap();
    let text = test_tool_info(&dir, &["--task-definition", "termination.yml"]);
    assert!(text.contains("effigy checks unreach-call, valid-memsafety, valid-memcleanup and no-overflow only"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn benchmark_definition() {
    let xml = root().join("contrib/benchexec/effigy-sv-dev.xml");
    let text = std::fs::read_to_string(&xml).unwrap();
    assert!(text.starts_with("<?xml version=\"1.0\"?>\n<!DOCTYPE benchmark PUBLIC"), "{text}");
    assert!(text.contains("tool=\"contrib.benchexec.effigy\""));
    // Well-formed, and its task pattern names the sv-dev tasks when they are next to the
    // repository.
    let script = "import glob, os, sys, xml.etree.ElementTree as ET\nb = ET.parse(sys.argv[1]).getroot()\nbase = os.path.dirname(sys.argv[1])\nn = sum(len(glob.glob(os.path.join(base, i.text))) for i in b.iter('include'))\np = [os.path.exists(os.path.join(base, i.text)) for i in b.iter('propertyfile')]\nprint(n, all(p))\n";
    let out = Command::new("python3").args(["-c", script, xml.to_str().unwrap()]).output().expect("python3 runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let answer = String::from_utf8_lossy(&out.stdout).trim().to_string();
    if root().join("../shared/benchmarks/sv-dev").exists() {
        let (n, props) = answer.split_once(' ').unwrap();
        assert!(n.parse::<usize>().unwrap() >= 100 && props == "True", "sv-dev tasks and property found: {answer}");
    } else {
        println!("skipped the task-pattern check: ../shared/benchmarks/sv-dev is not present");
    }
}
