//! effigy's C front end: preprocessing (`cc -E`), parsing (its own C11 + GNU parser, [`syntax`]),
//! type checking and lowering to control-flow automata.
//!
//! **The front end knows nothing of terms, solvers or analyses.** Its product is an
//! [`effigy_ir::Program`] in which every implicit conversion, array decay and pointer scaling is
//! explicit, or a list of [`Diagnostic`]s with file:line:column for what it cannot translate
//! faithfully: it never guesses, never panics on bad input, and never produces a silently
//! different program. Warnings (implicit declarations, old-style calls) come with
//! [`lower_file_with_warnings`].
//!
//! **Headers.** Only what the program uses must be translatable: a file-scope declaration that
//! cannot be translated (a prototype with `long double` parameters, a header's inline function
//! using inline assembly, …) is recorded with its diagnostic, which is reported only if code
//! that is lowered uses the name — at the declaration when it is in the main input file, else
//! at the use. Every function defined in the main file is lowered; a function defined in an
//! included file only when a lowered function calls it. Objects that headers declare `extern`
//! and neither the program nor the C library model defines (`environ`) have no known value:
//! using them is unsupported. gcc's layout attributes (`packed`, `aligned`, `mode`) and
//! `#pragma pack` are translated; attributes that change behaviour in ways effigy does not
//! model (`cleanup`, `constructor`, `vector_size`, …) are unsupported. See `c_to_cfa.rs`.
//!
//! **Library functions.** Besides the SV-COMP built-ins (`__VERIFIER_*`, `reach_error`,
//! `__assert_fail` — so `assert` from `<assert.h>` is the error edge —, `abort`, `exit`,
//! `malloc`, `calloc`, `free`), the C library functions a program calls without defining them
//! come from the C library model (`libc_model.c`, lowered like the program's own code): the
//! string and memory functions, character classes, `qsort`/`bsearch`, `atexit`, and output —
//! `printf` and its family (`sprintf`/`snprintf` into memory, `%n` included), `puts`, `fputs`,
//! `putchar`, … — through the IR's `Primitive::Write` edges. What it does not model (another
//! FILE than stdout/stderr, `%ls`, `%L`) is an `Extern` edge named by the text.
//!
//! Preprocessing: [`Options`] carries `-D`, `-I` and `-include` for `cc -E`.

pub mod annotations;
mod c_to_cfa;
mod consts;
pub mod debug_expr;
pub mod diagnostic;
pub mod source;
pub mod syntax;

use std::path::{Path, PathBuf};

pub use diagnostic::{Diagnostic, Level};
use effigy_ir::{DataModel, Program};
pub use source::{Position, PreprocessorOptions, Source};

/// How to read a C file.
#[derive(Clone, Debug)]
pub struct Options {
    pub data_model: DataModel,
    /// The C compiler used as preprocessor (`cc -E`).
    pub cc: String,
    /// Extra `-D NAME[=VALUE]` definitions for the preprocessor.
    pub defines: Vec<String>,
    /// `-I DIR` include directories for the preprocessor, searched in order.
    pub include_dirs: Vec<PathBuf>,
    /// Files included before the input (`cc -include FILE`), in order.
    pub forced_includes: Vec<PathBuf>,
    /// The most bytes standard input has (`--sym-stdin N`); `None`: any number. The C library
    /// model's stdin reads them as inputs named [`effigy_ir::STDIN_INPUT`].
    pub stdin_limit: Option<u64>,
    /// The files the program may open for reading (`--sym-file NAME`, at most
    /// [`MAX_SYM_FILES`]): their bytes are inputs ([`effigy_ir::file_input`]).
    pub sym_files: Vec<String>,
    /// The most bytes each of them has (`--sym-file-size N`); `None`: any number.
    pub file_limit: Option<u64>,
    /// Whether each of them may also be missing (`--sym-file-missing`): `fopen` then fails
    /// with ENOENT or opens it, an input ([`effigy_ir::file_missing_input`]).
    pub files_may_be_missing: bool,
    /// The environment the program runs in (`--env NAME=VALUE`; at most 64): what the C
    /// library model's `getenv` finds, and the replay gives gcc's program.
    pub environment: Vec<String>,
}

/// How many files `--sym-file` may name (the C library model's table).
pub const MAX_SYM_FILES: usize = 4;

impl Default for Options {
    fn default() -> Options {
        Options {
            data_model: DataModel::Ilp32,
            cc: "cc".to_string(),
            defines: Vec::new(),
            include_dirs: Vec::new(),
            forced_includes: Vec::new(),
            stdin_limit: None,
            sym_files: Vec::new(),
            file_limit: None,
            files_may_be_missing: false,
            environment: Vec::new(),
        }
    }
}

impl Options {
    fn preprocessor(&self) -> PreprocessorOptions {
        PreprocessorOptions {
            defines: self.defines.clone(),
            include_dirs: self.include_dirs.clone(),
            forced_includes: self.forced_includes.clone(),
        }
    }
}

/// Preprocesses, parses and lowers a C file.
pub fn lower_file(path: &Path, options: &Options) -> Result<Program, Vec<Diagnostic>> {
    lower_file_with_warnings(path, options).map(|(p, _)| p)
}

/// As [`lower_file`], with the warnings about the program (what gcc warns of and effigy
/// accepts, e.g. C89's implicit `int` and implicit function declarations), in source order.
pub fn lower_file_with_warnings(path: &Path, options: &Options) -> Result<(Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    lower_files_with_warnings(&[path.to_path_buf()], options)
}

/// Preprocesses, parses and lowers the files of one program, each a translation unit, and
/// links them as C does: each file has its own file scope (types, typedefs, `static` objects
/// and functions), names of external linkage are one object or function wherever declared,
/// and a function or initialised object may be defined once. A struct defined at the same
/// place of a header that several files include is one type. The first file names the program.
pub fn lower_files_with_warnings(paths: &[PathBuf], options: &Options) -> Result<(Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    let mut texts = Vec::with_capacity(paths.len());
    for path in paths {
        let text = source::preprocess(path, options.data_model, &options.cc, &options.preprocessor())
            .map_err(|m| vec![Diagnostic::error(m, None)])?;
        texts.push(text);
    }
    let name = paths.first().map(|p| p.display().to_string()).unwrap_or_default();
    lower_units(texts, &name, options)
}

/// Parses and lowers already preprocessed C text; `name` names it in diagnostics when the text
/// carries no line markers.
pub fn lower_preprocessed(text: String, name: &str, options: &Options) -> Result<Program, Vec<Diagnostic>> {
    lower_preprocessed_with_warnings(text, name, options).map(|(p, _)| p)
}

/// As [`lower_preprocessed`], with the warnings.
pub fn lower_preprocessed_with_warnings(
    text: String,
    name: &str,
    options: &Options,
) -> Result<(Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    // Parsing and lowering recurse over the syntax tree, whose depth is the input's nesting
    // (CFA-reduced SV-COMP tasks nest hundreds of blocks): run them with a stack of their own.
    lower_units(vec![text], name, options)
}

/// Lowers the preprocessed texts of a program's translation units as one program.
fn lower_units(texts: Vec<String>, name: &str, options: &Options) -> Result<(Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    if options.sym_files.len() > MAX_SYM_FILES {
        return Err(vec![Diagnostic::error(format!("--sym-file names at most {MAX_SYM_FILES} files"), None)]);
    }
    for limit in [options.stdin_limit, options.file_limit].into_iter().flatten() {
        if limit > i32::MAX as u64 {
            return Err(vec![Diagnostic::error(format!("an input bound of {limit} bytes: at most {} (INT_MAX)", i32::MAX), None)]);
        }
    }
    for (i, name) in options.sym_files.iter().enumerate() {
        if options.sym_files[..i].contains(name) {
            return Err(vec![Diagnostic::error(format!("--sym-file {name:?} is given twice"), None)]);
        }
        if name == "stdin" {
            return Err(vec![Diagnostic::error(
                "--sym-file \"stdin\": the name testgen gives each test's standard input; name the file otherwise",
                None,
            )]);
        }
        let path = Path::new(name);
        if name.is_empty() || path.is_absolute() || path.components().any(|c| matches!(c, std::path::Component::ParentDir)) {
            return Err(vec![Diagnostic::error(
                format!("--sym-file {name:?}: a relative name without '..' (the replay creates the file where gcc's program runs)"),
                None,
            )]);
        }
    }
    if options.environment.len() > 64 {
        return Err(vec![Diagnostic::error("--env gives at most 64 variables", None)]);
    }
    for (i, var) in options.environment.iter().enumerate() {
        let name = var.split_once('=').map(|(n, _)| n);
        if name.is_none_or(|n| n.is_empty()) || var.contains('\0') {
            return Err(vec![Diagnostic::error(format!("--env {var:?}: NAME=VALUE, NAME not empty"), None)]);
        }
        if options.environment[..i].iter().any(|v| v.split_once('=').map(|(n, _)| n) == name) {
            return Err(vec![Diagnostic::error(format!("--env {var:?}: the variable is given twice"), None)]);
        }
    }
    let options = options.clone();
    let name = name.to_string();
    let worker = std::thread::Builder::new()
        .name("effigy-c".into())
        .stack_size(FRONT_END_STACK_BYTES)
        .spawn(move || lower_on_this_thread(texts, &name, &options));
    match worker.map(|h| h.join()) {
        Ok(Ok(result)) => result,
        Ok(Err(_)) => Err(vec![Diagnostic::error("internal error: the C front end panicked", None)]),
        Err(e) => Err(vec![Diagnostic::error(format!("internal error: cannot start the front end thread: {e}"), None)]),
    }
}

/// Stack of the front-end thread: reserved address space, touched only as deep as the input nests.
const FRONT_END_STACK_BYTES: usize = 1 << 30;

/// The file name under which the C library model appears in positions.
pub const LIBC_MODEL_FILE: &str = "<effigy's C library model>";

/// The C library model's functions that only format output (the printf family's text): their
/// branches depend on the values printed, rarely decide what the program does next, and are
/// costly to negate (the digits of a product of inputs). A test generator may leave them alone.
pub const LIBC_MODEL_OUTPUT_FUNCTIONS: &[&str] =
    &["__effigy_put", "__effigy_pad", "__effigy_fmt_int", "__effigy_fmt_text", "__effigy_vformat"];

/// The C library model (`libc_model.c`) as preprocessed text to append to a program: comments
/// blanked (lines kept), `__effigy_size_t` and `__effigy_ssize_t` defined for the data model,
/// and a line marker that makes it an included file (its functions are lowered only when the
/// program calls them). The bound of standard input is set after lowering
/// (`Program::set_stdin_limit`).
fn libc_model(data_model: DataModel, sym_files: &[String], environment: &[String]) -> String {
    let (size_t, ssize_t) = match data_model {
        DataModel::Ilp32 => ("unsigned int", "int"),
        DataModel::Lp64 => ("unsigned long", "long"),
    };
    let mut out = format!("\ntypedef {size_t} __effigy_size_t;\ntypedef {ssize_t} __effigy_ssize_t;\n# 1 \"{LIBC_MODEL_FILE}\" 1\n");
    // The names of the files of --sym-file, on the line of the model that declares them (its
    // other lines keep their numbers).
    let names: Vec<String> = sym_files.iter().map(|n| c_string(n)).collect();
    let table = format!(
        "static const char *__effigy_file_names[4] = {{{}}}; static int __effigy_file_count = {};",
        if names.is_empty() { "0".to_string() } else { names.join(", ") },
        names.len()
    );
    debug_assert!(include_str!("libc_model.c").contains(FILE_TABLE_LINE));
    let text = include_str!("libc_model.c").replacen(FILE_TABLE_LINE, &table, 1);
    // The environment of --env, likewise.
    debug_assert!(text.contains(ENVIRONMENT_LINE));
    let variables: Vec<String> = environment.iter().map(|v| c_string(v)).chain(std::iter::once("0".to_string())).collect();
    let text = text.replacen(ENVIRONMENT_LINE, &format!("static const char *__effigy_environment[65] = {{{}}};", variables.join(", ")), 1);
    let text = text.as_str();
    let mut rest = text;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find("*/").map_or(rest.len(), |j| i + j + 2);
        // Newlines of the comment are kept so that positions in the model stay right.
        out.extend(rest[i..end].chars().filter(|&c| c == '\n'));
        out.push(' ');
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The line of `libc_model.c` that declares the files of `--sym-file` (replaced by their names).
const FILE_TABLE_LINE: &str = "static const char *__effigy_file_names[4] = {0}; static int __effigy_file_count = 0;";

/// The line of `libc_model.c` that declares the environment (replaced by `--env`'s variables).
const ENVIRONMENT_LINE: &str = "static const char *__effigy_environment[65] = {0};";

/// A C string literal of `s` (octal escapes for all but plain printable ASCII).
fn c_string(s: &str) -> String {
    let mut t = String::from("\"");
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"._-/+ ".contains(&b) {
            t.push(b as char);
        } else {
            t.push_str(&format!("\\{b:03o}"));
        }
    }
    t.push('"');
    t
}

/// The units' texts follow each other in one text (one line map); a unit ends with the packing
/// of structs reset, and the C library model is appended to the last.
fn lower_on_this_thread(texts: Vec<String>, name: &str, options: &Options) -> Result<(Program, Vec<Diagnostic>), Vec<Diagnostic>> {
    let data_model = options.data_model;
    let mut text = String::new();
    let mut starts = Vec::with_capacity(texts.len());
    let count = texts.len();
    for (i, unit) in texts.into_iter().enumerate() {
        starts.push(text.len());
        text.push_str(&unit);
        if i + 1 < count {
            if !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str("#pragma pack()\n");
        }
    }
    text.push_str(&libc_model(data_model, &options.sym_files, &options.environment));
    let source = Source::new(text, name);
    let units = match syntax::parse_translation_units(&source.text, &starts) {
        Ok(units) => units,
        Err(e) => {
            let message = if e.message.starts_with("unsupported:") { e.message } else { format!("syntax error: {}", e.message) };
            return Err(vec![Diagnostic::error(message, Some(source.position(e.offset)))]);
        }
    };
    c_to_cfa::lower_units(&source, &units, data_model).map(|(mut program, warnings)| {
        program.set_stdin_limit(options.stdin_limit);
        program.sym_files = options.sym_files.clone();
        program.set_file_limit(options.file_limit);
        program.set_files_may_be_missing(options.files_may_be_missing && !options.sym_files.is_empty());
        program.environment = options.environment.clone();
        program.set_keeps_bytes();
        (program, warnings)
    })
}
