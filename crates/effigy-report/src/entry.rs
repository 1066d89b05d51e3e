//! `verify --entry F`: a function verified alone, as King's EFFIGY ran a procedure on symbolic
//! arguments. It becomes a C program: a `main` that reads F's arguments as inputs
//! (`__VERIFIER_nondet_*`) and calls F, in a file that `#include`s the program (whose own
//! `main`, if any, is renamed). Every engine, gcc's confirmation, the trace, the report and the
//! harness then work on it as on any program, and the included code keeps its own file and
//! line numbers. The wrapper holds against the program's macros and names: `main` is renamed
//! between `push_macro`/`pop_macro` (so that the replay's `-Dmain=…` still renames the
//! wrapper's), F, the input functions and the wrapper's variables are `#undef`ined, parameters
//! get distinct names, F defined in another file gets its prototype (no implicit declaration
//! promoting a float), and a program that defines an input function itself is refused.
//!
//! An argument is what `--args` says (EFFIGY's `CALL POWER("X", 3)`): a `"quoted"` name is an
//! input of the parameter's type named so, a number is that constant, and for a pointer
//! parameter `"A"[N]` is an array of N inputs (`"A"` alone: 8, as `explore` and the REPL give).
//! Without `--args`, every parameter is an input named after it, a pointer one an array of 8.
//! Globals start as C initialises them: F is verified as if `main` called it first.

use crate::verify::ArgSpec;
use effigy_ir::{DataModel, Program, TypeData, TypeId};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// How many elements a pointer parameter's array has when `--args` does not say.
pub const DEFAULT_ARRAY_LENGTH: u64 = 8;

/// The program `--entry` verifies: its text, and the file it is written to (removed on drop).
pub struct EntryProgram {
    pub text: String,
    pub file: PathBuf,
    _dir: crate::replay::TempDir,
}

/// Writes the program that calls `function` of `program` (lowered from `original`, the main
/// file) with the arguments `args` describes (`None`: every parameter an input).
pub fn entry_program(program: &Program, original: &Path, function: &str, args: Option<&str>) -> Result<EntryProgram, String> {
    let text = entry_source(program, original, function, args)?;
    let dir = crate::replay::TempDir::named("effigy-entry")?;
    let file = dir.path.join(format!("entry-{function}.c"));
    std::fs::write(&file, &text).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(EntryProgram { text, file, _dir: dir })
}

impl EntryProgram {
    /// The name the entry's file goes by in messages, traces and the report: `entry-F.c`
    /// (its directory is temporary; `--harness` writes it beside the harness).
    pub fn name(&self) -> String {
        self.file.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    }

    /// Names the files of `program` (lowered from this entry's file, which includes the
    /// program's main file by its absolute path) as people know them: the main file as the
    /// user gave it, `original` (`examples/power.c:6`, as for the program itself), and the
    /// entry's file by [`EntryProgram::name`].
    pub fn name_files(&self, program: &mut Program, original: &Path) {
        let absolute = std::fs::canonicalize(original).map(|a| a.display().to_string()).unwrap_or_default();
        let wrapper = self.file.display().to_string();
        for f in &mut program.files {
            if *f == absolute {
                *f = original.display().to_string();
            } else if *f == wrapper {
                *f = self.name();
            }
        }
    }
}

/// The text of the program that calls `function`.
pub fn entry_source(program: &Program, original: &Path, function: &str, args: Option<&str>) -> Result<String, String> {
    let fid = program.function_by_name(function).ok_or_else(|| format!("--entry: the program defines no function named {function}"))?;
    let f = program.function(fid);
    let params: Vec<(String, TypeId)> = f.params.iter().map(|&p| (program.var(p).name.clone(), program.var(p).ty)).collect();
    let arguments = arguments(program, function, &params, args)?;
    let original = std::fs::canonicalize(original).map_err(|e| format!("cannot read {}: {e}", original.display()))?;
    // An #include's file name has no escapes.
    if original.display().to_string().contains(['"', '\n']) {
        return Err(format!("--entry: the path {} has a double quote or a newline, which an #include cannot name", original.display()));
    }
    let mut text = String::new();
    let _ = writeln!(text, "/* effigy verify --entry {function}: main calls {function} with arbitrary arguments (inputs). */");
    // The program's main becomes effigy_program_main; `main` is then restored to what it was
    // (the replay's build defines it as a macro, which the wrapper's main must obey too).
    let renames_main = function != "main" && program.function_by_name("main").is_some();
    if renames_main {
        let _ = writeln!(text, "#pragma push_macro(\"main\")\n#undef main\n#define main effigy_program_main");
    }
    let _ = writeln!(text, "#include \"{}\"", original.display());
    if renames_main {
        let _ = writeln!(text, "#undef main\n#pragma pop_macro(\"main\")");
    }
    // The input functions the arguments need, declared as SV-COMP declares them.
    let mut declared = Vec::new();
    let mut body = String::new();
    let mut call = Vec::new();
    for ((name, ty), arg) in params.iter().zip(&arguments) {
        let ty = *ty;
        match arg {
            // A number for a pointer is a null pointer constant (0): no cast needed.
            ArgSpec::Number(c) if program.types.is_pointer(ty) => call.push(c.clone()),
            ArgSpec::Number(_) if !program.types.is_scalar(ty) => {
                return Err(format!("--args: parameter {name} is not a scalar: a number cannot be its argument"))
            }
            ArgSpec::Number(c) => call.push(format!("({}){c}", spelled(program, ty, name)?)),
            ArgSpec::Symbol(var) => {
                let _ = writeln!(body, "  {};", declaration(program, ty, var, name)?);
                fill(program, ty, var, &format!("&{var}"), &mut body, &mut declared, name)?;
                call.push(var.clone());
            }
            ArgSpec::Array(var, len) => {
                let elem = match program.types.get(ty) {
                    TypeData::Pointer(e) => *e,
                    _ => return Err(format!("--args: {name} is not a pointer: an array \"{var}\"[{len}] cannot be its argument")),
                };
                // `void *`: an array of bytes.
                let elem = if matches!(program.types.get(elem), TypeData::Void) { effigy_ir::TypeTable::U8 } else { elem };
                let _ = writeln!(body, "  {}[{len}];", declaration(program, elem, var, name)?);
                if *len <= 16 {
                    for i in 0..*len {
                        fill(program, elem, &format!("{var}[{i}]"), &format!("&{var}[{i}]"), &mut body, &mut declared, name)?;
                    }
                } else {
                    let _ = writeln!(body, "  for (int i = 0; i < {len}; i++) {{");
                    let mut inner = String::new();
                    fill(program, elem, &format!("{var}[i]"), &format!("&{var}[i]"), &mut inner, &mut declared, name)?;
                    for line in inner.lines() {
                        let _ = writeln!(body, "  {line}");
                    }
                    let _ = writeln!(body, "  }}");
                }
                call.push(format!("({}){var}", spelled(program, ty, name)?));
            }
        }
    }
    // What the wrapper names must mean what it says, whatever macros the program defines: F,
    // the input functions, the variables.
    let mut names: Vec<String> = vec![function.to_string(), "i".into(), "k".into()];
    names.extend(declared.iter().map(|(suffix, _)| format!("__VERIFIER_nondet_{suffix}")));
    names.extend(arguments.iter().filter_map(|a| match a {
        ArgSpec::Symbol(v) | ArgSpec::Array(v, _) => Some(v.clone()),
        ArgSpec::Number(_) => None,
    }));
    for n in &names {
        let _ = writeln!(text, "#undef {n}");
    }
    // Inputs are what the engines' __VERIFIER_nondet_* return: a program that defines one
    // would make them its own values.
    for (suffix, _) in &declared {
        let name = format!("__VERIFIER_nondet_{suffix}");
        if program.function_by_name(&name).is_some_and(|g| !program.function(g).edges.is_empty()) {
            return Err(format!("--entry: the program defines {name}, which would give {function}'s arguments its own values, not inputs"));
        }
    }
    // F defined in another file than the one included: its prototype (without it, C would
    // call F as an undeclared function and promote its float arguments).
    let own_file = std::fs::canonicalize(program.file_name(f.span.file)).ok();
    if own_file.as_ref() != Some(&original) {
        let params: Result<Vec<String>, String> = params.iter().map(|(name, ty)| spelled(program, *ty, name)).collect();
        let params = params?;
        let ret = spelled(program, f.ret, "the return value")?;
        let list = if params.is_empty() { "void".to_string() } else { params.join(", ") };
        let _ = writeln!(text, "{ret} {function}({list});");
    }
    for (suffix, c_type) in &declared {
        let _ = writeln!(text, "extern {c_type} __VERIFIER_nondet_{suffix}(void);");
    }
    let _ = writeln!(text, "int main(void) {{");
    text.push_str(&body);
    let _ = writeln!(text, "  {function}({});", call.join(", "));
    let _ = writeln!(text, "  return 0;\n}}");
    Ok(text)
}

fn arguments(program: &Program, function: &str, params: &[(String, TypeId)], args: Option<&str>) -> Result<Vec<ArgSpec>, String> {
    let Some(text) = args else {
        // Each parameter's name where it can name a local of the wrapper's main, else `argN`;
        // never one name twice (`int f(int i, int arg1)`: `i` is reserved, and `arg1` taken).
        let mut taken: Vec<String> = params.iter().map(|(n, _)| n.clone()).filter(|n| usable(n, function)).collect();
        let mut out = Vec::new();
        for (i, (name, ty)) in params.iter().enumerate() {
            let var = if usable(name, function) {
                name.clone()
            } else {
                let mut n = format!("arg{}", i + 1);
                while taken.contains(&n) {
                    n.push('_');
                }
                taken.push(n.clone());
                n
            };
            out.push(if program.types.is_pointer(*ty) { ArgSpec::Array(var, DEFAULT_ARRAY_LENGTH) } else { ArgSpec::Symbol(var) });
        }
        return Ok(out);
    };
    let pointer: Vec<bool> = params.iter().map(|(_, ty)| program.types.is_pointer(*ty)).collect();
    let mut out = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for spec in crate::verify::parse_arg_specs(function, text, &pointer)? {
        if let ArgSpec::Symbol(name) | ArgSpec::Array(name, _) = &spec {
            if !usable(name, function) {
                return Err(format!(
                    "--args: \"{name}\" cannot name an input: it must be a C identifier other than {function}, main, i, k, __… and effigy_…"
                ));
            }
            if names.contains(name) {
                return Err(format!("--args: \"{name}\" names two arguments"));
            }
            names.push(name.clone());
        }
        out.push(spec);
    }
    Ok(out)
}

/// Whether `name` can name a local of the wrapper's main: an identifier other than F, `main`,
/// the loops' `i` and `k`, and the reserved `__…` and `effigy_…`.
fn usable(name: &str, function: &str) -> bool {
    is_identifier(name)
        && name != function
        && !["main", "i", "k"].contains(&name)
        && !name.starts_with("__")
        && !name.starts_with("effigy_")
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_') && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The declaration of `var` with type `ty` (`int x`, `struct s x`).
fn declaration(program: &Program, ty: TypeId, var: &str, param: &str) -> Result<String, String> {
    Ok(format!("{} {var}", spelled(program, ty, param)?))
}

/// `ty` as C spells it, where the wrapper can spell it (the program's own struct tags are in
/// scope: the wrapper includes it).
fn spelled(program: &Program, ty: TypeId, param: &str) -> Result<String, String> {
    let types = &program.types;
    Ok(match types.get(ty) {
        TypeData::Void => "void".into(),
        TypeData::Bool | TypeData::Int(_) | TypeData::Float(_) => crate::verify::c_type_name(program, ty),
        TypeData::Pointer(t) => {
            let inner = spelled(program, *t, param)?;
            if inner.ends_with('*') {
                format!("{inner}*")
            } else {
                format!("{inner} *")
            }
        }
        TypeData::Struct(_) => match types.struct_of(ty) {
            Some(st) if !st.name.is_empty() && is_identifier(&st.name) && st.complete => {
                format!("{} {}", if st.is_union { "union" } else { "struct" }, st.name)
            }
            _ => return Err(format!("--entry: the type of parameter {param} (an untagged or incomplete struct) cannot be written in C")),
        },
        _ => return Err(format!("--entry: the type of parameter {param} ({}) is not supported: give it with --args", types.display(ty))),
    })
}

/// Statements that make the object `place` (of type `ty`, at address `addr`) an input: a
/// scalar from `__VERIFIER_nondet_<its type>()`, a struct or union byte by byte. Pointers
/// cannot be made of inputs (where would they point?).
fn fill(
    program: &Program,
    ty: TypeId,
    place: &str,
    addr: &str,
    out: &mut String,
    declared: &mut Vec<(&'static str, &'static str)>,
    param: &str,
) -> Result<(), String> {
    let types = &program.types;
    let mut need = |suffix: &'static str, c: &'static str| {
        if !declared.iter().any(|(s, _)| *s == suffix) {
            declared.push((suffix, c));
        }
        format!("__VERIFIER_nondet_{suffix}()")
    };
    match types.get(ty) {
        TypeData::Bool => {
            let call = need("bool", "_Bool");
            let _ = writeln!(out, "  {place} = {call};");
        }
        TypeData::Int(it) => {
            let long64 = program.data_model() == DataModel::Lp64;
            let (suffix, c) = match (it.bits, it.signed) {
                (8, true) => ("char", "char"),
                (8, false) => ("uchar", "unsigned char"),
                (16, true) => ("short", "short"),
                (16, false) => ("ushort", "unsigned short"),
                (32, true) => ("int", "int"),
                (32, false) => ("uint", "unsigned int"),
                (64, true) if long64 => ("long", "long"),
                (64, false) if long64 => ("ulong", "unsigned long"),
                (64, true) => ("longlong", "long long"),
                (64, false) => ("ulonglong", "unsigned long long"),
                _ => return Err(format!("--entry: parameter {param} has an integer type of {} bits", it.bits)),
            };
            let call = need(suffix, c);
            let _ = writeln!(out, "  {place} = {call};");
        }
        TypeData::Float(effigy_ir::types::FloatKind::F32) => {
            let call = need("float", "float");
            let _ = writeln!(out, "  {place} = {call};");
        }
        TypeData::Float(effigy_ir::types::FloatKind::F64) => {
            let call = need("double", "double");
            let _ = writeln!(out, "  {place} = {call};");
        }
        TypeData::Struct(_) if !holds_pointer(program, ty) => {
            let call = need("uchar", "unsigned char");
            let _ = writeln!(
                out,
                "  for (unsigned k = 0; k < sizeof({place}); k++) ((unsigned char *)({addr}))[k] = {call};"
            );
        }
        TypeData::Struct(_) => {
            return Err(format!(
                "--entry: parameter {param} points to or is a struct with pointers, which inputs cannot make: give it with --args (0 for a null pointer)"
            ))
        }
        TypeData::Pointer(_) => {
            return Err(format!(
                "--entry: parameter {param} needs pointers made of inputs, which point nowhere: give it with --args (0 for a null pointer)"
            ))
        }
        _ => return Err(format!("--entry: the type of parameter {param} ({}) is not supported", types.display(ty))),
    }
    Ok(())
}

fn holds_pointer(program: &Program, ty: TypeId) -> bool {
    match program.types.get(ty) {
        TypeData::Pointer(_) | TypeData::Function { .. } => true,
        TypeData::Array(e, _) => holds_pointer(program, *e),
        TypeData::Struct(_) => program.types.struct_of(ty).is_some_and(|s| s.fields.iter().any(|f| holds_pointer(program, f.ty))),
        _ => false,
    }
}
