//! Replays inputs on the program compiled by gcc: the confirmation of every counterexample.
//!
//! A generated harness (its own translation unit) defines `__VERIFIER_nondet_*` to return the
//! given values in order (then 0), `__VERIFIER_assume`, `__assert_fail` and `abort`, the
//! input of the C library model, `rand` (weak: a program's own definition wins, as it does in
//! the model), and
//! detects a *call* of `reach_error`/`__VERIFIER_error` — whatever their body — through
//! `-finstrument-functions`. The program's `main` is renamed so that the harness reports its
//! return value. The executable runs in a temporary directory under time and memory limits,
//! its standard input a file of the bytes the model's stdin read ([`split_inputs`]).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use effigy_ir::{Check, DataModel};

/// What the compiled program did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NativeOutcome {
    /// `error`, `abort`, `assume-violated`, `exit N`, `return N`.
    Reported(String),
    /// Killed by a signal, timed out, or ended without reporting.
    Crashed(String),
}

impl NativeOutcome {
    pub fn reached_error(&self) -> bool {
        matches!(self, NativeOutcome::Reported(s) if s == "error")
    }
}

impl std::fmt::Display for NativeOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NativeOutcome::Reported(s) => f.write_str(s),
            NativeOutcome::Crashed(s) => f.write_str(s),
        }
    }
}

pub struct ReplayLimits {
    pub time: Duration,
    pub memory_mb: u64,
    /// How the harness gives `main` its command line, from the first inputs (as the engines
    /// read them: `effigy_engine::CommandLine`); `None`: main gets no arguments.
    pub command_line: Option<effigy_engine::CommandLine>,
    /// The program's standard input (see [`split_inputs`]); `None`: empty.
    pub stdin: Option<Vec<u8>>,
    /// Files created in the program's directory before it runs (the files of `--sym-file`,
    /// [`RunInputs::named_files`]; `None`: a missing file, not created).
    pub files: Vec<(String, Option<Vec<u8>>)>,
    /// The program's environment (`NAME=VALUE`, `Program::environment`): it runs in it alone
    /// (and the harness's and sanitizers' own variables), as the C library model's `getenv` has it.
    pub environment: Vec<String>,
}

impl Default for ReplayLimits {
    fn default() -> Self {
        ReplayLimits {
            time: Duration::from_secs(10),
            memory_mb: 1024,
            command_line: None,
            stdin: None,
            files: Vec::new(),
            environment: Vec::new(),
        }
    }
}

/// A run's inputs, named as the engines and the interpreter name them, split as the compiled
/// program takes them ([`split_inputs`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunInputs {
    /// What its input functions return, in order.
    pub values: Vec<i128>,
    /// Its standard input: the bytes of the inputs named [`effigy_ir::STDIN_INPUT`] up to the
    /// first -1 (the end of the file).
    pub stdin: Vec<u8>,
    /// The bytes of each file of `--sym-file` (by index; [`effigy_ir::file_input`]), likewise.
    pub files: Vec<Vec<u8>>,
    /// The files of `--sym-file` the run found missing (by index; the inputs
    /// [`effigy_ir::file_missing_input`] that are 1).
    pub missing: Vec<usize>,
}

impl RunInputs {
    /// The files of `--sym-file` by name (`program.sym_files`), each with the bytes read (none
    /// for a file not read: it exists all the same), or `None` for a missing one.
    pub fn named_files(&self, names: &[String]) -> Vec<(String, Option<Vec<u8>>)> {
        names
            .iter()
            .enumerate()
            .map(|(k, n)| (n.clone(), (!self.missing.contains(&k)).then(|| self.files.get(k).cloned().unwrap_or_default())))
            .collect()
    }
}

/// Splits a run's inputs into [`RunInputs`].
pub fn split_inputs<'a>(inputs: impl IntoIterator<Item = (&'a str, i128)>) -> RunInputs {
    let mut out = RunInputs::default();
    // Whether each stream (standard input, then the files) has ended.
    let mut ended: Vec<bool> = Vec::new();
    for (function, value) in inputs {
        if let Some(k) = effigy_ir::missing_file_of_input(function) {
            if value != 0 && !out.missing.contains(&k) {
                out.missing.push(k);
            }
            continue;
        }
        let stream = if function == effigy_ir::STDIN_INPUT {
            0
        } else if let Some(k) = effigy_ir::file_of_input(function) {
            k + 1
        } else {
            out.values.push(value);
            continue;
        };
        if ended.len() <= stream {
            ended.resize(stream + 1, false);
        }
        if value < 0 {
            ended[stream] = true;
        } else if !ended[stream] {
            let bytes = if stream == 0 {
                &mut out.stdin
            } else {
                if out.files.len() < stream {
                    out.files.resize(stream, Vec::new());
                }
                &mut out.files[stream - 1]
            };
            bytes.push(value as u8);
        }
    }
    out
}

pub(crate) const NONDET_TYPES: &[(&str, &str)] = &[
    ("bool", "_Bool"),
    ("_Bool", "_Bool"),
    ("char", "char"),
    ("schar", "signed char"),
    ("s8", "signed char"),
    ("uchar", "unsigned char"),
    ("u8", "unsigned char"),
    ("unsigned_char", "unsigned char"),
    ("short", "short"),
    ("s16", "short"),
    ("ushort", "unsigned short"),
    ("u16", "unsigned short"),
    ("unsigned_short", "unsigned short"),
    ("int", "int"),
    ("s32", "int"),
    ("uint", "unsigned int"),
    ("u32", "unsigned int"),
    ("unsigned", "unsigned int"),
    ("unsigned_int", "unsigned int"),
    ("long", "long"),
    ("ulong", "unsigned long"),
    ("unsigned_long", "unsigned long"),
    ("size_t", "unsigned long"),
    ("loff_t", "long"),
    ("longlong", "long long"),
    ("long_long", "long long"),
    ("s64", "long long"),
    ("ulonglong", "unsigned long long"),
    ("unsigned_long_long", "unsigned long long"),
    ("u64", "unsigned long long"),
];

/// A definition the harness gives an unknown external function of the program (declared,
/// never defined): the behaviour the engines' inputs describe — it changes nothing and, if it
/// returns a value, returns the next input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stub {
    pub name: String,
    pub returns: StubReturn,
}

/// What a stub returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StubReturn {
    Nothing,
    /// An integer, pointer or `_Bool`: the input as the widest integer.
    Integer,
    /// A `float` or `double` whose IEEE bits are the input.
    Float,
    Double,
}

/// The stubs a program's unknown external functions need, each once.
pub fn stubs_of(program: &effigy_ir::Program) -> Vec<Stub> {
    let mut out: Vec<Stub> = Vec::new();
    for f in &program.functions {
        for e in &f.edges {
            if let effigy_ir::EdgeKind::Extern { name, ret, .. } = &e.kind {
                if !out.iter().any(|s| &s.name == name) {
                    let returns = match *ret {
                        effigy_ir::TypeTable::VOID => StubReturn::Nothing,
                        effigy_ir::TypeTable::F32 => StubReturn::Float,
                        effigy_ir::TypeTable::F64 => StubReturn::Double,
                        _ => StubReturn::Integer,
                    };
                    out.push(Stub { name: name.clone(), returns });
                }
            }
        }
    }
    out
}

/// The harness source for the given input values and stubs. A stub returns its input as the
/// widest integer: on i386 and x86-64 a caller of a function returning a narrower integer
/// or a `_Bool` reads the low part of the same register.
pub fn harness_source(inputs: &[i128], stubs: &[Stub]) -> String {
    harness(Some(inputs), stubs)
}

/// The harness; `inputs` `None`: the inputs are read from the file named by the environment
/// variable `EFFIGY_INPUTS` (one value, as raw bits, per line) and the program was compiled with
/// `--coverage`, whose counters are written out before the harness ends the process (`_exit`
/// skips the handler that would).
fn harness(inputs: Option<&[i128]>, stubs: &[Stub]) -> String {
    harness_checking(inputs, stubs, None, None)
}

/// The harness; with `check`, what the sanitizer build needs before the outcome is reported:
/// LeakSanitizer's check (`valid-memtrack`: the harness ends the process with `_exit`, which
/// skips the check LeakSanitizer makes at exit), or the count of heap blocks still allocated
/// (`valid-memcleanup`: the program's `malloc`, `calloc`, `realloc` and `free` wrapped by the
/// linker).
fn harness_checking(
    inputs: Option<&[i128]>,
    stubs: &[Stub],
    check: Option<Check>,
    command_line: Option<&effigy_engine::CommandLine>,
) -> String {
    let mut s = String::from(
        "/* Generated by effigy: replays inputs and reports how the program ended. */\n\
         #define NI __attribute__((no_instrument_function))\n\
         typedef unsigned long effigy_size;\n\
         extern long write(int, const void *, effigy_size);\n\
         extern void _exit(int);\n\
         extern int snprintf(char *, effigy_size, const char *, ...);\n\
         extern void *malloc(effigy_size);\n",
    );
    s.push_str(if inputs.is_some() {
        "#define EFFIGY_DUMP_COVERAGE()\n"
    } else {
        "extern void __gcov_dump(void);\n#define EFFIGY_DUMP_COVERAGE() __gcov_dump()\n"
    });
    if inputs.is_none() {
        s.push_str(COVERAGE_ON_CRASH);
    }
    s.push_str(match check {
        Some(Check::Memtrack) => "extern void __lsan_do_leak_check(void);\n#define EFFIGY_END_CHECK() __lsan_do_leak_check()\n",
        Some(Check::Memcleanup) => {
            "extern void *__real_malloc(effigy_size); extern void *__real_calloc(effigy_size, effigy_size);\n\
             extern void *__real_realloc(void *, effigy_size); extern void __real_free(void *);\n\
             static long effigy_live;\n\
             NI void *__wrap_malloc(effigy_size n) { void *p = __real_malloc(n); if (p) effigy_live++; return p; }\n\
             NI void *__wrap_calloc(effigy_size n, effigy_size k) { void *p = __real_calloc(n, k); if (p) effigy_live++; return p; }\n\
             NI void *__wrap_realloc(void *q, effigy_size n) { void *p = __real_realloc(q, n); if (!q && p) effigy_live++; if (q && !n && !p) effigy_live--; return p; }\n\
             NI void __wrap_free(void *p) { if (p) effigy_live--; __real_free(p); }\n\
             #define EFFIGY_UNCOUNT() effigy_live--\n\
             #define EFFIGY_END_CHECK() do { char b[64]; int k = snprintf(b, sizeof b, \"effigy-live: %ld\\n\", effigy_live); write(1, b, (effigy_size)k); } while (0)\n"
        }
        _ => "#define EFFIGY_END_CHECK()\n",
    });
    if check != Some(Check::Memcleanup) {
        s.push_str("#define EFFIGY_UNCOUNT()\n");
    }
    s.push_str(
        "static NI void effigy_report(const char *what, long long n, int with_n) {\n\
         \x20 char buf[96]; int len = with_n ? snprintf(buf, sizeof buf, \"effigy-outcome: %s %lld\\n\", what, n)\n\
         \x20                                 : snprintf(buf, sizeof buf, \"effigy-outcome: %s\\n\", what);\n\
         \x20 EFFIGY_DUMP_COVERAGE(); write(1, buf, (effigy_size)len); EFFIGY_END_CHECK(); _exit(0);\n}\n",
    );
    match inputs {
        Some(inputs) => {
            s.push_str("static const unsigned long long effigy_inputs[] = {");
            for (i, v) in inputs.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str(&format!("{}ULL", *v as u128 as u64));
            }
            if inputs.is_empty() {
                s.push('0');
            }
            s.push_str("};\n");
            s.push_str(&format!("static const unsigned effigy_count = {};\nstatic unsigned effigy_next = 0;\n", inputs.len()));
            s.push_str(
                "static NI unsigned long long effigy_input(void) { return effigy_next < effigy_count ? effigy_inputs[effigy_next++] : 0; }\n",
            );
        }
        None => s.push_str(
            "extern char *getenv(const char *);\n\
             extern void *fopen(const char *, const char *);\n\
             extern int fscanf(void *, const char *, ...);\n\
             static void *effigy_file;\n\
             static NI unsigned long long effigy_input(void) {\n\
             \x20 unsigned long long v = 0;\n\
             \x20 if (!effigy_file) { const char *name = getenv(\"EFFIGY_INPUTS\"); if (name) effigy_file = fopen(name, \"r\"); }\n\
             \x20 if (!effigy_file || fscanf(effigy_file, \"%llu\", &v) != 1) return 0;\n\
             \x20 return v;\n}\n",
        ),
    }
    s.push_str(&input_functions("NI"));
    // Under a property check, a call of an error function is no error: the program's body of
    // reach_error runs (SV-COMP's `void reach_error() {}` returns), an undefined one or a failed
    // assertion aborts.
    let error = if check.is_some() { "abort" } else { "error" };
    s.push_str(&format!("#define EFFIGY_ERROR_OUTCOME \"{error}\"\n#define EFFIGY_ERROR_CALLS {}\n", u8::from(check.is_none())));
    s.push_str(
        "NI void __VERIFIER_assume(int c) { if (!c) effigy_report(\"assume-violated\", 0, 0); }\n\
         NI void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { effigy_report(EFFIGY_ERROR_OUTCOME, 0, 0); }\n\
         NI void abort(void) { effigy_report(\"abort\", 0, 0); }\n\
         __attribute__((weak)) NI int rand(void) { return (int)effigy_input(); }\n\
         static void (*effigy_atexit_handlers[1024])(void);\n\
         static int effigy_atexit_count;\n\
         NI int atexit(void (*f)(void)) { if (effigy_atexit_count == 1024) return -1; effigy_atexit_handlers[effigy_atexit_count++] = f; return 0; }\n\
         static NI void effigy_run_atexit(void) { while (effigy_atexit_count > 0) effigy_atexit_handlers[--effigy_atexit_count](); }\n\
         NI void exit(int n) { effigy_run_atexit(); effigy_report(\"exit\", n, 1); }\n\
         __attribute__((weak)) NI void reach_error(void) { effigy_report(EFFIGY_ERROR_OUTCOME, 0, 0); }\n\
         __attribute__((weak)) NI void __VERIFIER_error(void) { effigy_report(EFFIGY_ERROR_OUTCOME, 0, 0); }\n\
         NI void __cyg_profile_func_enter(void *fn, void *site) {\n\
         \x20 if (EFFIGY_ERROR_CALLS && (fn == (void *)reach_error || fn == (void *)__VERIFIER_error)) effigy_report(\"error\", 0, 0);\n}\n\
         NI void __cyg_profile_func_exit(void *fn, void *site) {}\n\
         extern int __effigy_main();\n",
    );
    s.push_str(&harness_main(command_line));
    s.push_str(&stub_definitions(stubs));
    s
}

/// The input functions both harnesses define over their `effigy_input()` (the next input, 0
/// once they are used up), each with the attributes `attributes`: `__VERIFIER_nondet_*` of every
/// type, a float input being its IEEE bit pattern (`effigy_float`, `effigy_double`).
pub(crate) fn input_functions(attributes: &str) -> String {
    let mut s = String::new();
    for (suffix, ty) in NONDET_TYPES {
        let conv = if *ty == "_Bool" { "effigy_input() != 0" } else { "effigy_input()" };
        s.push_str(&format!("{attributes} {ty} __VERIFIER_nondet_{suffix}(void) {{ return ({ty})({conv}); }}\n"));
    }
    s.push_str(
        "/* A float input is its IEEE bit pattern. */\n\
         static NI float effigy_float(void) { union { unsigned int u; float f; } v; v.u = (unsigned int)effigy_input(); return v.f; }\n\
         static NI double effigy_double(void) { union { unsigned long long u; double d; } v; v.u = effigy_input(); return v.d; }\n",
    );
    s.push_str(&format!(
        "{attributes} float __VERIFIER_nondet_float(void) {{ return effigy_float(); }}\n\
         {attributes} double __VERIFIER_nondet_double(void) {{ return effigy_double(); }}\n"
    ));
    s
}

/// The definitions of the functions the link lacks (`stubs`): each returns the next input.
pub(crate) fn stub_definitions(stubs: &[Stub]) -> String {
    let mut s = String::new();
    for stub in stubs {
        let name = &stub.name;
        s.push_str(&match stub.returns {
            StubReturn::Integer => format!("NI unsigned long long {name}() {{ return effigy_input(); }}\n"),
            StubReturn::Float => format!("NI float {name}() {{ return effigy_float(); }}\n"),
            StubReturn::Double => format!("NI double {name}() {{ return effigy_double(); }}\n"),
            StubReturn::Nothing => format!("NI void {name}() {{}}\n"),
        });
    }
    s
}

/// C that makes a program built with `--coverage` write gcov's counters when a signal kills it
/// (a crash: SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGABRT), then die of that signal as it would
/// have: otherwise the counters of a test that crashes the program are lost, and the branches it
/// took before are not counted. Linked into testgen's coverage build and `replay.sh`'s.
pub const COVERAGE_ON_CRASH: &str = "/* effigy: a program killed by a signal still writes its coverage. */\n\
     #include <signal.h>\n\
     extern void __gcov_dump(void);\n\
     static __attribute__((no_instrument_function)) void effigy_coverage_on_signal(int sig) {\n\
     \x20 __gcov_dump(); signal(sig, SIG_DFL); raise(sig);\n}\n\
     static __attribute__((constructor, no_instrument_function)) void effigy_coverage_on_crash(void) {\n\
     \x20 int sigs[] = {SIGSEGV, SIGFPE, SIGBUS, SIGILL, SIGABRT};\n\
     \x20 for (unsigned i = 0; i < sizeof sigs / sizeof sigs[0]; i++) signal(sigs[i], effigy_coverage_on_signal);\n}\n";

/// The harness' `main`: it calls the program's (`__effigy_main`) with the command line built
/// from the first inputs as the engines read them (`effigy_engine::CommandLine`): `argc`, then
/// the bytes of each symbolic argument (each its own array, so that AddressSanitizer sees an
/// access beyond one), `argv[argc]` null — argv a heap block of exactly `argc + 1` pointers, as
/// the engines have it, so that AddressSanitizer sees a read beyond (not counted among the
/// program's blocks for `valid-memcleanup`) —, and an `envp` holding only its null.
fn harness_main(command_line: Option<&effigy_engine::CommandLine>) -> String {
    let call = match command_line {
        None => {
            return "NI int main(void) { int r = __effigy_main(); effigy_run_atexit(); effigy_report(\"return\", r, 1); return 0; }\n"
                .into()
        }
        Some(effigy_engine::CommandLine::CountOnly) => "  static char effigy_name[] = \"program\";\n  \
             static char *effigy_argv[] = { effigy_name, 0 };\n  \
             int argc = (int)effigy_input();\n  \
             int r = __effigy_main(argc, effigy_argv, effigy_envp);\n"
            .to_string(),
        Some(effigy_engine::CommandLine::Arguments { program, concrete, max, max_len, .. }) => {
            let c_string = |bytes: &[u8]| -> String {
                let mut t = String::from("\"");
                for &b in bytes {
                    t.push_str(&format!("\\{b:03o}"));
                }
                t.push('"');
                t
            };
            let mut t = String::new();
            t.push_str("  int argc = (int)effigy_input();\n");
            t.push_str("  char **effigy_argv = malloc(((effigy_size)argc + 1) * sizeof(char *));\n  if (!effigy_argv) _exit(99);\n  EFFIGY_UNCOUNT();\n  int k = 0;\n");
            for (i, word) in std::iter::once(program).chain(concrete.iter()).enumerate() {
                t.push_str(&format!("  static char effigy_word{i}[] = {};\n  effigy_argv[k++] = effigy_word{i};\n", c_string(word)));
            }
            for i in 0..*max as usize {
                t.push_str(&format!(
                    "  static char effigy_arg{i}[{n}];\n  for (int j = 0; j < {max_len}; j++) effigy_arg{i}[j] = (char)effigy_input();\n",
                    n = *max_len as usize + 1
                ));
            }
            for i in 0..*max as usize {
                t.push_str(&format!("  if (k < argc) effigy_argv[k++] = effigy_arg{i};\n"));
            }
            t.push_str("  effigy_argv[k] = 0;\n  int r = __effigy_main(argc, effigy_argv, effigy_envp);\n");
            t
        }
    };
    format!("static char *effigy_envp[] = {{ 0 }};\nNI int main(void) {{\n{call}  effigy_run_atexit(); effigy_report(\"return\", r, 1); return 0;\n}}\n")
}

/// Compiles `program` with a harness feeding `inputs` and runs it. The external functions
/// in `stubs` get the harness' stub only when the link lacks them: a function the C library
/// defines (`sprintf`, `strtol`, …) runs as itself, so a counterexample that needs it to do
/// something else is not confirmed.
pub fn replay(
    program: &[PathBuf],
    data_model: DataModel,
    inputs: &[i128],
    stubs: &[Stub],
    limits: &ReplayLimits,
) -> Result<NativeOutcome, String> {
    replay_stubbed(program, data_model, inputs, stubs, limits).map(|(outcome, _)| outcome)
}

/// As [`replay`], with the functions that ran as stubs (no file of the program and no library
/// defines them: what they returned is the counterexample's choice, not the program's).
pub fn replay_stubbed(
    program: &[PathBuf],
    data_model: DataModel,
    inputs: &[i128],
    stubs: &[Stub],
    limits: &ReplayLimits,
) -> Result<(NativeOutcome, Vec<String>), String> {
    let dir = TempDir::new()?;
    let (exe, stubbed) = build_checking("gcc", program, data_model, &dir.path, Some(inputs), stubs, None, limits.command_line.as_ref())?;
    Ok((run_limited(&exe, &dir.path, None, limits)?, stubbed))
}

/// Of `stubs`, the functions that neither the program's files nor the libraries define: the
/// program built and linked (without running it) tells.
pub fn missing_functions(program: &[PathBuf], data_model: DataModel, stubs: &[Stub]) -> Result<Vec<Stub>, String> {
    let dir = TempDir::new()?;
    let (_, missing) = build_checking("gcc", program, data_model, &dir.path, Some(&[]), stubs, None, None)?;
    Ok(stubs.iter().filter(|s| missing.contains(&s.name)).cloned().collect())
}

/// The sanitizer options of a build that checks `check` (none: the plain replay, where signed
/// arithmetic wraps as effigy's interpreter computes it).
fn sanitizer_flags(check: Option<Check>) -> &'static [&'static str] {
    match check {
        None | Some(Check::Memcleanup) => &["-fwrapv"],
        Some(Check::Deref | Check::Free | Check::Memtrack) => {
            &["-g", "-fsanitize=address", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer", "-fwrapv"]
        }
        Some(Check::Overflow | Check::DivisionByZero | Check::Shift) => {
            &["-g", "-fsanitize=signed-integer-overflow,integer-divide-by-zero,shift", "-fno-sanitize-recover=all"]
        }
    }
}

/// Compiles the program's files (to `dir/program.o`, `dir/program1.o`, …) and the harness in
/// `dir` and links them into `dir/replay`; the harness' stubs are linked only for the functions
/// the link lacks. `compiler` builds the program and links it (`gcc`, or `clang` for the
/// sanitizer builds that gcc's constant folding blinds); the harness is gcc's.
/// `inputs` `None`: the harness reads its inputs from the file `EFFIGY_INPUTS` names, and the
/// program is built with `--coverage`.
/// Returns the executable and the functions the harness' stubs stand for (no file of the
/// program and no library defines them).
fn build_checking(
    compiler: &str,
    program: &[PathBuf],
    data_model: DataModel,
    dir: &Path,
    inputs: Option<&[i128]>,
    stubs: &[Stub],
    check: Option<Check>,
    command_line: Option<&effigy_engine::CommandLine>,
) -> Result<(PathBuf, Vec<String>), String> {
    let exe = dir.join("replay");
    let arch = if data_model == DataModel::Ilp32 { "-m32" } else { "-m64" };
    let coverage: &[&str] = if inputs.is_none() { &["--coverage"] } else { &[] };
    let sanitizers = sanitizer_flags(check);
    let link_flags: &[&str] = match check {
        Some(Check::Memcleanup) => &["-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free"],
        Some(_) => &sanitizers[1..2],
        None => &[],
    };
    let objects: Vec<PathBuf> = (0..program.len()).map(|i| object_path(dir, i)).collect();
    for (file, object) in program.iter().zip(&objects) {
        let out = Command::new(compiler)
            .args([arch, "-std=gnu99", "-w", "-O0", "-fno-strict-aliasing", "-fno-builtin"])
            .args(sanitizers)
            .args(coverage)
            .args(FLOAT_FLAGS)
            .args(["-finstrument-functions", "-Dmain=__effigy_main", "-c", "-o"])
            .arg(object)
            .args(["-x", "c"])
            .arg(file)
            .output()
            .map_err(|e| format!("cannot run {compiler}: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "{compiler} cannot compile {}: {}",
                file.display(),
                String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("")
            ));
        }
    }
    let link = |stubs: &[Stub]| -> Result<std::process::Output, String> {
        let harness = dir.join("effigy_harness.c");
        std::fs::write(&harness, harness_checking(inputs, stubs, check, command_line))
            .map_err(|e| format!("cannot write the harness: {e}"))?;
        let out = Command::new("gcc")
            .args([arch, "-std=gnu99", "-w", "-O0", "-fno-builtin"])
            .args(FLOAT_FLAGS)
            .args(["-c", "-o"])
            .arg(dir.join("harness.o"))
            .arg(&harness)
            .output()
            .map_err(|e| format!("cannot run gcc: {e}"))?;
        if !out.status.success() {
            return Err(format!("gcc cannot compile the harness: {}", String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("")));
        }
        Command::new(compiler)
            .arg(arch)
            .args(coverage)
            .args(link_flags)
            .arg("-o")
            .arg(&exe)
            .args(&objects)
            .arg(dir.join("harness.o"))
            .arg("-lm")
            .output()
            .map_err(|e| format!("cannot run {compiler}: {e}"))
    };
    let mut out = link(&[])?;
    let mut missing: Vec<Stub> = Vec::new();
    if !out.status.success() && !stubs.is_empty() {
        let text = String::from_utf8_lossy(&out.stderr);
        missing = stubs.iter().filter(|s| text.contains(&format!("undefined reference to `{}'", s.name))).cloned().collect();
        if !missing.is_empty() {
            out = link(&missing)?;
        }
    }
    if !out.status.success() {
        return Err(format!("linking the replay failed: {}", String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or("")));
    }
    Ok((exe, missing.into_iter().map(|s| s.name).collect()))
}

/// Branch and line coverage of a test suite as gcc's own instrumentation measures it, so that
/// the figure does not depend on effigy's view of the program: the program compiled with
/// `--coverage`, every test run through the replay harness, then `gcov -b`'s summary of the
/// program's own file (what gcov calls "taken at least once": each direction of each
/// condition, `&&` and `||` operands included).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GcovCoverage {
    pub branches: u64,
    pub branches_taken: u64,
    pub lines: u64,
    pub lines_executed: u64,
}

/// Summed over the program's files.
/// Each test is its inputs ([`split_inputs`]) and the files of `--sym-file` it reads.
pub fn gcov_coverage(
    program: &[PathBuf],
    data_model: DataModel,
    tests: &[(RunInputs, Vec<(String, Option<Vec<u8>>)>)],
    stubs: &[Stub],
    limits: &ReplayLimits,
) -> Result<GcovCoverage, String> {
    let dir = TempDir::new()?;
    let (exe, _) = build_checking("gcc", program, data_model, &dir.path, None, stubs, None, limits.command_line.as_ref())?;
    let inputs_file = dir.path.join("inputs");
    for (inputs, files) in tests {
        let text: String = inputs.values.iter().map(|v| format!("{}\n", *v as u128 as u64)).collect();
        std::fs::write(&inputs_file, text).map_err(|e| format!("cannot write {}: {e}", inputs_file.display()))?;
        // A test that crashes or times out still counts what it covered before (the counters
        // of a killed process are lost, as they are for any gcov user).
        let limits = ReplayLimits {
            stdin: Some(inputs.stdin.clone()),
            files: files.clone(),
            command_line: limits.command_line.clone(),
            environment: limits.environment.clone(),
            ..*limits
        };
        run_limited(&exe, &dir.path, Some(&inputs_file), &limits)?;
    }
    let mut total = GcovCoverage::default();
    for (i, file) in program.iter().enumerate() {
        let out = Command::new("gcov")
            .args(["-b", "-n", "-o"])
            .arg(&dir.path)
            .arg(object_path(&dir.path, i))
            .current_dir(&dir.path)
            .output()
            .map_err(|e| format!("cannot run gcov: {e}"))?;
        let c = parse_gcov_summary(&String::from_utf8_lossy(&out.stdout), &file.display().to_string())
            .ok_or_else(|| format!("gcov reported no summary for {}: {}", file.display(), String::from_utf8_lossy(&out.stderr).trim()))?;
        total.branches += c.branches;
        total.branches_taken += c.branches_taken;
        total.lines += c.lines;
        total.lines_executed += c.lines_executed;
    }
    Ok(total)
}

/// The object file of the program's `i`-th file in a build directory.
fn object_path(dir: &Path, i: usize) -> PathBuf {
    if i == 0 {
        dir.join("program.o")
    } else {
        dir.join(format!("program{i}.o"))
    }
}

/// The figures of `gcov -b`'s block for `file` (`File '…'`, then `Lines executed:P% of N`,
/// `Taken at least once:P% of N`); counts are recovered from the percentages, which gcov
/// prints with two decimals.
fn parse_gcov_summary(text: &str, file: &str) -> Option<GcovCoverage> {
    let mut lines = text.lines();
    while let Some(l) = lines.next() {
        let Some(name) = l.strip_prefix("File '").and_then(|r| r.strip_suffix('\'')) else { continue };
        if !(name == file || Path::new(name).file_name() == Path::new(file).file_name()) {
            continue;
        }
        let mut c = GcovCoverage::default();
        let figure = |rest: &str| -> Option<(u64, u64)> {
            let (pct, n) = rest.split_once("% of ")?;
            let n: u64 = n.trim().parse().ok()?;
            let pct: f64 = pct.trim().parse().ok()?;
            Some(((pct * n as f64 / 100.0).round() as u64, n))
        };
        for l in lines.by_ref() {
            if l.is_empty() || l.starts_with("File '") {
                break;
            }
            if let Some(rest) = l.strip_prefix("Lines executed:") {
                (c.lines_executed, c.lines) = figure(rest)?;
            } else if let Some(rest) = l.strip_prefix("Taken at least once:") {
                (c.branches_taken, c.branches) = figure(rest)?;
            }
        }
        return Some(c);
    }
    None
}

fn run_limited(exe: &Path, cwd: &Path, inputs: Option<&Path>, limits: &ReplayLimits) -> Result<NativeOutcome, String> {
    run_capturing(exe, cwd, inputs, limits, false).map(|r| r.outcome)
}

/// What a replay printed besides its outcome.
struct Run {
    outcome: NativeOutcome,
    stdout: String,
    stderr: String,
}

/// `address_sanitizer_64`: AddressSanitizer on x86-64 reserves terabytes of address space for
/// its shadow memory, which a limit on virtual memory (`ulimit -v`) refuses (the program
/// aborts before `main`): its memory is limited by the sanitizer's own options instead.
fn run_capturing(exe: &Path, cwd: &Path, inputs: Option<&Path>, limits: &ReplayLimits, address_sanitizer_64: bool) -> Result<Run, String> {
    let memory = if address_sanitizer_64 { String::new() } else { format!("ulimit -v {}; ", limits.memory_mb * 1024) };
    // The shell exports PWD of its own: the program's environment is the one given alone.
    let pwd = match limits.environment.iter().find_map(|v| v.strip_prefix("PWD=")) {
        Some(value) => format!("PWD={}; export PWD", crate::verify::shell_quote(value.as_bytes())),
        None => "unset PWD".to_string(),
    };
    let script = format!("{memory}ulimit -t {}; {pwd}; exec \"$0\"", limits.time.as_secs().max(1) + 1);
    let asan = if address_sanitizer_64 {
        format!(
            "detect_leaks=1:detect_stack_use_after_return=1:allocator_may_return_null=1:malloc_limit_mb={0}:hard_rss_limit_mb={0}",
            limits.memory_mb
        )
    } else {
        "detect_leaks=1:detect_stack_use_after_return=1:allocator_may_return_null=1".to_string()
    };
    let mut command = Command::new("sh");
    // The environment is the program's (`env -i` and its variables).
    command.env_clear();
    for var in &limits.environment {
        if let Some((name, value)) = var.split_once('=') {
            command.env(name, value);
        }
    }
    if let Some(path) = inputs {
        command.env("EFFIGY_INPUTS", path);
    }
    // The program runs in a directory of its own, holding its files and standard input, away
    // from the build's files (the executable, objects, the harness).
    // A fresh one for each run: a file an earlier run was given, or wrote, is not this run's.
    let cwd = &cwd.join("run");
    let _ = std::fs::remove_dir_all(cwd);
    std::fs::create_dir_all(cwd).map_err(|e| format!("cannot create {}: {e}", cwd.display()))?;
    for (name, bytes) in &limits.files {
        let path = cwd.join(name);
        // A missing file's directories are made all the same: the C library model has them.
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        if let Some(bytes) = bytes {
            std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
    }
    let stdin = match &limits.stdin {
        Some(bytes) => {
            let path = cwd.parent().unwrap_or(cwd).join("effigy_stdin");
            std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            Stdio::from(std::fs::File::open(&path).map_err(|e| format!("cannot open {}: {e}", path.display()))?)
        }
        None => Stdio::null(),
    };
    let mut child = command
        .arg("-c")
        .arg(script)
        .arg(exe)
        .current_dir(cwd)
        .env("ASAN_OPTIONS", asan)
        .env("UBSAN_OPTIONS", "print_stacktrace=1")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run the replay: {e}"))?;
    // The pipes are drained while the child runs: a sanitizer's report can fill one.
    let mut err_pipe = child.stderr.take();
    let stderr_reader = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(p) = err_pipe.as_mut() {
            let _ = p.read_to_string(&mut text);
        }
        text
    });
    let mut out_pipe = child.stdout.take();
    let stdout_reader = std::thread::spawn(move || {
        let mut text = String::new();
        if let Some(p) = out_pipe.as_mut() {
            let _ = p.read_to_string(&mut text);
        }
        text
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| e.to_string())? {
            break s;
        }
        if start.elapsed() > limits.time {
            let _ = child.kill();
            let _ = child.wait();
            let stdout = stdout_reader.join().unwrap_or_default();
            let stderr = stderr_reader.join().unwrap_or_default();
            return Ok(Run { outcome: NativeOutcome::Crashed(format!("timed out after {} s", limits.time.as_secs())), stdout, stderr });
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = stdout_reader.join().unwrap_or_default();
    let stderr = stderr_reader.join().unwrap_or_default();
    let outcome = match stdout.lines().find_map(|l| l.strip_prefix("effigy-outcome: ")) {
        Some(o) => NativeOutcome::Reported(o.to_string()),
        None => NativeOutcome::Crashed(format!("ended without reporting ({status})")),
    };
    Ok(Run { outcome, stdout, stderr })
}

/// What a sanitizer build of the program reported on a counterexample's inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SanitizerReport {
    /// How the program ended (a sanitizer stops it as a crash).
    pub outcome: NativeOutcome,
    /// The check the sanitizer's first report is about, and that report summarised
    /// ("AddressSanitizer: heap-buffer-overflow at f.c:12").
    pub found: Option<(Check, String)>,
    /// `valid-memtrack`: the source lines where LeakSanitizer's leaked blocks were allocated.
    pub leaked_at: Vec<(String, u32)>,
    /// `valid-memcleanup`: heap blocks still allocated when the program ended.
    pub live_blocks: Option<i64>,
    /// The functions that ran as the harness' stubs (see [`replay_stubbed`]).
    pub stubbed: Vec<String>,
    /// The compiler of the build that reported (`gcc`, or `clang`).
    pub compiler: &'static str,
}

/// Replays `inputs` on the program built with the sanitizer that sees `check`: AddressSanitizer
/// for `valid-deref` and `valid-free`, LeakSanitizer for `valid-memtrack`,
/// UndefinedBehaviorSanitizer for overflow, division by zero and shifts; for
/// `valid-memcleanup`, which no sanitizer sees (LeakSanitizer ignores memory still reachable),
/// the count of blocks the program's allocation calls leave allocated.
pub fn replay_sanitized(
    program: &[PathBuf],
    data_model: DataModel,
    inputs: &[i128],
    stubs: &[Stub],
    limits: &ReplayLimits,
    check: Check,
) -> Result<SanitizerReport, String> {
    let report = replay_sanitized_by("gcc", program, data_model, inputs, stubs, limits, check)?;
    // gcc folds constant expressions before UndefinedBehaviorSanitizer instruments them
    // (`int x = -2147483648; -x` overflows unseen, even at -O0); clang's front end does not.
    // A run that timed out would time out again.
    let arithmetic = matches!(check, Check::Overflow | Check::DivisionByZero | Check::Shift);
    let timed_out = matches!(&report.outcome, NativeOutcome::Crashed(s) if s.starts_with("timed out"));
    if report.found.is_none() && arithmetic && !timed_out && clang_available() {
        if let Ok(by_clang) = replay_sanitized_by("clang", program, data_model, inputs, stubs, limits, check) {
            if by_clang.found.is_some() {
                return Ok(by_clang);
            }
        }
    }
    Ok(report)
}

fn replay_sanitized_by(
    compiler: &'static str,
    program: &[PathBuf],
    data_model: DataModel,
    inputs: &[i128],
    stubs: &[Stub],
    limits: &ReplayLimits,
    check: Check,
) -> Result<SanitizerReport, String> {
    let dir = TempDir::new()?;
    let (exe, stubbed) =
        build_checking(compiler, program, data_model, &dir.path, Some(inputs), stubs, Some(check), limits.command_line.as_ref())?;
    let address_sanitizer_64 = data_model == DataModel::Lp64 && matches!(check, Check::Deref | Check::Free | Check::Memtrack);
    let run = run_capturing(&exe, &dir.path, None, limits, address_sanitizer_64)?;
    let files: Vec<String> = program.iter().filter_map(|p| p.file_name()).map(|f| f.to_string_lossy().to_string()).collect();
    let found = sanitizer_finding(&run.stderr, &files);
    let leaked_at = leak_lines(&run.stderr, &files);
    let live_blocks = run.stdout.lines().find_map(|l| l.strip_prefix("effigy-live: ")).and_then(|n| n.trim().parse().ok());
    Ok(SanitizerReport { outcome: run.outcome, found, leaked_at, live_blocks, compiler, stubbed })
}

/// Whether `clang` runs here (an optional second compiler for confirmations).
fn clang_available() -> bool {
    static AVAILABLE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *AVAILABLE.get_or_init(|| Command::new("clang").arg("--version").output().is_ok_and(|o| o.status.success()))
}

/// The first report of AddressSanitizer, LeakSanitizer or UndefinedBehaviorSanitizer in
/// `stderr`: the check it is about and a summary with the first position in `file`.
fn sanitizer_finding(stderr: &str, files: &[String]) -> Option<(Check, String)> {
    for (i, line) in stderr.lines().enumerate() {
        if let Some(rest) = line.split("ERROR: AddressSanitizer: ").nth(1) {
            let kind = rest.split(" on ").next().unwrap_or(rest).trim();
            let check =
                if kind.contains("double-free") || rest.contains("free on address which was not malloc") || kind.contains("bad-free") {
                    Check::Free
                } else if kind.contains("buffer-overflow")
                    || kind.contains("buffer-underflow")
                    || kind.contains("use-after-")
                    || kind.starts_with("SEGV")
                    || kind.contains("unknown-crash")
                    || kind.contains("wild")
                {
                    Check::Deref
                } else {
                    continue;
                };
            let at = stderr
                .lines()
                .skip(i)
                .find_map(|l| frame_position(l, files).map(|(f, n)| format!("{f}:{n}")))
                .unwrap_or_else(|| "an unknown position".into());
            return Some((check, format!("AddressSanitizer: {kind} at {at}")));
        }
        if line.contains("ERROR: LeakSanitizer: detected memory leaks") {
            let at = stderr
                .lines()
                .skip(i)
                .find_map(|l| frame_position(l, files).map(|(f, n)| format!("{f}:{n}")))
                .unwrap_or_else(|| "an unknown position".into());
            return Some((Check::Memtrack, format!("LeakSanitizer: a leak of a block allocated at {at}")));
        }
        if let Some((pos, what)) = line.split_once(": runtime error: ") {
            let check = if what.contains("division by zero") {
                Check::DivisionByZero
            } else if what.contains("cannot be represented in type") {
                // Also `left shift of 200 by 24 places cannot be represented in type 'int'`.
                Check::Overflow
            } else if what.starts_with("shift exponent") || what.starts_with("left shift") {
                Check::Shift
            } else {
                continue;
            };
            let pos = pos.rsplit('/').next().unwrap_or(pos);
            return Some((check, format!("UndefinedBehaviorSanitizer: {what} at {pos}")));
        }
    }
    None
}

/// The file (one of `files`, by name) and line of a sanitizer's stack frame line
/// (`#1 0x… in main /tmp/f.c:12`).
fn frame_position(line: &str, files: &[String]) -> Option<(String, u32)> {
    let l = line.trim_start();
    if !l.starts_with('#') {
        return None;
    }
    let location = l.rsplit(' ').next()?;
    let (path, rest) = location.split_once(':')?;
    let name = Path::new(path).file_name()?.to_string_lossy().to_string();
    if !files.contains(&name) {
        return None;
    }
    let line_no = rest.split(':').next()?.parse().ok()?;
    Some((name, line_no))
}

/// The files and lines where LeakSanitizer's leaked blocks were allocated (the first frame of
/// each report in the program's files).
fn leak_lines(stderr: &str, files: &[String]) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    let mut in_report = false;
    for line in stderr.lines() {
        if line.contains("leak of") && line.contains("allocated from") {
            in_report = true;
            continue;
        }
        if in_report {
            if let Some(p) = frame_position(line, files) {
                out.push(p);
                in_report = false;
            }
        }
    }
    out
}

/// gcc's options for C's floating point as effigy computes it: IEEE binary32/binary64
/// arithmetic in SSE registers (`FLT_EVAL_METHOD` 0) — under `-m32` gcc would otherwise use
/// the x87 unit, whose 80-bit intermediate results round differently — and no contraction of
/// `a * b + c` into a fused multiply-add.
pub const FLOAT_FLAGS: &[&str] = &["-msse2", "-mfpmath=sse", "-ffp-contract=off"];

/// A temporary directory removed on drop.
pub struct TempDir {
    pub path: PathBuf,
}

impl TempDir {
    pub fn new() -> Result<TempDir, String> {
        TempDir::named("effigy-replay")
    }

    /// `$TMPDIR/PREFIX-<pid>-<n>`.
    pub fn named(prefix: &str) -> Result<TempDir, String> {
        static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("{prefix}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        Ok(TempDir { path })
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gcov_summary_of_the_program_file_only() {
        let text = "File '/usr/include/x86_64-linux-gnu/bits/stdio2.h'\nLines executed:100.00% of 2\nNo branches\n\n\
                    File '/tmp/p/prog.c'\nLines executed:91.67% of 12\nBranches executed:100.00% of 10\n\
                    Taken at least once:70.00% of 10\nCalls executed:100.00% of 3\n\n";
        let c = parse_gcov_summary(text, "/tmp/p/prog.c").expect("a block for prog.c");
        assert_eq!(c, GcovCoverage { branches: 10, branches_taken: 7, lines: 12, lines_executed: 11 });
        // A program without branches has no "Taken" line: 0 of 0.
        let c = parse_gcov_summary("File 'a.c'\nLines executed:50.00% of 4\nNo branches\n", "a.c").unwrap();
        assert_eq!(c, GcovCoverage { branches: 0, branches_taken: 0, lines: 4, lines_executed: 2 });
        assert_eq!(parse_gcov_summary(text, "other.c"), None);
    }

    /// AddressSanitizer's reports of an access outside an object, before it (`x[-1]`: an
    /// underflow) as after it, are invalid dereferences; a report it does not classify is none.
    #[test]
    fn sanitizer_reports_of_accesses_outside_objects() {
        let files = vec!["cut.c".to_string()];
        for kind in
            ["stack-buffer-underflow", "stack-buffer-overflow", "heap-buffer-overflow", "global-buffer-overflow", "heap-use-after-free"]
        {
            let stderr = format!(
                "=================================================================\n==1==ERROR: AddressSanitizer: {kind} on address 0xffb1 at pc 0x8049 bp 0xff sp 0xff\n\
                 READ of size 1 at 0xffb1 thread T0\n    #0 0x80492 in main /tmp/u/cut.c:31\n"
            );
            assert_eq!(sanitizer_finding(&stderr, &files), Some((Check::Deref, format!("AddressSanitizer: {kind} at cut.c:31"))), "{kind}");
        }
        assert_eq!(sanitizer_finding("==1==ERROR: AddressSanitizer: requested allocation size exceeds maximum\n", &files), None);
    }
}
