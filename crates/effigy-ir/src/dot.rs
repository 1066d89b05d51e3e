//! Graphviz export of control-flow automata (`effigy cfa --dot`).

use std::fmt::Write;

use crate::cfa::Program;
use crate::text;

/// One `digraph` with a cluster per function; loop heads are double circles.
pub fn program_to_dot(p: &Program) -> String {
    let mut out = String::from(
        "digraph cfa {\n  node [shape=circle, fontname=\"monospace\", fontsize=10];\n  edge [fontname=\"monospace\", fontsize=9];\n",
    );
    for (fi, func) in p.functions.iter().enumerate() {
        let _ = writeln!(out, "  subgraph cluster_{fi} {{\n    label={};", escape(&format!("{}()", func.name)));
        for l in func.locs() {
            let shape = if func.is_loop_head(l) {
                "doublecircle"
            } else if l == func.exit {
                "box"
            } else {
                "circle"
            };
            let _ = writeln!(out, "    f{fi}_{} [label=\"{}\", shape={shape}];", l.0, l);
        }
        for (ei, edge) in func.edges.iter().enumerate() {
            let span = func.edge_spans[ei];
            let mut label = text::edge_kind(p, &edge.kind);
            if !span.is_none() {
                let _ = write!(label, "\nline {}", span.line);
            }
            let _ = writeln!(out, "    f{fi}_{} -> f{fi}_{} [label={}];", edge.from.0, edge.to.0, escape(&label));
        }
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}

fn escape(s: &str) -> String {
    let mut q = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}
