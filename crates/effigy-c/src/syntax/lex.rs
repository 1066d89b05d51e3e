//! Tokens of preprocessed C text. Lines that start with `#` (the preprocessor's line markers,
//! `#pragma`) and comments are skipped; everything else becomes a token with its byte span.

/// What a token is. Its text is `text[start..end]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    /// An identifier or a keyword.
    Ident,
    /// A preprocessing number (integer or floating constant, classified by the parser).
    Number,
    /// A character constant, prefix and quotes included.
    Char,
    /// A string literal, prefix and quotes included.
    Str,
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub kind: Tok,
    pub start: usize,
    pub end: usize,
}

/// C's punctuators, longest first within each leading character (maximal munch).
const PUNCTUATORS: &[&str] = &[
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=",
    "##", "<:", ":>", "<%", "%>", "[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":",
    ";", "=", ",", "#",
];

/// The digraphs and what they stand for.
fn undigraph(p: &'static str) -> &'static str {
    match p {
        "<:" => "[",
        ":>" => "]",
        "<%" => "{",
        "%>" => "}",
        other => other,
    }
}

/// Splits `text` into tokens; the last is `Eof`. An error is (offset, message).
pub(super) fn tokenize(text: &str) -> Result<Vec<Token>, (usize, String)> {
    let b = text.as_bytes();
    let mut toks = Vec::with_capacity(text.len() / 4);
    let mut i = 0;
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c == b' ' || c == b'\t' || c == b'\r' || c == 0x0c || c == 0x0b {
            i += 1;
            continue;
        }
        if c == b'#' && line_start {
            // A line marker or pragma: the rest of the line.
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        line_start = false;
        if c == b'\\' && b.get(i + 1) == Some(&b'\n') {
            i += 2;
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let Some(end) = text[i + 2..].find("*/") else {
                return Err((i, "unterminated comment".into()));
            };
            i += 2 + end + 2;
            continue;
        }
        let start = i;
        // Character constants and string literals, with their encoding prefixes.
        let prefix = if text[i..].starts_with("u8") {
            2
        } else if matches!(c, b'L' | b'u' | b'U') {
            1
        } else {
            0
        };
        if let Some(&q) = b.get(i + prefix) {
            if (q == b'"' || q == b'\'') && (prefix == 0 || !(prefix == 2 && q == b'\'')) {
                let mut j = i + prefix + 1;
                loop {
                    match b.get(j) {
                        None | Some(b'\n') => {
                            let what = if q == b'"' { "string literal" } else { "character constant" };
                            return Err((start, format!("missing terminating {} of the {what}", q as char)));
                        }
                        Some(b'\\') => j += 2,
                        Some(&x) if x == q => break,
                        Some(_) => j += 1,
                    }
                }
                let kind = if q == b'"' { Tok::Str } else { Tok::Char };
                toks.push(Token { kind, start, end: j + 1 });
                i = j + 1;
                continue;
            }
        }
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c >= 0x80 {
            let mut j = i + 1;
            while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'$' || b[j] >= 0x80) {
                j += 1;
            }
            toks.push(Token { kind: Tok::Ident, start, end: j });
            i = j;
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            // A preprocessing number (C11 6.4.8).
            let mut j = i + 1;
            while j < b.len() {
                let x = b[j];
                if matches!(x, b'e' | b'E' | b'p' | b'P') && matches!(b.get(j + 1), Some(b'+' | b'-')) {
                    j += 2;
                } else if x.is_ascii_alphanumeric() || x == b'_' || x == b'.' {
                    j += 1;
                } else {
                    break;
                }
            }
            toks.push(Token { kind: Tok::Number, start, end: j });
            i = j;
            continue;
        }
        match PUNCTUATORS.iter().find(|p| text[i..].starts_with(**p)) {
            Some(p) => {
                toks.push(Token { kind: Tok::Punct(undigraph(p)), start, end: i + p.len() });
                i += p.len();
            }
            None => {
                let ch = text[i..].chars().next().unwrap_or('?');
                return Err((i, format!("stray '{ch}' in program")));
            }
        }
    }
    toks.push(Token { kind: Tok::Eof, start: b.len(), end: b.len() });
    Ok(toks)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<(Tok, &str)> {
        tokenize(text).unwrap().iter().map(|t| (t.kind, &text[t.start..t.end])).collect()
    }

    #[test]
    fn numbers_strings_and_punctuators() {
        let toks = kinds("# 1 \"a.c\"\nx+=0x1fUL>>=1.5e-3f; L'a' u8\"s\" \"t\" a...b .5 <: %>\n#pragma pack(1)\n");
        let want: Vec<(Tok, &str)> = vec![
            (Tok::Ident, "x"),
            (Tok::Punct("+="), "+="),
            (Tok::Number, "0x1fUL"),
            (Tok::Punct(">>="), ">>="),
            (Tok::Number, "1.5e-3f"),
            (Tok::Punct(";"), ";"),
            (Tok::Char, "L'a'"),
            (Tok::Str, "u8\"s\""),
            (Tok::Str, "\"t\""),
            (Tok::Ident, "a"),
            (Tok::Punct("..."), "..."),
            (Tok::Ident, "b"),
            (Tok::Number, ".5"),
            (Tok::Punct("["), "<:"),
            (Tok::Punct("}"), "%>"),
            (Tok::Eof, ""),
        ];
        assert_eq!(toks, want);
    }

    #[test]
    fn escapes_and_errors() {
        assert_eq!(kinds(r#"'\'' "a\"b""#), vec![(Tok::Char, r"'\''"), (Tok::Str, r#""a\"b""#), (Tok::Eof, "")]);
        assert_eq!(tokenize("\"abc\n").unwrap_err().0, 0);
        assert_eq!(tokenize("a @ b").unwrap_err(), (2, "stray '@' in program".to_string()));
    }
}
