//! Loop invariants written as ACSL comments before a loop:
//!
//! ```c
//! /*@ loop invariant 0 <= i && i <= n;
//!     loop invariant s == i * (i - 1) / 2; */
//! for (i = 0; i < n; i++) s += i;
//! ```
//!
//! (or `//@ loop invariant P;`). The preprocessor removes comments, so they are read from the
//! main file's text and attached to the loop whose head comes first after the comment. `P` is a
//! debugger expression ([`crate::debug_expr`]: C over the variables in scope, with `==>`) without
//! symbols. `loop assigns` and `loop variant` clauses are accepted and not used (they speak of
//! framing and termination, not of the invariant).

use effigy_ir::{FuncId, LocId, Program, Span, TypeTable};

use crate::debug_expr::{self, SymbolTypes};

/// The invariants of one loop.
#[derive(Clone, Debug)]
pub struct LoopAnnotation {
    pub function: FuncId,
    pub head: LocId,
    /// The loop's position (its head's first edge).
    pub head_span: Span,
    pub invariants: Vec<AnnotatedInvariant>,
}

#[derive(Clone, Debug)]
pub struct AnnotatedInvariant {
    pub condition: effigy_ir::Expr,
    pub text: String,
    pub span: Span,
}

/// Reads the loop invariants of the program's main file. Errors name file:line:column.
pub fn loop_invariants(program: &Program) -> Result<Vec<LoopAnnotation>, String> {
    let Some(file) = program.files.first() else { return Ok(Vec::new()) };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    // Loop heads of every function, by the position of their first edge in the main file.
    let mut heads: Vec<(u32, u32, FuncId, LocId)> = Vec::new();
    for fid in program.func_ids() {
        let f = program.function(fid);
        for l in 0..f.loop_heads.len() {
            let loc = LocId(l as u32);
            if !f.is_loop_head(loc) {
                continue;
            }
            if let Some(s) = f.main_file_span(loc) {
                heads.push((s.line, s.column, fid, loc));
            }
        }
    }
    heads.sort();
    let mut out: Vec<LoopAnnotation> = Vec::new();
    for c in comments(&text) {
        let mut invariants = Vec::new();
        for (clause, line, column) in clauses(&c) {
            let span = Span { file: effigy_ir::FileId(0), line, column };
            let at = format!("{file}:{line}:{column}");
            let body = clause.trim();
            let Some(p) = body.strip_prefix("loop invariant") else {
                if body.starts_with("loop assigns") || body.starts_with("loop variant") {
                    continue;
                }
                return Err(format!("{at}: unsupported annotation `{body}` (effigy reads `loop invariant P;`)"));
            };
            invariants.push((p.trim().to_string(), span, at));
        }
        if invariants.is_empty() {
            continue;
        }
        let Some(&(line, column, fid, head)) = heads.iter().find(|h| (h.0, h.1) >= (c.end_line, c.end_column)) else {
            return Err(format!("{}: a loop invariant that no loop follows", invariants[0].2));
        };
        let head_span = Span { file: effigy_ir::FileId(0), line, column };
        let known = |_: &str| None;
        let mut lowered = Vec::new();
        for (p, span, at) in invariants {
            let types = SymbolTypes { known: &known, new_symbol: TypeTable::I32 };
            let e = debug_expr::lower_condition(program, Some(fid), &p, &types)
                .map_err(|e| format!("{at}: in the loop invariant `{p}`: {e}"))?;
            if let Some(s) = e.symbols.first() {
                return Err(format!("{at}: a loop invariant speaks of program variables, not of the symbol \"{}\"", s.name));
            }
            lowered.push(AnnotatedInvariant { condition: e.expr, text: p, span });
        }
        match out.iter_mut().find(|a| a.function == fid && a.head == head) {
            Some(a) => a.invariants.extend(lowered),
            None => out.push(LoopAnnotation { function: fid, head, head_span, invariants: lowered }),
        }
    }
    Ok(out)
}

/// An annotation comment: its text (without the comment marks) and where it starts and ends.
struct Comment {
    text: String,
    line: u32,
    column: u32,
    end_line: u32,
    end_column: u32,
}

/// The `/*@ … */` and `//@ …` comments of a C text (outside string and character literals).
fn comments(text: &str) -> Vec<Comment> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1u32, 1u32);
    let advance = |i: &mut usize, line: &mut u32, col: &mut u32| {
        if b[*i] == b'\n' {
            *line += 1;
            *col = 1;
        } else {
            *col += 1;
        }
        *i += 1;
    };
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                let q = b[i];
                advance(&mut i, &mut line, &mut col);
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        advance(&mut i, &mut line, &mut col);
                    }
                    advance(&mut i, &mut line, &mut col);
                }
                if i < b.len() {
                    advance(&mut i, &mut line, &mut col);
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let (sl, sc) = (line, col);
                let annotated = b.get(i + 2) == Some(&b'@');
                let start = i + if annotated { 3 } else { 2 };
                let (bl, bc) = (line, col + if annotated { 3 } else { 2 });
                advance(&mut i, &mut line, &mut col);
                advance(&mut i, &mut line, &mut col);
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    advance(&mut i, &mut line, &mut col);
                }
                let stop = i.min(b.len());
                if i < b.len() {
                    advance(&mut i, &mut line, &mut col);
                    advance(&mut i, &mut line, &mut col);
                }
                if annotated && start <= stop {
                    let _ = (sl, sc);
                    out.push(Comment { text: text[start..stop].to_string(), line: bl, column: bc, end_line: line, end_column: col });
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let annotated = b.get(i + 2) == Some(&b'@');
                let start = i + if annotated { 3 } else { 2 };
                let (bl, bc) = (line, col + if annotated { 3 } else { 2 });
                while i < b.len() && b[i] != b'\n' {
                    advance(&mut i, &mut line, &mut col);
                }
                if annotated {
                    out.push(Comment { text: text[start..i].to_string(), line: bl, column: bc, end_line: line, end_column: col });
                }
            }
            _ => advance(&mut i, &mut line, &mut col),
        }
    }
    out
}

/// The `;`-terminated clauses of an annotation, each with where it starts.
fn clauses(c: &Comment) -> Vec<(String, u32, u32)> {
    let mut out = Vec::new();
    let (mut line, mut col) = (c.line, c.column);
    let mut cur = String::new();
    let mut start: Option<(u32, u32)> = None;
    let mut depth = 0i32;
    for ch in c.text.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if ch == ';' && depth == 0 {
            if let Some((l, k)) = start.take() {
                out.push((std::mem::take(&mut cur), l, k));
            }
            cur.clear();
        } else if !ch.is_whitespace() || start.is_some() {
            if start.is_none() {
                start = Some((line, col));
            }
            // A continuation line's leading `@` (ACSL style) is not part of the clause.
            if !(ch == '@' && cur.trim().is_empty()) {
                cur.push(if ch == '\n' { ' ' } else { ch });
            }
        }
        if ch == '\n' {
            line += 1;
            col = 1;
        } else {
            col += 1;
        }
    }
    if let Some((l, k)) = start {
        if !cur.trim().is_empty() {
            out.push((cur, l, k));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotation_comments_and_clauses_are_found() {
        let text = "int f() {\n  /* plain */ char *s = \"/*@ no */\";\n  /*@ loop invariant i >= 0;\n      loop invariant s == i; */\n  //@ loop invariant a ==> b;\n}\n";
        let cs = comments(text);
        assert_eq!(cs.len(), 2);
        assert_eq!((cs[0].line, cs[0].end_line), (3, 4));
        let cl = clauses(&cs[0]);
        assert_eq!(cl.len(), 2);
        assert_eq!(cl[0].0.trim(), "loop invariant i >= 0");
        assert_eq!((cl[0].1, cl[0].2), (3, 7));
        assert_eq!(cl[1].0.trim(), "loop invariant s == i");
        assert_eq!(cl[1].1, 4);
        assert_eq!(clauses(&cs[1])[0].0.trim(), "loop invariant a ==> b");
    }
}
