//! Preprocessing with the system C compiler and the map from preprocessed byte offsets back to
//! original file, line and column (following the preprocessor's `# line "file"` markers).

use std::path::Path;
use std::process::Command;

use effigy_ir::DataModel;

/// A preprocessed translation unit and its line map.
pub struct Source {
    pub text: String,
    /// Byte offset where each line of `text` starts.
    line_starts: Vec<usize>,
    /// For each line of `text`: index into `files` and the original line number.
    line_origin: Vec<(u32, u32)>,
    pub files: Vec<String>,
}

/// A resolved source position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub file: String,
    pub line: u32,
    pub column: u32,
}

impl Source {
    /// Builds the line map of already preprocessed text; `name` names the text when it has no
    /// line markers.
    pub fn new(text: String, name: &str) -> Source {
        let mut line_starts = Vec::new();
        let mut line_origin = Vec::new();
        let mut files = vec![name.to_string()];
        let mut cur_file = 0u32;
        let mut cur_line = 1u32;
        let mut start = 0usize;
        for line in text.split_inclusive('\n') {
            line_starts.push(start);
            line_origin.push((cur_file, cur_line));
            start += line.len();
            match parse_line_marker(line) {
                Some((n, file)) => {
                    cur_file = match files.iter().position(|f| *f == file) {
                        Some(i) => i as u32,
                        None => {
                            files.push(file);
                            files.len() as u32 - 1
                        }
                    };
                    cur_line = n;
                }
                None => cur_line += 1,
            }
        }
        Source { text, line_starts, line_origin, files }
    }

    /// The original position of a byte offset of the preprocessed text.
    pub fn position(&self, offset: usize) -> Position {
        if self.line_starts.is_empty() || offset == usize::MAX {
            return Position { file: self.files[0].clone(), line: 0, column: 0 };
        }
        let i = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let (file, line) = self.line_origin[i];
        let line_text = &self.text[self.line_starts[i]..offset.min(self.text.len())];
        Position { file: self.files[file as usize].clone(), line, column: line_text.chars().count() as u32 + 1 }
    }
}

/// `# 12 "file.c" 1 3` or `#line 12 "file.c"` → (12, "file.c").
fn parse_line_marker(line: &str) -> Option<(u32, String)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let n: u32 = rest[..digits].parse().ok()?;
    let rest = rest[digits..].trim_start();
    let name = rest.strip_prefix('"')?;
    let end = name.find('"')?;
    Some((n, name[..end].to_string()))
}

/// Preprocesses `path` with `cc -E` for the data model (`-m32` for ILP32).
pub fn preprocess(path: &Path, data_model: DataModel, cc: &str, defines: &[String]) -> Result<String, String> {
    let mut cmd = Command::new(cc);
    cmd.arg("-E").arg("-x").arg("c").arg(match data_model {
        DataModel::Ilp32 => "-m32",
        DataModel::Lp64 => "-m64",
    });
    for d in defines {
        cmd.arg(format!("-D{d}"));
    }
    cmd.arg(path);
    let out = cmd.output().map_err(|e| format!("cannot run the preprocessor `{cc}`: {e}"))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(format!("the preprocessor `{cc} -E` failed:\n{}", stderr.trim_end()));
    }
    String::from_utf8(out.stdout).map_err(|_| "the preprocessed source is not UTF-8".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_follow_line_markers() {
        let text = "# 1 \"a.c\"\nint x;\n# 7 \"b.h\" 1\n  int y;\n".to_string();
        let src = Source::new(text.clone(), "<input>");
        let y = text.find("int y").unwrap();
        assert_eq!(src.position(y), Position { file: "b.h".into(), line: 7, column: 3 });
        let x = text.find("int x").unwrap();
        assert_eq!(src.position(x), Position { file: "a.c".into(), line: 1, column: 1 });
    }
}
