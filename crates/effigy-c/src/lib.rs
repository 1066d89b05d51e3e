//! effigy's C front end: preprocessing (`cc -E`), parsing (`lang-c`), type checking and lowering
//! to control-flow automata.
//!
//! **The front end knows nothing of terms, solvers or analyses.** Its product is an
//! [`effigy_ir::Program`] in which every implicit conversion, array decay and pointer scaling is
//! explicit, or a list of [`Diagnostic`]s with file:line:column for what it cannot translate
//! faithfully: it never guesses, never panics on bad input, and never produces a silently
//! different program.

mod c_to_cfa;
mod consts;
pub mod diagnostic;
pub mod source;

use std::path::Path;

pub use diagnostic::{Diagnostic, Level};
use effigy_ir::{DataModel, Program};
pub use source::{Position, Source};

/// How to read a C file.
#[derive(Clone, Debug)]
pub struct Options {
    pub data_model: DataModel,
    /// The C compiler used as preprocessor (`cc -E`).
    pub cc: String,
    /// Extra `-D` definitions for the preprocessor.
    pub defines: Vec<String>,
}

impl Default for Options {
    fn default() -> Options {
        Options { data_model: DataModel::Ilp32, cc: "cc".to_string(), defines: Vec::new() }
    }
}

/// Preprocesses, parses and lowers a C file.
pub fn lower_file(path: &Path, options: &Options) -> Result<Program, Vec<Diagnostic>> {
    let text = source::preprocess(path, options.data_model, &options.cc, &options.defines).map_err(|m| vec![Diagnostic::error(m, None)])?;
    lower_preprocessed(text, &path.display().to_string(), options)
}

/// Parses and lowers already preprocessed C text; `name` names it in diagnostics when the text
/// carries no line markers.
pub fn lower_preprocessed(text: String, name: &str, options: &Options) -> Result<Program, Vec<Diagnostic>> {
    // Parsing and lowering recurse over the syntax tree, whose depth is the input's nesting
    // (CFA-reduced SV-COMP tasks nest hundreds of blocks): run them with a stack of their own.
    let name = name.to_string();
    let data_model = options.data_model;
    let worker = std::thread::Builder::new()
        .name("effigy-c".into())
        .stack_size(FRONT_END_STACK_BYTES)
        .spawn(move || lower_on_this_thread(text, &name, data_model));
    match worker.map(|h| h.join()) {
        Ok(Ok(result)) => result,
        Ok(Err(_)) => Err(vec![Diagnostic::error("internal error: the C front end panicked", None)]),
        Err(e) => Err(vec![Diagnostic::error(format!("internal error: cannot start the front end thread: {e}"), None)]),
    }
}

/// Stack of the front-end thread: reserved address space, touched only as deep as the input nests.
const FRONT_END_STACK_BYTES: usize = 1 << 30;

fn lower_on_this_thread(text: String, name: &str, data_model: DataModel) -> Result<Program, Vec<Diagnostic>> {
    let source = Source::new(text, name);
    let config = lang_c::driver::Config::with_gcc();
    let unit = match lang_c::driver::parse_preprocessed(&config, source.text.clone()) {
        Ok(parse) => parse.unit,
        Err(e) => {
            let mut expected: Vec<&str> = e.expected.iter().copied().collect();
            expected.sort();
            let position = source.position(e.offset);
            return Err(vec![Diagnostic::error(format!("syntax error: expected one of {}", expected.join(" ")), Some(position))]);
        }
    };
    c_to_cfa::lower_unit(&source, &unit, data_model)
}
