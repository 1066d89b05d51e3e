//! Unknown external functions: functions the program declares and calls but neither defines
//! nor gets from effigy's library model. Every engine treats a call as returning an input and
//! changing whatever it might (`EdgeKind::Extern`); the user is told once per function.

use effigy_ir::{EdgeId, EdgeKind, Program};

/// One warning per unknown external function, at its first call, in `file:line:column: warning:`
/// form.
pub fn warnings(program: &Program) -> Vec<String> {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for f in &program.functions {
        for (i, e) in f.edges.iter().enumerate() {
            let EdgeKind::Extern { name, .. } = &e.kind else { continue };
            // What the C library model does not model (a wide-character conversion, a FILE
            // other than stdout) is said where a run reaches it, not for every program.
            let span = f.span_of(EdgeId(i as u32));
            if span.line > 0 && program.file_name(span.file) == "<effigy's C library model>" {
                continue;
            }
            if seen.contains(&name.as_str()) {
                continue;
            }
            seen.push(name);
            out.push(format!(
                "{}: warning: '{name}' has no definition and effigy has no model of it: its calls return unknown values \
                 and may change any object or global (see --assume-pure-externs)",
                program.describe_span(f.span_of(EdgeId(i as u32)))
            ));
        }
    }
    out
}
