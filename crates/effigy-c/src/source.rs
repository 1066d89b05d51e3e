//! Preprocessing with the system C compiler and the map from preprocessed byte offsets back to
//! original file, line and column (following the preprocessor's `# line "file"` markers), and
//! whether a line comes from the main input file or from an included header (the markers'
//! flags: 1 entering an included file, 2 returning to the includer, 3 a system header).

use std::path::{Path, PathBuf};
use std::process::Command;

use effigy_ir::DataModel;

/// A preprocessed translation unit and its line map.
pub struct Source {
    pub text: String,
    /// Byte offset where each line of `text` starts.
    line_starts: Vec<usize>,
    /// For each line of `text`: index into `files` and the original line number.
    line_origin: Vec<(u32, u32)>,
    /// For each line of `text`: its include depth (0: the main input file).
    line_depth: Vec<u32>,
    /// Where `#pragma pack` changes the packing of structs: (offset, its N from there on).
    pack_changes: Vec<(usize, Option<u32>)>,
    pub files: Vec<String>,
}

/// A resolved source position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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
        let mut line_depth = Vec::new();
        let mut files = vec![name.to_string()];
        let mut cur_file = 0u32;
        let mut cur_line = 1u32;
        let mut depth = 0u32;
        let mut pack_changes = Vec::new();
        let mut pack = PackState::default();
        let mut start = 0usize;
        for line in text.split_inclusive('\n') {
            if let Some(packed) = pack.pragma(line) {
                pack_changes.push((start, packed));
            }
            line_starts.push(start);
            line_origin.push((cur_file, cur_line));
            line_depth.push(depth);
            start += line.len();
            match parse_line_marker(line) {
                Some((n, file, flags)) => {
                    if flags.contains(&1) {
                        depth += 1;
                    } else if flags.contains(&2) {
                        depth = depth.saturating_sub(1);
                    }
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
        Source { text, line_starts, line_origin, line_depth, pack_changes, files }
    }

    /// Whether a `#pragma pack` other than the default is in effect at a byte offset.
    pub fn packed_at(&self, offset: usize) -> bool {
        self.pack_at(offset).is_some()
    }

    /// The N of the `#pragma pack(N)` in effect at a byte offset.
    pub fn pack_at(&self, offset: usize) -> Option<u32> {
        match self.pack_changes.partition_point(|&(o, _)| o <= offset) {
            0 => None,
            i => self.pack_changes[i - 1].1,
        }
    }

    fn line_of(&self, offset: usize) -> Option<usize> {
        if self.line_starts.is_empty() || offset == usize::MAX {
            return None;
        }
        Some(match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        })
    }

    /// Whether a byte offset of the preprocessed text comes from the main input file (not from
    /// a file it includes, directly or not, nor from a forced `-include`).
    pub fn in_main_file(&self, offset: usize) -> bool {
        self.line_of(offset).is_none_or(|i| self.line_depth[i] == 0)
    }

    /// The original position of a byte offset of the preprocessed text.
    pub fn position(&self, offset: usize) -> Position {
        let Some(i) = self.line_of(offset) else {
            return Position { file: self.files[0].clone(), line: 0, column: 0 };
        };
        let (file, line) = self.line_origin[i];
        let line_text = &self.text[self.line_starts[i]..offset.min(self.text.len())];
        Position { file: self.files[file as usize].clone(), line, column: line_text.chars().count() as u32 + 1 }
    }
}

/// `# 12 "file.c" 1 3` or `#line 12 "file.c"` → (12, "file.c", [1, 3]).
fn parse_line_marker(line: &str) -> Option<(u32, String, Vec<u32>)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let n: u32 = rest[..digits].parse().ok()?;
    let rest = rest[digits..].trim_start();
    let name = rest.strip_prefix('"')?;
    let end = name.find('"')?;
    let flags = name[end + 1..].split_whitespace().map_while(|f| f.parse().ok()).collect();
    Some((n, name[..end].to_string(), flags))
}

/// The `#pragma pack` stack: `Some(n)` for an explicit packing.
#[derive(Default)]
struct PackState {
    current: Option<u32>,
    stack: Vec<Option<u32>>,
}

impl PackState {
    /// Follows a `#pragma pack(...)` line; returns the packing after it.
    fn pragma(&mut self, line: &str) -> Option<Option<u32>> {
        let rest = line.trim_start().strip_prefix('#')?.trim_start().strip_prefix("pragma")?.trim_start();
        let args = rest.strip_prefix("pack")?.trim_start().strip_prefix('(')?;
        let args = &args[..args.find(')')?];
        let parts: Vec<&str> = args.split(',').map(str::trim).filter(|a| !a.is_empty()).collect();
        let number = parts.iter().find_map(|a| a.parse::<u32>().ok());
        match parts.first().copied() {
            Some("push") => {
                self.stack.push(self.current);
                if number.is_some() {
                    self.current = number;
                }
            }
            Some("pop") => self.current = self.stack.pop().unwrap_or(None),
            Some("show") => {}
            _ => self.current = number,
        }
        Some(self.current)
    }
}

/// What the preprocessor is given besides the file.
#[derive(Clone, Debug, Default)]
pub struct PreprocessorOptions {
    /// `-D NAME[=VALUE]` definitions.
    pub defines: Vec<String>,
    /// `-I DIR` include directories, searched in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-include FILE`: files processed as if included at the start of the input.
    pub forced_includes: Vec<PathBuf>,
}

/// Preprocesses `path` with `cc -E` for the data model (`-m32` for ILP32).
///
/// gcc's `__float128` (used by `<stddef.h>` for i386) is spelled `_Float128`, which the parser
/// knows: either way a floating-point type, unsupported where it is used.
pub fn preprocess(path: &Path, data_model: DataModel, cc: &str, pp: &PreprocessorOptions) -> Result<String, String> {
    let mut cmd = Command::new(cc);
    cmd.arg("-E").arg("-x").arg("c").arg(match data_model {
        DataModel::Ilp32 => "-m32",
        DataModel::Lp64 => "-m64",
    });
    cmd.arg("-D__float128=_Float128");
    // glibc's <ctype.h> without its macros: `isalpha(c)` is a call of the C library model's
    // function (a few comparisons) instead of a read of glibc's 384-entry table at a symbolic
    // index, which a solver takes seconds to answer per branch. The result is the same for
    // every argument (the model's functions are tested against glibc's table).
    cmd.arg("-D__NO_CTYPE");
    for d in &pp.defines {
        cmd.arg(format!("-D{d}"));
    }
    for dir in &pp.include_dirs {
        cmd.arg("-I").arg(dir);
    }
    for f in &pp.forced_includes {
        cmd.arg("-include").arg(f);
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
        assert!(src.in_main_file(x));
        assert!(!src.in_main_file(y));
    }

    #[test]
    fn pragma_pack_regions() {
        let text = "struct a;\n#pragma pack(push, 1)\nstruct b;\n#pragma pack(pop)\nstruct c;\n#pragma pack(2)\nstruct d;\n#pragma pack()\nstruct e;\n"
            .to_string();
        let src = Source::new(text.clone(), "<input>");
        let packed: Vec<bool> =
            ["struct a", "struct b", "struct c", "struct d", "struct e"].iter().map(|k| src.packed_at(text.find(k).unwrap())).collect();
        assert_eq!(packed, [false, true, false, true, false]);
    }

    #[test]
    fn include_depth_follows_marker_flags() {
        let text =
            "# 1 \"m.c\"\n# 1 \"h.h\" 1 3 4\nint a;\n# 1 \"g.h\" 1\nint b;\n# 2 \"h.h\" 2 3 4\nint c;\n# 2 \"m.c\" 2\nint d;\n".to_string();
        let src = Source::new(text.clone(), "<input>");
        let main: Vec<bool> = ["int a", "int b", "int c", "int d"].iter().map(|k| src.in_main_file(text.find(k).unwrap())).collect();
        assert_eq!(main, [false, false, false, true]);
    }
}
