//! `effigy verify FILE.vc`: the frames verifier (crate `effigy-frames`) for the contract
//! language of Smans, Jacobs and Piessens. Chosen by the file's extension.
//!
//! Exit codes (the issue's, not the C verdict codes): 0 every member verified, 1 some member
//! failed, 2 bad input (unreadable file, syntax or type error with file:line:column).

use std::path::Path;
use std::process::ExitCode;

use effigy_frames::{render_diagnostics, verify_source, Options};

const EXIT_VERIFIED: u8 = 0;
const EXIT_FAILED: u8 = 1;
const EXIT_BAD_INPUT: u8 = 2;

#[derive(clap::Args, Clone, Debug, Default)]
#[command(next_help_heading = "Frames verifier (.vc files)")]
pub struct FramesArgs {
    /// The paper's core rules: no inference of open/close/use (every ghost operation explicit).
    #[arg(long)]
    pub no_infer: bool,
    /// Print the symbolic state before every statement of a failing path, not only the failing one.
    #[arg(long)]
    pub trace: bool,
}

pub fn verify(file: &Path, args: &FramesArgs, json: Option<&Path>, stats: bool) -> ExitCode {
    let name = file.display().to_string();
    let source = match std::fs::read_to_string(file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot read {name}: {e}");
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let options = Options { infer: !args.no_infer, trace: args.trace, ..Options::default() };
    let report = match verify_source(&source, &options) {
        Ok(r) => r,
        Err(diagnostics) => {
            eprint!("{}", render_diagnostics(&name, &source, &diagnostics));
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    print!("{}", report.render(&name, &source));
    if stats {
        let s = &report.statistics;
        println!("Statistics: {} solver calls, {} answered without the solver, {:.3} s", s.solver_calls, s.shortcuts, s.seconds);
    }
    if let Some(path) = json {
        let text = serde_json::to_string_pretty(&report.json(&name, &source)).expect("JSON values serialise");
        if let Err(e) = crate::write_json_text(path, &(text + "\n")) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    }
    ExitCode::from(if report.verified() { EXIT_VERIFIED } else { EXIT_FAILED })
}
