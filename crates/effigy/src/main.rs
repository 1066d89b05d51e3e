//! The effigy command line. **Only this crate prints**: the libraries return data
//! (programs, diagnostics, outcomes) and this binary renders it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use effigy_ir::{DataModel, Program};

/// Exit code for bad input (unsupported or invalid C, unreadable files) and usage errors.
const EXIT_BAD_INPUT: u8 = 2;
/// Exit code for an internal error of effigy.
const EXIT_INTERNAL: u8 = 3;

#[derive(Parser)]
#[command(
    name = "effigy",
    version,
    about = "Symbolic execution and verification of C programs (SV-COMP dialect)",
    long_about = "effigy reads C programs in the SV-COMP dialect (__VERIFIER_nondet_*, __VERIFIER_assume, \
reach_error) and lowers them to control-flow automata, on which its analyses run.\n\n\
Exit codes: 0 success, 2 bad input (unsupported or invalid C, unreadable file) or usage error, \
3 internal error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the control-flow automata of a C program (text form, or Graphviz with --dot).
    Cfa(CfaArgs),
}

#[derive(Clone, Copy, ValueEnum)]
enum DataModelArg {
    /// 32-bit int, long and pointers (gcc -m32); SV-COMP's default.
    #[value(name = "ILP32", alias = "ilp32")]
    Ilp32,
    /// 32-bit int, 64-bit long and pointers (gcc -m64).
    #[value(name = "LP64", alias = "lp64")]
    Lp64,
}

impl From<DataModelArg> for DataModel {
    fn from(d: DataModelArg) -> DataModel {
        match d {
            DataModelArg::Ilp32 => DataModel::Ilp32,
            DataModelArg::Lp64 => DataModel::Lp64,
        }
    }
}

#[derive(clap::Args)]
struct FrontEndArgs {
    /// The C program (.c or preprocessed .i).
    file: PathBuf,
    /// Widths of long and pointers.
    #[arg(long, value_enum, default_value = "ILP32")]
    data_model: DataModelArg,
    /// The C compiler used as preprocessor.
    #[arg(long, default_value = "cc")]
    cc: String,
}

#[derive(clap::Args)]
struct CfaArgs {
    #[command(flatten)]
    input: FrontEndArgs,
    /// Print Graphviz (DOT) instead of the text form.
    #[arg(long)]
    dot: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Cfa(args) => cmd_cfa(&args),
    }
}

/// Reads and lowers a C file, printing diagnostics on failure.
fn load(args: &FrontEndArgs) -> Result<Program, ExitCode> {
    if !Path::new(&args.file).exists() {
        eprintln!("error: cannot read {}: no such file", args.file.display());
        return Err(ExitCode::from(EXIT_BAD_INPUT));
    }
    let options = effigy_c::Options { data_model: args.data_model.into(), cc: args.cc.clone(), defines: Vec::new() };
    effigy_c::lower_file(&args.file, &options).map_err(|diags| {
        let internal = diags.iter().any(|d| d.message.starts_with("internal error"));
        for d in &diags {
            eprintln!("{d}");
        }
        ExitCode::from(if internal { EXIT_INTERNAL } else { EXIT_BAD_INPUT })
    })
}

fn cmd_cfa(args: &CfaArgs) -> ExitCode {
    let program = match load(&args.input) {
        Ok(p) => p,
        Err(code) => return code,
    };
    if args.dot {
        print!("{}", effigy_ir::dot::program_to_dot(&program));
    } else {
        print!("{}", effigy_ir::text::print_program(&program));
    }
    ExitCode::SUCCESS
}
