//! The program's environment as symbolic input, one set of options for every subcommand that
//! analyses a whole program (`verify`, `explore`, `testgen`, `repl`, and the front end's
//! standard input and files for the others): KLEE's POSIX model's names where it has them
//! (`--sym-args`, `--sym-stdin`), so that its users recognise them.

use std::path::Path;

/// What the program reads of its environment: standard input and files whose bytes are inputs
/// (the C library model's streams), and its environment variables.
#[derive(clap::Args, Clone, Default)]
pub struct EnvironmentArgs {
    /// Standard input is symbolic and has at most N bytes (as KLEE's --sym-stdin). Without it,
    /// standard input has any length: a search can then go on as long as the program reads
    /// (each byte a new input), and a TRUE of verify holds for every input. With it, verify's
    /// TRUE is a bounded result (UNKNOWN: no error for any standard input of at most N bytes).
    #[arg(long, value_name = "N", help_heading = crate::HELP_INPUTS)]
    pub sym_stdin: Option<u64>,
    /// A file the program may open for reading (fopen), its bytes symbolic (repeatable, at most
    /// 4; a name relative to where the program runs: the replay creates it there), with fopen
    /// or open(name, O_RDONLY). Opening another file, or one of these to write, is not modelled
    /// (UNKNOWN where a path does). `effigy run` reads the file of that name where it runs.
    #[arg(long, value_name = "NAME", help_heading = crate::HELP_INPUTS)]
    pub sym_file: Vec<String>,
    /// The files of --sym-file have at most N bytes (without it, any number; with it, a TRUE is
    /// a bounded result).
    #[arg(long, value_name = "N", help_heading = crate::HELP_INPUTS)]
    pub sym_file_size: Option<u64>,
    /// Each file of --sym-file may also be missing: whether it exists is an input, decided
    /// where the program first opens it (fopen then fails with ENOENT), so that a search also
    /// takes the program's handling of a missing file; the replay and testgen's tests leave a
    /// missing file out. Without it, every file of --sym-file exists (as KLEE's --sym-files).
    #[arg(long, help_heading = crate::HELP_INPUTS)]
    pub sym_file_missing: bool,
    /// An environment variable of the program (repeatable, at most 64): getenv finds these and
    /// no other (without --env, the empty environment), and the replay runs gcc's program in
    /// this environment alone (env -i). verify's TRUE for a program that calls getenv holds for
    /// this environment only: it is UNKNOWN, saying so.
    #[arg(long = "env", value_name = "NAME=VALUE", help_heading = crate::HELP_INPUTS)]
    pub variables: Vec<String>,
}

/// The command line `main(argc, argv)` is given.
#[derive(clap::Args, Clone, Default)]
pub struct CommandLineArgs {
    /// When main(argc, argv) reads its arguments: between MIN and MAX symbolic arguments of at
    /// most N bytes each (KLEE's option), after the --arg ones. Without it, a main that reads
    /// only argc gets any argc, and one that reads argv 0 to 2 arguments of at most 8 bytes. In
    /// verify, a bounded command line gives no TRUE (UNKNOWN says what was searched). At most
    /// 64 arguments of at most 4096 bytes.
    #[arg(long, num_args = 3, value_names = ["MIN", "MAX", "N"], help_heading = crate::HELP_INPUTS)]
    pub sym_args: Option<Vec<u32>>,
    /// A concrete command-line argument (repeatable), before the symbolic ones; argv[0] is the
    /// main file's name without its extension.
    #[arg(long = "arg", value_name = "TEXT", allow_hyphen_values = true, help_heading = crate::HELP_INPUTS)]
    pub concrete_args: Vec<String>,
}

impl CommandLineArgs {
    /// The command line the options give main (`None`: effigy's default, chosen by what main
    /// reads: `effigy_report::resolve_command_line`).
    pub fn command_line(&self, main_file: &Path) -> Result<Option<effigy_engine::CommandLine>, String> {
        let (min, max, max_len) = match self.sym_args.as_deref() {
            Some(&[min, max, n]) => (min, max, n),
            Some(_) => return Err("--sym-args takes MIN MAX N".into()),
            None if self.concrete_args.is_empty() => return Ok(None),
            None => (0, 0, 0),
        };
        if min > max {
            return Err(format!("--sym-args {min} {max} {max_len}: MIN is more than MAX"));
        }
        if max > 64 || max_len > 4096 {
            return Err(format!("--sym-args {min} {max} {max_len}: at most 64 arguments of at most 4096 bytes"));
        }
        let concrete: Vec<Vec<u8>> = self.concrete_args.iter().map(|a| a.as_bytes().to_vec()).collect();
        Ok(Some(effigy_engine::CommandLine::Arguments { program: effigy_report::program_name(main_file), concrete, min, max, max_len }))
    }
}
